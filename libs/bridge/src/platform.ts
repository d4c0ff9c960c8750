/**
 * Transports and platform detection (spec §1 "The bridge uses the iOS message handler or the
 * Android binder, depending on the platform"; §4 "A native-app context is detected by the
 * user-agent containing a marker string").
 *
 * The bridge works on a `BridgeWindow`: the part of `window` it touches. The app passes the real
 * window (the default); tests and other hosts may pass any object of this shape.
 */
import { withDetectionDefaults } from './names.js';
import type { DeviceOs, Platform } from './protocol.js';

/** What the bridge reads from the host window. Every member is optional: a host may lack any. */
export interface BridgeWindow {
  navigator?: {
    readonly userAgent?: string;
    readonly clipboard?: { writeText(text: string): Promise<void> };
    share?(data: { title?: string; text?: string; url?: string; files?: File[] }): Promise<void>;
    canShare?(data: { files?: File[] }): boolean;
  };
  open?(url: string, target?: string, features?: string): unknown;
  location?: { assign(url: string): void };
  fetch?(url: string): Promise<{ ok: boolean; blob(): Promise<Blob> }>;
}

/** Sends one JSON message to the shell. Throws when the native object refuses it. */
export interface Transport {
  readonly platform: Exclude<Platform, 'web'>;
  send(json: string): void;
}

export interface DetectionOptions {
  /**
   * Text the shell puts in the user agent. Both the marker and a transport object must be
   * present for a web view to be detected. `null` skips the user-agent test (transport only).
   * @default 'BottleApp'
   */
  readonly userAgentMarker: string | null;
  /** @default 'bottleBridge' */
  readonly iosHandlerName: string;
  /** @default 'binder' */
  readonly androidBinderName: string;
}

type PostTarget = { postMessage(message: string): void };

function postTarget(value: unknown): PostTarget | undefined {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    const post = (value as { postMessage?: unknown }).postMessage;
    if (typeof post === 'function') return value as PostTarget;
  }
  return undefined;
}

const apply = Reflect.apply;

/**
 * Sends through the postMessage function found now, called as a method of its object (Android
 * dispatches @JavascriptInterface calls on the object). Holding the function itself means page
 * script that later replaces `postMessage` or the object cannot read what the bridge sends
 * through a transport it captured.
 */
function sender(target: PostTarget): (json: string) => void {
  const post = target.postMessage;
  return (json) => {
    apply(post, target, [json]);
  };
}

function prop(obj: unknown, key: string): unknown {
  if ((typeof obj === 'object' || typeof obj === 'function') && obj !== null) {
    return (obj as Record<string, unknown>)[key];
  }
  return undefined;
}

/** The iOS message handler: window.webkit.messageHandlers.<name>. */
function iosTarget(win: BridgeWindow, name: string): PostTarget | undefined {
  return postTarget(prop(prop(prop(win, 'webkit'), 'messageHandlers'), name));
}

/** The Android JavaScript interface: window.<binder>. */
function androidTarget(win: BridgeWindow, name: string): PostTarget | undefined {
  return postTarget(prop(win, name));
}

/**
 * The transport to use now, or undefined in a plain browser. Looked up on every call, so a shell
 * that injects its objects late, or a fake shell installed after the bridge, is still found.
 */
export function findTransport(win: BridgeWindow | undefined, options: DetectionOptions): Transport | undefined {
  if (!win) return undefined;
  const marker = options.userAgentMarker;
  if (marker !== null) {
    const ua = win.navigator?.userAgent;
    if (typeof ua !== 'string' || !ua.includes(marker)) return undefined;
  }
  const ios = iosTarget(win, options.iosHandlerName);
  if (ios) return { platform: 'ios', send: sender(ios) };
  const android = androidTarget(win, options.androidBinderName);
  if (android) return { platform: 'android', send: sender(android) };
  return undefined;
}

/**
 * The platform of a window, with the default names and marker unless given.
 * @example detectPlatform(window) // 'ios' inside the iOS shell
 */
export function detectPlatform(win: BridgeWindow | undefined, options: Partial<DetectionOptions> = {}): Platform {
  return findTransport(win, withDetectionDefaults(options))?.platform ?? 'web';
}

/** Spec §3: device_os is I for iOS, A for Android, web otherwise. */
export function deviceOsOf(platform: Platform): DeviceOs {
  return platform === 'ios' ? 'I' : platform === 'android' ? 'A' : 'web';
}
