/**
 * Linked accounts in my page against libs/mock-api: the member sees Kakao, Naver
 * and Apple, links one through the same round trip as its login (the provider's consent page and
 * callback; the sign-on host for Apple), and unlinks one after a confirm; a failed unlink says so
 * and leaves the link as it was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_RETURN_PATH } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { memberSession } from './member-session';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const mock = setupMockServer();
beforeEach(() => [localStorage, sessionStorage].forEach((storage) => storage.clear()));

/** A link made before the test (the demo state's record, as social-save leaves it). */
function alreadyLinked(loginId: string, provider: 'kakao' | 'naver' | 'apple') {
  const state = mock.backend.memberState(memberSession(mock, loginId).cno) as ReturnType<typeof mock.backend.memberState> & {
    social_links?: Record<string, number>;
  };
  state.social_links = { ...state.social_links, [provider]: Date.UTC(2026, 0, 15, 3) };
}

function row(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

function start(route = '/mypage/accounts', loginId = 'demo') {
  const user = userEvent.setup();
  const { tokens } = memberSession(mock, loginId);
  return { user, ...renderApp({ route, tokens }) };
}

describe('linked accounts (social-info, social-save, social-clear, apple-save, apple-clear)', { timeout: 20_000 }, () => {
  it('given a member with nothing linked, when they link Kakao from my page, then the consent round trip saves it and the page shows it linked', async () => {
    const { user, router, left } = start('/mypage');
    await user.click(await screen.findByRole('link', { name: '연결된 계정' }));
    expect(await screen.findByRole('heading', { level: 1, name: '연결된 계정' })).toBeInTheDocument();
    for (const name of ['카카오', '네이버', 'Apple'])
      expect(await screen.findByRole('listitem', { name })).toHaveTextContent('연결되지 않음');

    await user.click(within(row('카카오')).getByRole('button', { name: '카카오 연결하기' }));
    const authorize = new URL(left.at(-1) ?? '');
    expect(authorize.pathname).toBe('/oauth/kakao/authorize');
    // The provider sends the member back to the callback with a code and the same state.
    void router.navigate(
      `/login_callback_kakao?code=${mock.backend.issueLoginKey('code:kakao', 'demo')}&state=${authorize.searchParams.get('state') ?? ''}`,
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/accounts'));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('계정을 연결했어요.'));
    expect(await screen.findByRole('button', { name: '카카오 연결 해제' })).toBeInTheDocument();
    expect(row('카카오')).toHaveTextContent(/연결됨/);
    expect(row('네이버')).toHaveTextContent('연결되지 않음');
  });

  it('given Kakao linked, when the member cancels the confirm, then it stays linked; when they confirm, then it is unlinked', async () => {
    alreadyLinked('demo', 'kakao');
    const { user } = start();
    expect(await screen.findByRole('listitem', { name: '카카오' })).toHaveTextContent('2026. 1. 15. 연결됨');
    await user.click(within(row('카카오')).getByRole('button', { name: '카카오 연결 해제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('카카오 계정 연결을 해제할까요? 해제하면 카카오로 로그인할 수 없어요.');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(row('카카오')).toHaveTextContent('연결됨');

    await user.click(within(row('카카오')).getByRole('button', { name: '카카오 연결 해제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '연결 해제' }));
    // The toast comes with the answer and leaves after 4 s; the row changes when the refetched
    // list arrives, which on a busy machine can be later than that: each is awaited in its order.
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('계정 연결을 해제했어요.'));
    await waitFor(() => expect(row('카카오')).toHaveTextContent('연결되지 않음'));
  });

  it('given the unlink fails, then an alert says it could not be unlinked and the account is still shown linked', async () => {
    alreadyLinked('demo', 'naver');
    mock.scenarios.fail('/fo/user/ssobottle/membs/social-clear', 500);
    const { user } = start();
    await user.click(within(await screen.findByRole('listitem', { name: '네이버' })).getByRole('button', { name: '네이버 연결 해제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '연결 해제' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('네이버 계정 연결을 해제하지 못했어요. 연결은 그대로 남아 있어요.'),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(row('네이버')).toHaveTextContent('연결됨');
  });

  it("given a member, when they link Apple, then the sign-on host's Apple page comes back with the apple_key, which is saved (not a login), and unlinking sends their cno", async () => {
    const { user, router, left, store } = start();
    await user.click(within(await screen.findByRole('listitem', { name: 'Apple' })).getByRole('button', { name: 'Apple 연결하기' }));
    const sent = new URL(left.at(-1) ?? '');
    expect(sent.searchParams.get('callType')).toBe('APPLE_LOGIN');
    expect(sent.searchParams.get('redirect_path')).toBe('/mypage/accounts');
    const before = localStorage.getItem(STORAGE_KEYS.acesTkn);
    void router.navigate(
      `${SSO_RETURN_PATH}?callType=APPLE_LOGIN&apple_key=${mock.backend.issueLoginKey('apple', 'demo')}&redirect_path=%2Fmypage%2Faccounts`,
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/accounts'));
    expect(await screen.findByRole('button', { name: 'Apple 연결 해제' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toBe(before);
    expect(selectLoggedIn(store.getState())).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Apple 연결 해제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '연결 해제' }));
    await waitFor(() => expect(row('Apple')).toHaveTextContent('연결되지 않음'));
  });

  it('given a visitor, when the page opens, then the login prompt shows', async () => {
    renderApp({ route: '/mypage/accounts' });
    expect(await screen.findByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login?redirect=%2Fmypage%2Faccounts');
  });
});
