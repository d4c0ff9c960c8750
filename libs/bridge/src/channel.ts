/**
 * The private channel's first half (issue 19): take the per-load secret the shell injected off
 * the window, with the transport found at that moment, and keep both out of page script's reach.
 * Kept apart from the receiver and the protocol tables so the app can call `openChannel` on its
 * first route for a few hundred bytes, long before the bridge itself loads.
 */
import { DEFAULT_ANDROID_BINDER_NAME, DEFAULT_IOS_HANDLER_NAME, DEFAULT_USER_AGENT_MARKER, SECRET_GLOBAL } from './names.js';
import type { BridgeWindow, DetectionOptions, Transport } from './platform.js';
import { findTransport } from './platform.js';

/** The private channel: the per-load secret and the transport captured with it. */
export interface Channel {
  readonly secret: string;
  /** Undefined when the shell injected a secret but no transport (then none is used). */
  readonly transport: Transport | undefined;
}

// Taken when the module loads, before any later page script could replace them.
const getOwnDescriptor = Object.getOwnPropertyDescriptor;
const deleteProperty = Reflect.deleteProperty;

/** A secret the shell may inject: 32 to 256 URL-safe characters (e.g. 32 random bytes, base64url or hex). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

const channels = new WeakMap<object, Channel>();

/** The channel of a window, if one was opened. */
export function currentChannel(win: object): Channel | undefined {
  return channels.get(win);
}

/**
 * The channel of a window, opening it on first success: the secret is deleted from the window
 * (it must not stay readable by later page script) and the transport of this moment is kept.
 */
export function takeChannel(win: object, detection: DetectionOptions): Channel | undefined {
  const known = channels.get(win);
  if (known) return known;
  const descriptor = getOwnDescriptor(win, SECRET_GLOBAL);
  if (!descriptor) return undefined;
  const value: unknown = descriptor.value;
  deleteProperty(win, SECRET_GLOBAL);
  if (typeof value !== 'string' || !SECRET_PATTERN.test(value)) return undefined;
  const channel: Channel = { secret: value, transport: findTransport(win as BridgeWindow, detection) };
  channels.set(win, channel);
  return channel;
}

/**
 * Forgets the channel of a window so the next call takes a fresh secret. Only the fake shell of
 * `@bottle/bridge/testing` uses it (a test window outlives one fake shell; a real page load
 * gets one secret). Not exported from the package's main entry.
 */
export function forgetChannel(win: object): void {
  channels.delete(win);
}

/**
 * Takes the shell's per-load secret off the window now (README "The private channel"). The
 * bridge does this itself on first use; call it first thing in the page's first script when the
 * bridge is created later (e.g. loaded lazily), so no script that runs in between can read the
 * secret. True when a channel is open (a secret was injected, now or before).
 * @example openChannel(window); // in main.ts, before anything else runs
 */
export function openChannel(win: BridgeWindow | undefined, options: Partial<DetectionOptions> = {}): boolean {
  if (!win) return false;
  return (
    takeChannel(win, {
      userAgentMarker: options.userAgentMarker === undefined ? DEFAULT_USER_AGENT_MARKER : options.userAgentMarker,
      iosHandlerName: options.iosHandlerName ?? DEFAULT_IOS_HANDLER_NAME,
      androidBinderName: options.androidBinderName ?? DEFAULT_ANDROID_BINDER_NAME,
    }) !== undefined
  );
}
