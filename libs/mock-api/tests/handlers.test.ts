import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, isPublicEndpoint, isTokenFreePath, SSP_HEADERS, THREAD_ID_HEADER } from '@bottle/domain';
import type { LoginResponse, MainBannerResponse, StoreInfoResponse, StoreListResponse } from '@bottle/api';
import { BASE, gatewayCall, gatewayHeaders, logIn, setupMockServer } from './support/mock-http';
import { TOKEN_TTL_MS } from '../src/state/backend';
import { toYmd } from '@bottle/domain';

const mock = setupMockServer({ accessTokenTtlMs: 60_000, refreshTokenTtlMs: 600_000 });

const headers = (service: 'bottle' | 'user', token?: string) => gatewayHeaders({ service, token });
const call = gatewayCall;

const login = logIn;

/** Paths of every endpoint libs/api defines: its endpoint files, read as text (no deep import). */
function libsApiPaths(): string[] {
  const dir = resolve(__dirname, '../../api/src/endpoints');
  const paths = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/['`](\/(?:app|v2|fo|tokens)\/[A-Za-z0-9/_-]+)['`]/g))
      if (m[1]) paths.add(m[1]);
  }
  return [...paths];
}

describe('the endpoint list', () => {
  it('has a handler for every endpoint of spec §7 (libs/domain ENDPOINTS) with its method', () => {
    const have = new Set(mock.routes.map((r) => `${r.method} ${r.path}`));
    const missing = ENDPOINTS.filter((e) => !have.has(`${e.method} ${e.path}`)).map((e) => e.path);
    expect(missing).toEqual([]);
    expect(ENDPOINTS.length).toBeGreaterThan(90);
  });

  it('has a handler for every path libs/api calls, including its documented assumptions', () => {
    const have = new Set(mock.routes.map((r) => r.path));
    const paths = libsApiPaths();
    expect(paths.length).toBeGreaterThan(60);
    expect(paths.filter((p) => !have.has(p))).toEqual([]);
  });

  it("answers without a token only calls libs/api knows as public (a visitor's call to any other warns in the console)", () => {
    // libs/api's list of the public calls it adds beyond the spec's, read as text (no deep import).
    const extra = readFileSync(resolve(__dirname, '../../api/src/lib/public-paths.ts'), 'utf8');
    const extraPaths = new Set([...extra.matchAll(/^\s+'(\/app\/[A-Za-z0-9/_-]+)',$/gm)].map((m) => m[1]));
    expect(extraPaths.size).toBeGreaterThan(5);
    const open = mock.routes.filter((r) => r.service === 'bottle' && r.auth === 'optional').map((r) => r.path);
    expect(open.length).toBeGreaterThan(40);
    expect(open.filter((p) => !isPublicEndpoint(p) && !isTokenFreePath(p) && !extraPaths.has(p))).toEqual([]);
  });

  it('registers each path once', () => {
    const keys = mock.routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the gateway', () => {
  it('given a call without x-ssp-channel 3, then it answers 403 with a gateway code', async () => {
    const r = await fetch(`${BASE}/app/store/list`, {
      method: 'POST',
      headers: { ...headers('bottle'), [SSP_HEADERS.channel]: '1' },
      body: '{}',
    });
    expect(r.status).toBe(403);
    expect(await r.json()).toMatchObject({ rspC: 'GW', rspDtc: '403' });
  });

  it('given a bottle call with the user service header, then it answers 403', async () => {
    const r = await fetch(`${BASE}/app/store/list`, { method: 'POST', headers: headers('user'), body: '{}' });
    expect(r.status).toBe(403);
  });

  it('given a body that is not JSON, then it answers 400', async () => {
    const r = await fetch(`${BASE}/app/store/info`, { method: 'POST', headers: headers('bottle'), body: '{oops' });
    expect(r.status).toBe(400);
  });
});

describe('walking skeleton endpoints', () => {
  it('answers the main banners by area', async () => {
    const { status, body } = await call<MainBannerResponse>('/app/main/banner/area/info');
    expect(status).toBe(200);
    expect(body.area_list.length).toBeGreaterThan(0);
    expect(body.area_list[0]?.bnr_list[0]).toMatchObject({ bnr_no: expect.any(String), link_kind: 'APPLIST' });
  });

  it('lists stores including 201 and 361, and details a store with holidays', async () => {
    const list = await call<StoreListResponse>('/app/store/list');
    expect(list.body.str_list.map((s) => s.str_cd)).toEqual(expect.arrayContaining(['201', '361']));
    const info = await call<StoreInfoResponse>('/app/store/info', { strCd: '201' });
    expect(info.body).toMatchObject({ str_cd: '201', str_tel_no: expect.any(String), pick_desk_info: expect.any(String) });
    expect(info.body.hldy_list.length).toBeGreaterThan(2);
    expect((await call('/app/store/info', { strCd: '999' })).status).toBe(404);
  });
});

describe('auth over HTTP', () => {
  it('given no token on an authenticated call, then 401', async () => {
    expect((await call('/app/member/user/info')).status).toBe(401);
  });

  it('given an expired access token, then 401, and the refresh call gives a pair that works', async () => {
    const session = await login();
    expect((await call('/app/member/user/info', {}, { token: session.access_token })).status).toBe(200);
    mock.backend.clock.set(Date.now() + 61_000);
    expect((await call('/app/member/user/info', {}, { token: session.access_token })).status).toBe(401);
    const refreshed = await fetch(`${BASE}/tokens/token-refresh`, {
      headers: { ...headers('bottle'), [SSP_HEADERS.refreshToken]: session.refresh_token ?? '' },
    });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as { token: string; refreshToken: string };
    expect((await call('/app/member/user/info', {}, { token: pair.token })).body).toMatchObject({ cno: '100000001', def_str_cd: '361' });
  });

  it('given the SSO token the sign-on host handed back, when auto-sso gets it, then the member is logged in once; a second use, a made-up or an expired one is refused', async () => {
    const first = await login();
    expect(first.ssoTkn).toMatch(/^demo-sso\.[A-Za-z0-9_-]{32}$/);
    const back = (await call<LoginResponse>('/fo/user/ssobottle/login/auto-sso', { ssoTkn: first.ssoTkn }, { service: 'user' })).body;
    expect(back).toMatchObject({ access_token: expect.any(String) });
    expect(mock.backend.memberOfAcesTkn(back.acesTkn).cno).toBe('100000001');
    expect(back.rspC).toBeUndefined();
    expect((await call('/app/member/user/info', {}, { token: back.access_token })).status).toBe(200);
    // Single use: the same token again (a replay from the history or a log) opens nothing.
    expect(
      (await call<LoginResponse>('/fo/user/ssobottle/login/auto-sso', { ssoTkn: first.ssoTkn }, { service: 'user' })).body,
    ).toMatchObject({ rspC: '40', rspDtc: '401' });
    // Guessing another member's token does not work (it is random, not derived from the member).
    expect(
      (await call<LoginResponse>('/fo/user/ssobottle/login/auto-sso', { ssoTkn: 'demo-sso.100000002' }, { service: 'user' })).body,
    ).toMatchObject({ rspC: '40', rspDtc: '401' });
    // Minutes only: a token not used within TOKEN_TTL_MS.sso is refused.
    const late = (await login()).ssoTkn;
    mock.backend.clock.set(Date.now() + TOKEN_TTL_MS.sso + 1_000);
    expect((await call<LoginResponse>('/fo/user/ssobottle/login/auto-sso', { ssoTkn: late }, { service: 'user' })).body).toMatchObject({
      rspC: '40',
      rspDtc: '401',
    });
  });

  it('given a login error ID, then the login answers its rspC/rspDtc', async () => {
    expect(await login('err415')).toMatchObject({ rspC: '44', rspDtc: '415', rspMsgCn: expect.stringContaining('44-415') });
    expect(await login('err98')).toMatchObject({ rspC: '98', rspDtc: '999' });
  });
});

describe('tokens nobody can guess', () => {
  const user = <T = LoginResponse>(path: string, body: unknown, token?: string) =>
    call<T>(`/fo/user/ssobottle/${path}`, body, { service: 'user', ...(token ? { token } : {}) });

  it('given every token a login answers, then each is random (no member number, no counter) and differs from the next login', async () => {
    const a = await login();
    const b = await login();
    for (const key of ['access_token', 'refresh_token', 'acesTkn', 'rnwTkn', 'ssoTkn'] as const) {
      expect(a[key], key).toMatch(/^demo-[a-z]+\.[A-Za-z0-9_-]{32}$/);
      expect(a[key], key).not.toContain('100000001');
      expect(a[key], key).not.toBe(b[key]);
    }
  });

  it('given tokens made up from a member number or a login ID, then none logs anyone in', async () => {
    await login();
    expect((await user('login/auto-bt', { acesTkn: 'demo-aces.100000001' })).body).toMatchObject({ rspC: '44', rspDtc: '401' });
    expect((await user('login/easy', { easy_login_key: 'demo-easy-demo', device_id: 'web' })).body).toMatchObject({
      rspC: '44',
      rspDtc: '439',
    });
    expect((await user('login/apple-info', { apple_key: 'demo-apple-demo' })).body).toMatchObject({ rspC: '44', rspDtc: '439' });
    for (const provider of ['kakao', 'naver']) {
      expect((await user('login/social', { provider, access_token: `demo-${provider}-demo` })).body).toMatchObject({
        rspC: '44',
        rspDtc: '439',
      });
    }
    expect((await call('/app/member/user/info', {}, { token: 'demo-at.100000001.1002' })).status).toBe(401);
  });

  it('given keys the sign-on host issued, then they log their member in until they expire', async () => {
    const easy = mock.backend.issueLoginKey('easy', 'gold');
    const apple = mock.backend.issueLoginKey('apple', 'gold');
    const byEasy = (await user('login/easy', { easy_login_key: easy, device_id: 'web' })).body;
    expect(mock.backend.memberOfAcesTkn(byEasy.acesTkn).login_id).toBe('gold');
    expect((await user('login/apple-info', { apple_key: apple })).body.access_token).toBeTruthy();
    const auto = (await user('login/auto-bt', { acesTkn: byEasy.acesTkn })).body;
    expect(auto.access_token).toBeTruthy();
    mock.backend.clock.set(Date.now() + TOKEN_TTL_MS.loginKey + 1_000);
    expect((await user('login/easy', { easy_login_key: easy, device_id: 'web' })).body).toMatchObject({ rspC: '44', rspDtc: '439' });
    expect((await user('login/auto-bt', { acesTkn: byEasy.acesTkn })).body).toMatchObject({ rspC: '44', rspDtc: '401' });
  });

  it('given a member who logs out, then none of their tokens or keys opens a session any more', async () => {
    const session = await login();
    const easy = mock.backend.issueLoginKey('easy', 'demo');
    expect((await user('logout', {}, session.access_token)).status).toBe(200);
    expect((await call('/app/member/user/info', {}, { token: session.access_token })).status).toBe(401);
    const refreshed = await fetch(`${BASE}/tokens/token-refresh`, {
      headers: { ...headers('bottle'), [SSP_HEADERS.refreshToken]: session.refresh_token ?? '' },
    });
    expect(refreshed.status).toBe(401);
    expect((await user('login/auto-bt', { acesTkn: session.acesTkn })).body).toMatchObject({ rspC: '44', rspDtc: '401' });
    expect((await user('login/auto-sso', { ssoTkn: session.ssoTkn })).body).toMatchObject({ rspC: '40', rspDtc: '401' });
    expect((await user('login/easy', { easy_login_key: easy, device_id: 'web' })).body).toMatchObject({ rspC: '44', rspDtc: '439' });
  });
});

describe('sign-up over HTTP', () => {
  /** A user-service call whose answer is a login (sign-up, the sign-on terms, social sign-in). */
  const userLogin = async (path: string, body: Record<string, unknown>) =>
    (await call<LoginResponse>(path, body, { service: 'user' })).body;
  const agreements = async (path: string) =>
    (await call<{ agmt_list: { agmt_id: string; agmt_ver: string; must_yn: string }[] }>(path, {}, { service: 'user' })).body.agmt_list;
  const consent = (list: { agmt_id: string; agmt_ver: string; must_yn: string }[], only: 'required' | 'all') =>
    list.map((a) => ({ agmt_id: a.agmt_id, agmt_ver: a.agmt_ver, agree_yn: only === 'all' || a.must_yn === 'Y' ? 'Y' : 'N' }));
  const memberCheck = async (token: string | undefined) =>
    (await call<{ bottle_member_yn: string }>('/fo/user/ssobottle/ismember', {}, { service: 'user', token })).body.bottle_member_yn;

  it('given a signed-on mart member, when they join Bottle with their acesTkn, then they are signed in as themselves and the member check says Bottle Y', async () => {
    const mart = await login('mart');
    expect(await memberCheck(mart.access_token)).toBe('N');
    const list = await agreements('/fo/user/ssobottle/agmt/list');
    const joined = await userLogin('/fo/user/ssobottle/signup', { acesTkn: mart.acesTkn, agmt_list: consent(list, 'required') });
    expect(joined).toMatchObject({ acesTkn: mart.acesTkn, bottle_member_yn: 'Y', access_token: expect.any(String) });
    expect(await memberCheck(joined.access_token)).toBe('Y');
  });

  it('given a signed-on member, when they accept the sign-on terms at sso-agmt, then the answer is a login of that member; without a required one it is refused', async () => {
    const member = await login('family');
    const list = await agreements('/fo/user/sso/signup/agmt/list');
    const refused = await call<LoginResponse>(
      '/fo/user/sso/signup/sso-agmt',
      { acesTkn: member.acesTkn, agmt_list: consent(list, 'required').map((c) => ({ ...c, agree_yn: 'N' })) },
      { service: 'user' },
    );
    expect(refused.body.rspC).toBeDefined();
    const acceptAll = (acesTkn: string | undefined) =>
      userLogin('/fo/user/sso/signup/sso-agmt', { acesTkn, agmt_list: consent(list, 'all') });
    expect(await acceptAll(member.acesTkn)).toMatchObject({ acesTkn: member.acesTkn, access_token: expect.any(String) });
    expect((await acceptAll('demo-aces.999')).rspC).toBe('44');
    // A member token made from a member number (they are sequential) is no token at all.
    expect((await acceptAll('demo-aces.100000002')).rspC).toBe('44');
  });

  const profile = { login_id: 'newmember1', password: 'bottle2026', user_name: '김새내', mbl_no: '01098765432', brth_dt: '19950305' };

  it('given a visitor, when they sign up with an identity and a store, then a new member exists with that name and store, an empty history, Family grade, and their own ID and password log in', async () => {
    const list = await agreements('/fo/user/sso/signup/agmt/list');
    const joined = await userLogin('/fo/user/sso/signup', { ...profile, def_str_cd: '201', agmt_list: consent(list, 'required') });
    expect(joined).toMatchObject({ access_token: expect.any(String), bottle_member_yn: 'Y', mart_member_yn: 'N' });
    expect(joined.acesTkn).not.toBe('demo-aces.100000008');
    const token = joined.access_token;
    expect((await call('/app/member/user/info', {}, { token })).body).toMatchObject({
      user_name: '김새내',
      def_str_cd: '201',
      grade_cd: '1',
    });
    expect((await call('/app/mypage/init', {}, { token })).body).toMatchObject({
      user_name: '김새내',
      coupon_cnt: 0,
      pickup_cnt: 0,
      bnkr_cnt: 0,
      alarm_cnt: 0,
    });
    expect((await call('/app/mypage/usergrade', {}, { token })).body).toMatchObject({ purchase_amt: 0 });
    expect((await call<{ coupon_list: unknown[] }>('/app/mypage/coupon/list', {}, { token })).body.coupon_list).toEqual([]);
    expect((await call<{ list: unknown[] }>('/v2/hybridapp/receipt/list', {}, { token })).body.list).toEqual([]);
    expect(mock.backend.memberOfAcesTkn((await login('newmember1', 'bottle2026')).acesTkn).cno).toBe(
      mock.backend.memberOfAcesTkn(joined.acesTkn).cno,
    );
    expect(await login('newmember1', 'wrong-pass1')).toMatchObject({ rspC: '44', rspDtc: '401' });
  });

  it('given no store chosen, then the main store is 361 (spec §2 skip)', async () => {
    const list = await agreements('/fo/user/sso/signup/agmt/list');
    const joined = await userLogin('/fo/user/sso/signup', { ...profile, agmt_list: consent(list, 'required') });
    expect((await call('/app/member/user/info', {}, { token: joined.access_token })).body).toMatchObject({ def_str_cd: '361' });
  });

  it("given a taken ID, a phone already a member's, someone under 19, or a malformed field, then the sign-up is refused with its answer and no member is made", async () => {
    const list = await agreements('/fo/user/sso/signup/agmt/list');
    const signup = async (over: Record<string, string>) =>
      call<LoginResponse>('/fo/user/sso/signup', { ...profile, ...over, agmt_list: consent(list, 'required') }, { service: 'user' });
    expect((await signup({ login_id: 'demo' })).body).toMatchObject({ rspC: '44', rspDtc: '441' });
    expect((await signup({ login_id: 'err415' })).body).toMatchObject({ rspC: '44', rspDtc: '441' });
    expect((await signup({})).body.access_token).toEqual(expect.any(String));
    expect((await signup({ login_id: 'othername' })).body).toMatchObject({ rspC: '44', rspDtc: '430' });
    expect((await signup({ login_id: 'younger1', mbl_no: '01011112222', brth_dt: '20200101' })).body).toMatchObject({
      rspC: '44',
      rspDtc: '415',
    });
    expect((await signup({ login_id: 'x', mbl_no: '01011112222' })).status).toBe(400);
    expect(Object.keys(mock.backend.state.signups ?? {})).toHaveLength(1);
  });

  it('given a member who signs in with Kakao, then social-info lists Kakao linked with the date of that sign-in', async () => {
    const session = await userLogin('/fo/user/ssobottle/login/social', {
      provider: 'kakao',
      access_token: mock.backend.issueLoginKey('kakao', 'silver'),
    });
    const info = await call<{ social_list: { provider: string; link_yn: string; link_dt?: string }[] }>(
      '/fo/user/ssobottle/membs/social-info',
      { acesTkn: session.acesTkn },
      { service: 'user', token: session.access_token },
    );
    expect(info.body.social_list).toContainEqual({ provider: 'kakao', link_yn: 'Y', link_dt: expect.stringMatching(/^\d{14}$/) });
    expect(info.body.social_list).toContainEqual({ provider: 'naver', link_yn: 'N' });
  });

  it('given a member with an open pickup reservation, when they withdraw, then it is refused and they can still log in', async () => {
    const member = await login('family');
    const product = (await import('../src/data/dataset')).dataset.products.find((p) => (p.stock['201'] ?? 0) > 0);
    expect(
      (
        await call(
          '/app/pickup/create',
          { prd_cd: product?.prd_cd, qty: 1, str_cd: '201', pickup_dt: toYmd(Date.now()), privacy_agree_yn: 'Y' },
          { token: member.access_token },
        )
      ).status,
    ).toBe(200);
    expect((await call('/fo/user/ssobottle/withdraw', {}, { service: 'user', token: member.access_token })).status).toBe(409);
    expect((await login('family')).access_token).toEqual(expect.any(String));
  });

  it('given a member who withdrew, when they log in again, then the answer is 44-440 (withdrawn), whatever the way', async () => {
    const member = await login('family');
    expect((await call('/fo/user/ssobottle/withdraw', {}, { service: 'user', token: member.access_token })).status).toBe(200);
    expect(await login('family')).toMatchObject({ rspC: '44', rspDtc: '440' });
    expect(
      await userLogin('/fo/user/ssobottle/login/social', {
        provider: 'kakao',
        access_token: mock.backend.issueLoginKey('kakao', 'family'),
      }),
    ).toMatchObject({ rspC: '44', rspDtc: '440' });
  });
});

describe('a reservation over HTTP', () => {
  it('creates, lists, moves and cancels a pickup, with pushes', async () => {
    const { access_token: token } = await login();
    const product =
      mock.backend.state &&
      (await import('../src/data/dataset')).dataset.products.find((p) => (p.stock['361'] ?? 0) >= 2 && (p.stock['201'] ?? 0) >= 2);
    if (!product) throw new Error('no product');
    const created = await call<{ pickup_no: string }>(
      '/app/pickup/create',
      { prd_cd: product.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(Date.now()), privacy_agree_yn: 'Y' },
      { token },
    );
    expect(created.status).toBe(200);
    const list = await call<{ total_cnt: number; list: { status: string }[] }>('/app/pickup/list', {}, { token });
    expect(list.body.total_cnt).toBe(1);
    expect(list.body.list[0]?.status).toBe('RESERVED');
    expect((await call('/app/pickup/store/change', { pickup_no: created.body.pickup_no, str_cd: '201' }, { token })).status).toBe(200);
    expect((await call('/app/pickup/passcode', { pickup_no: created.body.pickup_no }, { token })).status).toBe(409);
    expect((await call('/app/pickup/cancel', { pickup_no: created.body.pickup_no }, { token })).status).toBe(200);
    const pushes = await call<{ list: { push_type: string }[] }>('/app/notice/push/list', {}, { token });
    expect(pushes.body.list.map((p) => p.push_type)).toEqual(['PICKUP_FORBIDDEN_PUSH_Y', 'PICKUP', 'PICKUP']);
  });
});

describe('scenarios', () => {
  it('makes an endpoint answer 500 once, then normally', async () => {
    mock.scenarios.fail('/app/store/list', 500);
    expect((await call('/app/store/list')).status).toBe(500);
    expect((await call('/app/store/list')).status).toBe(200);
  });

  it('makes an endpoint answer 401 so the client refreshes', async () => {
    mock.scenarios.fail('/app/main/popup/list', 401);
    expect((await call('/app/main/popup/list')).status).toBe(401);
  });

  it('makes an endpoint fail at the network level', async () => {
    mock.scenarios.networkError('/app/main/splash/list');
    await expect(fetch(`${BASE}/app/main/splash/list`, { method: 'POST', headers: headers('bottle'), body: '{}' })).rejects.toThrow();
  });

  it('refuses a scenario status outside 400-599', () => {
    expect(() => mock.scenarios.fail('/app/store/list', 200)).toThrow(RangeError);
  });
});

describe('chat over HTTP', () => {
  it('starts a thread, answers with the thread header, and keeps context on the next message', async () => {
    const first = await fetch(`${BASE}/app/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '스테이크에 어울리는 레드 와인 5만원 이하' }),
    });
    const thread = first.headers.get(THREAD_ID_HEADER);
    expect(thread).toBeTruthy();
    const a = (await first.json()) as { prd_list: { prd_cd: string; type_cd: string; sale_prc: number }[] };
    expect(a.prd_list.length).toBeGreaterThan(0);
    const second = await fetch(`${BASE}/app/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [THREAD_ID_HEADER]: thread ?? '' },
      body: JSON.stringify({ message: '더 저렴한 걸로' }),
    });
    expect(second.headers.get(THREAD_ID_HEADER)).toBe(thread);
    const b = (await second.json()) as { prd_list: { prd_cd: string; type_cd: string; sale_prc: number }[] };
    const cheapest = Math.min(...a.prd_list.map((p) => p.sale_prc));
    for (const p of b.prd_list) {
      expect(p.type_cd).toBe('034006001');
      expect(p.sale_prc).toBeLessThan(cheapest);
    }
  });

  it('records feedback', async () => {
    const r = await fetch(`${BASE}/app/chat/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message_id: 'msg-1', rating: 'up' }),
    });
    expect(await r.json()).toEqual({ message_id: 'msg-1', saved: true });
    expect(mock.backend.state.feedback).toHaveLength(1);
  });
});
