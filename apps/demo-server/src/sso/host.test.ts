/**
 * The sign-on host the demo server plays, over HTTP as a browser meets it: each page
 * is real HTML without script, and every way out goes back to the app by libs/api's contract
 * (A25) with what the app needs and nothing it must not get.
 */
import { describe, expect, it } from 'vitest';
import { SSO_RETURN_PATH, type LoginResponse } from '@bottle/api';
import { gatewayHeaders, serveFixture } from '../test-support';

// A fresh server per test: sign-ons change the demo state.
const server = serveFixture({}, 'each');

async function get(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual' });
}

async function post(path: string, fields: Record<string, string | string[]>, origin: string = server.url): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body,
  });
}

/** The way back to the app, parsed. */
function wayBack(res: Response): URL {
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.origin).toBe(server.url);
  expect(location.pathname).toBe(SSO_RETURN_PATH);
  return location;
}

/** One of the user service's login calls, as the app makes it after the way back. */
async function userCall(path: string, body: Record<string, string>): Promise<LoginResponse> {
  const res = await fetch(`${server.url}/user-api/fo/user/ssobottle/${path}`, {
    method: 'POST',
    headers: { ...gatewayHeaders('user'), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as LoginResponse;
}

async function autoSso(ssoTkn: string): Promise<LoginResponse> {
  return userCall('login/auto-sso', { ssoTkn });
}

describe('the login page (callScreenInit.sso, callType LOGIN)', () => {
  it('given the app sends a member, then a real page asks for the ID and password, lists the demo members, and carries no script', async () => {
    const res = await get('/sso/callScreenInit.sso?callType=LOGIN&redirect_path=%2Fmypage');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).toContain('<h1>통합 로그인</h1>');
    expect(page).toContain('<label for="login-id">아이디</label>');
    expect(page).toContain('<label for="login-password">비밀번호</label>');
    expect(page).toContain('<input type="hidden" name="redirect_path" value="/mypage">');
    expect(page).toContain('<caption>데모 회원</caption>');
    expect(page).toMatch(/<code>err405<\/code><\/th><td>44-405<\/td><td>알림 후 안내 화면으로 이동/);
    expect(page).not.toMatch(/<script|\sstyle=|\son\w+=/i);
  });

  it('given the right password, when the form is sent, then the member goes back to the app with an SSO token the app can exchange', async () => {
    const back = wayBack(await post('/sso/login.do', { login_id: 'demo', password: 'bottle1234', redirect_path: '/mypage' }));
    expect(back.searchParams.get('callType')).toBe('LOGIN');
    expect(back.searchParams.get('redirect_path')).toBe('/mypage');
    const ssoTkn = back.searchParams.get('ssoTkn') ?? '';
    expect(ssoTkn).toMatch(/^demo-sso\./);
    // Nothing else that grants access travels in the URL.
    expect([...back.searchParams.keys()].sort()).toEqual(['callType', 'redirect_path', 'ssoTkn']);
    const session = await autoSso(ssoTkn);
    expect(session).toMatchObject({ access_token: expect.any(String) });
    expect(server.api.backend.memberOfAcesTkn(session.acesTkn).cno).toBe('100000001');
    // Once only: the address it travelled in may be in a history or a log.
    expect(await autoSso(ssoTkn)).toMatchObject({ rspC: '40', rspDtc: '401' });
  });

  it('given a wrong password, then the page says so inline (spec §8 44-401) and keeps the ID, and nothing goes back', async () => {
    const res = await post('/sso/login.do', { login_id: 'demo', password: 'nope', redirect_path: '/' });
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain('role="alert">입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.</p>');
    expect(page).toContain('value="demo" aria-invalid="true" aria-describedby="login-form-error"');
  });

  it('given empty fields, then each says what is missing', async () => {
    const page = await (await post('/sso/login.do', { login_id: '', password: '', redirect_path: '/' })).text();
    expect(page).toContain('<p class="error" id="login-id-error">아이디를 입력해 주세요.</p>');
    expect(page).toContain('<p class="error" id="login-password-error">비밀번호를 입력해 주세요.</p>');
  });

  it('given a login ID of a spec §8 error, then the member goes back to the app with the error for it to handle', async () => {
    const back = wayBack(await post('/sso/login.do', { login_id: 'err404', password: 'x', redirect_path: '/' }));
    expect(back.searchParams.get('rspC')).toBe('44');
    expect(back.searchParams.get('rspDtc')).toBe('404');
    expect(back.searchParams.get('ssoTkn')).toBeNull();
  });

  it('given hostile input, then it is escaped, and a redirect_path off the origin becomes home', async () => {
    const page = await (await get('/sso/callScreenInit.sso?callType=LOGIN&redirect_path=%2F%2Fevil.example')).text();
    expect(page).toContain('name="redirect_path" value="/"');
    const res = await post('/sso/login.do', {
      login_id: '"><script>alert(1)</script>',
      password: 'x',
      redirect_path: 'https://evil.example/',
    });
    const echoed = await res.text();
    expect(echoed).not.toContain('<script>alert(1)</script>');
    expect(echoed).toContain('&quot;&gt;&lt;script&gt;');
    const back = wayBack(await post('/sso/login.do', { login_id: 'demo', password: 'bottle1234', redirect_path: '/\\evil.example' }));
    expect(back.searchParams.get('redirect_path')).toBe('/');
  });

  it('given a form posted from another site, then it is refused (no login CSRF)', async () => {
    const res = await post('/sso/login.do', { login_id: 'demo', password: 'bottle1234', redirect_path: '/' }, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
  });

  it('given an unknown callType, then the page says so with a way back to the app', async () => {
    const res = await get('/sso/callScreenInit.sso?callType=NOPE');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`href="${server.url}/login"`);
  });
});

describe('easy and Apple login, sign-up, the login-error pages', () => {
  it('given easy login, when a member is chosen, then they go back to the app with the easy-login key that login/easy takes', async () => {
    expect(await (await get('/sso/callScreenInit.sso?callType=EASY_LOGIN&redirect_path=%2F')).text()).toContain('<h1>간편 로그인</h1>');
    const back = wayBack(await post('/sso/member.do', { callType: 'EASY_LOGIN', login_id: 'gold', redirect_path: '/mypage' }));
    expect(back.searchParams.get('callType')).toBe('EASY_LOGIN');
    expect(back.searchParams.get('redirect_path')).toBe('/mypage');
    expect(back.searchParams.get('ssoTkn')).toBeNull();
    const key = back.searchParams.get('easy_login_key') ?? '';
    expect(key).toMatch(/^demo-easy\.[A-Za-z0-9_-]{32}$/);
    const session = await userCall('login/easy', { easy_login_key: key, device_id: 'web' });
    expect(server.api.backend.memberOfAcesTkn(session.acesTkn).cno).toBe('100000004');
  });

  it('given Apple login, when a member is chosen, then they go back to the app with the apple_key that login/apple-info takes', async () => {
    const back = wayBack(await post('/sso/member.do', { callType: 'APPLE_LOGIN', login_id: 'gold', redirect_path: '/' }));
    expect(back.searchParams.get('callType')).toBe('APPLE_LOGIN');
    const key = back.searchParams.get('apple_key') ?? '';
    expect(key).toMatch(/^demo-apple\.[A-Za-z0-9_-]{32}$/);
    const session = await userCall('login/apple-info', { apple_key: key });
    expect(server.api.backend.memberOfAcesTkn(session.acesTkn).cno).toBe('100000004');
  });

  it('given Apple login with no member chosen, then the page asks for one', async () => {
    const res = await post('/sso/member.do', { callType: 'APPLE_LOGIN', redirect_path: '/' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('회원을 선택해 주세요.');
  });

  it('given sign-up, then the page asks for the identity and the main store, the agreements are marked (필수)/(선택), and a missing or malformed field is named on the page', async () => {
    const page = await (await get('/sso/callScreenInit.sso?callType=JOIN&redirect_path=%2F')).text();
    for (const label of ['아이디', '비밀번호', '이름', '휴대폰 번호', '생년월일', '주 이용 매장'])
      expect(page).toContain(`>${label}</label>`);
    expect(page).toContain('(필수)');
    expect(page).toContain('(선택)');
    const refused = await post('/sso/join.do', {
      agmt_id: [],
      redirect_path: '/',
      login_id: 'Bad',
      password: 'secret',
      user_name: '',
      mbl_no: '010',
      brth_dt: '',
    });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain('필수 약관에 동의해 주세요');
    expect(text).toContain('영문 소문자로 시작하는 4~20자');
    expect(text).toContain('010으로 시작하는 휴대폰 번호');
    // What the member typed stays, but for the password.
    expect(text).toContain('value="Bad"');
    expect(text).not.toContain('value="secret"');
  });

  it('given a completed sign-up, then a new member exists with what they gave, an empty history and the store they chose, and logs in with their own ID and password', async () => {
    const page = await (await get('/sso/callScreenInit.sso?callType=JOIN&redirect_path=%2F')).text();
    const ids = [...page.matchAll(/name="agmt_id" value="([^"]+)"/g)].map((m) => m[1] ?? '');
    const profile = { login_id: 'hostnew1', password: 'wine2026go', user_name: '박가입', mbl_no: '010-2222-3333', brth_dt: '19900101' };
    const back = wayBack(await post('/sso/join.do', { agmt_id: ids, redirect_path: '/', def_str_cd: '201', ...profile }));
    expect(back.searchParams.get('callType')).toBe('JOIN');
    const session = await autoSso(back.searchParams.get('ssoTkn') ?? '');
    expect(session.acesTkn).toMatch(/^demo-aces\./);
    const app = async (path: string) =>
      (await (
        await fetch(`${server.url}/api${path}`, {
          method: 'POST',
          headers: gatewayHeaders('bottle', session.access_token),
          body: '{}',
        })
      ).json()) as Record<string, unknown>;
    expect(await app('/app/member/user/info')).toMatchObject({ user_name: '박가입', def_str_cd: '201', grade_cd: '1' });
    expect(await app('/app/mypage/init')).toMatchObject({ coupon_cnt: 0, pickup_cnt: 0, bnkr_cnt: 0 });
    expect(await app('/app/mypage/usergrade')).toMatchObject({ purchase_amt: 0 });
    expect(await app('/v2/hybridapp/receipt/list')).toMatchObject({ list: [] });
    // Their own ID and password log in; the ID is theirs now.
    expect(
      wayBack(await post('/sso/login.do', { login_id: 'hostnew1', password: 'wine2026go', redirect_path: '/' })).searchParams.get('ssoTkn'),
    ).toBeTruthy();
    const again = await post('/sso/join.do', { agmt_id: ids, redirect_path: '/', ...profile, mbl_no: '010-4444-5555' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('이미 사용 중인 아이디입니다.');
  });

  it('given a withdrawn member logs in again, then the answer says the account was withdrawn (44-440), not "recheck the ID or password"', async () => {
    const login = await userCall('login/auto-sso', { login_id: 'demo', password: 'bottle1234' });
    const withdrawn = await fetch(`${server.url}/user-api/fo/user/ssobottle/withdraw`, {
      method: 'POST',
      headers: gatewayHeaders('user', login.access_token),
      body: '{}',
    });
    expect(withdrawn.ok).toBe(true);
    const back = wayBack(await post('/sso/login.do', { login_id: 'demo', password: 'bottle1234', redirect_path: '/' }));
    expect([back.searchParams.get('rspC'), back.searchParams.get('rspDtc')]).toEqual(['44', '440']);
  });

  it('given a login-error page (RELEASE_LOGIN), then it explains the step and leads back to the app login', async () => {
    const page = await (await get('/sso/callScreenInit.sso?callType=RELEASE_LOGIN&redirect_path=%2Fmypage')).text();
    expect(page).toContain('<h1>휴면 해제 로그인</h1>');
    expect(page).toContain(`href="${server.url}/login?redirect=%2Fmypage"`);
  });

  it('given logout and callScreenAfter, then each goes back to the app', async () => {
    const out = await get('/sso/callLogout.sso?acesTkn=demo-aces.100000001');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`${server.url}/login`);
    const after = await get('/sso/callScreenAfter.sso?callType=TERMS_AGREE&acesTkn=a&redirect_path=%2Fmypage');
    expect(after.headers.get('location')).toBe(`${server.url}/mypage`);
    const step = await get('/sso/callScreenAfter.sso?callType=LOGIN&acesTkn=a&redirect_path=%2Fproduct%2FW00010&rspDtc=201');
    expect(step.status).toBe(200);
    const stepPage = await step.text();
    expect(stepPage).toContain('상세 코드 201');
    expect(stepPage).toContain(`href="${server.url}/product/W00010"`);
    const pw = await get('/sso/pwCampBridge.sso?martgoMemberYn=Y&bottleMemberYn=Y');
    expect(await pw.text()).toContain('마트 회원');
  });

  it('given the stylesheet, then it is CSS', async () => {
    const res = await get('/sso/host.css');
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});

describe("a social provider's consent page", () => {
  const authorize = (redirectUri: string) =>
    `/oauth/kakao/authorize?response_type=code&client_id=demo-kakao-client&redirect_uri=${encodeURIComponent(redirectUri)}&state=s-1`;

  it('given the app sends a member, when one is chosen, then the provider sends a code and the state to the callback', async () => {
    const page = await (await get(authorize(`${server.url}/login_callback_kakao`))).text();
    expect(page).toContain('<h1>카카오 로그인</h1>');
    const res = await post(authorize(`${server.url}/login_callback_kakao`), {
      client_id: 'demo-kakao-client',
      redirect_uri: `${server.url}/login_callback_kakao`,
      state: 's-1',
      login_id: 'silver',
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/login_callback_kakao`);
    expect(back.searchParams.get('state')).toBe('s-1');
    // A random single-use code for silver, not one anyone could write from the login ID.
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^demo-code-kakao\.[A-Za-z0-9_-]{32}$/);
    expect(server.api.backend.loginIdOfKey('code:kakao', code)).toBe('silver');
  });

  it('given a redirect_uri on another origin, then the provider refuses it and sends no one there', async () => {
    const res = await get(authorize('https://evil.example/cb'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('등록되지 않은 redirect_uri입니다.');
  });

  it('given the member cancels, then the callback gets access_denied with the state', async () => {
    const page = await (await get(authorize(`${server.url}/login_callback_kakao`))).text();
    expect(page).toContain(`href="${server.url}/login_callback_kakao?error=access_denied&amp;state=s-1"`);
  });
});
