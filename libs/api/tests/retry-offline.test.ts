import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contentApi, mainApi, memberApi, productApi, storeCommonApi, tastingNoteApi, UNUSED_QUERY_GRACE_MS } from '../src/index';
import { BOTTLE, useMswServer, setupApi } from './helpers';

const server = useMswServer();

/** Answers each request with the next status of `statuses` (the last one repeats) and logs when. */
function sequence(path: string, statuses: (number | 'network')[]) {
  const times: number[] = [];
  server.use(
    http.post(`${BOTTLE}${path}`, () => {
      times.push(Date.now());
      const status = statuses[Math.min(times.length - 1, statuses.length - 1)];
      if (status === 'network') return HttpResponse.error();
      return HttpResponse.json({ rspC: String(status), list: [] }, { status });
    }),
  );
  return times;
}

/** Lets MSW answer and the base query reach its next timer without moving the fake clock. */
/** The API with the device offline and `path` answering 200; `times` records each request that goes out. */
function offlineApi(path: string) {
  const api = setupApi();
  api.connectivity.setOnline(false);
  return { ...api, times: sequence(path, [200]) };
}

async function settle() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

describe('retry (spec §9: 3 retries, min(1000 × 2^n, 30000) ms)', () => {
  it('given 5xx answers, when a query runs, then it retries after 1000, 2000 and 4000 ms and returns the data of the 4th try', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store } = setupApi();
    const times = sequence('/app/main/theme/list', [503, 500, 502, 200]);
    const start = Date.now();
    const promise = store.dispatch(mainApi.endpoints.themeList.initiate());

    await settle();
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(times).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    await settle();
    expect(times.map((t) => t - start)).toEqual([0, 1000, 3000, 7000]);
    const result = await promise;
    expect(result.data).toEqual({ rspC: '200', list: [] });
  });

  it('given network errors every time, when a query runs, then it gives up after 3 retries with a network error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = setupApi();
    const times = sequence('/app/main/splash/list', ['network']);
    const promise = store.dispatch(mainApi.endpoints.splashList.initiate());
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 100);
    const result = await promise;
    expect(times).toHaveLength(4);
    expect(result.error).toMatchObject({ kind: 'network' });
  });

  it('given a 4xx answer, when a query runs, then it is not retried', async () => {
    const { store } = setupApi();
    const times = sequence('/app/main/popup/list', [400]);
    const result = await store.dispatch(mainApi.endpoints.mainPopupList.initiate());
    expect(times).toHaveLength(1);
    expect(result.error).toMatchObject({ kind: 'bad-request', status: 400, rspC: '400' });
  });

  it('given a 5xx answer, when a mutation runs, then it is not retried', async () => {
    const { store } = setupApi();
    const times = sequence('/app/member/user/setDefaultStore', [500]);
    const result = await store.dispatch(memberApi.endpoints.setDefaultStore.initiate({ strCd: '361' }));
    expect(times).toHaveLength(1);
    expect(result.error).toMatchObject({ kind: 'bad-response', status: 500 });
  });

  it('given the shell queries (version check, security check), when they fail with 5xx, then they are not retried', async () => {
    const { store } = setupApi();
    const version = sequence('/v2/hybridapp/common/whole/app/ver', [503]);
    const hash = sequence('/v2/hybridapp/common/hash', [503]);
    await store.dispatch(storeCommonApi.endpoints.appVersion.initiate());
    await store.dispatch(storeCommonApi.endpoints.verifyHash.initiate({ hash: 'h', device_os: 'A', cert_key_dvs: 'X' }));
    expect(version).toHaveLength(1);
    expect(hash).toHaveLength(1);
  });

  it("given the shell's other queries (the server clock, the barcode popup's card), when they fail with 5xx, then they are not retried either", async () => {
    const { store } = setupApi();
    const clock = sequence('/v2/hybridapp/common/crnttime', [503]);
    const card = sequence('/v2/hybridapp/member/user/appcard/info', [503]);
    await store.dispatch(storeCommonApi.endpoints.currentTime.initiate());
    await store.dispatch(memberApi.endpoints.appCardInfo.initiate());
    expect(clock).toHaveLength(1);
    expect(card).toHaveLength(1);
  });
});

describe('offline (spec §4 "Data fetching pauses when offline", §9)', () => {
  it('given the device is offline, when a query starts, then nothing is sent until the online event, and then it resolves', async () => {
    const { store, connectivity, times } = offlineApi('/app/store/list');
    const promise = store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(times).toHaveLength(0);
    expect(storeCommonApi.endpoints.storeList.select()(store.getState()).status).toBe('pending');

    connectivity.setOnline(true);
    const result = await promise;
    expect(times).toHaveLength(1);
    expect(result.data).toEqual({ rspC: '200', list: [] });
  });

  it('given the connection drops during a query, when the network error comes, then no retry is spent and it goes on when back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, connectivity } = setupApi();
    let calls = 0;
    server.use(
      http.post(`${BOTTLE}/app/class/list`, () => {
        calls += 1;
        if (calls <= 5) {
          connectivity.setOnline(false);
          return HttpResponse.error();
        }
        return HttpResponse.json({ total_cnt: 0, list: [] });
      }),
    );
    const classes = store.dispatch(contentApi.endpoints.classList.initiate());
    for (let i = 0; i < 5; i++) {
      await settle();
      expect(calls).toBe(i + 1);
      connectivity.setOnline(true);
    }
    await settle();
    const result = await classes;
    // Five offline failures, yet no back-off delay was waited and no retry budget spent.
    expect(calls).toBe(6);
    expect(result.data).toEqual({ total_cnt: 0, list: [] });
  });

  it('given the device is offline, when a mutation is attempted, then it fails at once with offline and sends nothing', async () => {
    const { store, times } = offlineApi('/app/notice/push/read');
    const result = await store.dispatch(memberApi.endpoints.pushRead.initiate({ push_no: 'P1' }));
    expect(result.error).toEqual({ kind: 'offline', message: 'The device is offline' });
    expect(times).toHaveLength(0);
  });

  it('given a query waiting offline, when its last subscriber goes away, then it is cancelled and never sent', async () => {
    const { store, connectivity, times } = offlineApi('/app/main/recommItem/list');
    const promise = store.dispatch(mainApi.endpoints.recommendItemList.initiate());
    await new Promise((resolve) => setTimeout(resolve, 10));
    promise.unsubscribe();
    const result = await promise;
    connectivity.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.error).toMatchObject({ name: 'AbortError' });
    expect(times).toHaveLength(0);
  });

  it('given a query between retries, when its last subscriber goes away, then the retries stop at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = setupApi();
    const times = sequence('/app/main/weeklyWine/cdlist', [503]);
    const promise = store.dispatch(mainApi.endpoints.weeklyWineCodeList.initiate());
    await settle();
    expect(times).toHaveLength(1);
    promise.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toHaveLength(1);
    expect((await promise).error).toMatchObject({ name: 'AbortError' });
  });

  it('given two subscribers of a pending query, when one goes away, then the query goes on for the other', async () => {
    const { store } = setupApi();
    const times = sequence('/app/main/bestseller/liquor/list', [200]);
    const first = store.dispatch(mainApi.endpoints.bestsellerLiquorList.initiate());
    const second = store.dispatch(mainApi.endpoints.bestsellerLiquorList.initiate());
    first.unsubscribe();
    expect((await second).data).toEqual({ rspC: '200', list: [] });
    expect(times).toHaveLength(1);
  });
});

describe('a query whose subscriber changes hands (an edit that ended on a false error)', () => {
  it('given a refetch in flight, when its last subscriber goes away and another subscribes in the same turn (a route change), then the refetch goes on and the new one gets the fresh data', async () => {
    const { store } = setupApi();
    let answer = 1;
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/info`, () => HttpResponse.json({ rspC: '200', note_no: '1', content: `v${answer++}` })),
    );
    const first = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '1' }));
    expect((await first).data).toMatchObject({ content: 'v1' });
    // The edit saves: the tag is invalidated and the note refetches while the edit screen still holds it.
    store.dispatch(tastingNoteApi.util.invalidateTags(['TastingNote']));
    // The edit screen goes and the note screen comes in one commit.
    first.unsubscribe();
    const second = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '1' }));
    await vi.waitFor(() =>
      expect(tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '1' })(store.getState()).status).toBe('fulfilled'),
    );
    const entry = tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '1' })(store.getState());
    expect(entry.isError).toBe(false);
    expect(entry.data).toMatchObject({ content: 'v2' });
    second.unsubscribe();
  });

  it('given a refetch being cancelled because nothing needed it, when a screen subscribes before the cancellation has settled (a slow route change), then the note is fetched again and never shown as the cancellation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = setupApi();
    let calls = 0;
    let releaseRefetch: () => void = () => undefined;
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/info`, async () => {
        calls += 1;
        const content = `v${calls}`;
        if (calls === 2) await new Promise<void>((resolve) => (releaseRefetch = resolve));
        return HttpResponse.json({ rspC: '200', note_no: '1', content });
      }),
    );
    const select = tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '1' });
    const first = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '1' }));
    await settle();
    expect((await first).data).toMatchObject({ content: 'v1' });
    // The edit saves and the note refetches (held by the server for now)…
    store.dispatch(tastingNoteApi.util.invalidateTags(['TastingNote']));
    await settle();
    expect(select(store.getState()).status).toBe('pending');
    // …the edit screen goes, and the note screen is still loading its code when the grace runs out…
    first.unsubscribe();
    vi.advanceTimersByTime(UNUSED_QUERY_GRACE_MS);
    // …and subscribes in the same turn as the abort, before the cancelled call has settled.
    const second = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '1' }));
    releaseRefetch();
    await settle();
    await vi.waitFor(() => expect(select(store.getState()).status).toBe('fulfilled'));
    expect(select(store.getState()).isError).toBe(false);
    // Either the held refetch (the abort cannot reach a refetch the invalidation started) or a new call: fresh data.
    expect(select(store.getState()).data).toMatchObject({ content: expect.stringMatching(/^v[23]$/) });
    second.unsubscribe();
  });

  it('given a refetch of cached data cancelled because nothing needed it, when a screen needs it again, then it is fetched afresh instead of showing the cancellation as an error', async () => {
    const { store, connectivity } = setupApi();
    let answer = 1;
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/info`, () => HttpResponse.json({ rspC: '200', note_no: '1', content: `v${answer++}` })),
    );
    const first = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '1' }));
    await first;
    connectivity.setOnline(false);
    store.dispatch(tastingNoteApi.util.invalidateTags(['TastingNote']));
    first.unsubscribe();
    await vi.waitFor(() =>
      expect(tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '1' })(store.getState()).status).not.toBe('pending'),
    );
    connectivity.setOnline(true);
    const again = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '1' }));
    expect((await again).data).toMatchObject({ content: 'v2' });
    expect(tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '1' })(store.getState()).isError).toBe(false);
    again.unsubscribe();
  });

  it('given a first load cancelled because nothing needed it (quick taps: a screen opened and left before its data came), when a screen needs it again, then it starts as loading, never as the cancellation error', async () => {
    const { store, connectivity } = setupApi();
    server.use(http.post(`${BOTTLE}/app/product/info`, () => HttpResponse.json({ rspC: '200', prd_cd: 'W00010' })));
    const select = productApi.endpoints.productInfo.select({ prd_cd: 'W00010' });
    connectivity.setOnline(false);
    const left = store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'W00010' }));
    left.unsubscribe();
    await vi.waitFor(() => expect(select(store.getState()).status).not.toBe('pending'));
    // The entry the next screen reads first
    // must not be the cancelled call, which it would show as "정보를 불러오지 못했습니다".
    await vi.waitFor(() => expect(select(store.getState()).isUninitialized).toBe(true));
    expect(select(store.getState()).isError).toBe(false);

    connectivity.setOnline(true);
    const again = store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'W00010' }));
    expect((await again).data).toMatchObject({ prd_cd: 'W00010' });
    again.unsubscribe();
  });
});

describe('the app card number (spec §3 "App card": membs_card_no, also called member_app_card_no)', () => {
  it.each([
    [{ membs_card_no: '1234567890123456' }, '1234567890123456'],
    [{ member_app_card_no: '6543210987654321' }, '6543210987654321'],
    [{}, ''],
  ])('given the answer %j, then the card number reads %j', async (body, expected) => {
    const { store } = setupApi();
    server.use(http.post(`${BOTTLE}/v2/hybridapp/member/user/appcard/info`, () => HttpResponse.json({ rspC: '200', ...body })));
    const result = await store.dispatch(memberApi.endpoints.appCardInfo.initiate());
    expect(result.data?.membs_card_no).toBe(expected);
  });
});
