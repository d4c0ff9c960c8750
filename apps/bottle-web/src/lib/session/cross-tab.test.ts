/**
 * A logout in one tab logs out the other open tabs of the app, and a login in
 * one tab is picked up by the others (the `storage` event of local storage, spec §3 keys).
 */
import { configureStore } from '@reduxjs/toolkit';
import { configureApi, createMemoryTokenStore, getApiRuntime } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authActions, authSlice } from './auth-slice';
import { crossTabSessionHandlers, watchSessionInOtherTabs } from './cross-tab';
import { selectLoggedIn } from './auth-slice';

/** What the browser fires in this tab when another tab changes local storage. */
function otherTabChanged(key: string | null, oldValue: string | null, newValue: string | null, storageArea: Storage = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea }));
}

let stop: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  configureApi({ tokenStore: createMemoryTokenStore() });
});
afterEach(() => stop());

function watch() {
  const onLogout = vi.fn();
  const onLogin = vi.fn();
  stop = watchSessionInOtherTabs({ win: window, onLogout, onLogin });
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

  it('given the handlers on a store, when another tab logs out and then in, then the login state follows', () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(authActions.setLoggedIn(true));
    const handlers = crossTabSessionHandlers(store.dispatch);
    handlers.onLogout();
    expect(selectLoggedIn(store.getState())).toBe(false);
    handlers.onLogin();
    expect(selectLoggedIn(store.getState())).toBe(true);
  });
});
