/**
 * A tapped push notice opens its screen (libs/bridge README "pushTap"). The bridge has
 * already dropped links that are neither a path nor a link of the page's origin; the app checks
 * again with the sign-on redirect rule (libs/api `isSafeRedirectPath`: no dot-segment or
 * encoded tricks), because a push link ends up in the router exactly like a redirect_path would.
 *
 * A tap without a link, or with one the app refuses, opens the member's push notices, where the
 * notice itself is listed (ASSUMPTIONS.md "Shell"). A cold-start tap waits in the bridge until
 * this subscriber is there, so it is routed as soon as the shell layout mounts.
 */
import type { Bridge, PushTapEvent } from '@bottle/bridge';
import { isSafeRedirectPath } from '@bottle/api';
import { paths } from '../../config/paths';

/** The in-app path a tap opens: its own link when safe, else the push notice list. */
export function pushTapTarget(tap: Pick<PushTapEvent, 'url'>, origin: string): string {
  const path = tap.url === undefined ? undefined : toPath(tap.url, origin);
  return path !== undefined && isSafeRedirectPath(path) ? path : paths.pushNotices;
}

function toPath(url: string, origin: string): string | undefined {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return undefined;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return undefined;
  }
}

/** Subscribes to push taps; returns the unsubscribe. */
export function routePushTaps(
  bridge: Pick<Bridge, 'on'>,
  navigate: (path: string) => void,
  origin: string = window.location.origin,
): () => void {
  return bridge.on('pushTap', (tap) => {
    navigate(pushTapTarget(tap, origin));
  });
}
