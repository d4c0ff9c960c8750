// Each test renders a whole screen against the mock backend: slow on a busy machine.
const SLOW = 20000;

/**
 * The page's early data (src/early-data.ts, ./early-calls.ts): before the app loads, the page
 * makes the first calls of the screen its URL names, exactly as the screen will (base, headers
 * with the stored tokens, body); the screen adopts their answers, so each call is made once. A
 * list drifting from the screen's own calls would show here as a call made twice.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CALLS_KEY, pendingEarlyCalls } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import { startEarlyCalls } from '../early-data';
import { renderApp, setupMockServer } from '../testing/render-app';
import { earlyCallsFor } from './early-calls';
import { LANG_KEY } from '../lib/device-keys';

const mock = setupMockServer();

/** Every API request the mock backend receives, as "path body", in order. */
function recordRequests(): string[] {
  const seen: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname.slice('/api'.length));
  });
  return seen;
}

const count = (seen: string[], path: string) => seen.filter((p) => p === path).length;

afterEach(() => {
  mock.server.events.removeAllListeners();
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY];
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('early data', () => {
  it('given a first visit to home, when the page starts its calls before the app, then the banners, stores and monthly picks are asked first and once each', async () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/');
    expect(startEarlyCalls(window, {})).toBe(3);
    renderApp({ route: '/' });
    await screen.findByRole('list', { name: '추천 배너' }, { timeout: 10000 });
    await screen.findByRole('button', { name: /보틀 서울역점/ }, { timeout: 10000 });
    // The first monthly pick's shelf (its tiles are links to products).
    await waitFor(() => expect(document.querySelector('[aria-labelledby="main-monthly"] ul a')).not.toBeNull(), { timeout: 10000 });
    expect(seen.slice(0, 3)).toEqual(['/app/main/banner/area/info', '/app/store/list', '/app/main/monthlyitem/list']);
    for (const path of ['/app/main/banner/area/info', '/app/store/list', '/app/main/monthlyitem/list']) expect(count(seen, path)).toBe(1);
    expect(pendingEarlyCalls()).toEqual([]);
    // The demo's banners are inline pictures (data:): nothing to download ahead.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  }, SLOW);

  it("given a member's product page, then its info, stock and pictures leave with the member's tokens and are made once each", async () => {
    const seen = recordRequests();
    const session = mock.backend.login('demo', 'bottle1234');
    const tokens = { accessToken: session.access_token ?? '', refreshToken: session.refresh_token ?? '' };
    localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    window.history.replaceState(null, '', '/product/W00001');
    expect(startEarlyCalls(window, {})).toBe(3);
    renderApp({ route: '/product/W00001', tokens });
    await screen.findByRole('img', { name: /샤토 마고 2020/, hidden: true }, { timeout: 10000 });
    for (const path of ['/app/product/info', '/app/product/init', '/app/product/item/image']) expect(count(seen, path)).toBe(1);
    expect(pendingEarlyCalls()).toEqual([]);
  }, SLOW);

  it('given a device set to English, then the early calls carry the language the app sends (Accept-Language) and the app adopts them all', async () => {
    localStorage.setItem(LANG_KEY, 'en');
    window.history.replaceState(null, '', '/');
    expect(startEarlyCalls(window, {})).toBe(3);
    expect(pendingEarlyCalls().map((c) => c.headers['Accept-Language'])).toEqual(['en', 'en', 'en']);
    renderApp({ route: '/' });
    // An early call the app's request does not match stays pending (and the call goes out twice).
    await waitFor(() => expect(pendingEarlyCalls()).toEqual([]), { timeout: 10000 });
  }, SLOW);

  it('given the native shell (its user agent), then the page makes no early call: the start-up settles the session first', () => {
    const ua = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 BottleApp/1.0', configurable: true });
    try {
      expect(startEarlyCalls(window, {})).toBe(0);
    } finally {
      if (ua) Object.defineProperty(window.navigator, 'userAgent', ua);
      else delete (window.navigator as { userAgent?: string }).userAgent;
    }
    expect(pendingEarlyCalls()).toEqual([]);
  });

  it("given home's banners answer with a web picture, then the page asks for the first banner at once (a high-priority preload), before the app renders it", async () => {
    mock.server.use(
      http.post('*/api/app/main/banner/area/info', () =>
        HttpResponse.json({ area_list: [{ area_cd: 'MAIN_TOP', bnr_list: [{ bnr_no: '1', img_url: 'https://img.bottle.test/b1.jpg' }, { bnr_no: '2', img_url: 'https://img.bottle.test/b2.jpg' }] }] }),
      ),
    );
    startEarlyCalls(window, {});
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1));
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('https://img.bottle.test/b1.jpg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    link?.remove();
  });

  it("given home's monthly picks answer with web pictures, then the page asks for the first pick's first picture at once (a high-priority preload), before the app renders its shelf", async () => {
    mock.server.use(
      http.post('*/api/app/main/monthlyitem/list', () =>
        HttpResponse.json({
          list: [
            { mnth_item_no: '1', title: 'A', prd_list: [{ prd_cd: 'W1', img_url: 'https://img.bottle.test/w1.jpg' }, { prd_cd: 'W2', img_url: 'https://img.bottle.test/w2.jpg' }] },
            { mnth_item_no: '2', title: 'B', prd_list: [{ prd_cd: 'W3', img_url: 'https://img.bottle.test/w3.jpg' }] },
          ],
        }),
      ),
    );
    startEarlyCalls(window, {});
    const monthly = () => document.head.querySelector('link[rel="preload"][as="image"][href="https://img.bottle.test/w1.jpg"]');
    await waitFor(() => expect(monthly()).not.toBeNull());
    expect(monthly()?.getAttribute('fetchpriority')).toBe('high');
    // Only the first picture: the others are not the largest element.
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"][href*="img.bottle.test"]')).toHaveLength(1);
    monthly()?.remove();
    // An answer without picks asks for nothing.
    expect(earlyCallsFor('/')[2]?.picture?.({ list: [] })).toBeUndefined();
  });

  it('given paths, then home and a product have early calls, other screens none, and a broken product code none', () => {
    expect(earlyCallsFor('/').map((c) => c.path)).toEqual(['/app/main/banner/area/info', '/app/store/list', '/app/main/monthlyitem/list']);
    expect(earlyCallsFor('/product/W%2000').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/app/product/info', body: { prd_cd: 'W 00' } },
      { path: '/app/product/init', body: { prd_cd: 'W 00' } },
      { path: '/app/product/item/image', body: { prd_cd: 'W 00' } },
    ]);
    // The product's first picture is preloaded, unless the URL chooses another.
    expect(earlyCallsFor('/product/W1')[2]?.picture?.({ img_list: ['https://img.bottle.test/p1.jpg'] })).toBe('https://img.bottle.test/p1.jpg');
    expect(earlyCallsFor('/product/W1', '?seq_no=2')[2]?.picture).toBeUndefined();
    expect(earlyCallsFor('/event')).toEqual([]);
    expect(earlyCallsFor('/product/%E0%A4%A')).toEqual([]);
  });
});
