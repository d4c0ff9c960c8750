/**
 * Login through the demo SSO page against libs/mock-api (spec §3 tokens, §4 success steps and
 * auto-login, §8 every kind of login error through the mock's error IDs).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getApiRuntime } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { renderApp, setupMockServer, type RenderAppOptions } from '../../../testing/render-app';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function loginAs(user: UserEvent, loginId: string, password = 'bottle1234') {
  await user.click(await screen.findByRole('button', { name: '통합 아이디로 로그인' }));
  await user.type(await screen.findByLabelText('아이디'), loginId);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

function start(options: RenderAppOptions = {}) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/login', ...options });
  return { user, ...app };
}

describe('login through the demo SSO page', { timeout: 20_000 }, () => {
  it('given a demo member, when they log in, then tokens are stored, the auth slice says success and the redirect path opens', async () => {
    const { user, store, router } = start({ route: '/login?redirect=%2Fmypage' });
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await loginAs(user, 'demo');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).toBeInTheDocument();
    expect(store.getState().auth.loginStatus).toBe('success');
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toMatch(/^demo-aces\./);
    expect(localStorage.getItem(STORAGE_KEYS.rnwTkn)).toMatch(/^demo-rnw\./);
    expect(localStorage.getItem(STORAGE_KEYS.ssoTkn)).toMatch(/^demo-sso\./);
    expect(getApiRuntime().config.tokenStore.get().accessToken).toMatch(/^demo-at\./);
    expect(getApiRuntime().config.tokenStore.get().refreshToken).toMatch(/^demo-rt\./);
    expect(store.getState().settings.lang).toBe('ko');
  });

  it('given the native shell, when a member logs in, then the shell is told the tokens', async () => {
    const setLoginInfo = vi.fn(() => Promise.resolve());
    const { user, router } = start({ inWebView: true, bridge: { setLoginInfo } });
    await loginAs(user, 'gold');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(setLoginInfo).toHaveBeenCalledWith(expect.objectContaining({ acesTkn: expect.stringMatching(/^demo-aces/), access_token: expect.any(String) }));
  });

  it('given a foreign member (frnYn Y), when they log in, then the language switches to English', async () => {
    const { user, store, router } = start();
    await loginAs(user, 'foreign');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().settings.lang).toBe('en');
  });

  it('given a member without a main store, when they log in for the first time, then the main-store popup opens', async () => {
    const { user, store } = start();
    await loginAs(user, 'newbie');
    await waitFor(() => expect(store.getState().popup.mainStore).toBe(true));
  });

  it('given a redirect that leaves the origin, when the member logs in, then it is ignored and home opens', async () => {
    const { user, router } = start({ route: '/login?redirect=%2F%2Fevil.example' });
    await loginAs(user, 'silver');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('given empty fields, when the SSO form is sent, then each field says what is missing and nothing is posted', async () => {
    const { user, router } = start({ route: '/system/sso' });
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(screen.getByLabelText('아이디')).toHaveAccessibleDescription('아이디를 입력해 주세요.');
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해 주세요.');
    expect(router.state.location.pathname).toBe('/system/sso');
  });

  it('given the demo SSO page, then it lists the demo members and the IDs that reproduce every login error', async () => {
    start({ route: '/system/sso' });
    const members = await screen.findByRole('table', { name: '데모 회원' });
    expect(within(members).getByRole('rowheader', { name: 'demo' })).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: '로그인 오류를 재현하는 아이디' });
    expect(within(errors).getByRole('row', { name: /err405 44-405 알림 후 비밀번호 찾기 화면으로 이동/ })).toBeInTheDocument();
  });
});

describe('login errors (spec §8) with an inline handler', { timeout: 20_000 }, () => {
  it('given 44-401, when the login answers, then the message shows inline on the login screen and auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const setAutoLogin = vi.fn(() => Promise.resolve());
    const { user, store } = start({ inWebView: true, bridge: { setAutoLogin } });
    await loginAs(user, 'demo', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
    expect(store.getState().auth.autoLogin).toBe('N');
    expect(setAutoLogin).toHaveBeenCalledWith({ auto_login_yn: 'N' });
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('given 44-415 (alert), when the login answers, then the adults-only alert shows', async () => {
    const { user } = start();
    await loginAs(user, 'err415');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('(44-415) 성인만 이용할 수 있는 서비스입니다.');
  });

  it('given 44-404 (navigate), when the login answers, then the release-login SSO page opens without an alert', async () => {
    const { user, router } = start();
    await loginAs(user, 'err404');
    expect(await screen.findByRole('heading', { level: 1, name: '휴면 해제 로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('callType=RELEASE_LOGIN');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('given 44-405 (alert then navigate), when the alert is closed, then the find-password SSO page opens', async () => {
    const { user, router } = start();
    await loginAs(user, 'err405');
    const dialog = await screen.findByRole('alertdialog');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('callType=FIND_PW');
  });

  it('given 44-439 (navigate to join), then the join page offers the Bottle sign-up', async () => {
    const { user } = start();
    await loginAs(user, 'err439');
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '보틀 회원가입 하기' })).toHaveAttribute('href', '/signup');
  });

  it('given 44-422 (ignore), when the login answers, then nothing is shown but auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const { user, router, store } = start();
    await loginAs(user, 'err422');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('given 44-499 (unknown detail: fail), when the login answers, then the server message shows and the member stays on login', async () => {
    const { user, router } = start();
    await loginAs(user, 'err499');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('given 98-999 (failure only), when the login answers, then no message shows and auto-login is untouched', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const { user, router } = start();
    await loginAs(user, 'err98');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByRole('button', { name: '통합 아이디로 로그인' })).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('Y');
  });

  it('given another code (50), when the login answers, then its message shows in an alert and auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const { user } = start();
    await loginAs(user, 'err50');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
  });
});

describe('auto-login checkbox (spec §4)', { timeout: 20_000 }, () => {
  it('given the login screen, when the member ticks auto-login, then Y is stored and the shell is told', async () => {
    const setAutoLogin = vi.fn(() => Promise.resolve());
    const { user, store } = start({ inWebView: true, bridge: { setAutoLogin } });
    await user.click(await screen.findByRole('checkbox', { name: '자동 로그인' }));
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('Y');
    expect(store.getState().auth.autoLogin).toBe('Y');
    expect(setAutoLogin).toHaveBeenCalledWith({ auto_login_yn: 'Y' });
  });
});
