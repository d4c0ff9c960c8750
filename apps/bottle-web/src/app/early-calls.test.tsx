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
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CALLING_KEY, EARLY_CALLS_KEY, pendingEarlyCalls } from '@bottle/api';
import { STORAGE_KEYS, WINE_FILTER_KEYS } from '@bottle/domain';
import { startEarlyCalls } from '../early-data';
import { renderApp, setupMockServer } from '../testing/render-app';
import {
  EARLY_PICTURE_SLOT,
  earlyCallsFor,
  EVENT_FIRST_SLOT,
  HOME_FIRST_BANNER_SLOT,
  HOME_FIRST_PICK_SLOT,
  PRODUCT_FIRST_PICTURE_SLOT,
  SEARCH_FIRST_SLOT,
  EARLY_TEXT_SLOT,
  SEARCH_KEYS_LEFT_TO_THE_APP,
  type EarlyCallSpec,
} from './early-calls';
import { parseSearchState, resultQuery, showsResults } from '../features/catalogue/lib/search-state';
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

/** Signs the demo member on at the mock backend and stores the tokens as the app keeps them: the tokens. */
function signedInMember(): { accessToken: string; refreshToken: string } {
  const session = mock.backend.login('demo', 'bottle1234');
  const tokens = { accessToken: session.access_token ?? '', refreshToken: session.refresh_token ?? '' };
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  return tokens;
}

/** Home's monthly picks call, found by its path (not its place in home's list). */
function monthlyPicksCall(): Required<EarlyCallSpec> {
  const call = earlyCallsFor('/').find((c) => c.path === '/app/main/monthlyitem/list');
  if (!call?.picture || !call.slot) throw new Error("home's early calls have no monthly picks with a picture and a slot");
  return call as Required<EarlyCallSpec>;
}

afterEach(() => {
  mock.server.events.removeAllListeners();
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY];
  delete (globalThis as Record<string, unknown>)[APP_CALLING_KEY];
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  // The places a test drew for the early module: each test starts from a page without any.
  for (const place of document.querySelectorAll(`[${EARLY_PICTURE_SLOT}], [${EARLY_TEXT_SLOT}]`)) place.remove();
});

/** The search's first-card places as the prerendered page draws them (a picture, a heading). */
function searchPlaces(): { picture: HTMLImageElement; name: HTMLHeadingElement } {
  const picture = document.createElement('img');
  picture.setAttribute(EARLY_PICTURE_SLOT, SEARCH_FIRST_SLOT);
  const name = document.createElement('h3');
  name.setAttribute(EARLY_TEXT_SLOT, SEARCH_FIRST_SLOT);
  document.body.append(picture, name);
  return { picture, name };
}

/**
 * Answers the wine results with `first` as the only product and starts the search page's early
 * calls; resolves once that answer has gone and the page has had a moment to draw from it.
 */
async function searchAnsweredWith(first: { prd_nm: string; img_url: string }, afterStart: () => void = () => undefined): Promise<void> {
  let answered = false;
  mock.server.use(
    http.post('*/api/app/search/wine/result/list', () => {
      answered = true;
      return HttpResponse.json({ list: [{ prd_cd: 'W1', ...first }], total_cnt: 1 });
    }),
  );
  window.history.replaceState(null, '', '/search?q=%EC%83%A4%EB%98%90');
  startEarlyCalls(window, {});
  afterStart();
  await waitFor(() => expect(answered).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('early data', () => {
  it(
    'given a first visit to home, when the page starts its calls before the app, then the banners, stores and monthly picks are asked first and once each',
    async () => {
      const seen = recordRequests();
      window.history.replaceState(null, '', '/');
      expect(startEarlyCalls(window, {})).toHaveLength(3);
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
    },
    SLOW,
  );

  it(
    "given a member's product page, then its info, stock and pictures leave with the member's tokens and are made once each",
    async () => {
      const seen = recordRequests();
      const tokens = signedInMember();
      window.history.replaceState(null, '', '/product/W00001');
      expect(startEarlyCalls(window, {})).toHaveLength(3);
      renderApp({ route: '/product/W00001', tokens });
      await screen.findByRole('img', { name: /샤토 마고 2020/, hidden: true }, { timeout: 10000 });
      for (const path of ['/app/product/info', '/app/product/init', '/app/product/item/image']) expect(count(seen, path)).toBe(1);
      expect(pendingEarlyCalls()).toEqual([]);
    },
    SLOW,
  );

  it(
    'given a search for a word, when the page starts its calls before the app, then the tabs and both result lists are asked first and once each, and the app adopts them',
    async () => {
      const seen = recordRequests();
      window.history.replaceState(null, '', '/search?q=%EB%A0%88%EB%93%9C'); // q=레드
      expect(startEarlyCalls(window, {})).toHaveLength(3);
      renderApp({ route: '/search?q=%EB%A0%88%EB%93%9C' });
      await screen.findByRole('region', { name: /^와인 \d+개$/ }, { timeout: 10000 });
      await screen.findByRole('region', { name: /^리커 \d+개$/ }, { timeout: 10000 });
      const calls = ['/app/search/type/list', '/app/search/wine/result/list', '/app/search/liquor/result/list'];
      expect(seen.slice(0, 3)).toEqual(calls);
      for (const path of calls) expect(count(seen, path)).toBe(1);
      expect(pendingEarlyCalls()).toEqual([]);
    },
    SLOW,
  );

  it(
    "given a member's visit to the events, when the page starts its call before the app, then the ongoing events' first page leaves with the member's tokens once, and the app adopts it",
    async () => {
      const seen = recordRequests();
      const tokens = signedInMember();
      window.history.replaceState(null, '', '/event');
      expect(startEarlyCalls(window, {})).toHaveLength(1);
      renderApp({ route: '/event', tokens });
      await screen.findByRole('heading', { level: 1, name: '이벤트' }, { timeout: 10000 });
      await waitFor(() => expect(pendingEarlyCalls()).toEqual([]), { timeout: 10000 });
      await waitFor(() => expect(document.querySelector('li[data-index="0"] strong')).not.toBeNull(), { timeout: 10000 });
      expect(count(seen, '/v2/hybridapp/event/list')).toBe(1);
    },
    SLOW,
  );

  it(
    "given a search in one category with a sort and a later page, then only that category's first page is asked early, and the app adopts it",
    async () => {
      const seen = recordRequests();
      const route = '/search?q=%EB%A0%88%EB%93%9C&category=wine&sort=price_asc&page=2';
      window.history.replaceState(null, '', route);
      expect(startEarlyCalls(window, {})).toHaveLength(2);
      expect(pendingEarlyCalls().map((c) => JSON.parse(c.body ?? '{}') as unknown)).toEqual([
        {},
        { keyword: '레드', page_size: 20, sort: 'price_asc', search_type: 1, filter_mode: 'all', page_no: 1 },
      ]);
      renderApp({ route });
      await waitFor(() => expect(pendingEarlyCalls()).toEqual([]), { timeout: 10000 });
      // Page 1 adopted, page 2 asked by the list after it.
      await waitFor(() => expect(count(seen, '/app/search/wine/result/list')).toBe(2), { timeout: 10000 });
      expect(count(seen, '/app/search/liquor/result/list')).toBe(0);
      expect(count(seen, '/app/search/type/list')).toBe(1);
    },
    SLOW,
  );

  it('given search URLs of every kind, then each early result call is exactly the first page the search screen asks for, and a search with filters, a price range or another tab leaves its results to the app', () => {
    const urls = [
      '',
      '?q=',
      '?q=%20%20',
      '?q=%EB%A7%88%EA%B3%A0',
      '?q=%20%EB%A7%88%EA%B3%A0%20',
      `?q=${'a'.repeat(130)}`,
      '?category=wine',
      '?category=liquor',
      '?category=beer',
      '?q=x&category=all&sort=new',
      '?q=x&sort=random',
      '?q=x&sort=price_desc&page=9999',
      '?q=x&tab=product',
      '?q=x&tab=nope',
      '?q=x&tab=price&min=1000',
      '?tab=exchange',
      '?q=x&type=034006001',
      '?q=x&type=',
      '?q=x&min=5',
      '?utm_source=mail&q=x',
    ];
    for (const url of urls) {
      const early = earlyCallsFor('/search', url);
      const state = parseSearchState(new URLSearchParams(url));
      expect(early[0]?.path, url).toBe('/app/search/type/list');
      const results = early.slice(1);
      const leftToTheApp = [...new URLSearchParams(url).keys()].some((key) => SEARCH_KEYS_LEFT_TO_THE_APP.includes(key));
      if (!showsResults(state) || (leftToTheApp && !/^\?q=x&tab=product$/.test(url))) {
        expect(results, url).toEqual([]);
        continue;
      }
      // The same paths and the same JSON text (key order included) as the screen's first page.
      const page = JSON.stringify({ ...resultQuery(state), page_no: 1 });
      const expected = [
        ...(state.category !== 'liquor' ? ['/app/search/wine/result/list'] : []),
        ...(state.category !== 'wine' ? ['/app/search/liquor/result/list'] : []),
      ];
      expect(
        results.map((c) => c.path),
        url,
      ).toEqual(expected);
      for (const call of results) expect(JSON.stringify(call.body), url).toBe(page);
    }
    // The keys left to the app are the search tab, the price range and every wine filter.
    expect(SEARCH_KEYS_LEFT_TO_THE_APP).toEqual(['tab', 'min', 'max', ...WINE_FILTER_KEYS.codes]);
  });

  it(
    "given the app ran before the page's early module (a page that names them in another order), then the page makes no early call: home's calls are made once, by the app",
    async () => {
      const seen = recordRequests();
      window.history.replaceState(null, '', '/');
      renderApp({ route: '/' });
      await waitFor(() => expect(count(seen, '/app/main/banner/area/info')).toBe(1), { timeout: 10000 });
      expect(startEarlyCalls(window, {})).toHaveLength(0);
      await screen.findByRole('list', { name: '추천 배너' }, { timeout: 10000 });
      await screen.findByRole('button', { name: /보틀 서울역점/ }, { timeout: 10000 });
      expect(count(seen, '/app/main/banner/area/info')).toBe(1);
      expect(count(seen, '/app/store/list')).toBe(1);
      expect(pendingEarlyCalls()).toEqual([]);
    },
    SLOW,
  );

  it(
    'given a device set to English, then the early calls carry the language the app sends (Accept-Language) and the app adopts them all',
    async () => {
      localStorage.setItem(LANG_KEY, 'en');
      window.history.replaceState(null, '', '/');
      expect(startEarlyCalls(window, {})).toHaveLength(3);
      expect(pendingEarlyCalls().map((c) => c.headers['Accept-Language'])).toEqual(['en', 'en', 'en']);
      renderApp({ route: '/' });
      // An early call the app's request does not match stays pending (and the call goes out twice).
      await waitFor(() => expect(pendingEarlyCalls()).toEqual([]), { timeout: 10000 });
    },
    SLOW,
  );

  it('given the native shell (its user agent), then the page makes no early call: the start-up settles the session first', async () => {
    const ua = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 BottleApp/1.0', configurable: true });
    try {
      expect(startEarlyCalls(window, {})).toHaveLength(0);
    } finally {
      if (ua) Object.defineProperty(window.navigator, 'userAgent', ua);
      else delete (window.navigator as { userAgent?: string }).userAgent;
    }
    expect(pendingEarlyCalls()).toEqual([]);
  });

  it("given home's banners answer with a web picture, then the page asks for the first banner at once (a high-priority preload), before the app renders it", async () => {
    mock.server.use(
      http.post('*/api/app/main/banner/area/info', () =>
        HttpResponse.json({
          area_list: [
            {
              area_cd: 'MAIN_TOP',
              bnr_list: [
                { bnr_no: '1', img_url: 'https://img.bottle.test/b1.jpg' },
                { bnr_no: '2', img_url: 'https://img.bottle.test/b2.jpg' },
              ],
            },
          ],
        }),
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
            {
              mnth_item_no: '1',
              title: 'A',
              prd_list: [
                { prd_cd: 'W1', img_url: 'https://img.bottle.test/w1.jpg' },
                { prd_cd: 'W2', img_url: 'https://img.bottle.test/w2.jpg' },
              ],
            },
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
    expect(monthlyPicksCall().picture({ list: [] })).toBeUndefined();
  });

  describe("home's largest picture, shown by the page in the prerendered place for it", () => {
    /** The prerendered placeholder's first tile (the kit's ProductShelfPlaceholder), as parsed. */
    function prerenderedSlot(): HTMLImageElement {
      const img = document.createElement('img');
      img.setAttribute(EARLY_PICTURE_SLOT, HOME_FIRST_PICK_SLOT);
      img.alt = '';
      document.body.append(img);
      return img;
    }
    const picks = (imgUrl: string) =>
      http.post('*/api/app/main/monthlyitem/list', () =>
        HttpResponse.json({ list: [{ mnth_item_no: '1', title: 'A', prd_list: [{ prd_cd: 'W1', img_url: imgUrl }] }] }),
      );
    /** With the picks answered by `answer`, the page reads `picked` as the picture, leaves the place empty and preloads nothing. */
    async function expectPlaceLeftEmpty(answer: ReturnType<typeof http.post>, picked: string | undefined) {
      const slot = prerenderedSlot();
      mock.server.use(answer);
      const pick = vi.spyOn(monthlyPicksCall(), 'picture');
      startEarlyCalls(window, {});
      // Whatever the answer, the page decides synchronously after reading it.
      await waitFor(() => expect(pick).toHaveReturnedWith(picked));
      expect(slot.hasAttribute('src')).toBe(false);
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    }
    afterEach(() => {
      vi.restoreAllMocks();
      document.querySelectorAll(`img[${EARLY_PICTURE_SLOT}], link[rel="preload"][as="image"]`).forEach((e) => e.remove());
    });

    it('given the picks answer with a web picture, then the page shows it in the place at once', async () => {
      const slot = prerenderedSlot();
      mock.server.use(picks('https://img.bottle.test/w1.jpg'));
      startEarlyCalls(window, {});
      await waitFor(() => expect(slot.getAttribute('src')).toBe('https://img.bottle.test/w1.jpg'));
      // The preload asks for the same address with high priority: the place's picture is that download.
      const link = document.head.querySelector('link[rel="preload"][as="image"]');
      expect(link?.getAttribute('href')).toBe('https://img.bottle.test/w1.jpg');
      expect(link?.getAttribute('fetchpriority')).toBe('high');
    });

    it.each([
      ['an inline SVG picture', 'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'],
      ['an inline PNG picture', 'data:image/png;base64,iVBORw0KGgo='],
    ])(
      "given the picks answer with %s (the demo's pictures), then the page shows it in the place as it is, with nothing to download ahead",
      async (_kind, imgUrl) => {
        const slot = prerenderedSlot();
        mock.server.use(picks(imgUrl));
        startEarlyCalls(window, {});
        await waitFor(() => expect(slot.getAttribute('src')).toBe(imgUrl));
        expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
      },
    );

    it.each([
      ['an inline page', 'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E'],
      ['an inline picture of no picture type', 'data:image/x-unknown,abc'],
      ['a script address', 'javascript:alert(1)'],
      ['a broken address', 'http://['],
    ])('given the picks answer with %s, then the page shows nothing in the place', (_kind, imgUrl) =>
      expectPlaceLeftEmpty(picks(imgUrl), imgUrl),
    );

    it('given the picks call fails, then the page shows nothing in the place (the app asks again and draws its shelf)', () =>
      expectPlaceLeftEmpty(
        http.post('*/api/app/main/monthlyitem/list', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
        undefined,
      ));

    it("given the banners answer, then the page shows the first banner's picture in the banners' place, and the pick's picture in the pick's", async () => {
      const slot = prerenderedSlot();
      const bannerSlot = document.createElement('img');
      bannerSlot.setAttribute(EARLY_PICTURE_SLOT, HOME_FIRST_BANNER_SLOT);
      document.body.append(bannerSlot);
      mock.server.use(
        picks('https://img.bottle.test/w1.jpg'),
        http.post('*/api/app/main/banner/area/info', () =>
          HttpResponse.json({
            area_list: [
              { area_cd: 'MAIN_TOP', bnr_list: [{ bnr_no: '1', img_url: 'https://img.bottle.test/b1.jpg' }] },
              { area_cd: 'MAIN_MID', bnr_list: [{ bnr_no: '2', img_url: 'https://img.bottle.test/b2.jpg' }] },
            ],
          }),
        ),
      );
      startEarlyCalls(window, {});
      await waitFor(() => expect(bannerSlot.getAttribute('src')).toBe('https://img.bottle.test/b1.jpg'));
      await waitFor(() => expect(slot.getAttribute('src')).toBe('https://img.bottle.test/w1.jpg'));
    });

    it("given a product page, when the pictures' answer arrives, then the page shows the first picture in the product's place; a URL that chooses another picture leaves the place to the app", async () => {
      const place = document.createElement('img');
      place.setAttribute(EARLY_PICTURE_SLOT, PRODUCT_FIRST_PICTURE_SLOT);
      document.body.append(place);
      mock.server.use(
        http.post('*/api/app/product/item/image', () =>
          HttpResponse.json({ img_list: ['https://img.bottle.test/p1.jpg', 'https://img.bottle.test/p2.jpg'] }),
        ),
      );
      expect(earlyCallsFor('/product/W00001', '?seq_no=2').some((call) => call.slot)).toBe(false);
      window.history.replaceState(null, '', '/product/W00001');
      startEarlyCalls(window, {});
      await waitFor(() => expect(place.getAttribute('src')).toBe('https://img.bottle.test/p1.jpg'));
    });

    it("given the events, when the list answers, then the page asks for the first event's cover at once and shows it in the first card's place", async () => {
      const picture = document.createElement('img');
      picture.setAttribute(EARLY_PICTURE_SLOT, EVENT_FIRST_SLOT);
      document.body.append(picture);
      mock.server.use(
        http.post('*/api/v2/hybridapp/event/list', () =>
          HttpResponse.json({
            list: [
              { event_no: 'E1', event_nm: '시음회', img_url: 'https://img.bottle.test/e1.jpg' },
              { event_no: 'E2', event_nm: '둘째', img_url: 'https://img.bottle.test/e2.jpg' },
            ],
            total_cnt: 2,
          }),
        ),
      );
      window.history.replaceState(null, '', '/event');
      startEarlyCalls(window, {});
      await waitFor(() => expect(picture.getAttribute('src')).toBe('https://img.bottle.test/e1.jpg'));
      expect(document.head.querySelector('link[rel="preload"][as="image"][href="https://img.bottle.test/e1.jpg"]')).not.toBeNull();
    });

    it("given a search, when the first results answer, then the page writes the first result's name in its place as text (markup stays text) and shows its picture; the other section's answer draws nothing", async () => {
      const { picture, name } = searchPlaces();
      const row = (prdNm: string, imgUrl: string) => ({ prd_cd: 'W1', prd_nm: prdNm, img_url: imgUrl });
      mock.server.use(
        http.post('*/api/app/search/wine/result/list', () =>
          HttpResponse.json({ list: [row('<img src=x onerror=alert(1)>샤또', 'https://img.bottle.test/w1.jpg')], total_cnt: 1 }),
        ),
        http.post('*/api/app/search/liquor/result/list', () =>
          HttpResponse.json({ list: [row('리커', 'https://img.bottle.test/l1.jpg')], total_cnt: 1 }),
        ),
      );
      window.history.replaceState(null, '', '/search?q=%EC%83%A4%EB%98%90');
      startEarlyCalls(window, {});
      await waitFor(() => expect(name.textContent).toBe('<img src=x onerror=alert(1)>샤또'));
      expect(name.children).toHaveLength(0);
      await waitFor(() => expect(picture.getAttribute('src')).toBe('https://img.bottle.test/w1.jpg'));
      // Under "liquor" the liquor section is the first on the screen, and its answer names the place.
      expect(earlyCallsFor('/search', '?q=a&category=liquor').find((c) => c.slot)?.path).toBe('/app/search/liquor/result/list');
      expect(
        earlyCallsFor('/search', '?q=a')
          .filter((c) => c.slot)
          .map((c) => c.path),
      ).toEqual(['/app/search/wine/result/list']);
    });

    it('given the member has moved on in the app before the answer arrives (another address), then the page draws nothing in a place of that name', async () => {
      const { picture, name } = searchPlaces();
      await searchAnsweredWith({ prd_nm: '샤또', img_url: 'https://img.bottle.test/w1.jpg' }, () =>
        window.history.replaceState(null, '', '/search?q=%EB%A7%88%EA%B3%A0'),
      );
      expect(name.textContent).toBe('');
      expect(picture.hasAttribute('src')).toBe(false);
    });

    it('given the place already has a name (the app drew it, or an earlier answer), then the page leaves it as it is', async () => {
      const { name } = searchPlaces();
      name.textContent = '앱이 그린 이름';
      await searchAnsweredWith({ prd_nm: '샤또', img_url: '' });
      expect(name.textContent).toBe('앱이 그린 이름');
    });

    it('given the app has already replaced the place (it has a picture), then the page leaves it as it is', async () => {
      const slot = prerenderedSlot();
      slot.src = 'https://img.bottle.test/app.jpg';
      mock.server.use(picks('https://img.bottle.test/w1.jpg'));
      startEarlyCalls(window, {});
      await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
      expect(slot.getAttribute('src')).toBe('https://img.bottle.test/app.jpg');
    });
  });

  it('given paths, then home, a product, the search and the events have early calls, other screens none, and a broken product code none', () => {
    expect(earlyCallsFor('/').map((c) => c.path)).toEqual(['/app/main/banner/area/info', '/app/store/list', '/app/main/monthlyitem/list']);
    expect(earlyCallsFor('/product/W%2000').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/app/product/info', body: { prd_cd: 'W 00' } },
      { path: '/app/product/init', body: { prd_cd: 'W 00' } },
      { path: '/app/product/item/image', body: { prd_cd: 'W 00' } },
    ]);
    // The product's first picture is preloaded, unless the URL chooses another.
    expect(earlyCallsFor('/product/W1')[2]?.picture?.({ img_list: ['https://img.bottle.test/p1.jpg'] })).toBe(
      'https://img.bottle.test/p1.jpg',
    );
    expect(earlyCallsFor('/product/W1', '?seq_no=2')[2]?.picture).toBeUndefined();
    // The search home asks for its tabs only; a search for results, for them too.
    expect(earlyCallsFor('/search').map((c) => c.path)).toEqual(['/app/search/type/list']);
    expect(earlyCallsFor('/search', '?category=liquor').map((c) => c.path)).toEqual([
      '/app/search/type/list',
      '/app/search/liquor/result/list',
    ]);
    expect(earlyCallsFor('/searching', '?q=x')).toEqual([]);
    // The events as prerendered (the ongoing ones): their first page; a URL naming a tab, none.
    expect(earlyCallsFor('/event').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/v2/hybridapp/event/list', body: { status: 'ing', page_size: 20, page_no: 1 } },
    ]);
    expect(earlyCallsFor('/event', '?status=end')).toEqual([]);
    expect(earlyCallsFor('/event/E1')).toEqual([]);
    expect(earlyCallsFor('/events')).toEqual([]);
    expect(earlyCallsFor('/product/%E0%A4%A')).toEqual([]);
  });
});
