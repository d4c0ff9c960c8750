/**
 * libs/api owns the session both ways: the app begins and ends it through the public functions,
 * and every change of the pair (a begin, an end, a refresh, an expiry, another tab) reaches the
 * app through `onSessionChange`, without the app writing anything back.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@bottle/domain';
import {
  beginApiSession,
  configureApi,
  createMemoryStorage,
  createStorageTokenStore,
  endApiSession,
  getApiRuntime,
  getSessionTokens,
  hasApiSession,
  memberApi,
  onSessionChange,
  type SessionChange,
} from '../src/index';
import { BOTTLE, setupApi, useMswServer } from './helpers';

const server = useMswServer();

/** A bottle backend where only `at2` is valid, with the refresh answering `refresh`. */
function backend(refresh: () => Response) {
  server.use(
    http.get(`${BOTTLE}/tokens/token-refresh`, () => refresh()),
    http.post(`${BOTTLE}/v2/hybridapp/receipt/info`, async ({ request }) => {
      const { rcpt_no } = (await request.json()) as { rcpt_no: string };
      if (request.headers.get('x-ssp-token') !== 'at2') return HttpResponse.json({ rspC: '401' }, { status: 401 });
      return HttpResponse.json({ rcpt_no, tot_amt: 1000 });
    }),
  );
}

function listen() {
  const changes: SessionChange[] = [];
  const stop = onSessionChange((change) => void changes.push(change));
  return { changes, stop };
}

describe('the session owner (begin, end, changes)', () => {
  it('given no session, when the app begins one and ends it, then the store holds the pair then nothing, each is a new generation, and the listeners hear both', () => {
    const { tokenStore } = setupApi({ tokens: {} });
    const { changes } = listen();
    const generation = getApiRuntime().generation;

    beginApiSession({ accessToken: 'at9', refreshToken: 'rt9' });
    expect(hasApiSession()).toBe(true);
    expect(getSessionTokens()).toEqual({ accessToken: 'at9', refreshToken: 'rt9' });
    expect(tokenStore.get()).toEqual({ accessToken: 'at9', refreshToken: 'rt9' });
    expect(getApiRuntime().generation).toBe(generation + 1);

    endApiSession();
    expect(hasApiSession()).toBe(false);
    expect(tokenStore.get()).toEqual({});
    expect(getApiRuntime().generation).toBe(generation + 2);
    expect(changes.map(({ cause, active, wasActive }) => ({ cause, active, wasActive }))).toEqual([
      { cause: 'begin', active: true, wasActive: false },
      { cause: 'end', active: false, wasActive: true },
    ]);
  });

  it('given a begin without an access token, then it is refused with a clear error and nothing changes', () => {
    setupApi();
    const { changes } = listen();
    expect(() => beginApiSession({ refreshToken: 'rt' })).toThrow(/needs an access token/);
    expect(getSessionTokens()).toEqual({ accessToken: 'at1', refreshToken: 'rt1' });
    expect(changes).toEqual([]);
  });

  it('given a session, when a call is refreshed, then the listeners hear the new pair (the app writes nothing back)', async () => {
    const { store } = setupApi();
    backend(() => HttpResponse.json({ token: 'at2', refreshToken: 'rt2' }));
    const { changes } = listen();
    const result = await store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: 'R1' }));
    expect(result.data?.rcpt_no).toBe('R1');
    expect(changes).toEqual([{ cause: 'refresh', tokens: { accessToken: 'at2', refreshToken: 'rt2' }, active: true, wasActive: true }]);
  });

  it('given a session, when the refresh answers 401, then the listeners hear the expiry once, and the app ends the session through endApiSession', async () => {
    const { store } = setupApi();
    backend(() => HttpResponse.json({ rspC: '401' }, { status: 401 }));
    const { changes } = listen();
    await Promise.all(['R1', 'R2', 'R3'].map((rcpt_no) => store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no }))));
    expect(changes.map((c) => c.cause)).toEqual(['expired']);
    endApiSession();
    expect(changes.map((c) => [c.cause, c.active])).toEqual([
      ['expired', true],
      ['end', false],
    ]);
  });

  it('given the listener stopped or a new page life (configureApi again), then it hears nothing more; a failing listener does not keep the others from hearing', () => {
    setupApi();
    const failing = vi.fn(() => {
      throw new Error('listener bug');
    });
    const errors: unknown[] = [];
    const onError = (e: unknown) => void errors.push(e);
    process.on('uncaughtException', onError);
    onSessionChange(failing);
    const { changes, stop } = listen();
    endApiSession();
    stop();
    beginApiSession({ accessToken: 'a' });
    expect(changes.map((c) => c.cause)).toEqual(['end']);
    expect(failing).toHaveBeenCalledTimes(2);
    const later = listen();
    setupApi();
    endApiSession();
    expect(later.changes).toEqual([]);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        process.off('uncaughtException', onError);
        expect(errors).toHaveLength(2);
        resolve();
      }),
    );
  });
});

describe('the session across tabs (a storage token store given the window)', () => {
  /** What the browser fires in this tab when another tab changes local storage. */
  function otherTab(win: EventTarget, storage: Storage, key: string | null) {
    win.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: storage }));
  }

  function twoTabs() {
    const shared = createMemoryStorage();
    const win = new EventTarget() as unknown as Window;
    configureApi({ tokenStore: createStorageTokenStore(shared, win), sessionStorage: createMemoryStorage() });
    return { shared, win };
  }

  it('given a logged-out tab, when another tab logs in, then this tab holds the session through the one owner, a new generation, told once', () => {
    const { shared, win } = twoTabs();
    const { changes } = listen();
    const generation = getApiRuntime().generation;
    shared.setItem(STORAGE_KEYS.accessToken, 'at-other');
    otherTab(win, shared, STORAGE_KEYS.accessToken);
    shared.setItem(STORAGE_KEYS.refreshToken, 'rt-other');
    otherTab(win, shared, STORAGE_KEYS.refreshToken);

    expect(hasApiSession()).toBe(true);
    expect(getApiRuntime().generation).toBe(generation + 1);
    const flips = changes.filter((c) => c.active !== c.wasActive);
    expect(flips).toEqual([{ cause: 'other-tab', tokens: { accessToken: 'at-other' }, active: true, wasActive: false }]);
  });

  it("given a logged-in tab, when another tab's refresh rotates the pair, then the session goes on (same generation); when it logs out (clear), then this tab's session ends", () => {
    const { shared, win } = twoTabs();
    beginApiSession({ accessToken: 'at1', refreshToken: 'rt1' });
    const { changes } = listen();
    const generation = getApiRuntime().generation;
    shared.setItem(STORAGE_KEYS.accessToken, 'at2');
    otherTab(win, shared, STORAGE_KEYS.accessToken);
    expect(getApiRuntime().generation).toBe(generation);
    expect(changes.at(-1)).toMatchObject({ cause: 'other-tab', active: true, wasActive: true });

    shared.clear();
    otherTab(win, shared, null);
    expect(getApiRuntime().generation).toBe(generation + 1);
    expect(changes.at(-1)).toMatchObject({ cause: 'other-tab', active: false, wasActive: true });
  });

  it('given other keys or another storage, when they change, then nothing is heard', () => {
    const { shared, win } = twoTabs();
    const { changes } = listen();
    shared.setItem(STORAGE_KEYS.accessToken, 'at');
    otherTab(win, shared, STORAGE_KEYS.autoLoginState);
    otherTab(win, createMemoryStorage(), null);
    expect(changes).toEqual([]);
  });

  it('given a new page life (configureApi again), then the old store no longer listens to the window', () => {
    const { shared, win } = twoTabs();
    configureApi({ sessionStorage: createMemoryStorage() });
    const { changes } = listen();
    shared.setItem(STORAGE_KEYS.accessToken, 'at');
    otherTab(win, shared, STORAGE_KEYS.accessToken);
    expect(changes).toEqual([]);
  });
});
