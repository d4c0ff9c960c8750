/**
 * The session across the open tabs of the app: every tab shares local
 * storage, where the tokens live under the spec's keys (spec §3: access_token, refresh_token,
 * acesTkn, rnwTkn, ssoTkn). A logout in one tab (./session.ts empties local storage) must log out
 * the others, and a login in one tab must be picked up by the others, without a reload. The
 * browser fires a `storage` event in every other tab of the origin on each change (and one with
 * `key: null` on `clear()`), which is all this needs; the tab that made the change gets none.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { resetApiCaches, startNewSession } from '@bottle/api';
import { endSession } from './session';
import { STORAGE_KEYS } from '@bottle/domain';
import { authActions } from './auth-slice';

/** The keys whose change may start or end the session (spec §3 "Login and tokens"). */
export const SESSION_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.acesTkn,
  STORAGE_KEYS.rnwTkn,
  STORAGE_KEYS.ssoTkn,
];

export interface CrossTabSessionDeps {
  /** The window whose `storage` events are heard and whose local storage holds the tokens. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & { localStorage: Pick<Storage, 'getItem'> };
  /** Another tab logged out: show this one logged out (state, caches). */
  onLogout(): void;
  /** Another tab logged in: show this one logged in (state, caches refetched as the member). */
  onLogin(): void;
}

function hasSession(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return Boolean(storage.getItem(STORAGE_KEYS.accessToken));
  } catch {
    return false;
  }
}

/**
 * Listens for session changes made by the other tabs; returns the function that stops it.
 * A token rotated by another tab's refresh keeps the session (same logged-in state): nothing
 * happens. A logout or login there starts a new session generation in libs/api here too, so a
 * refresh this tab had in flight is discarded (a logout or login while the refresh was on the wire).
 */
export function watchSessionInOtherTabs({ win, onLogout, onLogin }: CrossTabSessionDeps): () => void {
  let loggedIn = hasSession(win.localStorage);
  const onStorage = (event: StorageEvent) => {
    // Session storage is per tab; only local storage is shared.
    if (event.storageArea && event.storageArea !== (win.localStorage as unknown)) return;
    if (event.key !== null && !SESSION_STORAGE_KEYS.includes(event.key)) return;
    const now = hasSession(win.localStorage);
    if (now === loggedIn) return;
    loggedIn = now;
    startNewSession();
    if (now) onLogin();
    else onLogout();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/**
 * What this tab does when another tab logs out or in: a logout is the end of this tab's session
 * too (./session.ts `endSession`; the other tab already cleared the shared storage and told the
 * shell); after a login the API caches are emptied, so every screen refetches as the member.
 */
export function crossTabSessionHandlers(dispatch: (action: UnknownAction) => unknown): Pick<CrossTabSessionDeps, 'onLogout' | 'onLogin'> {
  return {
    onLogout: () => void endSession('other-tab', { dispatch, log: (m, e) => console.error(m, e) }),
    onLogin: () => {
      resetApiCaches(dispatch);
      dispatch(authActions.setLoggedIn(true));
    },
  };
}
