/**
 * Auto-login in the web view (spec §4 "Auto-login"), the start-up as the shell
 * runs it: the shell's app info says auto-login Y and its login info carries the member token set
 * but no API token pair (the app was closed long enough for the pair to lapse). The app renews
 * the session at /fo/user/ssobottle/login/auto-bt and tells the shell; a login error turns
 * auto-login N in the page and in the shell.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getApiRuntime } from '@bottle/api';
import type { AppInfo, Bridge, LoginInfo } from '@bottle/bridge';
import { STORAGE_KEYS } from '@bottle/domain';
import { paths } from '../config/paths';
import { renderApp, setupMockServer } from '../testing/render-app';
import { runWebViewStartup } from './wiring';
import { selectLoggedIn } from '../lib/session/auth-slice';

const mock = setupMockServer();

/** A member token set as a login of `cno` answers it (random, issued by the demo backend). */
function memberTokens(cno: string) {
  const { acesTkn = '', rnwTkn = '', ssoTkn = '' } = mock.backend.issueSession(mock.backend.member(cno));
  return { acesTkn, rnwTkn, ssoTkn };
}

const APP_INFO: AppInfo = { auto_login_yn: 'Y', device_id: 'device-1', device_os: 'A', model_nm: 'Pixel', app_ver: '9.9.9' };

async function startInShell(loginInfo: LoginInfo, autoLogin: 'Y' | 'N' = 'Y', extra: Partial<Bridge> = {}) {
  localStorage.clear();
  const setLoginInfo = vi.fn(() => Promise.resolve());
  const setAutoLogin = vi.fn(() => Promise.resolve());
  const bridge: Partial<Bridge> = {
    ...extra,
    getAppInfo: () => Promise.resolve({ ...APP_INFO, auto_login_yn: autoLogin }),
    supportsSecurityInfo: () => Promise.resolve(false),
    getLoginInfo: () => Promise.resolve(loginInfo),
    setLoginInfo,
    setAutoLogin,
  };
  const app = renderApp({ route: paths.myPage, inWebView: true, bridge });
  await runWebViewStartup({
    store: app.store,
    router: app.router,
    getBridge: () => Promise.resolve(bridge as Bridge),
    win: window,
    log: vi.fn(),
  });
  return { app, setLoginInfo, setAutoLogin };
}

describe('auto-login at web-view start-up (spec §4)', { timeout: 20_000 }, () => {
  it('given auto-login Y and the member token set from the shell, when the app starts, then auto-bt signs the member on, my page shows them and the shell gets the new tokens', async () => {
    const { app, setLoginInfo } = await startInShell(memberTokens('100000001'));
    expect(await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).toBeInTheDocument();
    expect(selectLoggedIn(app.store.getState())).toBe(true);
    expect(getApiRuntime().config.tokenStore.get().accessToken).toMatch(/^demo-at\./);
    await waitFor(() =>
      expect(setLoginInfo).toHaveBeenCalledWith(expect.objectContaining({ access_token: expect.stringMatching(/^demo-at\./) })),
    );
    expect(localStorage.getItem('AUTO_LOGIN_SAVE_DATE')).toMatch(/^\d{14}$/);
  });

  it('given a member token set the service no longer knows (44-401), when the app starts, then auto-login turns N here and in the shell and the member is a visitor without an alert', async () => {
    const { app, setAutoLogin } = await startInShell({ acesTkn: 'demo-aces.999' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N'));
    expect(setAutoLogin).toHaveBeenCalledWith({ auto_login_yn: 'N' });
    expect(selectLoggedIn(app.store.getState())).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("given app info saying Y but the shell's own auto-login now N, when the app starts, then start-up asks the shell (getAutoLogin) and does not sign the member on", async () => {
    const getAutoLogin = vi.fn(() => Promise.resolve({ auto_login_yn: 'N' as const }));
    const { app, setLoginInfo } = await startInShell({ acesTkn: memberTokens('100000001').acesTkn }, 'Y', { getAutoLogin });
    expect(await screen.findByRole('link', { name: '로그인하기' })).toBeInTheDocument();
    expect(getAutoLogin).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
    expect(selectLoggedIn(app.store.getState())).toBe(false);
    expect(setLoginInfo).not.toHaveBeenCalled();
  });

  it("given the shell's auto-login Y, when the app starts, then the member is signed on from the shell's answer", async () => {
    const getAutoLogin = vi.fn(() => Promise.resolve({ auto_login_yn: 'Y' as const }));
    const { app } = await startInShell(memberTokens('100000001'), 'N', { getAutoLogin });
    expect(await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).toBeInTheDocument();
    expect(getAutoLogin).toHaveBeenCalled();
    expect(selectLoggedIn(app.store.getState())).toBe(true);
  });

  it('given auto-login N, when the app starts with a member token set only, then auto-bt is not called and the member is a visitor', async () => {
    const { app, setLoginInfo } = await startInShell({ acesTkn: memberTokens('100000001').acesTkn }, 'N');
    expect(await screen.findByRole('link', { name: '로그인하기' })).toBeInTheDocument();
    expect(selectLoggedIn(app.store.getState())).toBe(false);
    expect(setLoginInfo).not.toHaveBeenCalled();
  });
});
