/**
 * Social callbacks (spec §7 token exchange) and the my page sub-screens (receipts, push notices,
 * settings, customer center) against libs/mock-api.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY } from '../lib/sso-links';

const mock = setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function asMember(loginId: string) {
  const answer = mock.backend.login(loginId, 'bottle1234');
  return { tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } };
}

/**
 * libs/mock-api does not answer the demo OAuth token URLs (/oauth/kakao/token, reported): this
 * test stands one in that returns the code as the provider's access token, as the demo keys say.
 */
function provideTokenEndpoint() {
  mock.server.use(
    http.post('*/oauth/:provider/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const code = form.get('code') ?? '';
      if (!code.startsWith('demo-')) return HttpResponse.json({ error: 'invalid_grant', error_description: 'unknown code' }, { status: 400 });
      return HttpResponse.json({ access_token: code, token_type: 'bearer' });
    }),
  );
}

describe('social login callbacks', { timeout: 20_000 }, () => {
  it('given a kakao code and the saved state, when the callback runs, then the member is logged in and the saved path opens', async () => {
    provideTokenEndpoint();
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-1');
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/mypage');
    const { store, router } = renderApp({ route: '/login_callback_kakao?code=demo-kakao-gold&state=s-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(await screen.findByRole('heading', { name: '최골드님, 반가워요' })).toBeInTheDocument();
  });

  it('given a state that does not match, when the naver callback runs, then it refuses with a way back to login', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'expected');
    renderApp({ route: '/login_callback_naver?code=demo-naver-gold&state=forged' });
    expect(await screen.findByText(/보안 확인 값\(state\)이 일치하지 않습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/login');
  });

  it('given the provider refuses the code, when the callback runs, then the failure is explained', async () => {
    provideTokenEndpoint();
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-2');
    renderApp({ route: '/login_callback_kakao?code=stolen&state=s-2' });
    expect(await screen.findByText(/카카오에서 로그인 정보를 받아오지 못했습니다/)).toBeInTheDocument();
  });

  it('given the provider sent an error, when the callback runs, then it says the login was cancelled', async () => {
    renderApp({ route: '/login_callback_kakao?error=access_denied&state=x' });
    expect(await screen.findByText('로그인이 취소되었거나 동의하지 않으셨습니다.')).toBeInTheDocument();
  });

  it('given the login screen in demo mode, when kakao is chosen, then the demo provider page asks for a member', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: '카카오로 로그인' }));
    expect(await screen.findByRole('heading', { level: 1, name: '카카오 로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(`state=${sessionStorage.getItem(OAUTH_STATE_KEY) ?? 'missing'}`);
  });
});

describe('my page sub-screens', { timeout: 20_000 }, () => {
  it('given a member, when receipts open, then this month lists and a receipt opens with its items', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/mypage/receipts', ...asMember('demo') });
    expect(await screen.findByRole('heading', { level: 1, name: '전자영수증' })).toBeInTheDocument();
    const month = screen.getByLabelText('조회할 달');
    expect(within(month).getAllByRole('option')).toHaveLength(12);
    // Walk back through the months until one has receipts (the seeded 12 months of receipts).
    for (const option of within(month).getAllByRole('option')) {
      await user.selectOptions(month, option);
      const list = await screen.findByRole('list', { name: '전자영수증' }).catch(() => null);
      if (list) {
        await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
        expect(await screen.findByRole('heading', { level: 1, name: '영수증 상세' })).toBeInTheDocument();
        expect(await screen.findByText('결제 금액')).toBeInTheDocument();
        return;
      }
    }
    throw new Error('no month with receipts');
  });

  it('given a visitor, when a members-only sub-screen opens, then the login prompt shows', async () => {
    renderApp({ route: '/mypage/coupons' });
    expect(await screen.findByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login?redirect=%2Fmypage%2Fcoupons');
  });

  it('given a member with coupons, when coupons open, then the usable count shows', async () => {
    renderApp({ route: '/mypage/coupons', ...asMember('demo') });
    expect(await screen.findByRole('heading', { name: /사용 가능한 쿠폰 \d+장|지금 사용할 수 있는 쿠폰이 없어요/ })).toBeInTheDocument();
  });

  it('given a member, when push settings change and the language switches, then both are saved', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/mypage/settings', ...asMember('silver') });
    const marketing = await screen.findByRole('switch', { name: '마케팅 정보 알림' });
    const before = (marketing as HTMLInputElement).checked;
    await user.click(marketing);
    await waitFor(() => expect(screen.getByRole('switch', { name: '마케팅 정보 알림' })).toHaveProperty('checked', !before));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(store.getState().settings.lang).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('given a member with push notices, when one is opened and deleted, then it is read and then gone', async () => {
    const user = userEvent.setup();
    const answer = mock.backend.login('diamond', 'bottle1234');
    const cno = (answer.acesTkn ?? '').replace('demo-aces.', '');
    mock.backend.push(cno, 'PICKUP_TYPE1', '예약이 확정되었어요', '잠실점에서 예약을 확정했습니다.');
    mock.backend.push(cno, 'SOLD_OUT_RESTOCK', '재입고 알림', '찜한 와인이 다시 들어왔어요.');
    renderApp({ route: '/mypage/push', tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } });
    const restock = await screen.findByRole('button', { name: /^재입고 알림(?! 알림 삭제)/ });
    expect(restock).toHaveTextContent('읽지 않음');
    await user.click(restock);
    expect(await screen.findByText('찜한 와인이 다시 들어왔어요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^재입고 알림(?! 알림 삭제)/ })).not.toHaveTextContent('읽지 않음'));
    await user.click(screen.getByRole('button', { name: '재입고 알림 알림 삭제' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^재입고 알림(?! 알림 삭제)/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^예약이 확정되었어요(?! 알림 삭제)/ })).toBeInTheDocument();
  });

  it('given a visitor, when the customer center opens, then FAQs show and a notice opens with its sanitised body', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/mypage/help' });
    expect(await screen.findByRole('tab', { name: '자주 묻는 질문', selected: true })).toBeInTheDocument();
    expect((await screen.findAllByRole('group')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: '공지사항' }));
    const links = await screen.findAllByRole('link');
    const notice = links.find((l) => l.getAttribute('href')?.startsWith('/mypage/help/notice/'));
    expect(notice).toBeDefined();
    await user.click(notice as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
