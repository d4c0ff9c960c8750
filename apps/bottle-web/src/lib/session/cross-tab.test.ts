/**
 * A logout in one tab logs out the other open tabs of the app, and a login in one tab is picked up
 * by the others: through libs/api, the session's one owner, which hears the `storage` event of the
 * shared local storage (spec §3 keys) and which the auth slice follows.
 */
import { configureStore } from '@reduxjs/toolkit';
import { beginApiSession, configureApi, createMemoryStorage, createStorageTokenStore, getApiRuntime, hasApiSession } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSlice, selectLoggedIn } from './auth-slice';
import { crossTabSessionHandlers, watchSessionInOtherTabs } from './cross-tab';
import { followApiSession } from './follow-session';

/** What the browser fires in this tab when another tab changes local storage. */
function otherTabChanged(key: string | null, oldValue: string | null, newValue: string | null, storageArea: Storage = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea }));
}

let stop: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => stop());

/** This tab as app/bootstrap.ts wires it: libs/api over the shared local storage, given the window. */
function thisTab() {
  configureApi({ tokenStore: createStorageTokenStore(localStorage, window), sessionStorage: createMemoryStorage() });
}

function watch() {
  thisTab();
  const onLogout = vi.fn();
  const onLogin = vi.fn();
  stop = watchSessionInOtherTabs({ onLogout, onLogin });
  return { onLogout, onLogin };
}

describe('the session across tabs', () => {
  it('given a logged-in tab, when another tab logs out (local storage cleared), then this tab logs out once and a refresh of the old session would be discarded', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'rt1');
    const { onLogout, onLogin } = watch();
    const generation = getApiRuntime().generation;

    localStorage.clear();
    otherTabChanged(null, null, null);

    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
    expect(getApiRuntime().generation).toBe(generation + 1);
  });

  it('given a logged-in tab, when another tab removes the access token key by key, then this tab logs out once', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    const { onLogout } = watch();
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    otherTabChanged(STORAGE_KEYS.accessToken, 'at1', null);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    otherTabChanged(STORAGE_KEYS.refreshToken, 'rt1', null);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('given a logged-out tab, when another tab logs in, then this tab picks the login up once', () => {
    const { onLogout, onLogin } = watch();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at9');
    otherTabChanged(STORAGE_KEYS.accessToken, null, 'at9');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'rt9');
    otherTabChanged(STORAGE_KEYS.refreshToken, null, 'rt9');
    localStorage.setItem(STORAGE_KEYS.acesTkn, 'aces');
    otherTabChanged(STORAGE_KEYS.acesTkn, null, 'aces');
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("given a logged-in tab, when another tab's refresh rotates the tokens, then nothing changes here", () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    const { onLogout, onLogin } = watch();
    const generation = getApiRuntime().generation;
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at2');
    otherTabChanged(STORAGE_KEYS.accessToken, 'at1', 'at2');
    expect(onLogout).not.toHaveBeenCalled();
    expect(onLogin).not.toHaveBeenCalled();
    expect(getApiRuntime().generation).toBe(generation);
  });

  it('given other keys or session storage, when they change, then the session is left alone', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    const { onLogout } = watch();
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    otherTabChanged(STORAGE_KEYS.autoLoginState, 'Y', 'N');
    otherTabChanged(null, null, null, sessionStorage);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('given the watch stopped, when another tab logs out, then nothing runs', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    const { onLogout } = watch();
    stop();
    localStorage.clear();
    otherTabChanged(null, null, null);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("given this tab's own login, then it is no other tab's: the cross-tab handlers do not run", () => {
    const { onLogin } = watch();
    beginApiSession({ accessToken: 'mine' });
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('given a store following libs/api with the handlers, when another tab logs in and then out, then the screens follow the one owner, with no dispatch of the handlers', () => {
    thisTab();
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    followApiSession(store.dispatch);
    const dispatched: string[] = [];
    stop = watchSessionInOtherTabs(crossTabSessionHandlers((action) => void dispatched.push(action.type)));
    expect(selectLoggedIn(store.getState())).toBe(false);

    localStorage.setItem(STORAGE_KEYS.accessToken, 'at-other');
    otherTabChanged(STORAGE_KEYS.accessToken, null, 'at-other');
    expect(hasApiSession()).toBe(true);
    expect(selectLoggedIn(store.getState())).toBe(true);
    // The handlers only empty the caches, so every screen refetches as the member.
    expect(dispatched).toEqual(['bottleApi/resetApiState', 'userApi/resetApiState', 'chatApi/resetApiState']);

    localStorage.clear();
    otherTabChanged(null, null, null);
    expect(hasApiSession()).toBe(false);
    expect(selectLoggedIn(store.getState())).toBe(false);
  });
});
