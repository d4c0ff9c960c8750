/**
 * Login on the live path against libs/mock-api: the login screen sends the member to
 * the sign-on host (callScreenInit.sso), and the host sends them back to /login/sso by libs/api's
 * contract (A25). These tests play the host's part in one line (what the demo server does, see
 * apps/demo-server/src/sso/host.ts) and check everything the app does: spec §3 tokens, §4 success
 * steps and auto-login, §8 every kind of login error through the mock's error IDs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getApiRuntime, SSO_RETURN_PATH, type LoginResponse } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import type { MockServer } from '@bottle/mock-api/node';
import { loadScreens, renderApp, setupMockServer, type RenderAppOptions, type RenderedApp } from '../../../testing/render-app';
import { PREVIOUS_LOCATION_KEY } from '../../../lib/previous-location';
import { handOffLogin } from '../lib/login-handoff';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const mock = setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Where the host sends the member back after a sign-on (the demo server and the chain's host alike). */
function hostReturnUrl(answer: LoginResponse, redirectPath: string, callType = 'LOGIN'): string {
  const query = new URLSearchParams({ callType });
  if (answer.rspC) {
    query.set('rspC', answer.rspC);
    query.set('rspDtc', answer.rspDtc ?? '');
    query.set('rspMsgCn', answer.rspMsgCn ?? '');
  } else {
    query.set('ssoTkn', answer.ssoTkn ?? '');
  }
  query.set('redirect_path', redirectPath);
  return `${SSO_RETURN_PATH}?${query.toString()}`;
}

function returnFromHost(app: RenderedApp, answer: LoginResponse, redirectPath: string) {
  void app.router.navigate(hostReturnUrl(answer, redirectPath));
}

/** The member taps 통합 아이디로 로그인, signs on at the host, and comes back. */
async function loginAs(app: RenderedApp & { user: UserEvent }, server: MockServer, loginId: string, password = 'bottle1234') {
  await app.user.click(await screen.findByRole('button', { name: '통합 아이디로 로그인' }));
  const sent = new URL(app.left.at(-1) ?? '', 'http://localhost');
  expect(sent.pathname).toBe('/sso/callScreenInit.sso');
  expect(sent.searchParams.get('callType')).toBe('LOGIN');
  returnFromHost(app, server.backend.login(loginId, password), sent.searchParams.get('redirect_path') ?? '/');
}

function start(options: RenderAppOptions = {}) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/login', ...options });
  return Object.assign(app, { user });
}

describe('login through the sign-on host', { timeout: 20_000 }, () => {
  it('given a demo member, when they log in, then tokens are stored, the auth slice says logged in and the redirect path opens', async () => {
    const app = start({ route: '/login?redirect=%2Fmypage' });
    const { store, router } = app;
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await loginAs(app, mock, 'demo');
    expect(new URL(app.left[0] ?? '', 'http://localhost').searchParams.get('redirect_path')).toBe('/mypage');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).toBeInTheDocument();
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toMatch(/^demo-aces\./);
    expect(localStorage.getItem(STORAGE_KEYS.rnwTkn)).toMatch(/^demo-rnw\./);
    expect(localStorage.getItem(STORAGE_KEYS.ssoTkn)).toMatch(/^demo-sso\./);
    expect(getApiRuntime().config.tokenStore.get().accessToken).toMatch(/^demo-at\./);
    expect(getApiRuntime().config.tokenStore.get().refreshToken).toMatch(/^demo-rt\./);
    expect(store.getState().settings.lang).toBe('ko');
  });

  it('given the native shell, when a member logs in, then the shell is told the tokens', async () => {
    const setLoginInfo = vi.fn(() => Promise.resolve());
    const app = start({ inWebView: true, bridge: { setLoginInfo } });
    const { router } = app;
    await loginAs(app, mock, 'gold');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(setLoginInfo).toHaveBeenCalledWith(
      expect.objectContaining({ acesTkn: expect.stringMatching(/^demo-aces/), access_token: expect.any(String) }),
    );
  });

  it('given a foreign member (frnYn Y), when they log in, then the language switches to English', async () => {
    const app = start();
    const { store, router } = app;
    await loginAs(app, mock, 'foreign');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().settings.lang).toBe('en');
  });

  it('given a member without a main store, when they log in for the first time, then the main-store popup opens', async () => {
    const app = start();
    const { store } = app;
    await loginAs(app, mock, 'newbie');
    await waitFor(() => expect(store.getState().popup.mainStore).toBe(true));
  });

  it('given a redirect that leaves the origin, when the member logs in, then it is ignored and home opens', async () => {
    const app = start({ route: '/login?redirect=%2F%2Fevil.example' });
    const { router } = app;
    await loginAs(app, mock, 'silver');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('given a redirect_path that leaves the origin on the way back, then it is ignored and home opens', async () => {
    const app = start({ route: hostReturnUrl(mock.backend.login('silver', 'bottle1234'), '//evil.example/steal') });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(selectLoggedIn(app.store.getState())).toBe(true);
  });

  it('given the way back, then the SSO token leaves the address at once', async () => {
    const app = start({ route: hostReturnUrl(mock.backend.login('gold', 'bottle1234'), '/mypage') });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/mypage'));
    for (const entry of [app.router.state.location.search, window.location.search]) expect(entry).not.toContain('ssoTkn');
  });

  it('given a made-up SSO token, when it comes back, then the member is asked to log in again and nothing is stored', async () => {
    const app = start({ route: hostReturnUrl({ ssoTkn: 'demo-sso.forged' }, '/mypage') });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('로그인 정보가 만료되었습니다');
    expect(app.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toBeNull();
  });

  it('given the way back with nothing in it, then the login screen opens', async () => {
    const app = start({ route: `${SSO_RETURN_PATH}?callType=LOGIN` });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(selectLoggedIn(app.store.getState())).toBe(false);
  });
});

describe('the previous location and loginStatus (spec §3, §4)', { timeout: 20_000 }, () => {
  it('given a member who was on a product page, when they open the login without a redirect and sign on at the host, then the host is told the product page and they come back to it', async () => {
    const app = start({ route: '/product/W00010' });
    await loadScreens('/login');
    await waitFor(() => expect(sessionStorage.getItem(PREVIOUS_LOCATION_KEY)).toBe('/product/W00010'));
    expect(app.store.getState().auth.loginStatus).not.toBe('success');
    await app.router.navigate('/login');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await loginAs(app, mock, 'demo');
    expect(new URL(app.left.at(-1) ?? '', 'http://localhost').searchParams.get('redirect_path')).toBe('/product/W00010');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/product/W00010'));
    expect(app.store.getState().auth.loginStatus).toBe('success');
  });

  it('given a crafted previous location, then it is not followed: the member goes home', async () => {
    sessionStorage.setItem(PREVIOUS_LOCATION_KEY, '//evil.example/x');
    const app = start({ route: '/login' });
    await loginAs(app, mock, 'demo');
    expect(new URL(app.left.at(-1) ?? '', 'http://localhost').searchParams.get('redirect_path')).toBe('/');
  });

  it('given a store before start-up decides, then loginStatus is initial; a failed login makes it the failure value and screens read no session', async () => {
    const { makeStore } = await import('../../../lib/store/store');
    expect(makeStore().getState().auth.loginStatus).toBe('initial');
    const app = start({ route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await loginAs(app, mock, 'demo', 'wrong-password');
    await waitFor(() => expect(app.store.getState().auth.loginStatus).toBe('failure'));
    expect(selectLoggedIn(app.store.getState())).toBe(false);
  });
});

describe('easy login and Apple sign-in through the sign-on host', { timeout: 20_000 }, () => {
  /** The member taps a way, chooses a member on the host, and the host sends the way's key back (A25). */
  async function signOnWith(app: RenderedApp & { user: UserEvent }, button: string, callType: string, key: Record<string, string>) {
    await app.user.click(await screen.findByRole('button', { name: button }));
    const sent = new URL(app.left.at(-1) ?? '', 'http://localhost');
    expect(sent.pathname).toBe('/sso/callScreenInit.sso');
    expect(sent.searchParams.get('callType')).toBe(callType);
    const query = new URLSearchParams({ callType, ...key, redirect_path: sent.searchParams.get('redirect_path') ?? '/' });
    void app.router.navigate(`${SSO_RETURN_PATH}?${query.toString()}`);
  }

  it('given a member on a product page, when they use easy login, then login/easy signs them on and they are back on the product', async () => {
    const app = start({ route: '/login?redirect=%2Fproduct%2FW00010' });
    await signOnWith(app, '간편 로그인', 'EASY_LOGIN', { easy_login_key: mock.backend.issueLoginKey('easy', 'gold') });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/product/W00010'));
    expect(selectLoggedIn(app.store.getState())).toBe(true);
    expect(mock.backend.memberOfAcesTkn(localStorage.getItem(STORAGE_KEYS.acesTkn) ?? '').cno).toBe('100000004');
    for (const entry of [app.router.state.location.search, window.location.search]) expect(entry).not.toContain('easy_login_key');
  });

  it('given Apple sign-in, when the host sends the apple_key back, then login/apple-info signs the member on and my page opens', async () => {
    const app = start({ route: '/login?redirect=%2Fmypage' });
    await signOnWith(app, 'Apple로 로그인', 'APPLE_LOGIN', { apple_key: mock.backend.issueLoginKey('apple', 'demo') });
    expect(await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/mypage');
  });

  it('given an easy-login key the service does not know, when it comes back, then the join page of the host opens (44-439)', async () => {
    const app = start();
    await signOnWith(app, '간편 로그인', 'EASY_LOGIN', { easy_login_key: 'demo-easy-nobody' });
    await waitFor(() => expect(app.left.at(-1)).toContain('callType=JOIN'));
    expect(selectLoggedIn(app.store.getState())).toBe(false);
  });
});

describe("L.POINT login on the app's own form (login/lpoint)", { timeout: 20_000 }, () => {
  async function submitLpoint(app: RenderedApp & { user: UserEvent }, loginId: string, password: string) {
    if (loginId) await app.user.type(await screen.findByRole('textbox', { name: 'L.POINT 아이디' }), loginId);
    await app.user.type(screen.getByLabelText('비밀번호'), password);
    await app.user.click(screen.getByRole('button', { name: '로그인' }));
  }

  it('given a member on the login screen from my page, when they leave a field empty, then each field says what is missing and nothing is sent', async () => {
    const app = start({ route: '/login?redirect=%2Fmypage' });
    await app.user.click(await screen.findByRole('button', { name: 'L.POINT로 로그인' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'L.POINT 로그인' })).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?redirect=%2Fmypage');
    await app.user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('textbox', { name: 'L.POINT 아이디' })).toHaveAccessibleDescription('아이디를 입력해 주세요.');
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해 주세요.');
    expect(selectLoggedIn(app.store.getState())).toBe(false);
  });

  it('given a wrong password (44-401), then the message shows inline on the L.POINT form, the password is cleared, and the right one opens my page', async () => {
    const app = start({ route: '/login/lpoint?redirect=%2Fmypage' });
    await submitLpoint(app, 'demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
    expect(app.router.state.location.pathname).toBe('/login/lpoint');

    await submitLpoint(app, '', 'bottle1234');
    expect(await screen.findByRole('heading', { name: '김보틀님, 반가워요' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/mypage');
    expect(selectLoggedIn(app.store.getState())).toBe(true);
  });

  it('given a dormant L.POINT account (44-406), then the alert shows on the form and closing it opens the dormancy page of the host', async () => {
    const app = start({ route: '/login/lpoint' });
    await submitLpoint(app, 'err406', 'anything');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('장기 미접속으로 휴면 전환된 계정입니다.');
    await app.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(app.left.at(-1)).toContain('callType=DORMANCY_LOGIN'));
  });
});

describe('a login with a step left on the sign-on host (callScreenAfter.sso)', { timeout: 20_000 }, () => {
  it("given a login answer with a detail code but no result code, then the session is stored and the host's after-login page opens with the answer's fields and the way back", async () => {
    const answer = { ...mock.backend.login('demo', 'bottle1234'), rspDtc: '201' };
    handOffLogin({ data: answer, callType: 'EASY_LOGIN' });
    const app = start({ route: '/login?redirect=%2Fmypage' });
    await waitFor(() => expect(app.left.at(-1)).toContain('/sso/callScreenAfter.sso?'));
    const sent = new URL(app.left.at(-1) ?? '');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      callType: 'EASY_LOGIN',
      acesTkn: answer.acesTkn,
      redirect_path: '/mypage',
      ssoTkn: answer.ssoTkn,
      onlCstTpC: answer.onlCstTpC,
      frnYn: answer.frnYn,
      rspDtc: '201',
    });
    expect(selectLoggedIn(app.store.getState())).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toBe(answer.acesTkn);
  });
});

describe('login errors (spec §8) with an inline handler', { timeout: 20_000 }, () => {
  it('given 44-401, when the login answers, then the message shows inline on the login screen and auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const setAutoLogin = vi.fn(() => Promise.resolve());
    const app = start({ inWebView: true, bridge: { setAutoLogin } });
    const { store } = app;
    await loginAs(app, mock, 'demo', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
    expect(setAutoLogin).toHaveBeenCalledWith({ auto_login_yn: 'N' });
    expect(selectLoggedIn(store.getState())).toBe(false);
  });

  it('given 44-415 (alert), when the login answers, then the adults-only alert shows', async () => {
    const app = start();
    await loginAs(app, mock, 'err415');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('(44-415) 성인만 이용할 수 있는 서비스입니다.');
  });

  it('given 44-404 (navigate), when the login answers, then the release-login SSO page opens without an alert', async () => {
    const app = start();
    await loginAs(app, mock, 'err404');
    await waitFor(() => expect(app.left.at(-1)).toContain('callType=RELEASE_LOGIN'));
    expect(app.left.at(-1)).toMatch(/^http:\/\/localhost(:\d+)?\/sso\/callScreenInit\.sso\?/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('given 44-405 (alert then navigate), when the alert is closed, then the find-password SSO page opens', async () => {
    const app = start();
    const { router } = app;
    await loginAs(app, mock, 'err405');
    const dialog = await screen.findByRole('alertdialog');
    expect(router.state.location.pathname).toBe('/login');
    expect(app.left).toHaveLength(1);
    await app.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(app.left.at(-1)).toContain('callType=FIND_PW'));
  });

  it('given 44-439 (navigate to join), then the sign-on host sign-up page opens', async () => {
    const app = start();
    await loginAs(app, mock, 'err439');
    await waitFor(() => expect(app.left.at(-1)).toContain('callType=JOIN'));
  });

  it('given a member who withdrew, when they log in again, then they are told the account was withdrawn (not to recheck their password) and 회원가입 opens the sign-up', async () => {
    const withdrawn = mock.backend.login('family', 'bottle1234');
    mock.backend.withdraw(withdrawn.access_token ?? '');
    const app = start();
    await loginAs(app, mock, 'family');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('탈퇴한 계정입니다. 보틀을 다시 이용하려면 새로 가입해 주세요.');
    expect(dialog).not.toHaveTextContent('아이디 또는 비밀번호');
    expect(selectLoggedIn(app.store.getState())).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: '회원가입' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
  });

  it('given 44-422 (ignore), when the login answers, then nothing is shown but auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const app = start();
    const { router, store } = app;
    await loginAs(app, mock, 'err422');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(selectLoggedIn(store.getState())).toBe(false);
  });

  it('given 44-499 (unknown detail: fail), when the login answers, then the server message shows and the member stays on login', async () => {
    const app = start();
    const { router } = app;
    await loginAs(app, mock, 'err499');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('given 98-999 (failure only), when the login answers, then no message shows and auto-login is untouched', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const app = start();
    const { router } = app;
    await loginAs(app, mock, 'err98');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByRole('button', { name: '통합 아이디로 로그인' })).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('Y');
  });

  it('given another code (50), when the login answers, then its message shows in an alert and auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const app = start();
    await loginAs(app, mock, 'err50');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
  });
});

/** The spec §8 code-44 details the cases above do not take one by one, as the member sees each. */
const ALERT_THEN_PAGE: readonly [loginId: string, message: string, callType: string][] = [
  ['err406', '장기 미접속으로 휴면 전환된 계정입니다.', 'DORMANCY_LOGIN'],
  ['err407', '휴면 계정입니다. 본인 인증 후 이용해 주세요.', 'DORMANCY_LOGIN'],
  ['err408', '휴면 계정입니다. 휴면 해제 후 이용해 주세요.', 'DORMANCY_LOGIN'],
  ['err410', '비밀번호를 변경한 지 오래되었습니다. 새 비밀번호를 설정해 주세요.', 'NEW_PW'],
  ['err414', '정회원 전환이 필요합니다.', 'REGULAR_MEMBER'],
  ['err419', '약관 동의가 필요합니다.', 'TERMS_AGREE'],
  ['err420', '법정대리인 약관 동의가 필요합니다.', 'CHILD_TERMS_AGREE'],
];

describe('every other spec §8 login error, on the login screen the member comes back to', { timeout: 20_000 }, () => {
  it.each(ALERT_THEN_PAGE)(
    'given %s, when the login answers, then the alert says "%s", auto-login turns N, and closing it opens the %s page with the way back kept',
    async (loginId, message, callType) => {
      localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
      const app = start({ route: '/login?redirect=%2Fmypage' });
      await loginAs(app, mock, loginId);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(message);
      expect(app.router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N');
      await app.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(new URL(app.left.at(-1) ?? '', 'http://localhost').searchParams.get('callType')).toBe(callType));
      expect(new URL(app.left.at(-1) ?? '', 'http://localhost').searchParams.get('redirect_path')).toBe('/mypage');
      expect(selectLoggedIn(app.store.getState())).toBe(false);
    },
  );

  it.each(['err705', 'err720', 'err722'])(
    'given %s, when the login answers, then the easy-login set-up page opens without an alert',
    async (loginId) => {
      const app = start();
      await loginAs(app, mock, loginId);
      await waitFor(() => expect(app.left.at(-1)).toContain('callType=EASY_LOGIN_SET'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it('given 44-430, when the login answers, then the duplicate-member alert of the spec shows', async () => {
    const app = start();
    await loginAs(app, mock, 'err430');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('(44-430) 중복된 회원 정보가 있습니다.');
    expect(app.left).toHaveLength(1);
  });

  it('given 44-716 (ignored), when the login answers, then nothing shows, the login screen stays usable and auto-login turns N', async () => {
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const app = start();
    await loginAs(app, mock, 'err716');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('N'));
    await waitFor(() => expect(screen.getByRole('button', { name: '통합 아이디로 로그인' })).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('auto-login checkbox (spec §4)', { timeout: 20_000 }, () => {
  it('given the login screen, when the member ticks auto-login, then Y is stored and the shell is told', async () => {
    const setAutoLogin = vi.fn(() => Promise.resolve());
    const { user } = start({ inWebView: true, bridge: { setAutoLogin } });
    await user.click(await screen.findByRole('checkbox', { name: '자동 로그인' }));
    expect(localStorage.getItem(STORAGE_KEYS.autoLoginState)).toBe('Y');
    expect(setAutoLogin).toHaveBeenCalledWith({ auto_login_yn: 'Y' });
  });
});
