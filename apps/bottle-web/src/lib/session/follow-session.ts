/**
 * The screens' "logged in" follows libs/api, the session's one owner: one subscription per page
 * life turns every change there (a login, a logout, an expiry ended, another tab's login or
 * logout) into the auth slice's `loginStatus`. Nothing else dispatches `setLoggedIn`, so the
 * slice cannot disagree with the token store.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { hasApiSession, onSessionChange } from '@bottle/api';
import { authActions } from './auth-slice';

/** Sets `loginStatus` from libs/api now and on every change; returns the function that stops it. */
export function followApiSession(dispatch: (action: UnknownAction) => unknown): () => void {
  dispatch(authActions.setLoggedIn(hasApiSession()));
  return onSessionChange(({ active, wasActive }) => {
    if (active !== wasActive) dispatch(authActions.setLoggedIn(active));
  });
}
