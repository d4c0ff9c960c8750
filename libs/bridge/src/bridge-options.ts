/**
 * The options of `createBridge` (README "createBridge(options?)") and their checked form (bridge.ts
 * checks them), with the two small rules the bridge applies to what arrives (a handler's
 * exception, a push tap's link).
 */
import type { BridgeWindow, DetectionOptions } from './platform.js';
import type { AnsweredMethod } from './protocol.js';
import type { IgnoredReason } from './receiver.js';
/** Events kept for a subscriber that is not there yet, at most (README "Events before a subscriber"). */
export const EVENT_QUEUE_LIMIT = 20;
/** How long a kept event waits for its subscriber, in milliseconds. */
export const EVENT_MAX_AGE_MS = 60_000;

export interface BridgeOptions {
  /**
   * The host window. Defaults to `globalThis.window`; `null` means no window at all (server
   * rendering), where every call takes its browser fallback or rejects.
   * @example createBridge({ window: iframe.contentWindow })
   */
  readonly window?: BridgeWindow | null;
  /**
   * Text the native shell appends to the user agent (spec §4). `null` detects the shell by its
   * transport object alone.
   * @default 'BottleApp'
   */
  readonly userAgentMarker?: string | null;
  /**
   * Name of the iOS script message handler.
   * @default 'bottleBridge'
   */
  readonly iosHandlerName?: string;
  /**
   * Name of the Android JavaScript interface object.
   * @default 'binder'
   */
  readonly androidBinderName?: string;
  /**
   * Timeouts in milliseconds by method, over DEFAULT_TIMEOUTS: whole numbers from 1 to
   * MAX_TIMEOUT_MS (2^31−1), or NO_TIMEOUT (Infinity) for no timeout; anything else makes
   * createBridge throw BridgeArgumentError.
   * @example createBridge({ timeouts: { getSecurityInfo: 20000, openBarcode: NO_TIMEOUT } })
   */
  readonly timeouts?: Partial<Record<AnsweredMethod, number>>;
  /**
   * Told whenever the receiver drops a message (bad JSON, an id nobody waits for, an unknown
   * event, …). Gets only the reason, never the payload, which may hold tokens.
   */
  readonly onIgnored?: (reason: IgnoredReason) => void;
  /**
   * URL schemes a push tap's `url` may use besides links of the page's own origin, e.g.
   * `['https:']` to let notices open outside pages, or `['bottle:']` for an app scheme. Any other
   * link (`javascript:`, `data:`, another origin) drops the event (`onIgnored('unsafe-push-url')`).
   * @default [] (same-origin links only)
   */
  readonly pushUrlSchemes?: readonly string[];
  /**
   * Events that arrive before anyone subscribed are kept, at most this many (the oldest goes).
   * @default 20 (EVENT_QUEUE_LIMIT)
   */
  readonly eventQueueLimit?: number;
  /**
   * A kept event older than this when its subscriber comes is dropped (`'expired-event'`).
   * @default 60000 (EVENT_MAX_AGE_MS)
   */
  readonly eventMaxAgeMs?: number;
}

export interface CheckedOptions extends DetectionOptions {
  readonly timeouts: Readonly<Record<AnsweredMethod, number>>;
  readonly pushUrlSchemes: readonly string[];
  readonly eventQueueLimit: number;
  readonly eventMaxAgeMs: number;
}

export function defaultWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Reports an exception of an event handler without stopping the other handlers. */
export function reportHandlerError(error: unknown): void {
  const report = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (typeof report === 'function') report(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/**
 * Whether a push tap's link may reach the app (a `javascript:` link used to reach
 * subscribers unchanged): a path of this origin (`/alarm?id=1`), an absolute link of this origin,
 * or a link whose scheme the app configured.
 */
export function safePushUrl(url: string | undefined, win: BridgeWindow | undefined, schemes: readonly string[]): boolean {
  if (url === undefined) return true;
  if (/^\/(?![/\\])/.test(url) && !url.includes('\\')) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (schemes.includes(parsed.protocol)) return true;
  const origin = (win as { location?: { origin?: unknown } } | undefined)?.location?.origin;
  return typeof origin === 'string' && origin !== 'null' && parsed.origin === origin && /^https?:$/.test(parsed.protocol);
}
