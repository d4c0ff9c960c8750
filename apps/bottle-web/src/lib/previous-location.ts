/**
 * The previous location URL (spec §3 "User info: previous location URL", §4 "A previous-location
 * value ... is stored"): the last screen the member was on, kept for this tab in session storage.
 * Every route change records it (app/route-effects.tsx), except the login, sign-up and system
 * pages (spec §2's token-free paths: the sign-on and social callbacks included), so when the
 * member reaches the login page without a `redirect` (the session expired, a menu link) the login
 * and the sign-on host's round trip send them back to where they were rather than to home.
 * Only a same-origin path is ever kept or returned (login-href.ts), so it can never lead off-site.
 */
import { isTokenFreePath } from '@bottle/domain';
import { isSameOriginPath } from './login-href';
import { safeStorage } from './safe-storage';

export const PREVIOUS_LOCATION_KEY = 'bottle.previousLocation';

/** Records `pathAndSearch` as the previous location, unless it is a login/sign-up/system page. */
export function rememberLocation(pathAndSearch: string): void {
  if (!isSameOriginPath(pathAndSearch) || isTokenFreePath(pathAndSearch)) return;
  safeStorage('session').set(PREVIOUS_LOCATION_KEY, pathAndSearch);
}

/** The previous location, when one is kept and safe. */
export function previousLocation(): string | undefined {
  const value = safeStorage('session').get(PREVIOUS_LOCATION_KEY);
  return value !== null && isSameOriginPath(value) && !isTokenFreePath(value) ? value : undefined;
}
