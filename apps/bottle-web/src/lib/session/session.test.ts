/**
 * The one owner of the session (issue 14 part 4): it alone writes and clears tokens, and every
 * end of a session (logout, withdrawal, expiry, another tab's logout) runs the same sequence.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { configureApi, createMemoryTokenStore, getApiRuntime } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authActions } from './auth-slice';
import { createSessionExpiryFlow, endSession, hasSession, storeLoginTokens, storeShellLoginInfo, type EndSessionDeps } from './session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  configureApi({ tokenStore: createMemoryTokenStore({ accessToken: 'at', refreshToken: 'rt' }) });
});

/** Doubles that record, in one list, what each step did and when. */
function deps(over: Partial<EndSessionDeps> = {}) {
  const order: string[] = [];
  const storage = (name: string) => ({ clear: vi.fn(() => void order.push(`${name} cleared, tokens ${hasSession() ? 'kept' : 'gone'}`)) });
  const d: EndSessionDeps = {
    dispatch: vi.fn((action: UnknownAction) => {
      if (action.type.endsWith('/resetApiState')) order.push(`cache ${action.type.split('/')[0]}`);
      else order.push(action.type);
    }),
    notice: vi.fn(async () => void order.push(`notice, tokens ${hasSession() ? 'kept' : 'gone'}`)),
    nativeLogout: vi.fn(async () => void order.push('native logout')),
    deleteNativeCache: vi.fn(async () => void order.push('native cache')),
    storages: [storage('local'), storage('session')],
    leave: vi.fn(() => void order.push('leave')),
    log: vi.fn(),
    ...over,
  };
  return { d, order };
}

describe('the end of a session (spec §4 "Logout", §8 "Session expiry")', () => {
  it('given an expired session, then the alert, the shell, tokens and storages, caches, logged out, then /login, in that order', async () => {
    const { d, order } = deps();
    const steps = await endSession('expired', d);
    expect(order).toEqual([
      'notice, tokens kept',
      'native logout',
      'native cache',
      'local cleared, tokens gone',
      'session cleared, tokens gone',
      'cache bottleApi',
      'cache userApi',
      'cache chatApi',
      authActions.setLoggedIn.type,
      'leave',
    ]);
    expect(steps).toEqual(['notice', 'native-logout', 'clear', 'logged-out', 'leave']);
    expect(d.dispatch).toHaveBeenCalledWith(authActions.setLoggedIn(false));
    expect(getApiRuntime().config.tokenStore.get()).toEqual({});
  });

  it('given a logout, then the tokens go through the token store, so a refresh of the old session is discarded', async () => {
    const generation = getApiRuntime().generation;
    const { d } = deps({ notice: undefined });
    expect(await endSession('logout', d)).toEqual(['native-logout', 'clear', 'logged-out', 'leave']);
    expect(getApiRuntime().generation).toBeGreaterThan(generation);
  });

  it('given another tab logged out, then this tab empties its caches and shows itself logged out, and leaves storage and the shell to that tab', async () => {
    const { d, order } = deps({ notice: undefined, nativeLogout: undefined, leave: undefined });
    expect(await endSession('other-tab', d)).toEqual(['logged-out']);
    expect(order).toEqual(['cache bottleApi', 'cache userApi', 'cache chatApi', authActions.setLoggedIn.type]);
    expect(d.deleteNativeCache).not.toHaveBeenCalled();
  });

  it('given the shell fails to log out or to delete its cache, then it is logged and the member still leaves', async () => {
    const { d, order } = deps({
      nativeLogout: vi.fn(async () => Promise.reject(new Error('no shell'))),
      deleteNativeCache: vi.fn(async () => Promise.reject(new Error('no shell'))),
    });
    await endSession('withdraw', d);
    expect(d.log).toHaveBeenCalledWith('error bridge logout', expect.any(Error));
    expect(d.log).toHaveBeenCalledWith('error bridge deleteCache', expect.any(Error));
    expect(order.at(-1)).toBe('leave');
  });

  it('given many failing calls in one expiry, then its flow runs once', async () => {
    const { d } = deps();
    const flow = createSessionExpiryFlow(d);
    await Promise.all([flow(), flow(), flow()]);
    expect(await flow()).toEqual([]);
    expect(d.notice).toHaveBeenCalledTimes(1);
    expect(d.leave).toHaveBeenCalledTimes(1);
  });
});

describe('storing tokens (spec §3 "Login and tokens")', () => {
  it('given a login answer, then the pair goes to the token store (a new session), the member set to local storage, and the shell is told what came', () => {
    localStorage.setItem(STORAGE_KEYS.ssoTkn, 'old-sso');
    const generation = getApiRuntime().generation;
    const info = storeLoginTokens({ access_token: 'at2', refresh_token: 'rt2', acesTkn: 'aces', rnwTkn: 'rnw' });
    expect(getApiRuntime().config.tokenStore.get()).toEqual({ accessToken: 'at2', refreshToken: 'rt2' });
    expect(getApiRuntime().generation).toBeGreaterThan(generation);
    expect([localStorage.getItem(STORAGE_KEYS.acesTkn), localStorage.getItem(STORAGE_KEYS.rnwTkn)]).toEqual(['aces', 'rnw']);
    // A member token the answer lacks belongs to the previous session.
    expect(localStorage.getItem(STORAGE_KEYS.ssoTkn)).toBeNull();
    expect(info).toEqual({ access_token: 'at2', refresh_token: 'rt2', acesTkn: 'aces', rnwTkn: 'rnw' });
  });

  it("given the shell's login info with an access token only, then the stored refresh token stays", () => {
    expect(storeShellLoginInfo({ access_token: 'at3' })).toBe(true);
    expect(getApiRuntime().config.tokenStore.get()).toEqual({ accessToken: 'at3', refreshToken: 'rt' });
  });

  it("given the shell's member token set without acesTkn, then nothing of it is stored; with it, all of it", () => {
    expect(storeShellLoginInfo({ rnwTkn: 'r', ssoTkn: 's' })).toBe(false);
    expect(localStorage.length).toBe(0);
    storeShellLoginInfo({ acesTkn: 'a', rnwTkn: 'r', ssoTkn: 's' });
    expect([STORAGE_KEYS.acesTkn, STORAGE_KEYS.rnwTkn, STORAGE_KEYS.ssoTkn].map((k) => localStorage.getItem(k))).toEqual(['a', 'r', 's']);
    expect(getApiRuntime().config.tokenStore.get()).toEqual({ accessToken: 'at', refreshToken: 'rt' });
  });
});
