/**
 * The private channel's first half: take the per-load secret the shell injected off the window,
 * with the transport found at that moment, and keep both out of page script's reach. Kept apart
 * from the receiver and the protocol tables so the app can call `openChannel` on its first route
 * for a few hundred bytes, long before the bridge itself loads.
 *
 * The transport is detected once, when the channel opens (README "Detection"): a transport that
 * appears later is never used, since page script could have put it there to receive the secret.
 * Every read goes through the built-ins kept in ./intrinsics.ts at load time.
 */
import { codeAt, create, defineProperty, deleteProperty, getOwnDescriptor, hasOwn, kept } from './intrinsics.js';
import { SECRET_GLOBAL, withDetectionDefaults } from './names.js';
import type { BridgeWindow, DetectionOptions, Transport } from './platform.js';
import { findTransport } from './platform.js';

/** The private channel: the per-load secret and the transport captured with it. */
export interface Channel {
  readonly secret: string;
  /** Undefined when the shell injected a secret but no transport (then none is used, ever). */
  readonly transport: Transport | undefined;
}

/** Why no channel could be opened on a window (the message of every call's BridgeUnavailableError). */
export type ChannelProblem = 'no-secret' | 'malformed-secret' | 'undeletable-secret';

export const CHANNEL_PROBLEMS: Readonly<Record<ChannelProblem, string>> = {
  'no-secret': 'the shell opened no private channel (no secret was injected)',
  'malformed-secret':
    'the shell injected a malformed secret: window.__bottleBridgeSecret must be a string of 32 to 256 characters A-Z a-z 0-9 _ -',
  'undeletable-secret':
    'the shell injected the secret so that it cannot be deleted (a `var` declaration, or a non-configurable or accessor property): any script could read it, so no channel is opened; inject it with a plain assignment, window.__bottleBridgeSecret = "…"',
};

/** 32 to 256 URL-safe characters, checked code unit by code unit (no RegExp a page could hook). */
function wellFormedSecret(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 256) return false;
  for (let i = 0; i < value.length; i += 1) {
    const c = codeAt(value, i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
    if (!ok) return false;
  }
  return true;
}

const channels = new WeakMap<object, Channel>();
/** Windows whose secret was refused: the refusal sticks for the page load. */
const refusals = new WeakMap<object, ChannelProblem>();

/** The channel of a window, if one was opened. */
export function currentChannel(win: object): Channel | undefined {
  return kept.weakGet(channels, win);
}

/** Why the window has no channel ('no-secret' when nothing was refused). */
export function channelProblem(win: object): ChannelProblem {
  return kept.weakGet(refusals, win) ?? 'no-secret';
}

/**
 * The channel of a window, opening it on first success: the secret is deleted from the window
 * (it must not stay readable by later page script) and the transport of this moment is kept.
 * A secret that cannot be deleted, or is malformed, is refused for good (see channelProblem).
 */
export function takeChannel(win: object, detection: DetectionOptions): Channel | undefined {
  const known = kept.weakGet(channels, win);
  if (known) return known;
  if (kept.weakGet(refusals, win) !== undefined) return undefined;
  const descriptor = getOwnDescriptor(win, SECRET_GLOBAL);
  if (!descriptor) return undefined;
  const isData = hasOwn(descriptor, 'value');
  const value: unknown = isData ? descriptor.value : undefined;
  if (!isData || !deleteProperty(win, SECRET_GLOBAL)) {
    // Still on the window for any script to read: blank it where it can be written, and refuse.
    if (isData && hasOwn(descriptor, 'writable') && descriptor.writable === true) {
      try {
        // Only the value changes: a non-configurable property keeps its other attributes.
        const blank = create(null);
        blank['value'] = '';
        defineProperty(win, SECRET_GLOBAL, blank as PropertyDescriptor);
      } catch {
        // A frozen window: nothing more can be done; the channel stays closed either way.
      }
    }
    kept.weakSet(refusals, win, 'undeletable-secret');
    return undefined;
  }
  if (!wellFormedSecret(value)) {
    kept.weakSet(refusals, win, 'malformed-secret');
    return undefined;
  }
  const channel: Channel = { secret: value, transport: findTransport(win as BridgeWindow, detection) };
  kept.weakSet(channels, win, channel);
  return channel;
}

/**
 * Forgets the channel of a window so the next call takes a fresh secret. Only the fake shell of
 * `@bottle/bridge/testing` uses it (a test window outlives one fake shell; a real page load
 * gets one secret). Not exported from the package's main entry.
 */
export function forgetChannel(win: object): void {
  kept.weakDelete(channels, win);
  kept.weakDelete(refusals, win);
}

/**
 * Takes the shell's per-load secret off the window now (README "The private channel"). The
 * bridge does this itself on first use; call it first thing in the page's first script when the
 * bridge is created later (e.g. loaded lazily), so no script that runs in between can read the
 * secret. Returns true when a channel is open (a secret was injected, now or before); false when
 * none was injected, or when the secret was refused (malformed, or injected so that it cannot be
 * deleted): every call then rejects with a BridgeUnavailableError whose message names the
 * shell's mistake. Never throws, so a broken shell cannot stop the page from starting.
 * @example openChannel(window); // in main.ts, before anything else runs
 */
export function openChannel(win: BridgeWindow | undefined, options: Partial<DetectionOptions> = {}): boolean {
  if (!win) return false;
  return takeChannel(win, withDetectionDefaults(options)) !== undefined;
}
