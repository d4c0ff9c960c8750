/**
 * The app's side of the session: every start runs `startSession` and every end (logout,
 * withdrawal, expiry, another tab's logout) runs the same sequence, through libs/api, the
 * session's one owner, which the auth slice follows.
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import {
  configureApi,
  createMemoryTokenStore,
  getApiRuntime,
  hasApiSession as hasSession,
  onSessionChange,
  type LoginResponse,
  type SessionChange,
} from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authSlice, selectLoggedIn } from './auth-slice';
import { followApiSession } from './follow-session';
import {
  AUTO_LOGIN_SAVE_DATE_KEY,
  createSessionExpiryFlow,
  endSession,
  pageStorages,
  startSession,
  storeLoginTokens,
  storeShellLoginInfo,
  type EndSessionDeps,
} from './session';
import { resumeAutoLogin } from './auto-login';
import { AGE_CONFIRMED_UNTIL_KEY, LANG_KEY } from '../device-keys';

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
  it('given an expired session, then the alert, the shell, tokens and storages, caches, then /login, in that order, and the screens follow libs/api to logged out', async () => {
    const { d, order } = deps();
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    followApiSession(store.dispatch);
    const changes: SessionChange['cause'][] = [];
    onSessionChange((change) => void changes.push(change.cause));
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
      'leave',
    ]);
    expect(steps).toEqual(['notice', 'native-logout', 'clear', 'logged-out', 'leave']);
    expect(hasSession()).toBe(false);
    expect(changes).toEqual(['end']);
    expect(selectLoggedIn(store.getState())).toBe(false);
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
    expect(order).toEqual(['cache bottleApi', 'cache userApi', 'cache chatApi']);
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

  it("given a logout on a device whose holder confirmed their age and chose English, then the tokens and the member's data go, and those device answers stay (no tab asks the age question again)", async () => {
    localStorage.setItem(STORAGE_KEYS.acesTkn, 'aces');
    localStorage.setItem('bottle.draft.account.signup', '["1"]');
    localStorage.setItem(AGE_CONFIRMED_UNTIL_KEY, '20271231');
    localStorage.setItem(LANG_KEY, 'en');
    sessionStorage.setItem('threadId', 't1');
    const { d } = deps({ notice: undefined, storages: pageStorages() });
    await endSession('logout', d);
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toBeNull();
    expect(localStorage.getItem('bottle.draft.account.signup')).toBeNull();
    expect(sessionStorage.getItem('threadId')).toBeNull();
    expect(localStorage.getItem(AGE_CONFIRMED_UNTIL_KEY)).toBe('20271231');
    expect(localStorage.getItem(LANG_KEY)).toBe('en');
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

describe('starting a session (one way for every login)', () => {
  it('given a logged-out screen, when a login answer starts the session, then libs/api holds the pair, the screens follow it with no dispatch of their own, the caches are emptied and the shell is told', async () => {
    configureApi({ tokenStore: createMemoryTokenStore() });
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    followApiSession(store.dispatch);
    expect(selectLoggedIn(store.getState())).toBe(false);
    const dispatched: string[] = [];
    const tellShell = vi.fn(async () => undefined);
    const info = startSession(
      { access_token: 'at5', refresh_token: 'rt5', acesTkn: 'aces5' },
      { dispatch: (action: UnknownAction) => void dispatched.push(action.type), tellShell, log: vi.fn() },
    );
    expect(hasSession()).toBe(true);
    expect(getApiRuntime().tokens.get()).toEqual({ accessToken: 'at5', refreshToken: 'rt5' });
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(dispatched).toEqual(['bottleApi/resetApiState', 'userApi/resetApiState', 'chatApi/resetApiState']);
    expect(tellShell).toHaveBeenCalledWith(info);
    expect(info).toEqual({ access_token: 'at5', refresh_token: 'rt5', acesTkn: 'aces5' });
  });

  it('given the shell fails to take the login info, then it is logged and the session stands', async () => {
    configureApi({ tokenStore: createMemoryTokenStore() });
    const log = vi.fn();
    startSession({ access_token: 'at6' }, { tellShell: () => Promise.reject(new Error('no shell')), log });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('error bridge setLoginInfo', expect.any(Error)));
    expect(hasSession()).toBe(true);
  });
});

describe('auto-login in the web view (spec §4 "Auto-login", auto-bt)', () => {
  const NOW = Date.UTC(2026, 0, 2, 3, 4, 5); // 2026-01-02 12:04:05 in Korea

  /** A shell start-up that left a member token set but no API tokens. */
  function savedLogin(autoLogin: 'Y' | 'N') {
    configureApi({ tokenStore: createMemoryTokenStore() });
    localStorage.setItem(STORAGE_KEYS.autoLoginState, autoLogin);
    localStorage.setItem(STORAGE_KEYS.acesTkn, 'aces-1');
    localStorage.setItem(STORAGE_KEYS.rnwTkn, 'rnw-1');
    localStorage.setItem(STORAGE_KEYS.ssoTkn, 'sso-1');
    localStorage.setItem(AUTO_LOGIN_SAVE_DATE_KEY, '20251231235959');
  }

  function autoDeps(answer: () => Promise<LoginResponse>) {
    return { login: vi.fn(answer), tellShell: vi.fn(async () => undefined), onAutoLoginOff: vi.fn(), log: vi.fn(), now: NOW };
  }

  it('given auto-login Y and a saved member token set, when start-up ends without a session, then auto-bt renews it and the shell is told', async () => {
    savedLogin('Y');
    const d = autoDeps(async () => ({ acesTkn: 'aces-2', rnwTkn: 'rnw-2', ssoTkn: 'sso-2', access_token: 'at-2', refresh_token: 'rt-2' }));
    expect(await resumeAutoLogin(d)).toBe(true);
    expect(d.login).toHaveBeenCalledWith({ acesTkn: 'aces-1', rnwTkn: 'rnw-1', ssoTkn: 'sso-1', auto_login_save_dt: '20251231235959' });
    expect(getApiRuntime().config.tokenStore.get()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toBe('aces-2');
    expect(localStorage.getItem(AUTO_LOGIN_SAVE_DATE_KEY)).toBe('20260102120405');
    expect(d.tellShell).toHaveBeenCalledWith({
      access_token: 'at-2',
      refresh_token: 'rt-2',
      acesTkn: 'aces-2',
      rnwTkn: 'rnw-2',
      ssoTkn: 'sso-2',
    });
  });

  it('given auto-login N, or no saved token set, or a live session, then auto-bt is not called', async () => {
    savedLogin('N');
    const d = autoDeps(async () => ({}));
    expect(await resumeAutoLogin(d)).toBe(false);
    savedLogin('Y');
    localStorage.removeItem(STORAGE_KEYS.acesTkn);
    expect(await resumeAutoLogin(d)).toBe(false);
    savedLogin('Y');
    configureApi({ tokenStore: createMemoryTokenStore({ accessToken: 'at', refreshToken: 'rt' }) });
    expect(await resumeAutoLogin(d)).toBe(true);
    expect(d.login).not.toHaveBeenCalled();
  });

  it('given a login error (44-410), then auto-login turns N, the shell is told, no alert is asked for and the member stays a visitor', async () => {
    savedLogin('Y');
    const d = autoDeps(async () => ({ rspC: '44', rspDtc: '410', rspMsgCn: '새 비밀번호를 설정해 주세요.' }));
    expect(await resumeAutoLogin(d)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
    expect(localStorage.getItem(AUTO_LOGIN_SAVE_DATE_KEY)).toBeNull();
    expect(d.onAutoLoginOff).toHaveBeenCalledOnce();
    expect(d.tellShell).not.toHaveBeenCalled();
    expect(hasSession()).toBe(false);
  });

  it('given 98-999 or a network failure, then auto-login stays Y for the next start', async () => {
    savedLogin('Y');
    expect(await resumeAutoLogin(autoDeps(async () => ({ rspC: '98', rspDtc: '999' })))).toBe(false);
    const offline = autoDeps(() => Promise.reject(new Error('offline')));
    expect(await resumeAutoLogin(offline)).toBe(false);
    expect(offline.log).toHaveBeenCalledWith('auto-login failed', expect.any(Error));
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('Y');
  });

  it('given a login while auto-login is N, then no save date is kept', () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'N');
    localStorage.setItem(AUTO_LOGIN_SAVE_DATE_KEY, '20251231235959');
    storeLoginTokens({ access_token: 'at', refresh_token: 'rt', acesTkn: 'a' }, localStorage, NOW);
    expect(localStorage.getItem(AUTO_LOGIN_SAVE_DATE_KEY)).toBeNull();
  });
});
