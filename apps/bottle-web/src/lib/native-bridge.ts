/**
 * The native bridge, loaded on first use. Whether the page runs in the native shell is known
 * synchronously (libs/bridge's `detectPlatform`: the user-agent marker plus a transport object,
 * spec §4); the bridge itself (protocol, guards, browser fallbacks) is fetched only when a call
 * is made, so a member in a plain browser never downloads it on the first route.
 */
import { detectPlatform, openChannel, type Bridge } from '@bottle/bridge';

export type GetBridge = () => Promise<Bridge>;

export interface NativeContext {
  inWebView: boolean;
  getBridge: GetBridge;
}

export function createNativeContext(win: Window, userAgentMarker: string): NativeContext {
  // The shell's per-load secret is taken off the window now, at start, not when the lazy bridge
  // chunk arrives: no script that runs in between can read it (libs/bridge README "The private
  // channel").
  openChannel(win, { userAgentMarker });
  let bridge: Promise<Bridge> | undefined;
  return {
    inWebView: detectPlatform(win, { userAgentMarker }) !== 'web',
    getBridge: () => (bridge ??= import('./bridge-loader').then(({ loadBridge }) => loadBridge(win, userAgentMarker))),
  };
}
