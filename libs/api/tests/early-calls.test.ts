/**
 * Early calls (src/lib/early-calls.ts): the page starts a screen's first calls before the app
 * has loaded; the base query adopts one only when its own request is exactly the same (URL,
 * method, body, every header), so no call is made twice, a call that differs goes out itself and
 * a failed early call is made again normally.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_CALLING_KEY, appIsCalling, EARLY_CALLS_KEY, mainApi, pendingEarlyCalls, startEarlyCall, storeCommonApi } from '../src/index';
import { BOTTLE, setupApi, useMswServer } from './helpers';

const server = useMswServer();

const VISITOR_HEADERS = { 'Content-Type': 'application/json', 'x-ssp-channel': '3', 'x-gateway-service-id': 'bottle-service' };

function countCalls(url: string, answer: () => Response = () => HttpResponse.json({ str_list: [{ str_cd: '201', str_nm: '잠실점' }] })) {
  const calls: { body: string }[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      calls.push({ body: await request.text() });
      return answer();
    }),
  );
  return calls;
}

// Each test starts and ends with no early call and no first request on record, whatever ran
// before it in the same module graph.
function forgetEarlyCalls(): void {
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY];
  delete (globalThis as Record<string, unknown>)[APP_CALLING_KEY];
}
beforeEach(forgetEarlyCalls);
afterEach(forgetEarlyCalls);

describe('early calls', () => {
  it('given no request yet, then the page may call early; once the app has made its first request, then it says so, early calls or none', async () => {
    const { store } = setupApi({ tokens: {} });
    countCalls(`${BOTTLE}/app/store/list`);
    expect(appIsCalling()).toBe(false);
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(appIsCalling()).toBe(true);
  });

  it('given the page started the store list, when the screen asks for it, then the early answer is adopted and the call is made once', async () => {
    const { store } = setupApi({ tokens: {} });
    const calls = countCalls(`${BOTTLE}/app/store/list`);
    startEarlyCall({ url: `${BOTTLE}/app/store/list`, method: 'POST', headers: VISITOR_HEADERS, body: '{}' });
    const result = await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(result.data?.str_list[0]?.str_nm).toBe('잠실점');
    expect(calls).toHaveLength(1);
    expect(pendingEarlyCalls()).toEqual([]);
  });

  it('given an early call made with another token (the member logged in meanwhile), then it is not adopted: the screen makes its own', async () => {
    const { store } = setupApi({ tokens: { accessToken: 'at1', refreshToken: 'rt1' } });
    const calls = countCalls(`${BOTTLE}/app/store/list`);
    startEarlyCall({ url: `${BOTTLE}/app/store/list`, method: 'POST', headers: VISITOR_HEADERS, body: '{}' });
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(calls).toHaveLength(2);
    expect(pendingEarlyCalls()).toHaveLength(1);
  });

  it('given an early call with another body or path, then it is not adopted', async () => {
    const { store } = setupApi({ tokens: {} });
    const calls = countCalls(`${BOTTLE}/app/store/list`);
    startEarlyCall({ url: `${BOTTLE}/app/store/list`, method: 'POST', headers: VISITOR_HEADERS, body: '{"str_cd":"201"}' });
    startEarlyCall(
      { url: `${BOTTLE}/app/main/banner/area/info`, method: 'POST', headers: VISITOR_HEADERS, body: '{}' },
      () => new Promise<Response>(() => undefined),
    );
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(calls.map((c) => c.body)).toEqual(['{"str_cd":"201"}', '{}']);
    expect(pendingEarlyCalls()).toHaveLength(2);
  });

  it('given the early call failed (no answer), when the screen asks, then the call is made again normally', async () => {
    const { store } = setupApi({ tokens: {} });
    const calls = countCalls(`${BOTTLE}/app/store/list`);
    startEarlyCall({ url: `${BOTTLE}/app/store/list`, method: 'POST', headers: VISITOR_HEADERS, body: '{}' }, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const result = await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    expect(result.data?.str_list).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('given the early answer is a server error, then it is the first try and the usual retry makes the call again', async () => {
    const { store } = setupApi({ tokens: {} });
    let first = true;
    const calls = countCalls(`${BOTTLE}/app/main/banner/area/info`, () => {
      if (first) {
        first = false;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }
      return HttpResponse.json({ area_list: [] });
    });
    startEarlyCall({ url: `${BOTTLE}/app/main/banner/area/info`, method: 'POST', headers: VISITOR_HEADERS, body: '{}' });
    const result = await store.dispatch(mainApi.endpoints.mainBanner.initiate());
    expect(result.data).toEqual({ area_list: [] });
    expect(calls).toHaveLength(2);
  });

  it('given an early call, then it is adopted once: a second identical request goes out itself', async () => {
    const { store } = setupApi({ tokens: {} });
    const calls = countCalls(`${BOTTLE}/app/store/list`);
    startEarlyCall({ url: `${BOTTLE}/app/store/list`, method: 'POST', headers: VISITOR_HEADERS, body: '{}' });
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate(undefined, { forceRefetch: true }));
    expect(calls).toHaveLength(2);
  });
});
