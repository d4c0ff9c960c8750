import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatEndpoints, memberApi, userServiceApi } from '../src/index';
import { BOTTLE, CHAT, useMswServer, setupApi, USER } from './helpers';

const server = useMswServer();

const newTokens = () => HttpResponse.json({ token: 'at2', refreshToken: 'rt2' });

/** The refresh endpoint answering `answer` after `delayMs`; `refresh` counts its calls. */
function refreshEndpoint(answer: () => Response | Promise<Response> = newTokens, delayMs = 0) {
  const counts = { refresh: 0 };
  server.use(
    http.get(`${BOTTLE}/tokens/token-refresh`, async () => {
      counts.refresh += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return answer();
    }),
  );
  return counts;
}

/** A bottle backend where only the token 'at2' is valid, and a refresh endpoint under test control. */
function backend(refresh: () => Response | Promise<Response>) {
  // Every concurrent 401 arrives while the refresh is still in flight.
  const counts = Object.assign(refreshEndpoint(refresh, 20), { calls: 0, retriesWithNewToken: 0 });
  server.use(
    http.post(`${BOTTLE}/v2/hybridapp/receipt/info`, async ({ request }) => {
      counts.calls += 1;
      const { rcpt_no } = (await request.json()) as { rcpt_no: string };
      if (request.headers.get('x-ssp-token') !== 'at2') return HttpResponse.json({ rspC: '401' }, { status: 401 });
      counts.retriesWithNewToken += 1;
      return HttpResponse.json({ rcpt_no, tot_amt: 1000 });
    }),
  );
  return counts;
}

const fifty = Array.from({ length: 50 }, (_, i) => `R${i}`);

describe('token refresh (spec §4 "Token refresh")', () => {
  it('given 50 concurrent calls answering 401, when they fail, then exactly one refresh runs and all 50 are retried once and return their data', async () => {
    const { store, tokenStore, onTokensRefreshed, onSessionExpired } = setupApi();
    const counts = backend(newTokens);

    const results = await Promise.all(fifty.map((rcpt_no) => store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no }))));

    expect(counts.refresh).toBe(1);
    expect(counts.calls).toBe(100);
    expect(counts.retriesWithNewToken).toBe(50);
    expect(results.map((r) => r.data?.rcpt_no)).toEqual(fifty);
    expect(tokenStore.get()).toEqual({ accessToken: 'at2', refreshToken: 'rt2' });
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: 'at2', refreshToken: 'rt2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('given the refresh call itself answers 401, when 30 calls fail, then onSessionExpired runs exactly once for this expiry (once per expiry, not per page life), and the calls are rejected as unauthorized', async () => {
    const { store, onSessionExpired, onTokensRefreshed } = setupApi();
    const counts = backend(() => HttpResponse.json({ rspC: '401' }, { status: 401 }));

    const results = await Promise.all(
      fifty.slice(0, 30).map((rcpt_no) => store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no }))),
    );
    const later = await store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: 'later' }));

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onTokensRefreshed).not.toHaveBeenCalled();
    // The refresh call is never itself re-authorised: one refresh for the whole burst.
    expect(counts.refresh).toBe(1);
    for (const result of [...results, later]) expect(result.error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('given the refresh fails for another reason (a 500), when a call got 401, then the call fails as that temporary error, not unauthorized, and the session is not expired', async () => {
    const { store, onSessionExpired } = setupApi();
    const counts = backend(() => HttpResponse.json({}, { status: 500 }));
    const result = await store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: 'R1' }));
    expect(result.error).toMatchObject({ kind: 'bad-response', status: 500 });
    expect(counts.refresh).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('given the retried call answers 401 again, when it fails, then it is rejected without a second refresh', async () => {
    const { store } = setupApi();
    const counts = refreshEndpoint();
    server.use(http.post(`${BOTTLE}/app/member/user/info`, () => HttpResponse.json({}, { status: 401 })));
    const result = await store.dispatch(memberApi.endpoints.userInfo.initiate());
    expect(result.error).toMatchObject({ kind: 'unauthorized' });
    expect(counts.refresh).toBe(1);
  });

  it('given a call made without an access token, when it answers 401, then no refresh is attempted', async () => {
    const { store } = setupApi({ tokens: {} });
    const counts = backend(newTokens);
    const result = await store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: 'R1' }));
    expect(result.error).toMatchObject({ kind: 'unauthorized' });
    expect(counts.refresh).toBe(0);
  });

  it('given 401 answers on the user-service and chat bases, when they fail, then no refresh is attempted', async () => {
    const { store, onSessionExpired } = setupApi();
    const counts = refreshEndpoint();
    server.use(
      http.post(`${USER}/fo/user/ssobottle/ismember`, () => HttpResponse.json({}, { status: 401 })),
      http.post(`${CHAT}/app/chat`, () => HttpResponse.json({}, { status: 401 })),
    );
    const user = await store.dispatch(userServiceApi.endpoints.isMember.initiate());
    const chat = await store.dispatch(chatEndpoints.endpoints.chat.initiate({ message: 'hi' }));
    expect(user.error).toMatchObject({ kind: 'unauthorized' });
    expect(chat.error).toMatchObject({ kind: 'unauthorized' });
    expect(counts.refresh).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('given the explicit token refresh endpoint, when it succeeds, then the pair is stored and the app is told', async () => {
    const { store, tokenStore, onTokensRefreshed } = setupApi();
    server.use(http.get(`${BOTTLE}/tokens/token-refresh`, () => HttpResponse.json({ token: 'at9', refreshToken: 'rt9' })));
    const result = await store.dispatch(memberApi.endpoints.tokenRefresh.initiate());
    expect(result.data).toEqual({ token: 'at9', refreshToken: 'rt9' });
    expect(tokenStore.get()).toEqual({ accessToken: 'at9', refreshToken: 'rt9' });
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: 'at9', refreshToken: 'rt9' });
  });

  it('given the app callback throws, when the refresh succeeds, then the call still returns its data', async () => {
    const { store } = setupApi({
      onTokensRefreshed: () => {
        throw new Error('bridge down');
      },
    });
    backend(newTokens);
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const result = await store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: 'R1' }));
      expect(result.data).toMatchObject({ rcpt_no: 'R1' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(errors).toHaveLength(1);
  });
});
