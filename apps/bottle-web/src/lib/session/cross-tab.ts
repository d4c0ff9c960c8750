/**
 * The session across the open tabs of the app: every tab shares local storage, where the API
 * pair lives under the spec's keys (spec §3). libs/api, the session's one owner, hears another
 * tab's login or logout itself (its storage token store is given the window) and tells this tab
 * through `onSessionChange` (cause `other-tab`, a new session generation there, so a refresh this
 * tab had in flight is discarded); the auth slice follows it like any change
 * (./follow-session.ts). What is left here is what this tab does about it. A pair only rotated by
 * the other tab's refresh keeps the session: nothing happens.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { onSessionChange, resetApiCaches } from '@bottle/api';
import { endSession } from './session';

export interface CrossTabSessionDeps {
  /** Another tab logged out: show this one logged out (caches). */
  onLogout(): void;
  /** Another tab logged in: show this one as the member (caches refetched). */
  onLogin(): void;
}

/** Follows the session changes libs/api heard from the other tabs; returns the function that stops it. */
export function watchSessionInOtherTabs({ onLogout, onLogin }: CrossTabSessionDeps): () => void {
  return onSessionChange(({ cause, active, wasActive }) => {
    if (cause !== 'other-tab' || active === wasActive) return;
    if (active) onLogin();
    else onLogout();
  });
}

/**
 * What this tab does when another tab logs out or in: a logout is the end of this tab's session
 * too (./session.ts `endSession`; the other tab already cleared the shared storage and told the
 * shell); after a login the API caches are emptied, so every screen refetches as the member.
 */
export function crossTabSessionHandlers(dispatch: (action: UnknownAction) => unknown): CrossTabSessionDeps {
  return {
    onLogout: () => void endSession('other-tab', { dispatch, log: (m, e) => console.error(m, e) }),
    onLogin: () => resetApiCaches(dispatch),
  };
}
