/**
 * Every URL parameter the app reads (`q` is in ./search.test.tsx): the login
 * return (`redirect` on /login, sent on as the sign-on's `redirect_path`), the sign-on return
 * route (/login/sso with `callType, ssoTkn, redirect_path` or `rspC, rspDtc, rspMsgCn`), the
 * social callbacks (`code, state, error`) and `exhibit_no`. `seq_no` rides along on every URL
 * here: the app reads it nowhere (libs/domain parseSeqNo has no caller), and it must change
 * nothing. Each value costs a navigation and a render, so they take hostileSample() (every XSS
 * vector, every 10th naughty string) plus open-redirect tricks, through one rendered router.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SSO_RETURN_PATH } from '@bottle/api';
import { renderApp } from '../../testing/render-app';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  expectShownAsText,
  hostileSample,
  setupHostileSuite,
  watchForScripts,
} from '../../testing/hostile-input';
import { isSameOriginPath } from '../../lib/login-href';
import { selectLoggedIn } from '../../lib/session/auth-slice';

const mock = setupHostileSuite();

/** Ways out of the origin a return path has been known to take. */
const OPEN_REDIRECTS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/..//evil.example',
  'data:text/html,<script>alert(1)</script>',
  ' //evil.example',
  '/login?redirect=//evil.example',
];

const RETURN_PATHS = [...hostileSample(), ...OPEN_REDIRECTS];

const url = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Where the app went, as the router and the pages it left for say. */
function expectStayedInApp(app: { router: { state: { location: { pathname: string } } }; left: string[] }, value: string) {
  expect(isSameOriginPath(app.router.state.location.pathname), value).toBe(true);
  for (const href of app.left) expect(new URL(href, 'http://localhost').origin, value).toBe('http://localhost');
}

describe('hostile URL parameters', () => {
  it('given a hostile or off-site redirect on the login screen, when the member goes to sign on, then the sign-on is asked to return to a same-origin path only', async () => {
    const spies = watchForScripts();
    const app = renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1, name: '로그인' }, { timeout: 20_000 });
    for (const value of RETURN_PATHS) {
      await act(() => app.router.navigate(url('/login', { redirect: value, seq_no: value })));
      const before = app.left.length;
      fireEvent.click(await screen.findByRole('button', { name: '통합 아이디로 로그인' }));
      await waitFor(() => expect(app.left.length).toBe(before + 1));
      const sent = new URL(app.left.at(-1) ?? '', 'http://localhost');
      expect(sent.pathname).toBe('/sso/callScreenInit.sso');
      const returnPath = sent.searchParams.get('redirect_path') ?? '';
      expect(isSameOriginPath(returnPath), value).toBe(true);
      expect([value, '/'], value).toContain(returnPath);
      expectNoMarkupEscaped(document.body, value);
    }
    expectNothingRan(spies);
  });

  it('given the sign-on return with a hostile login error or token and return path, when it arrives, then any message shows as text, the member stays logged out on /login and nothing escapes', async () => {
    const spies = watchForScripts();
    const app = renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1, name: '로그인' }, { timeout: 20_000 });
    // The two shapes of the way back take the values in turn (each costs a token exchange or a
    // login hand-off and a render): a login error (rspC, rspDtc, rspMsgCn) or a token (ssoTkn).
    for (const [i, value] of RETURN_PATHS.entries()) {
      const params: Record<string, string> =
        i % 2 ? { callType: value, ssoTkn: value } : { callType: 'LOGIN', rspC: 'X9', rspDtc: value, rspMsgCn: value };
      await act(() => app.router.navigate(url(SSO_RETURN_PATH, { ...params, redirect_path: value, seq_no: value })));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
      // A token is exchanged and refused: an alert. A login error is shown in an alert with the
      // server's message as it came (as text), unless its detail is blank (spec §8: ignored).
      const alerted = i % 2 ? value !== '' : value.trim() !== '';
      const dialog = alerted ? await screen.findByRole('alertdialog') : null;
      if (i % 2 === 0 && dialog) expectShownAsText(dialog, value);
      const redirect = new URLSearchParams(app.router.state.location.search).get('redirect');
      if (redirect !== null) expect(isSameOriginPath(redirect), value).toBe(true);
      expectNoMarkupEscaped(document.body, value);
      expectStayedInApp(app, value);
      if (dialog) {
        fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      }
    }
    expect(selectLoggedIn(app.store.getState())).toBe(false);
    expectNothingRan(spies);
  });

  it('given hostile social callback parameters, when each callback opens, then it fails with the app’s own message, nothing is exchanged and nothing escapes', async () => {
    const exchanged: string[] = [];
    mock.server.events.on('request:start', ({ request }) => exchanged.push(request.url));
    const spies = watchForScripts();
    const app = renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1, name: '로그인' }, { timeout: 20_000 });
    const before = exchanged.length;
    for (const [i, value] of hostileSample().entries()) {
      const provider = i % 2 ? 'naver' : 'kakao';
      const params: Record<string, string> =
        i % 3 === 0
          ? { error: value || 'x', error_description: value, seq_no: value }
          : { code: value || 'x', state: value || 'x', seq_no: value };
      await act(() => app.router.navigate(url(`/login_callback_${provider}`, params)));
      // The failure is the app's own sentence, never the parameter.
      expect(await screen.findByText(/^(카카오|네이버) 로그인에 실패했어요$/)).toBeInTheDocument();
      expect(
        screen.getByText(/^(로그인이 취소되었거나 동의하지 않으셨습니다|보안 확인 값\(state\)이 일치하지 않습니다)/),
      ).toBeInTheDocument();
      expectNoMarkupEscaped(document.body, value);
      expectStayedInApp(app, value);
      // Back to /login, so the next callback mounts its page afresh (a callback runs once).
      await act(() => app.router.navigate('/login'));
    }
    // No state was started in this browser: no code was exchanged, no token asked for.
    expect(exchanged.slice(before).filter((u) => /token|social/i.test(u))).toEqual([]);
    expectNothingRan(spies);
  });

  it('given a hostile exhibit_no, when the exhibition screen opens on it, then it shows the exhibition or says it is not there, and nothing escapes', async () => {
    const spies = watchForScripts();
    const app = renderApp({ route: '/exhibition' });
    await screen.findByRole('main', {}, { timeout: 20_000 });
    for (const value of hostileSample()) {
      await act(() => app.router.navigate(url('/exhibition', { exhibit_no: value, seq_no: value })));
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
      expectNoMarkupEscaped(document.body, value);
    }
    expectNothingRan(spies);
  });
});
