/**
 * The four session races, each reproduced against the real base query with
 * MSW on Node: a logout during a refresh, a second login after an expiry in the same page, a 401
 * after a logout, and a refresh that fails for a reason other than 401 (back-off).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getApiRuntime, isRetryable, memberApi, type ApiError } from '../src/index';
import { BOTTLE, useMswServer, setupApi } from './helpers';

const server = useMswServer();

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A bottle backend whose valid access tokens the test chooses, and a refresh endpoint under test
 * control (each refresh sees the headers it was sent with).
 */
function backend(refresh: (request: Request) => Response | Promise<Response>) {
  const seen = { refresh: 0, refreshHeaders: [] as (string | null)[], calls: 0, valid: new Set(['at2']) };
  server.use(
    http.get(`${BOTTLE}/tokens/token-refresh`, async ({ request }) => {
      seen.refresh += 1;
      seen.refreshHeaders.push(request.headers.get('x-ssp-refresh-token'));
      return refresh(request);
    }),
    http.post(`${BOTTLE}/v2/hybridapp/receipt/info`, async ({ request }) => {
      seen.calls += 1;
      const { rcpt_no } = (await request.json()) as { rcpt_no: string };
      if (!seen.valid.has(request.headers.get('x-ssp-token') ?? '')) return HttpResponse.json({ rspC: '401' }, { status: 401 });
      return HttpResponse.json({ rcpt_no, tot_amt: 1000 });
    }),
  );
  return seen;
}

/**
 * Starts `dispatch` against a refresh held on the wire, runs `logOut` once the refresh has been
 * sent, then lets it answer a fresh pair (at2/rt2); gives the call's outcome and what the backend saw.
 */
async function logOutDuringRefresh<T>(dispatch: () => PromiseLike<T>, logOut: () => void) {
  const answer = gate();
  const seen = backend(async () => {
    await answer.opened;
    return HttpResponse.json({ token: 'at2', refreshToken: 'rt2' });
  });
  const pending = dispatch();
  await vi.waitFor(() => expect(seen.refresh).toBe(1));
  logOut();
  answer.open();
  return { result: await pending, seen };
}

let receipt = 0;
/** A receipt call with a fresh argument (RTK Query would share identical ones). */
const call = (store: ReturnType<typeof setupApi>['store']) =>
  store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: `R${++receipt}` }));

describe('session races', () => {
  it('given a refresh in flight, when the member logs out before it answers, then the answer is neither stored nor told to the native shell and the call fails as unauthorized', async () => {
    const { store, tokenStore, onTokensRefreshed, onSessionExpired } = setupApi();
    // Logout (the app's endSession) while the refresh is on the wire.
    const { result, seen } = await logOutDuringRefresh(
      () => call(store),
      () => getRuntimeTokenStore().set({}),
    );

    expect(tokenStore.get()).toEqual({});
    expect(onTokensRefreshed).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ kind: 'unauthorized' });
    // The old call is not retried with the logged-out (empty) pair either.
    expect(seen.calls).toBe(1);
  });

  it('given a refresh in flight, when another tab logs out (the storage is emptied under the store), then the answer is not stored', async () => {
    const { store, tokenStore, onTokensRefreshed } = setupApi();
    // The raw store, not the configured one: another tab cleared the shared local storage.
    await logOutDuringRefresh(
      () => call(store),
      () => tokenStore.set({}),
    );

    expect(tokenStore.get()).toEqual({});
    expect(onTokensRefreshed).not.toHaveBeenCalled();
  });

  it('given the explicit token refresh in flight, when the member logs out before it answers, then the answer is not stored', async () => {
    const { store, tokenStore, onTokensRefreshed } = setupApi();
    await logOutDuringRefresh(
      () => store.dispatch(memberApi.endpoints.tokenRefresh.initiate()),
      () => getRuntimeTokenStore().set({}),
    );
    expect(tokenStore.get()).toEqual({});
    expect(onTokensRefreshed).not.toHaveBeenCalled();
  });

  it('given a session expired in this page, when the member logs in again without a reload and that token expires, then a refresh runs again and a second expiry alerts again', async () => {
    let refreshAnswer: () => Response = () => HttpResponse.json({ rspC: '401' }, { status: 401 });
    const { store, onSessionExpired, onTokensRefreshed } = setupApi();
    const seen = backend(() => refreshAnswer());

    const first = await call(store);
    expect(first.error).toMatchObject({ kind: 'unauthorized' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    // A new login in the same page (the app's storeLoginTokens), whose access token has expired.
    getRuntimeTokenStore().set({ accessToken: 'at3', refreshToken: 'rt3' });
    refreshAnswer = () => HttpResponse.json({ token: 'at2', refreshToken: 'rt4' });
    const second = await call(store);

    expect(seen.refresh).toBe(2);
    expect(seen.refreshHeaders[1]).toBe('rt3');
    expect(second.data).toMatchObject({ tot_amt: 1000 });
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: 'at2', refreshToken: 'rt4' });

    // That session expires too: once per expiry, so the member is told again.
    seen.valid.clear();
    refreshAnswer = () => HttpResponse.json({ rspC: '401' }, { status: 401 });
    const third = await call(store);
    expect(third.error).toMatchObject({ kind: 'unauthorized' });
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('given a call sent with tokens, when the member logs out before its 401 arrives, then no refresh starts, no session-expired alert runs and the call is just unauthorized', async () => {
    const { store, onSessionExpired, onTokensRefreshed } = setupApi();
    const answer = gate();
    let refreshes = 0;
    let arrived = false;
    server.use(
      http.get(`${BOTTLE}/tokens/token-refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ rspC: '401' }, { status: 401 });
      }),
      http.post(`${BOTTLE}/v2/hybridapp/receipt/info`, async () => {
        arrived = true;
        await answer.opened;
        return HttpResponse.json({ rspC: '401' }, { status: 401 });
      }),
    );

    const pending = call(store);
    await vi.waitFor(() => expect(arrived).toBe(true));
    getRuntimeTokenStore().set({});
    answer.open();
    const result = await pending;

    expect(result.error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(refreshes).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onTokensRefreshed).not.toHaveBeenCalled();
  });

  it('given an access token but no refresh token, when a call answers 401, then no refresh starts and the call is just unauthorized', async () => {
    const { store, onSessionExpired } = setupApi({ tokens: { accessToken: 'at1' } });
    const seen = backend(() => HttpResponse.json({ rspC: '401' }, { status: 401 }));
    const result = await call(store);
    expect(result.error).toMatchObject({ kind: 'unauthorized' });
    expect(seen.refresh).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['a 5xx', () => HttpResponse.json({}, { status: 503 })],
    ['a network error', () => HttpResponse.error()],
  ])(
    'given the refresh fails with %s, when 50 calls get 401 over 300 ms, then one refresh runs, every call fails as a temporary error (never unauthorized), later ones wait 1 s, 2 s, 4 s … and a success resets the wait',
    async (_name, failure) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T00:00:00Z'));
      let fail = true;
      const { store, onSessionExpired } = setupApi();
      const seen = backend(() => (fail ? failure() : HttpResponse.json({ token: 'at2', refreshToken: 'rt2' })));
      const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
      /** Moves the clock by `ms`, makes a call, and gives how many refreshes the backend has seen. */
      const refreshesAfterCallIn = async (ms: number) => {
        advance(ms);
        await call(store);
        return seen.refresh;
      };

      // 50 calls in 5 waves of 10, 60 ms apart.
      for (let wave = 0; wave < 5; wave++) {
        const results = await Promise.all(Array.from({ length: 10 }, () => call(store)));
        // The ones that joined the refresh and the ones during its back-off alike: the session is
        // fine, the screen shows its retry message (a retryable error), not a login prompt.
        for (const result of results) {
          expect((result.error as ApiError).kind).not.toBe('unauthorized');
          expect(isRetryable(result.error as ApiError)).toBe(true);
        }
        advance(60);
      }
      expect(seen.refresh).toBe(1);

      // The first cool-down is 1 s after the failure (a screen's retry after it refreshes again); then 2 s, then 4 s.
      expect(await refreshesAfterCallIn(1000 - 300)).toBe(2);
      expect(await refreshesAfterCallIn(1999)).toBe(2);
      expect(await refreshesAfterCallIn(1)).toBe(3);
      expect(await refreshesAfterCallIn(3999)).toBe(3);

      // A success resets the back-off: the next failure waits 1 s again.
      advance(1);
      fail = false;
      const ok = await call(store);
      expect(ok.data).toMatchObject({ tot_amt: 1000 });
      expect(seen.refresh).toBe(4);
      seen.valid.clear();
      fail = true;
      expect(await refreshesAfterCallIn(0)).toBe(5);
      expect(await refreshesAfterCallIn(999)).toBe(5);
      expect(await refreshesAfterCallIn(1)).toBe(6);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('given the refresh answers without a token, when calls get 401, then they fail as a temporary error, and a retry after the first 1 s back-off refreshes and succeeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T00:00:00Z'));
    let answer: () => Response = () => HttpResponse.json({ rspC: '00' });
    const { store, onSessionExpired } = setupApi();
    const seen = backend(() => answer());
    const results = await Promise.all(Array.from({ length: 10 }, () => call(store)));
    for (const result of results) expect(result.error).toMatchObject({ kind: 'bad-response' });
    expect(seen.refresh).toBe(1);
    // The screen's retry, a second later: the refresh runs again and the call goes through.
    answer = () => HttpResponse.json({ token: 'at2', refreshToken: 'rt2' });
    vi.setSystemTime(Date.now() + 1000);
    const retried = await call(store);
    expect(retried.data).toMatchObject({ tot_amt: 1000 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('given many failed refreshes, when the back-off grows, then it stops at 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T00:00:00Z'));
    const { store } = setupApi();
    const seen = backend(() => HttpResponse.json({}, { status: 500 }));
    const waits = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    await call(store);
    for (const [index, wait] of waits.entries()) {
      vi.setSystemTime(Date.now() + wait - 1);
      await call(store);
      expect(seen.refresh).toBe(index + 1);
      vi.setSystemTime(Date.now() + 1);
      await call(store);
      expect(seen.refresh).toBe(index + 2);
    }
  });
});

/** The store the app writes through (login and logout go through libs/api's configured store). */
function getRuntimeTokenStore() {
  return getApiRuntime().config.tokenStore;
}
