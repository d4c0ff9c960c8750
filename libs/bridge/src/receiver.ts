/**
 * The one namespaced global receiver, `window.__bottleBridge.receive(json)`, and the private
 * channel behind it.
 *
 * What page script can reach is only the frozen `{ protocol, receive }` object, installed
 * not writable and not configurable, so it can be neither replaced (to read the shell's answers)
 * nor removed. Everything else lives in this module's closure, keyed by window: the bridges
 * attached to the window and the id counter; the channel (the per-load secret the shell
 * injected, the transport found when the secret was taken) lives in ./channel.ts. Page script therefore cannot
 * attach a sink, predict ids, or post through the bridge; and every answer or event must carry
 * the secret, which page script never sees (README "Threat model").
 *
 * Safety: the receiver takes only a string, parses it with the JSON.parse of module load time,
 * copies it into null-prototype objects before reading a field (./intrinsics.ts: a later hook on
 * a built-in or a getter on Object.prototype sees nothing), takes the secret out of the copy
 * before any bridge sees the message, never evaluates anything, never throws back into the
 * native caller, and settles only ids an attached bridge issued and still waits on. What it
 * sends is written by `toJson` from null-prototype envelopes, never by a live JSON.stringify.
 */
import { currentChannel, takeChannel } from './channel.js';
import type { Channel } from './channel.js';
import { create, defineProperty, freeze, keys, kept, own, ownCopy, parse, toJson } from './intrinsics.js';
import { PROTOCOL_VERSION, RECEIVER_GLOBAL } from './names.js';
import type { DetectionOptions } from './platform.js';
import { isRecord } from './record.js';

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
  /**
   * Settles the pending call `id` if this bridge issued it; true when it did. `message` is a
   * null-prototype copy of the answer without its secret.
   */
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
    // Index loops, not for…of: a hooked array iterator must never be handed a sink.
    const all = kept.setValues(sinks);
    for (let i = 0; i < all.length; i += 1) (all[i] as ReceiverSink).ignored(reason);
    return false;
  };

  /** Writes an envelope with the secret into a null-prototype object and sends its JSON text. */
  const sendSigned = (channel: Channel, envelope: Record<string, unknown>): void => {
    if (!channel.transport) return;
    const signed = create(null);
    const names = keys(envelope);
    for (let i = 0; i < names.length; i += 1) {
      const name = names[i] as string;
      signed[name] = own(envelope, name);
    }
    signed['secret'] = channel.secret;
    channel.transport.send(toJson(signed));
  };

  const state: HubState = {
    publicHub: freeze({
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
        kept.setAdd(sinks, sink);
        return () => {
          kept.setDelete(sinks, sink);
        };
      },
      nextId() {
        counter += 1;
        return '' + counter;
      },
      channel: (detection) => takeChannel(win, detection),
      post(detection, envelope) {
        const channel = state.internals.channel(detection);
        if (!channel?.transport) return false;
        sendSigned(channel, envelope);
        return true;
      },
    },
  };

  function receive(json: unknown): boolean {
    if (typeof json !== 'string') return ignored('not-a-string');
    let parsed: unknown;
    try {
      parsed = parse(json);
    } catch {
      return ignored('not-json');
    }
    if (!isRecord(parsed)) return ignored('not-an-object');
    // Own fields only, in null-prototype objects: nothing inherited, no prototype getter runs.
    const message = ownCopy(parsed) as Record<string, unknown>;
    const channel = currentChannel(win);
    if (!channel) return ignored('no-channel');
    if (message['secret'] !== channel.secret) return ignored('bad-secret');
    // No bridge (nor a hook it might call) ever holds the secret.
    delete message['secret'];
    const id = message['id'];
    if (typeof id === 'string') {
      const all = kept.setValues(sinks);
      for (let i = 0; i < all.length; i += 1) if ((all[i] as ReceiverSink).answer(id, message)) return true;
      return ignored('unknown-id');
    }
    const event = message['event'];
    if (typeof event !== 'string' || id !== undefined) return ignored('malformed-envelope');
    let known = false;
    let handled = false;
    const reply = typeof message['reply'] === 'string' ? message['reply'] : undefined;
    const all = kept.setValues(sinks);
    for (let i = 0; i < all.length; i += 1) {
      const outcome = (all[i] as ReceiverSink).event(event, message['data'], reply);
      if (outcome !== 'unknown') known = true;
      if (outcome === 'handled') handled = true;
    }
    // An event with a reply token (back) is answered at once, before receive returns.
    if (reply !== undefined && channel.transport) {
      try {
        sendSigned(channel, { v: PROTOCOL_VERSION, type: 'handled', reply, handled });
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
  const known = kept.weakGet(hubs, win);
  if (known) return known.internals;
  if (own(win, RECEIVER_GLOBAL) !== undefined || (win as Record<string, unknown>)[RECEIVER_GLOBAL] !== undefined) {
    throw new Error(
      `window.${RECEIVER_GLOBAL} is already defined by something other than this copy of @bottle/bridge (use one copy per page)`,
    );
  }
  const state = createHub(win);
  // Neither writable nor configurable: page script can neither replace the receiver (to read
  // every answer) nor delete it.
  const descriptor = create(null);
  descriptor['value'] = state.publicHub;
  descriptor['writable'] = false;
  descriptor['enumerable'] = false;
  descriptor['configurable'] = false;
  defineProperty(win, RECEIVER_GLOBAL, descriptor as PropertyDescriptor);
  kept.weakSet(hubs, win, state);
  return state.internals;
}
