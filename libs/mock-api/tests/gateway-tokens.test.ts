/**
 * A real gateway answers 401 to an expired or unknown access token on ANY call
 * that carries one, whether the call needs a login or not; the demo backend answered the calls
 * whose login is optional as a visitor instead, so a member saw another store's stock and the
 * app never refreshed. A visitor (no token) still gets visitor answers.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_HEADER_VALUE, GATEWAY_SERVICE, GATEWAY_SERVICE_HEADER, SSP_HEADERS } from '@bottle/domain';
import type { LoginResponse, ProductInfoResponse, ProductInitResponse, TokenRefreshResponse } from '@bottle/api';
import { BASE, logIn, setupMockServer } from './support/mock-http';
import type { DemoClockResponse } from '../src/handlers/demo-controls';

const TTL = 5 * 60_000;
const mock = setupMockServer({ accessTokenTtlMs: TTL, refreshTokenTtlMs: 60 * 60_000 });

/** A product the test stocks itself: none at the demo member's main store 361, 7 at the visitor's 201. */
const PRD = 'W00013';

function headers(service: 'bottle' | 'user', tokens: { access?: string; refresh?: string } = {}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE,
    [GATEWAY_SERVICE_HEADER]: GATEWAY_SERVICE[service],
    ...(tokens.access !== undefined ? { [SSP_HEADERS.token]: tokens.access } : {}),
    ...(tokens.refresh !== undefined ? { [SSP_HEADERS.refreshToken]: tokens.refresh } : {}),
  };
}

async function post<T>(
  path: string,
  body: unknown,
  opts: { service?: 'bottle' | 'user' | 'mock'; access?: string; refresh?: string } = {},
) {
  const h = opts.service === 'mock' ? { 'Content-Type': 'application/json' } : headers(opts.service ?? 'bottle', opts);
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers: h, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

async function login(): Promise<{ access: string; refresh: string }> {
  const body = await logIn();
  if (!body.access_token || !body.refresh_token) throw new Error('no tokens');
  return { access: body.access_token, refresh: body.refresh_token };
}

function stockTheProduct() {
  mock.backend.setStock(PRD, '361', 0);
  mock.backend.setStock(PRD, '201', 7);
}

describe('a call whose login is optional (spec §7 public calls)', () => {
  it('given a visitor without a token, when the product is asked for, then the visitor store 201 answers', async () => {
    stockTheProduct();
    const info = await post<ProductInfoResponse>('/app/product/info', { prd_cd: PRD });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ stock_qty: 7, rsrv_psbl_yn: 'Y' });
    expect((await post<ProductInitResponse>('/app/product/init', { prd_cd: PRD })).body.str_cd).toBe('201');
  });

  it('given an empty token header, when the product is asked for, then it is a visitor, not a bad token', async () => {
    stockTheProduct();
    expect((await post<ProductInfoResponse>('/app/product/info', { prd_cd: PRD }, { access: '' })).body).toMatchObject({ stock_qty: 7 });
  });

  it("given a member's valid token, then the member's main store 361 answers", async () => {
    stockTheProduct();
    const { access } = await login();
    expect((await post<ProductInfoResponse>('/app/product/info', { prd_cd: PRD }, { access })).body).toMatchObject({
      stock_qty: 0,
      rsrv_psbl_yn: 'N',
    });
  });

  it.each([
    '/app/product/info',
    '/app/product/init',
    '/app/product/rsrvbtn/info',
    '/app/class/list',
    '/app/search/wine/result/list',
    '/app/main/banner/area/info',
  ])('given an access token that expired, when %s is called with it, then 401 expired (40/402), never a visitor answer', async (path) => {
    stockTheProduct();
    const { access } = await login();
    mock.backend.clock.advance(TTL + 1);
    const answer = await post<Record<string, unknown>>(path, { prd_cd: PRD }, { access });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ rspC: '40', rspDtc: '402' });
  });

  it('given an unknown access token (e.g. from before a demo reset), when a public call carries it, then 401 unauthorised (40/401)', async () => {
    const answer = await post('/app/store/list', {}, { access: 'demo-at.100000001.gone' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ rspC: '40', rspDtc: '401' });
  });

  it("given the 401, when the app refreshes with the refresh token (the expired access token still sent), then the new token gets the member's store", async () => {
    stockTheProduct();
    const { access, refresh } = await login();
    mock.backend.clock.advance(TTL + 1);
    const refreshed = await fetch(`${BASE}/tokens/token-refresh`, { headers: headers('bottle', { access, refresh }) });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as TokenRefreshResponse;
    const info = await post<ProductInfoResponse>('/app/product/info', { prd_cd: PRD }, { access: pair.token, refresh: pair.refreshToken });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ stock_qty: 0, rsrv_psbl_yn: 'N' });
  });

  it('given a stale token left in the browser, when the member signs on again, then the login call ignores it (sign-on needs no token)', async () => {
    const answer = await post<LoginResponse>(
      '/fo/user/ssobottle/login/auto-sso',
      { login_id: 'demo', password: 'bottle1234' },
      { service: 'user', access: 'demo-at.expired' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
  });
});

describe('the demo clock control (POST /mock-api/clock)', () => {
  it('given a member, when the clock is advanced past the access token lifetime, then the token is expired on the next call', async () => {
    const { access } = await login();
    const before = (await post<DemoClockResponse>('/mock-api/clock', {}, { service: 'mock' })).body.now_ms;
    const moved = await post<DemoClockResponse>('/mock-api/clock', { advance_ms: TTL + 1000 }, { service: 'mock' });
    expect(moved.status).toBe(200);
    expect(moved.body.now_ms - before).toBeGreaterThanOrEqual(TTL + 1000);
    expect((await post('/app/member/user/info', {}, { access })).status).toBe(401);
  });

  it('given an ISO instant with its offset, when set, then the backend clock stands there; reset returns to the real time', async () => {
    const set = await post<DemoClockResponse>('/mock-api/clock', { set: '2026-12-24T10:00:00+09:00' }, { service: 'mock' });
    expect(set.body).toEqual({ now: '2026-12-24T01:00:00.000Z', now_ms: Date.parse('2026-12-24T01:00:00Z') });
    expect(mock.backend.now()).toBe(Date.parse('2026-12-24T01:00:00Z'));
    await post('/mock-api/clock', { reset: true }, { service: 'mock' });
    expect(Math.abs(mock.backend.now() - Date.now())).toBeLessThan(5_000);
  });

  it.each([
    [{ advance_ms: -1 }],
    [{ advance_ms: 'soon' }],
    [{ set: '2026-12-24 10:00' }],
    [{ set: '2026-12-24T10:00:00' }],
    [{ reset: 'yes' }],
    [{ advance_ms: 1000, reset: true }],
  ])('given a bad request %j, then 400 and the clock is unchanged', async (body) => {
    mock.backend.clock.set(Date.parse('2026-01-01T00:00:00Z'));
    const answer = await post<{ rspDtc: string }>('/mock-api/clock', body, { service: 'mock' });
    expect(answer.status).toBe(400);
    expect(answer.body.rspDtc).toBe('400');
    expect(mock.backend.now()).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });
});
