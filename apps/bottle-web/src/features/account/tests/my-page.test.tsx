/**
 * My page (spec §1 membership area, §2 my page; §4 logout) and sign-up (§3 agreements, §5
 * labels) against libs/mock-api. Members log in the way the app does: the SSO login call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getApiRuntime, type LoginResponse } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { renderApp, setupMockServer } from '../../../testing/render-app';

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
    for (const name of [/마이 벙커/, /픽업 예약 내역/, /쿠폰/, /전자영수증/, /알림함/, /설정/, /고객센터/]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('given a member, when they open the membership card and the store change, then the barcode and main-store popups open', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/mypage', ...asMember('demo') });
    await user.click(await screen.findByRole('button', { name: '멤버십 카드' }));
    expect(store.getState().popup.barcode).toBe(true);
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
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
    await waitFor(() => expect(left).toEqual([`${window.location.origin}/sso/callLogout.sso?acesTkn=${encodeURIComponent(acesTkn ?? '')}`]));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(getApiRuntime().config.tokenStore.get()).toEqual({});
    expect(logout).toHaveBeenCalled();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('given a mart and Bottle member, when they choose 비밀번호 변경, then the chain\'s password page opens with both memberships (pwCampBridge.sso)', async () => {
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

  it('given a member, when logout is pressed and the confirm is cancelled, then they stay logged in (issue 12)', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/mypage', ...asMember('gold') });
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(router.state.location.pathname).toBe('/mypage');
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(getApiRuntime().config.tokenStore.get().accessToken).toBeTruthy();
  });

  it('given a member, when they confirm withdrawal, then the account is gone and the session ends', async () => {
    const user = userEvent.setup();
    const { left } = renderApp({ route: '/mypage', ...asMember('family') });
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }));
    // The member reads the confirmation first; closing it leaves for the sign-on logout page.
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent('탈퇴가 완료되었습니다');
    expect(left).toEqual([]);
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(left[0]).toMatch(/\/sso\/callLogout\.sso\?acesTkn=/));
    expect(mock.backend.login('family', 'bottle1234').rspDtc).toBe('401');
  });
});

/** The user-service calls the app makes from now on, with their JSON bodies and answers. */
function userServiceCalls(): { path: string; body: unknown; answer: unknown }[] {
  const calls: { path: string; body: unknown; answer: unknown }[] = [];
  const byId = new Map<string, (typeof calls)[number]>();
  const json = (message: Request | Response, set: (value: unknown) => void) => void message.clone().json().then(set, () => undefined);
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
    await user.click(await screen.findByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(sessionStorage.getItem('bottle.draft.account.signup')).toBeNull();
  });

  it('given a visitor (a stale member token left in storage), when they sign up with the required agreements, then the sign-on sign-up is called with Y for each required one, N for the optional ones and no member token, and they are signed in', async () => {
    const user = userEvent.setup();
    const calls = userServiceCalls();
    localStorage.setItem(STORAGE_KEYS.acesTkn, 'demo-aces.100000006');
    const { store, router } = renderApp({ route: '/signup' });
    expect(await screen.findByText('보틀 서비스를 이용하려면 아래 약관에 동의해 주세요.')).toBeInTheDocument();
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
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('given a signed-on mart member who is no Bottle member, when my page offers the sign-up and they join, then Bottle\'s agreements and sign-up are called with their member token and they stay themselves, now a member', async () => {
    const user = userEvent.setup();
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
    const sent = calls.find((c) => c.path === '/fo/user/sso/signup/sso-agmt')?.body as { acesTkn: string; agmt_list: { agree_yn: string }[] };
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
