import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatEndpoints, mainApi, memberApi, storeCommonApi, userServiceApi } from '../src/index';
import { BOTTLE, CHAT, headerRecord, useMswServer, ORIGIN, setupApi, USER } from './helpers';

const server = useMswServer();

function capture(url: string, method: 'post' | 'get' = 'post') {
  const seen: { headers: Record<string, string>; body: string }[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      seen.push({ headers: headerRecord(request.headers), body: method === 'post' ? await request.text() : '' });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** Exactly what a member's call carries (setupApi's tokens at1/rt1): tokens, channel 3, JSON, the gateway id. */
function memberHeaders(gatewayServiceId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-ssp-token': 'at1',
    'x-ssp-refresh-token': 'rt1',
    'x-ssp-channel': '3',
    'x-gateway-service-id': gatewayServiceId,
  };
}

describe('request headers (architecture "Contracts fixed here", spec §7)', () => {
  it('given a member with tokens, when a bottle call is made, then it carries exactly the tokens, channel 3, JSON type and the bottle gateway id', async () => {
    const { store } = setupApi();
    const seen = capture(`${BOTTLE}/app/member/user/info`);
    await store.dispatch(memberApi.endpoints.userInfo.initiate());
    expect(seen[0]?.headers).toEqual(memberHeaders('bottle-service'));
    expect(seen[0]?.body).toBe('{}');
  });

  it('given a member with tokens, when a user-service call is made, then it names the user service and is a POST', async () => {
    const { store } = setupApi();
    const seen = capture(`${USER}/fo/user/ssobottle/ismember`);
    await store.dispatch(userServiceApi.endpoints.isMember.initiate());
    expect(seen[0]?.headers).toEqual(memberHeaders('user-service'));
  });

  it('given the member reads English, when any call is made, then it carries Accept-Language en, read at the time of the call', async () => {
    let lang = 'en';
    const { store } = setupApi({ language: () => lang });
    const seen = capture(`${BOTTLE}/app/store/list`);
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(seen[0]?.headers['accept-language']).toBe('en');
    lang = 'ko';
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate(undefined, { forceRefetch: true }));
    expect(seen[1]?.headers['accept-language']).toBe('ko');
  });

  it('given a visitor without tokens, when a public bottle call is made, then no empty token header is sent', async () => {
    const { store } = setupApi({ tokens: {} });
    const seen = capture(`${BOTTLE}/app/store/list`);
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(seen[0]?.headers).toEqual({
      'content-type': 'application/json',
      'x-ssp-channel': '3',
      'x-gateway-service-id': 'bottle-service',
    });
  });

  it('given a chat call, when sent, then only the JSON type goes out (no token, no gateway id)', async () => {
    const { store } = setupApi();
    const seen = capture(`${CHAT}/app/chat`);
    await store.dispatch(chatEndpoints.endpoints.chat.initiate({ message: '와인 추천' }));
    expect(seen[0]?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ message: '와인 추천' });
  });

  it('given the recent-search count, when sent, then it is a GET with the cno header', async () => {
    const { store } = setupApi();
    const seen = capture(`${CHAT}/app/logs/recent-search-history/total-count`, 'get');
    await store.dispatch(chatEndpoints.endpoints.recentSearchCount.initiate({ cno: 'C123' }));
    expect(seen[0]?.headers).toEqual({ 'content-type': 'application/json', cno: 'C123' });
  });

  it('given an XSRF-TOKEN cookie, when calling the same origin, then X-XSRF-TOKEN is sent; when calling another origin, then it is not', async () => {
    const { store } = setupApi({ bottleBase: '/api', readCookies: () => 'a=1; XSRF-TOKEN=x%2Fsrf; b=2' });
    const same = capture(`${ORIGIN}/api/app/main/banner/area/info`);
    const other = capture(`${USER}/fo/user/ssobottle/agmt/list`);
    await store.dispatch(mainApi.endpoints.mainBanner.initiate());
    await store.dispatch(userServiceApi.endpoints.bottleAgreementList.initiate());
    expect(same[0]?.headers['x-xsrf-token']).toBe('x/srf');
    expect(other[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('given a relative base and no page origin (Node), when calling, then the base resolves against the fallback origin', async () => {
    const { store } = setupApi({ bottleBase: '/api', origin: 'http://localhost' });
    const seen = capture('http://localhost/api/app/store/info');
    const result = await store.dispatch(storeCommonApi.endpoints.storeInfo.initiate({ strCd: '201' }));
    expect(result.data).toEqual({ ok: true });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ strCd: '201' });
  });
});
