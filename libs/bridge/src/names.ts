/** Names the web page and the native shell agree on to find each other (see README.md). */

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
