/**
 * Names the web page and the native shell agree on to find each other (see README.md), and the
 * protocol version: all the first route needs (openChannel, detectPlatform), without the
 * protocol tables of ./protocol.ts.
 */

/** Name of the iOS script message handler: `window.webkit.messageHandlers.bottleBridge`. */
export const DEFAULT_IOS_HANDLER_NAME = 'bottleBridge';

/** Name of the Android JavaScript interface object (the "binder", spec §1): `window.binder`. */
export const DEFAULT_ANDROID_BINDER_NAME = 'binder';

/**
 * Marker the native shell appends to the web view's user agent (spec §4 "A native-app context is
 * detected by the user-agent containing a marker string"). The spec does not give the string,
 * so it is configurable; this is the default both shells are asked to append.
 */
export const DEFAULT_USER_AGENT_MARKER = 'BottleApp';

/**
 * Version of the message envelopes, sent as `v` in every request and in `ready`. Raised only for
 * an incompatible change (README "Protocol versions"); new calls and events are found through
 * `getCapabilities` and `ready.events` instead. 2: the private channel, `ready`, the back answer
 * and `cancel`; 1 had none of them.
 */
export const PROTOCOL_VERSION = 2;

/**
 * The one namespaced global through which the native side answers:
 * `window.__bottleBridge.receive(jsonString)`.
 */
export const RECEIVER_GLOBAL = '__bottleBridge';

/**
 * Where the shell puts the per-load secret before any page script runs (README "The private
 * channel"). The bridge takes it off the window on first use; every answer and event must carry it.
 */
export const SECRET_GLOBAL = '__bottleBridgeSecret';

/**
 * Detection options with the defaults filled in. A function rather than the constants alone:
 * a bundler inlines string constants and would leave a bare `import "./names.js"` behind in
 * the importing module, which `"sideEffects": false` forbids (every consumer's bundler warns).
 */
export function withDetectionDefaults(options: {
  readonly userAgentMarker?: string | null | undefined;
  readonly iosHandlerName?: string | undefined;
  readonly androidBinderName?: string | undefined;
}): { userAgentMarker: string | null; iosHandlerName: string; androidBinderName: string } {
  return {
    userAgentMarker: options.userAgentMarker === undefined ? DEFAULT_USER_AGENT_MARKER : options.userAgentMarker,
    iosHandlerName: options.iosHandlerName ?? DEFAULT_IOS_HANDLER_NAME,
    androidBinderName: options.androidBinderName ?? DEFAULT_ANDROID_BINDER_NAME,
  };
}
