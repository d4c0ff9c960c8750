/**
 * The one namespaced global receiver, `window.__bottleBridge.receive(json)`, and the private
 * channel behind it (issue 5 "Protocol", issue 19 "A private channel").
 *
 * What page script can reach is only the frozen `{ protocol, receive }` object, installed
 * not writable and not configurable, so it can be neither replaced (to read the shell's answers)
 * nor removed. Everything else lives in this module's closure, keyed by window: the bridges
 * attached to the window and the id counter; the channel (the per-load secret the shell
 * injected, the transport found when the secret was taken) lives in ./channel.ts. Page script therefore cannot
 * attach a sink, predict ids, or post through the bridge; and every answer or event must carry
 * the secret, which page script never sees (README "Threat model").
 *
 * Safety (issue 5 "Safety"): the receiver takes only a string, parses it with the JSON.parse of
 * module load time (a later hook on JSON.parse sees nothing), never evaluates anything, never
 * throws back into the native caller, and settles only ids an attached bridge issued and still
 * waits on.
 */
import { currentChannel, takeChannel } from './channel.js';
import type { Channel } from './channel.js';
import { PROTOCOL_VERSION, RECEIVER_GLOBAL } from './names.js';
import type { DetectionOptions } from './platform.js';
import { isRecord } from './record.js';

// Taken when the module loads, before any later page script could replace them.
const parse = JSON.parse;
const stringify = JSON.stringify;

/** Why the receiver dropped a message (reported to `onIgnored`, never with the payload). */
export type IgnoredReason =
  | 'not-a-string'
  | 'not-json'
  | 'not-an-object'
  | 'no-channel'
  | 'bad-secret'
  | 'malformed-envelope'
  | 'unknown-id'
  | 'unknown-event'
  | 'malformed-event'
  | 'unsafe-push-url'
  | 'expired-event'
  | 'event-queue-full';

/** What a bridge did with an event. */
export type EventOutcome = 'unknown' | 'handled' | 'not-handled';

/** One bridge instance as the hub sees it. */
export interface ReceiverSink {
  /** Settles the pending call `id` if this bridge issued it; true when it did. */
  answer(id: string, message: Record<string, unknown>): boolean;
  /**
   * Delivers an event: 'unknown' when this bridge does not know it (or found it malformed).
   * `reply` is the shell's token when it waits for an answer (back).
   */
  event(name: string, data: unknown, reply?: string): EventOutcome;
  /** Told about every message no sink took. */
  ignored(reason: IgnoredReason): void;
}

/** The object installed at `window.__bottleBridge`: all page script can see. */
export interface ReceiverHub {
  readonly protocol: typeof PROTOCOL_VERSION;
  /**
   * Entry point for the native side: pass the JSON text of an answer or an event, carrying the
   * page's secret. Returns true when a bridge took the message, false when it was ignored.
   * Never throws.
   */
  receive(json: unknown): boolean;
}

/** The module-private side of a window's hub. */
export interface HubInternals {
  /** Adds a bridge; returns the function that removes it. */
  attach(sink: ReceiverSink): () => void;
  /** A fresh callback id, unique on this page. */
  nextId(): string;
  /** The channel, taking the secret off the window on first success. */
  channel(detection: DetectionOptions): Channel | undefined;
  /** Posts a control or request envelope with the secret added; false when there is no channel. */
  post(detection: DetectionOptions, envelope: Record<string, unknown>): boolean;
}

function randomStart(): number {
  const cryptoObj = (globalThis as { crypto?: { getRandomValues?(a: Uint32Array): Uint32Array } }).crypto;
  if (cryptoObj?.getRandomValues) {
    const buf = new Uint32Array(1);
    cryptoObj.getRandomValues(buf);
    return (buf[0] ?? 0) + 1;
  }
  return Math.floor(Math.random() * 0xffffffff) + 1;
}

interface HubState {
  readonly publicHub: ReceiverHub;
  readonly internals: HubInternals;
}

const hubs = new WeakMap<object, HubState>();

function createHub(win: object): HubState {
  const sinks = new Set<ReceiverSink>();
  let counter = randomStart();

  const ignored = (reason: IgnoredReason): false => {
    for (const sink of [...sinks]) sink.ignored(reason);
    return false;
  };

  const state: HubState = {
    publicHub: Object.freeze({
      protocol: PROTOCOL_VERSION,
      receive(json: unknown): boolean {
        try {
          return receive(json);
        } catch {
          return false; // never throw back into the native caller
        }
      },
    }),
    internals: {
      attach(sink) {
        sinks.add(sink);
        return () => {
          sinks.delete(sink);
        };
      },
      nextId() {
        counter += 1;
        return String(counter);
      },
      channel: (detection) => takeChannel(win, detection),
      post(detection, envelope) {
        const channel = state.internals.channel(detection);
        if (!channel?.transport) return false;
        channel.transport.send(stringify({ ...envelope, secret: channel.secret }));
        return true;
      },
    },
  };

  function receive(json: unknown): boolean {
    if (typeof json !== 'string') return ignored('not-a-string');
    let message: unknown;
    try {
      message = parse(json);
    } catch {
      return ignored('not-json');
    }
    if (!isRecord(message)) return ignored('not-an-object');
    const channel = currentChannel(win);
    if (!channel) return ignored('no-channel');
    if (message['secret'] !== channel.secret) return ignored('bad-secret');
    const id = message['id'];
    if (typeof id === 'string') {
      for (const sink of [...sinks]) if (sink.answer(id, message)) return true;
      return ignored('unknown-id');
    }
    const event = message['event'];
    if (typeof event !== 'string' || id !== undefined) return ignored('malformed-envelope');
    let known = false;
    let handled = false;
    const reply = typeof message['reply'] === 'string' ? message['reply'] : undefined;
    for (const sink of [...sinks]) {
      const outcome = sink.event(event, message['data'], reply);
      if (outcome !== 'unknown') known = true;
      if (outcome === 'handled') handled = true;
    }
    // An event with a reply token (back) is answered at once, before receive returns.
    if (reply !== undefined && channel.transport) {
      try {
        channel.transport.send(stringify({ v: PROTOCOL_VERSION, type: 'handled', reply, handled, secret: channel.secret }));
      } catch {
        // The shell then sees no answer, which it treats as not handled.
      }
    }
    return known;
  }

  return state;
}

/**
 * The hub of this window, installed on first use. Throws when the global name is taken by
 * something this module did not install (another copy of the library, or page script): the
 * channel cannot be shared with code that is not this module.
 */
export function hubOf(win: object): HubInternals {
  const known = hubs.get(win);
  if (known) return known.internals;
  if ((win as Record<string, unknown>)[RECEIVER_GLOBAL] !== undefined) {
    throw new Error(
      `window.${RECEIVER_GLOBAL} is already defined by something other than this copy of @bottle/bridge (use one copy per page)`,
    );
  }
  const state = createHub(win);
  // Neither writable nor configurable: page script can neither replace the receiver (to read
  // every answer) nor delete it (issue 19).
  Object.defineProperty(win, RECEIVER_GLOBAL, {
    value: state.publicHub,
    writable: false,
    enumerable: false,
    configurable: false,
  });
  hubs.set(win, state);
  return state.internals;
}
