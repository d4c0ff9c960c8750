/**
 * My page (spec §1 membership area, §2 my page; §4 logout) and sign-up (§3 agreements, §5
 * labels) against libs/mock-api. Members log in the way the app does: the SSO login call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getApiRuntime, SSO_RETURN_PATH, type LoginResponse } from '@bottle/api';
import { STORAGE_KEYS, toYmd } from '@bottle/domain';
import { dataset } from '@bottle/mock-api';
import { loadScreens, renderApp, setupMockServer } from '../../../testing/render-app';
import { DEVICE_KEYS } from '../../../lib/device-keys';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const mock = setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Tokens of a demo member, obtained through the mock's SSO login (libs/mock-api backend). */
function loginTokens(loginId: string): LoginResponse {
  const answer = mock.backend.login(loginId, 'bottle1234');
  localStorage.setItem(STORAGE_KEYS.acesTkn, answer.acesTkn ?? '');
  return answer;
}

/** A member who logged in: the member token set stored as a login stores it (spec §3), and the API tokens. */
function asMember(loginId: string) {
  const answer = loginTokens(loginId);
  localStorage.setItem(STORAGE_KEYS.acesTkn, answer.acesTkn ?? '');
  localStorage.setItem(STORAGE_KEYS.rnwTkn, answer.rnwTkn ?? '');
  return { tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token } };
}

describe('my page', { timeout: 20_000 }, () => {
  it('given a visitor, when my page opens, then a login prompt links to /login with the way back', async () => {
    renderApp({ route: '/mypage' });
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '로그인이 필요해요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login?redirect=%2Fmypage');
  });

  it('given a member, when my page opens, then name, grade, main store and the menu show', async () => {
    renderApp({ route: '/mypage', ...asMember('diamond') });
    expect(await screen.findByRole('heading', { name: '정다이아님, 반가워요' })).toBeInTheDocument();
    expect(screen.getByText(/다이아몬드 등급/)).toBeInTheDocument();
    expect(await screen.findByText('보틀 잠실점')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    for (const name of [/마이 벙커/, /픽업 예약 내역/, /알림 신청 내역/, /쿠폰/, /전자영수증/, /알림함/, /설정/, /고객센터/]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    // The alarm list (spec §2 "alarm") is found from my page, not only after setting an alarm.
    expect(within(menu).getByRole('link', { name: /알림 신청 내역/ })).toHaveAttribute('href', '/alarm');
  });

  it('given a member, when they open the membership card and the store change, then the barcode and main-store popups open', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/mypage', ...asMember('demo') });
    await user.click(await screen.findByRole('button', { name: '멤버십 카드' }));
    expect(store.getState().popup.barcode).toBe(true);
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
    // Spec §9: the shell's barcode is 50 high on the card, 70 when enlarged for the scanner.
    expect(screen.getByTestId('barcode-image')).toHaveAttribute('data-height', '50');
    await user.click(screen.getByRole('button', { name: '크게 보기' }));
    expect(screen.getByTestId('barcode-image')).toHaveAttribute('data-height', '70');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: '매장 변경' }));
    expect(store.getState().popup.mainStore).toBe(true);
  });

  it('given the my page call fails, when the member retries, then the page shows', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/mypage/init', 400);
    renderApp({ route: '/mypage', ...asMember('silver') });
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '박실버님, 반가워요' })).toBeInTheDocument();
  });

  it('given a member, when they log out, then storages are cleared, the shell logs out and the sign-on host ends its session with the member token', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(() => Promise.resolve());
    sessionStorage.setItem('threadId', 't-1');
    localStorage.setItem(STORAGE_KEYS.autoLoginState, 'Y');
    const { store, left } = renderApp({ route: '/mypage', inWebView: true, bridge: { logout }, ...asMember('gold') });
    const acesTkn = localStorage.getItem(STORAGE_KEYS.acesTkn);
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('로그아웃하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '로그아웃' }));
    // Spec §4: the sign-on logout page with the access token ('=' replaced), which comes back to /login.
    await waitFor(() =>
      expect(left).toEqual([`${window.location.origin}/sso/callLogout.sso?acesTkn=${encodeURIComponent(acesTkn ?? '')}`]),
    );
    // Everything but the device's own answers (the age confirmation, the language) is gone.
    expect(Object.keys(localStorage).filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(getApiRuntime().config.tokenStore.get()).toEqual({});
    expect(logout).toHaveBeenCalled();
    expect(selectLoggedIn(store.getState())).toBe(false);
  });

  it("given a mart and Bottle member, when they choose 비밀번호 변경, then the chain's password page opens with both memberships (pwCampBridge.sso)", async () => {
    const user = userEvent.setup();
    const { left } = renderApp({ route: '/mypage', ...asMember('demo') });
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(left).toEqual([`${window.location.origin}/sso/pwCampBridge.sso?martgoMemberYn=Y&bottleMemberYn=Y`]));
  });

  it('given a Bottle-only member, when they choose 비밀번호 변경, then the page is told they are no mart member', async () => {
    const user = userEvent.setup();
    const { left } = renderApp({ route: '/mypage', ...asMember('silver') });
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(left.at(-1)).toContain('martgoMemberYn=N&bottleMemberYn=Y'));
  });

  it('given a member, when logout is pressed and the confirm is cancelled, then they stay logged in', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/mypage', ...asMember('gold') });
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(router.state.location.pathname).toBe('/mypage');
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(getApiRuntime().config.tokenStore.get().accessToken).toBeTruthy();
  });

  it('given a member, when they withdraw, then the screen says what they lose, takes an optional reason, has them sign on again, and only then withdraws', async () => {
    const user = userEvent.setup();
    await loadScreens('/mypage', '/mypage/withdraw');
    const { left, router } = renderApp({ route: '/mypage', ...asMember('family') });
    await user.click(await screen.findByRole('link', { name: '회원 탈퇴' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeInTheDocument();
    const loss = screen.getByRole('region', { name: '탈퇴하면 사라지는 것' });
    expect(loss).toHaveTextContent('사용할 수 있는 쿠폰 2장');
    expect(loss).toHaveTextContent('패밀리 등급과 등급 혜택');
    expect(loss).toHaveTextContent('진행 중인 픽업 예약 0건');
    // No withdrawal before the identity check.
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '가까운 매장이 없어요' }));
    await user.click(screen.getByRole('button', { name: '본인 확인하고 계속하기' }));
    const sent = new URL(left.at(-1) ?? '', 'http://localhost');
    expect(sent.pathname).toBe('/sso/callScreenInit.sso');
    expect(sent.searchParams.get('callType')).toBe('LOGIN');
    expect(sent.searchParams.get('redirect_path')).toBe('/mypage/withdraw');
    // The host signs the same member on and sends them back.
    const again = mock.backend.login('family', 'bottle1234');
    await router.navigate(
      `${SSO_RETURN_PATH}?callType=LOGIN&ssoTkn=${encodeURIComponent(again.ssoTkn ?? '')}&redirect_path=%2Fmypage%2Fwithdraw`,
    );
    expect(await screen.findByText('본인 확인이 끝났어요. 아래 버튼을 누르면 바로 탈퇴돼요.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '가까운 매장이 없어요' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    // The member reads the confirmation first; closing it leaves for the sign-on logout page.
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent('탈퇴가 완료되었습니다');
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(left.at(-1)).toMatch(/\/sso\/callLogout\.sso\?acesTkn=/));
    expect(mock.backend.login('family', 'bottle1234').rspDtc).toBe('440');
    const events = ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e));
    expect(events).toContainEqual(['event', 'withdraw', expect.objectContaining({ reason: 'noStore' })]);
  });

  it('given a member with an open pickup reservation, when they open withdrawal, then it is refused with the way to their reservations, and the server refuses too', async () => {
    const session = asMember('family');
    const cno = mock.backend.memberOfAcesTkn(localStorage.getItem(STORAGE_KEYS.acesTkn) ?? '').cno;
    const product = dataset.products.find((p) => (p.stock['201'] ?? 0) > 0);
    mock.backend.createPickup(cno, {
      prd_cd: product?.prd_cd ?? '',
      qty: 1,
      str_cd: '201',
      pickup_dt: toYmd(mock.backend.now()),
      privacy_agree_yn: 'Y',
    });
    renderApp({ route: '/mypage/withdraw', ...session });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('진행 중인 픽업 예약이 1건 있어 지금은 탈퇴할 수 없어요.');
    expect(within(refusal).getByRole('link', { name: '픽업 예약 내역 보기' })).toHaveAttribute('href', '/pickup');
    expect(screen.queryByRole('button', { name: '본인 확인하고 계속하기' })).not.toBeInTheDocument();
    expect(() => mock.backend.withdraw(session.tokens.accessToken ?? '')).toThrow(/open/);
  });

  it('given another member signs on in between, then the withdrawal is not confirmed for anyone', async () => {
    const user = userEvent.setup();
    const { left, router } = renderApp({ route: '/mypage/withdraw', ...asMember('family') });
    await user.click(await screen.findByRole('button', { name: '본인 확인하고 계속하기' }));
    expect(left.at(-1)).toContain('callType=LOGIN');
    const other = mock.backend.login('silver', 'bottle1234');
    await router.navigate(
      `${SSO_RETURN_PATH}?callType=LOGIN&ssoTkn=${encodeURIComponent(other.ssoTkn ?? '')}&redirect_path=%2Fmypage%2Fwithdraw`,
    );
    // The return exchanges the key and comes back to withdrawal: a few calls and a screen's code,
    // seconds on a loaded 2-core machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/withdraw'), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: '본인 확인하고 계속하기' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).not.toBeInTheDocument();
  });
});

/** The user-service calls the app makes from now on, with their JSON bodies and answers. */
function userServiceCalls(): { path: string; body: unknown; answer: unknown }[] {
  const calls: { path: string; body: unknown; answer: unknown }[] = [];
  const byId = new Map<string, (typeof calls)[number]>();
  const json = (message: Request | Response, set: (value: unknown) => void) =>
    void message
      .clone()
      .json()
      .then(set, () => undefined);
  const record = ({ request, requestId }: { request: Request; requestId: string }) => {
    const full = new URL(request.url).pathname;
    const at = full.search(/\/(fo|app\/member)\//);
    if (request.method !== 'POST' || at < 0) return;
    const path = full.slice(at);
    const entry = { path, body: undefined as unknown, answer: undefined as unknown };
    calls.push(entry);
    byId.set(requestId, entry);
    json(request, (body) => (entry.body = body));
  };
  const answered = ({ response, requestId }: { response: Response; requestId: string }) => {
    const entry = byId.get(requestId);
    if (entry) json(response, (answer) => (entry.answer = answer));
  };
  mock.server.events.on('request:start', record);
  mock.server.events.on('response:mocked', answered);
  onTestFinished(() => {
    mock.server.events.removeListener('request:start', record);
    mock.server.events.removeListener('response:mocked', answered);
  });
  return calls;
}

/** What a visitor types at sign-up: a new member's identity. */
const PROFILE = { id: 'newmember1', password: 'bottle2026', name: '김새내', phone: '010-9876-5432', birth: '19950305' };

async function fillProfile(user: ReturnType<typeof userEvent.setup>, over: Partial<typeof PROFILE> = {}) {
  const p = { ...PROFILE, ...over };
  await user.type(await screen.findByRole('textbox', { name: '아이디' }), p.id);
  await user.type(screen.getByLabelText('비밀번호'), p.password);
  await user.type(screen.getByLabelText('비밀번호 확인'), p.password);
  await user.type(screen.getByRole('textbox', { name: '이름' }), p.name);
  await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), p.phone);
  await user.type(screen.getByRole('textbox', { name: '생년월일' }), p.birth);
}

describe('sign-up agreements (spec §5)', { timeout: 20_000 }, () => {
  it('given the agreements, then each is labelled required or optional and submit waits for every required one', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/signup' });
    const required = await screen.findByRole('checkbox', { name: '(필수) 서비스 이용약관' });
    expect(screen.getByRole('checkbox', { name: '(선택) 마케팅 정보 수신 동의' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '동의하고 가입하기' });
    expect(submit).toBeDisabled();
    await user.click(required);
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: '(선택) 마케팅 정보 수신 동의' }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: '(필수) 개인정보 수집 및 이용 동의' }));
    expect(submit).toBeDisabled();
  });

  it('given some choices, when the page reloads, then the choices are still there (session draft)', async () => {
    const user = userEvent.setup();
    const first = renderApp({ route: '/signup' });
    await user.click(await screen.findByRole('checkbox', { name: '(필수) 서비스 이용약관' }));
    first.unmount();
    renderApp({ route: '/signup' });
    expect(await screen.findByRole('checkbox', { name: '(필수) 서비스 이용약관' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '(선택) 마케팅 정보 수신 동의' })).not.toBeChecked();
  });

  it('given an agreement, when its text is opened, then the Terms popup shows it', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/signup' });
    await user.click(await screen.findByRole('button', { name: '서비스 이용약관 보기' }));
    expect(store.getState().popup.terms?.title).toBe('서비스 이용약관');
    expect(await screen.findByRole('dialog', { name: '서비스 이용약관' })).toBeInTheDocument();
  });

  it('given every agreement accepted, when the visitor signs up, then they are logged in and the draft is gone', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/signup' });
    await fillProfile(user);
    await user.click(await screen.findByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(sessionStorage.getItem('bottle.draft.account.signup')).toBeNull();
    expect(sessionStorage.getItem('bottle.draft.account.signupProfile')).toBeNull();
  });

  it('given a visitor, when they sign up with their ID, password, name, phone, birth date and a main store, then a new member with that identity exists, with an empty history, and my page greets them by name', async () => {
    const user = userEvent.setup();
    await loadScreens('/signup', '/mypage');
    const calls = userServiceCalls();
    const { router } = renderApp({ route: '/signup' });
    await fillProfile(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: '주 이용 매장' }), '보틀 서울역점');
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = calls.find((c) => c.path === '/fo/user/sso/signup')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      login_id: 'newmember1',
      password: 'bottle2026',
      user_name: '김새내',
      mbl_no: '01098765432',
      brth_dt: '19950305',
      def_str_cd: '201',
    });
    const [member] = Object.values(mock.backend.state.signups ?? {});
    expect(member).toMatchObject({ login_id: 'newmember1', user_name: '김새내', coupons: [], receipts: [], grade: 1 });
    expect(mock.backend.memberState(member?.cno ?? '').def_str_cd).toBe('201');
    await router.navigate('/mypage');
    expect(await screen.findByRole('heading', { name: '김새내님, 반가워요' })).toBeInTheDocument();
  });

  it('given a malformed identity, then each field says what is wrong, the first takes the focus, nothing is sent, and what was typed (but the password) is kept across a reload', async () => {
    const user = userEvent.setup();
    const calls = userServiceCalls();
    const first = renderApp({ route: '/signup' });
    await fillProfile(user, { id: 'X1', birth: '20200101' });
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    const id = screen.getByRole('textbox', { name: '아이디' });
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription(expect.stringContaining('영문 소문자로 시작하는 영문 소문자·숫자 4~20자로 입력해 주세요.'));
    expect(id).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '생년월일' })).toHaveAccessibleDescription(
      expect.stringContaining('올해 19세가 되는 분부터 가입할 수 있어요.'),
    );
    expect(calls.map((c) => c.path)).not.toContain('/fo/user/sso/signup');
    first.unmount();
    renderApp({ route: '/signup' });
    expect(await screen.findByRole('textbox', { name: '아이디' })).toHaveValue('X1');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('김새내');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
    expect(sessionStorage.getItem('bottle.draft.account.signupProfile')).not.toContain('bottle2026');
  });

  it('given an ID already in use, when they sign up, then the ID field says so and they stay on the form', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/signup' });
    await fillProfile(user, { id: 'demo' });
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    const id = screen.getByRole('textbox', { name: '아이디' });
    await waitFor(() => expect(id).toHaveAccessibleDescription(expect.stringContaining('이미 사용 중인 아이디예요.')));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('given a visitor (a stale member token left in storage), when they sign up with the required agreements, then the sign-on sign-up is called with Y for each required one, N for the optional ones and no member token, and they are signed in', async () => {
    const user = userEvent.setup();
    const calls = userServiceCalls();
    localStorage.setItem(STORAGE_KEYS.acesTkn, 'demo-aces.100000006');
    const { store, router } = renderApp({ route: '/signup' });
    expect(
      await screen.findByText('보틀 회원이 되려면 회원 정보와 주 이용 매장을 입력하고 아래 약관에 동의해 주세요.'),
    ).toBeInTheDocument();
    await fillProfile(user);
    for (const box of screen.getAllByRole('checkbox').filter((b) => b.getAttribute('aria-required') === 'true')) await user.click(box);
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.map((c) => c.path).slice(0, 2)).toEqual(['/fo/user/sso/signup/agmt/list', '/fo/user/sso/signup']);
    expect(calls.map((c) => c.path)).not.toContain('/fo/user/ssobottle/signup');
    const sent = calls[1]?.body as { acesTkn?: string; agmt_list: { agmt_id: string; agree_yn: string }[] };
    expect(sent.acesTkn).toBeUndefined();
    const listed = (calls[0]?.answer as { agmt_list: { agmt_id: string; must_yn: string }[] }).agmt_list;
    const mustOf = new Map(listed.map((a) => [a.agmt_id, a.must_yn]));
    expect([...mustOf.values()]).toEqual(expect.arrayContaining(['Y', 'N']));
    expect(sent.agmt_list.length).toBe(mustOf.size);
    for (const c of sent.agmt_list) expect(c.agree_yn).toBe(mustOf.get(c.agmt_id));
    expect(selectLoggedIn(store.getState())).toBe(true);
  });

  it("given a signed-on mart member who is no Bottle member, when my page offers the sign-up and they join, then Bottle's agreements and sign-up are called with their member token and they stay themselves, now a member", async () => {
    const user = userEvent.setup();
    // The wait for my page spans two screens: their code is loaded first.
    await loadScreens('/signup', '/mypage');
    const session = asMember('mart');
    const acesTkn = localStorage.getItem(STORAGE_KEYS.acesTkn) ?? '';
    const calls = userServiceCalls();
    const { router } = renderApp({ route: '/mypage', ...session });
    const prompt = await screen.findByText('아직 보틀 회원이 아니에요. 가입하면 픽업 예약과 등급 혜택을 받을 수 있어요.');
    await user.click(within(prompt.parentElement as HTMLElement).getByRole('link', { name: '보틀 회원 가입' }));
    expect(await screen.findByText('롯데마트 회원 계정 그대로 보틀에 가입해요. 아래 약관에 동의해 주세요.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const paths = calls.map((c) => c.path);
    expect(paths).toContain('/fo/user/ssobottle/agmt/list');
    expect(paths).not.toContain('/fo/user/sso/signup/agmt/list');
    expect(calls.find((c) => c.path === '/fo/user/ssobottle/signup')?.body).toMatchObject({ acesTkn });
    expect(localStorage.getItem(STORAGE_KEYS.acesTkn)).toBe(acesTkn);
    await router.navigate('/mypage');
    expect(await screen.findByRole('heading', { name: '한마트님, 반가워요' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/아직 보틀 회원이 아니에요/)).not.toBeInTheDocument());
  });

  it('given a signed-on member of neither service, when they accept the sign-on agreements, then sso-agmt is called with their member token and the answer signs them in', async () => {
    const user = userEvent.setup();
    mock.server.use(http.post('*/fo/user/ssobottle/ismember', () => HttpResponse.json({ mart_member_yn: 'N', bottle_member_yn: 'N' })));
    const session = asMember('family');
    const acesTkn = localStorage.getItem(STORAGE_KEYS.acesTkn) ?? '';
    const calls = userServiceCalls();
    const { router } = renderApp({ route: '/signup', ...session });
    expect(await screen.findByText('롯데 통합 회원 약관에 동의하면 지금 로그인한 계정으로 보틀을 이용할 수 있어요.')).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: '동의하고 가입하기' });
    await user.click(screen.getByRole('checkbox', { name: '(필수) 서비스 이용약관' }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = calls.find((c) => c.path === '/fo/user/sso/signup/sso-agmt')?.body as {
      acesTkn: string;
      agmt_list: { agree_yn: string }[];
    };
    expect(sent.acesTkn).toBe(acesTkn);
    expect(sent.agmt_list.every((c) => c.agree_yn === 'Y')).toBe(true);
    expect(calls.map((c) => c.path)).not.toContain('/fo/user/sso/signup');
    expect(calls.map((c) => c.path)).not.toContain('/fo/user/ssobottle/signup');
  });

  it('given a signed-on member of neither service, when sso-agmt refuses, then the form says so and keeps the choices', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.post('*/fo/user/ssobottle/ismember', () => HttpResponse.json({ mart_member_yn: 'N', bottle_member_yn: 'N' })),
      http.post('*/fo/user/sso/signup/sso-agmt', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderApp({ route: '/signup', ...asMember('family') });
    await user.click(await screen.findByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('가입하지 못했습니다. 선택하신 동의 내용은 그대로 남아 있어요.');
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).toBeChecked();
  });

  it('given a Bottle member, when sign-up opens, then the member check says they are already a member', async () => {
    renderApp({ route: '/signup', ...asMember('demo') });
    expect(await screen.findByText('이미 보틀 회원이에요. 바로 서비스를 이용할 수 있어요.')).toBeInTheDocument();
  });
});
