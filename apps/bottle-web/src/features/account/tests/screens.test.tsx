/**
 * Social callbacks (spec §7 token exchange) and the my page sub-screens (receipts, push notices,
 * settings, customer center) against libs/mock-api.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { kstToday, toYmd } from '@bottle/domain';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { settingsActions } from '../../../lib/i18n';
import { memberSession } from './member-session';
import { formatExpiry, isAvailable, splitCoupons } from '../lib/coupons';
import { OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY } from '../lib/sso-links';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const mock = setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function asMember(loginId: string) {
  const answer = mock.backend.login(loginId, 'bottle1234');
  return { tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } };
}

describe('social login callbacks', { timeout: 20_000 }, () => {
  it('given a kakao code and the saved state, when the callback runs, then the member is logged in and the saved path opens', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-1');
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/mypage');
    const { store, router } = renderApp({
      route: `/login_callback_kakao?code=${mock.backend.issueLoginKey('code:kakao', 'gold')}&state=s-1`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(await screen.findByRole('heading', { name: '최골드님, 반가워요' })).toBeInTheDocument();
  });

  it("given a naver code, when the callback runs, then libs/mock-api's demo token endpoint exchanges it and the member is logged in", async () => {
    let exchanged: { status: number; body: unknown } | undefined;
    mock.server.events.on('response:mocked', async ({ request, response }) => {
      if (new URL(request.url).pathname === '/oauth/naver/token')
        exchanged = { status: response.status, body: await response.clone().json() };
    });
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-3');
    const { store } = renderApp({ route: `/login_callback_naver?code=${mock.backend.issueLoginKey('code:naver', 'demo')}&state=s-3` });
    await waitFor(() => expect(selectLoggedIn(store.getState())).toBe(true));
    expect(exchanged).toEqual({
      status: 200,
      body: { access_token: expect.stringMatching(/^demo-naver\./), token_type: 'bearer', expires_in: 21599 },
    });
    mock.server.events.removeAllListeners();
  });

  it('given a state that does not match, when the naver callback runs, then it refuses with a way back to login', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'expected');
    renderApp({ route: `/login_callback_naver?code=${mock.backend.issueLoginKey('code:naver', 'gold')}&state=forged` });
    expect(await screen.findByText(/보안 확인 값\(state\)이 일치하지 않습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/login');
  });

  it('given the provider refuses the code, when the callback runs, then the failure is explained', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-2');
    renderApp({ route: '/login_callback_kakao?code=stolen&state=s-2' });
    expect(await screen.findByText(/카카오에서 로그인 정보를 받아오지 못했습니다/)).toBeInTheDocument();
  });

  it('given the provider sent an error, when the callback runs, then it says the login was cancelled', async () => {
    renderApp({ route: '/login_callback_kakao?error=access_denied&state=x' });
    expect(await screen.findByText('로그인이 취소되었거나 동의하지 않으셨습니다.')).toBeInTheDocument();
  });

  it('given the login screen, when kakao is chosen, then the provider authorisation page opens with the client, the callback and a fresh state', async () => {
    const user = userEvent.setup();
    const { left } = renderApp({ route: '/login?redirect=%2Fmypage' });
    await user.click(await screen.findByRole('button', { name: '카카오로 로그인' }));
    await waitFor(() => expect(left).toHaveLength(1));
    const sent = new URL(left[0] ?? '');
    expect(sent.pathname).toBe('/oauth/kakao/authorize');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'demo-kakao-client',
      redirect_uri: `${window.location.origin}/login_callback_kakao`,
      state: sessionStorage.getItem(OAUTH_STATE_KEY),
    });
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBe('/mypage');
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

  it('given a member who paid when reserving and was refunded, when receipts open, then the refund is marked and each receipt says how it was paid', async () => {
    const user = userEvent.setup();
    const session = memberSession(mock, 'demo');
    const state = mock.backend.memberState(session.cno);
    const at = mock.backend.now();
    const line = { prd_cd: 'W00001', qty: 1, price: 45000 };
    state.receipts = [
      {
        rcpt_no: 'XP-TEST',
        pickup_no: 'P-TEST',
        at: at + 1,
        str_cd: '361',
        lines: [{ ...line, qty: -1 }],
        pay_method: 'TOSS_CARD',
        paid_amt: -42750,
      },
      { rcpt_no: 'PP-TEST', pickup_no: 'P-TEST', at, str_cd: '361', lines: [line], pay_method: 'TOSS_CARD', paid_amt: 42750 },
      ...(state.receipts ?? []),
    ];
    renderApp({ route: '/mypage/receipts', tokens: session.tokens });
    const list = await screen.findByRole('list', { name: '전자영수증' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('환불');
    expect(links[1]).not.toHaveTextContent('환불');
    await user.click(links[0] as HTMLElement);
    expect(await screen.findByRole('note')).toHaveTextContent('환불된 내역');
    expect(screen.getByText('앱에서 결제 (예약할 때)')).toBeInTheDocument();
    expect(screen.getByText('환불 금액')).toBeInTheDocument();
    expect(screen.getByText('42,750원')).toBeInTheDocument();
  });

  it('given a visitor, when a members-only sub-screen opens, then the login prompt shows', async () => {
    renderApp({ route: '/mypage/coupons' });
    expect(await screen.findByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login?redirect=%2Fmypage%2Fcoupons');
  });

  it('given a member with coupons, when coupons open, then available ones list with discount, minimum and last day, and used or expired ones below', async () => {
    renderApp({ route: '/mypage/coupons', ...asMember('demo') });
    const availableSection = (await screen.findByRole('heading', { name: /사용 가능한 쿠폰/ })).closest('section') as HTMLElement;
    const available = within(availableSection).getAllByRole('listitem');
    const coupons = mock.backend.coupons(mock.backend.authenticate(asMember('demo').tokens.accessToken ?? ''));
    const open = coupons.filter((c) => c.use_yn === 'N').sort((a, b) => a.exp_dt.localeCompare(b.exp_dt));
    expect(available).toHaveLength(open.length);
    // soonest last day first: the 10% coupon (14 days) before the 5,000 won one (30 days)
    expect(available[0]).toHaveTextContent('10% 할인');
    expect(available[0]).toHaveTextContent(`${formatExpiry(open[0]?.exp_dt ?? '', 'ko')}까지`);
    expect(available[1]).toHaveTextContent('5,000원 할인');
    expect(available[1]).toHaveTextContent('50,000원 이상 구매 시');
    const past = within(screen.getByRole('heading', { name: '사용 완료 · 기간 만료' }).closest('section') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(past).toHaveLength(1);
    expect(past[0]).toHaveTextContent('10,000원 할인');
    expect(past[0]).toHaveTextContent('사용 완료');
    expect(within(availableSection).getByRole('button', { name: '멤버십 카드' })).toBeInTheDocument();
  });

  it('given the coupon list fails, when the member retries, then the coupons show', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/mypage/coupon/list', 400);
    renderApp({ route: '/mypage/coupons', ...asMember('demo') });
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: /사용 가능한 쿠폰/ })).toBeInTheDocument();
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

  it("given the web view, when the settings open, then the shell's notification setting is read; turning push on writes it, and the screen says so while the device keeps them off", async () => {
    const user = userEvent.setup();
    // The device: Bottle's notifications off; the first write is refused by the OS, the second allowed.
    const device: { push_yn: 'Y' | 'N'; osAllows: boolean } = { push_yn: 'N', osAllows: false };
    const writes: Record<string, string>[] = [];
    renderApp({
      route: '/mypage/settings',
      ...asMember('silver'),
      inWebView: true,
      bridge: {
        getSettings: async () => ({ push_yn: device.push_yn }),
        setSettings: async (settings) => {
          writes.push({ ...settings });
          if (device.osAllows) device.push_yn = settings.push_yn ?? device.push_yn;
        },
      },
    });
    expect(await screen.findByText(/이 기기에서 보틀 알림이 꺼져 있어요/)).toBeInTheDocument();
    const push = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await waitFor(() => expect(push).toBeEnabled());
    const wasOn = (push as HTMLInputElement).checked;
    if (wasOn) {
      await user.click(push);
      await waitFor(() => expect(writes.at(-1)).toEqual({ push_yn: 'N' }));
      await waitFor(() => expect(screen.getByRole('switch', { name: '앱 푸시 알림' })).toBeEnabled());
    }
    await user.click(screen.getByRole('switch', { name: '앱 푸시 알림' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ push_yn: 'Y' }));
    // The OS kept them off: the screen still says so.
    expect(screen.getByText(/이 기기에서 보틀 알림이 꺼져 있어요/)).toBeInTheDocument();
    device.osAllows = true;
    await waitFor(() => expect(screen.getByRole('switch', { name: '앱 푸시 알림' })).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: '앱 푸시 알림' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ push_yn: 'N' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '앱 푸시 알림' })).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: '앱 푸시 알림' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ push_yn: 'Y' }));
    await waitFor(() => expect(screen.queryByText(/이 기기에서 보틀 알림이 꺼져 있어요/)).not.toBeInTheDocument());
  });

  it('given a browser, when the settings open, then the shell is not asked and no device note shows', async () => {
    let asked = 0;
    renderApp({
      route: '/mypage/settings',
      ...asMember('silver'),
      bridge: { getSettings: async () => (asked++, { push_yn: 'N' as const }) },
    });
    expect(await screen.findByRole('switch', { name: '앱 푸시 알림' })).toBeInTheDocument();
    expect(asked).toBe(0);
    expect(screen.queryByText(/이 기기에서 보틀 알림이 꺼져 있어요/)).not.toBeInTheDocument();
  });

  it('given a browser (no app), then settings says the version is the web, never the default 0.0.0; in the app it shows the app version', async () => {
    const browser = renderApp({ route: '/mypage/settings', ...asMember('silver') });
    const version = within((await screen.findByRole('heading', { name: '앱 버전' })).closest('section') as HTMLElement);
    expect(version.getByText('웹 (브라우저에서 사용 중)')).toBeInTheDocument();
    expect(version.queryByText('0.0.0')).toBeNull();
    browser.unmount();
    renderApp({ route: '/mypage/settings', ...asMember('silver'), inWebView: true });
    const inApp = within((await screen.findByRole('heading', { name: '앱 버전' })).closest('section') as HTMLElement);
    expect(inApp.queryByText('웹 (브라우저에서 사용 중)')).toBeNull();
  });

  it('given a member with push notices, when one is opened and deleted, then it is read and then gone', async () => {
    const user = userEvent.setup();
    const answer = mock.backend.login('diamond', 'bottle1234');
    const cno = mock.backend.memberOfAcesTkn(answer.acesTkn).cno;
    mock.backend.push(cno, 'PICKUP_TYPE1', '예약이 확정되었어요', '잠실점에서 예약을 확정했습니다.');
    mock.backend.push(cno, 'SOLDOUT_RESTOCK_Y', '재입고 알림', '찜한 와인이 다시 들어왔어요.');
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

  it('given notices of several push types, then each says its kind before its date in the member words and language, after its title; an unknown type says none', async () => {
    const answer = mock.backend.login('diamond', 'bottle1234');
    const cno = mock.backend.memberOfAcesTkn(answer.acesTkn).cno;
    mock.backend.push(cno, 'PICKUP_COMPLETE', '픽업을 마쳤어요', '잠실점에서 전달했습니다.');
    mock.backend.push(cno, 'SOLDOUT_RESTOCK_Y', '다시 들어왔어요', '찜한 와인이 다시 들어왔어요.');
    mock.backend.push(cno, 'PICKUP_FORBIDDEN_PUSH_N', '픽업할 수 없어요', '매장 사정으로 취소되었습니다.');
    // A type a newer server may send, which this app has no words for.
    mock.backend.push(cno, 'SOMETHING_NEW' as Parameters<typeof mock.backend.push>[1], '새 소식', '본문');
    const app = renderApp({ route: '/mypage/push', tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } });
    const row = async (title: string) =>
      (await screen.findByRole('button', { name: new RegExp(`^${title}(?! 알림 삭제)`) })).querySelector('small');
    expect((await row('픽업을 마쳤어요'))?.textContent).toMatch(/^픽업 완료 · /);
    expect((await row('다시 들어왔어요'))?.textContent).toMatch(/^재입고 · /);
    expect((await row('픽업할 수 없어요'))?.textContent).toMatch(/^픽업 불가 · /);
    expect((await row('새 소식'))?.textContent).not.toContain(' · ');
    expect((await row('새 소식'))?.textContent).not.toContain('SOMETHING_NEW');
    // English: the kind comes from the app's own words, whatever language the title has.
    act(() => {
      app.store.dispatch(settingsActions.setLang('en'));
    });
    await waitFor(async () => expect((await row('픽업을 마쳤어요'))?.textContent).toMatch(/^Picked up · /));
    expect((await row('다시 들어왔어요'))?.textContent).toMatch(/^Restocked · /);
  });

  it('given a pickup notice, then it links to its reservation; a notice whose link is not an app path has none', async () => {
    const user = userEvent.setup();
    const answer = mock.backend.login('diamond', 'bottle1234');
    const cno = mock.backend.memberOfAcesTkn(answer.acesTkn).cno;
    mock.backend.push(cno, 'PICKUP_TYPE1', '매장 확인 완료', '잠실점에서 예약을 확인했습니다.', '/pickup/PK1001');
    mock.backend.push(cno, 'SOLDOUT_RESTOCK_Y', '재입고 알림', '찜한 와인이 다시 들어왔어요.', 'https://evil.example/steal');
    renderApp({ route: '/mypage/push', tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } });
    const link = await screen.findByRole('link', { name: '매장 확인 완료: 예약 보기' });
    expect(link).toHaveAttribute('href', '/pickup/PK1001');
    expect(screen.queryByRole('link', { name: /재입고 알림/ })).toBeNull();
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: '예약 상세' })).toBeInTheDocument();
  });

  it('given the member reserved a wine, then its notice names the wine, and the date sits on its own line above the reservation link', async () => {
    const answer = mock.backend.login('diamond', 'bottle1234');
    const cno = mock.backend.memberOfAcesTkn(answer.acesTkn).cno;
    const wine = mock.backend.product('W00010');
    mock.backend.createPickup(cno, { prd_cd: wine.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(Date.now()), privacy_agree_yn: 'Y' });
    renderApp({ route: '/mypage/push', tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } });
    const notice = await screen.findByRole('button', { name: new RegExp(`^픽업 예약 접수 · ${wine.prd_nm}(?! 알림 삭제)`) });
    const link = screen.getByRole('link', { name: `픽업 예약 접수 · ${wine.prd_nm}: 예약 보기` });
    // The notice's button (title and date) is a block: the link starts on the next line.
    expect(getComputedStyle(notice).display).toBe('block');
    expect(notice.contains(link)).toBe(false);
  });

  it('given a visitor, when the customer center opens, then FAQs show and a notice opens with its sanitised body', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/mypage/help' });
    expect(await screen.findByRole('tab', { name: '자주 묻는 질문', selected: true })).toBeInTheDocument();
    expect((await screen.findAllByRole('group')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: '공지사항' }));
    // Wait for the notices themselves: the page's other links (back, footer tabs) are there
    // before the list has loaded, and picking among them raced the list.
    const [notice] = await within(screen.getByRole('tabpanel')).findAllByRole('link');
    expect(notice).toHaveAttribute('href', expect.stringMatching(/^\/mypage\/help\/notice\/\d+$/));
    await user.click(notice as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});

describe('coupon rules', () => {
  const c = (cpn_no: string, exp_dt: string, use_yn: 'Y' | 'N' = 'N') => ({
    cpn_no,
    cpn_nm: cpn_no,
    dc_type: 'AMOUNT' as const,
    dc_value: 1000,
    exp_dt,
    use_yn,
  });

  it('given 23:30 UTC, then today in Korea is already the next day', () => {
    expect(kstToday(Date.UTC(2026, 11, 23, 23, 30))).toBe('20261224');
  });

  it('given the last day is today, then the coupon is still available; used or past its day, it is not', () => {
    expect(isAvailable(c('A', '20261224'), '20261224')).toBe(true);
    expect(isAvailable(c('B', '20261223'), '20261224')).toBe(false);
    expect(isAvailable(c('C', '20271231', 'Y'), '20261224')).toBe(false);
  });

  it('sorts available coupons soonest first and past ones latest first', () => {
    const { available, past } = splitCoupons(
      [c('A', '20270110'), c('B', '20261230'), c('C', '20261201'), c('D', '20261220', 'Y')],
      '20261224',
    );
    expect(available.map((x) => x.cpn_no)).toEqual(['B', 'A']);
    expect(past.map((x) => x.cpn_no)).toEqual(['D', 'C']);
  });

  it('formats the last day in Korean and English and keeps bad input as is', () => {
    expect(formatExpiry('20261224', 'ko')).toBe('2026. 12. 24.');
    expect(formatExpiry('20261224', 'en')).toBe('24/12/2026');
    expect(formatExpiry('soon', 'ko')).toBe('soon');
  });
});
