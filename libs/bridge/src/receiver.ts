/**
 * The one namespaced global receiver, `window.__bottleBridge.receive(json)` (issue 5 "Protocol").
 *
 * It is a small hub shared by every bridge instance on a window (the app's, another team's
 * copy of this library, a test's), so none of them overwrites another's receiver. The hub also
 * issues callback ids: one counter per page life, started at a random value so an answer meant
 * for a call made before a reload can never match a call made after it (style.md "Bridge").
 *
 * Safety (issue 5 "Safety"): the receiver takes only a string, parses it with JSON.parse, never
 * evaluates anything, never throws back into the native caller, and settles only ids that an
 * attached bridge issued and still waits on.
 */
import { isRecord } from './guards.js';
import { PROTOCOL_VERSION, RECEIVER_GLOBAL } from './protocol.js';

/** Why the receiver dropped a message (reported to `onIgnored`, never with the payload). */
export type IgnoredReason =
  | 'not-a-string'
  | 'not-json'
  | 'not-an-object'
  | 'malformed-envelope'
  | 'unknown-id'
  | 'unknown-event'
  | 'malformed-event';

/** One bridge instance as the hub sees it. */
export interface ReceiverSink {
  /** Settles the pending call `id` if this bridge issued it; true when it did. */
  answer(id: string, message: Record<string, unknown>): boolean;
  /** Delivers an event; true when the event name is known to this bridge. */
  event(name: string, data: unknown): boolean;
  /** Told about every message no sink took. */
  ignored(reason: IgnoredReason): void;
}

/** The object installed at `window.__bottleBridge`. */
export interface ReceiverHub {
  readonly protocol: typeof PROTOCOL_VERSION;
  /**
   * Entry point for the native side: pass the JSON text of an answer or an event.
   * Returns true when a bridge took the message, false when it was ignored. Never throws.
   */
  receive(json: unknown): boolean;
  /** Adds a bridge; returns the function that removes it. */
  attach(sink: ReceiverSink): () => void;
  /** A fresh callback id, unique on this page. */
  nextId(): string;
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

function createHub(): ReceiverHub {
  const sinks = new Set<ReceiverSink>();
  let counter = randomStart();

  const ignored = (reason: IgnoredReason): false => {
    for (const sink of [...sinks]) sink.ignored(reason);
    return false;
  };

  return Object.freeze({
    protocol: PROTOCOL_VERSION,
    receive(json: unknown): boolean {
      if (typeof json !== 'string') return ignored('not-a-string');
      let message: unknown;
      try {
        message = JSON.parse(json);
      } catch {
        return ignored('not-json');
      }
      if (!isRecord(message)) return ignored('not-an-object');
      const id = message['id'];
      if (typeof id === 'string') {
        for (const sink of [...sinks]) if (sink.answer(id, message)) return true;
        return ignored('unknown-id');
      }
      const event = message['event'];
      if (typeof event === 'string' && id === undefined) {
        let taken = false;
        for (const sink of [...sinks]) taken = sink.event(event, message['data']) || taken;
        return taken;
      }
      return ignored('malformed-envelope');
    },
    attach(sink: ReceiverSink): () => void {
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
      };
    },
    nextId(): string {
      counter += 1;
      return String(counter);
    },
  });
}

function isHub(value: unknown): value is ReceiverHub {
  return (
    isRecord(value) &&
    value['protocol'] === PROTOCOL_VERSION &&
    typeof value['receive'] === 'function' &&
    typeof value['attach'] === 'function' &&
    typeof value['nextId'] === 'function'
  );
}

/**
 * The hub of this window, installed on first use. Throws when the global name is taken by
 * something that is not a bridge hub: overwriting it would silently break that other code.
 */
export function hubOf(win: object): ReceiverHub {
  const existing = (win as Record<string, unknown>)[RECEIVER_GLOBAL];
  if (isHub(existing)) return existing;
  if (existing !== undefined) {
    throw new Error(`window.${RECEIVER_GLOBAL} is already defined by something other than @bottle/bridge`);
  }
  const hub = createHub();
  // Not writable, so an accidental assignment cannot cut the shell off; configurable, so a test
  // host can remove it.
  Object.defineProperty(win, RECEIVER_GLOBAL, { value: hub, writable: false, enumerable: false, configurable: true });
  return hub;
}
