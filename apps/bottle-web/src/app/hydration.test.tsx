/**
 * The build's prerendered page of a
 * route, hydrated by the browser app, matches its first client render exactly, even when the
 * member's own state already differs (data that arrived before hydration, a session, English):
 * React reports no recoverable error (which would make it throw the HTML away and render
 * afresh, the flash) and keeps the shell's elements (the same DOM nodes, so nothing moves).
 */
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from '../lib/router/router';
import { AppRouterView } from '../lib/router/router-view';
import { bottleApi, chatApi, configureApi, createMemoryStorage, createMemoryTokenStore, userApi } from '@bottle/api';
import { parseConfig } from '../config/env';
import { PRERENDER_PAGES, prerenderUrl, renderPage } from '../prerender';
import { authActions } from '../lib/session/auth-slice';
import { settingsActions } from '../lib/i18n';
import { makeStore, type AppStore } from '../lib/store/store';
import { setupMockServer } from '../testing/render-app';
import { answerMonthlyPicks } from '../testing/monthly-picks';
import { AppProviders } from './app';
import { firstTreeState } from './first-tree';
import {
  EARLY_PICTURE_SLOT,
  EARLY_TEXT_SLOT,
  EVENT_FIRST_SLOT,
  HOME_FIRST_BANNER_SLOT,
  HOME_FIRST_PICK_SLOT,
  PRODUCT_FIRST_PICTURE_SLOT,
  SEARCH_FIRST_SLOT,
} from './early-calls';
import { appRoutes, routerOptions, whenRouterReady } from './router';

const mock = setupMockServer();

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** The page the demo server sends for `url`: the prerendered pattern with the request's values. */
async function servedMarkup(pageName: string, values: Record<string, string>): Promise<string> {
  const page = PRERENDER_PAGES.find((p) => p.name === pageName);
  if (!page) throw new Error(`no prerendered page ${pageName}`);
  const { html } = await renderPage(prerenderUrl(page));
  // React's server renderer leaves the context values of its last task in place when its work
  // ends (it owns them in a server process). Here it shares the realm with the client renderer:
  // one more server render that never suspends sets them back before the client renders.
  await new Response((await prerender(<span />)).prelude).text();
  const placeholders = { ...page.params, ...page.query };
  return Object.entries(placeholders).reduce(
    (markup, [name, placeholder]) => markup.split(placeholder).join((values[name] ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)),
    html,
  );
}

/** Waits for every call the route loaders started, so the store already differs from the first tree. */
async function dataArrived(store: AppStore): Promise<void> {
  await Promise.all([bottleApi, userApi, chatApi].flatMap((api) => store.dispatch(api.util.getRunningQueriesThunk())));
}

interface Hydrated {
  errors: unknown[];
  consoleErrors: string[];
  kept: (selector: string) => boolean;
  container: HTMLElement;
}

async function hydrate(
  markup: string,
  url: string,
  member: {
    loggedIn?: boolean;
    lang?: 'en';
    dataAfterHydration?: boolean;
    inWebView?: boolean;
    /** What the page's early module does to the parsed page before the app runs. */
    early?: (page: HTMLElement) => void;
    /** Looks at the page right after hydration, before data that comes after it. */
    hydrated?: (page: HTMLElement) => void;
  } = {},
): Promise<Hydrated> {
  const config = parseConfig({});
  configureApi({
    bottleBase: config.apiBase,
    userBase: config.userApiBase,
    chatBase: config.chatApiBase,
    tokenStore: createMemoryTokenStore(member.loggedIn ? { accessToken: 'demo-at.M0001', refreshToken: 'demo-rt.M0001' } : {}),
    sessionStorage: createMemoryStorage(),
    onTokensRefreshed: () => undefined,
    onSessionExpired: () => undefined,
  });
  // What a phone's browser has and the prerender had not (Chrome's speech recognition, an
  // intersection observer that never reports: the member does not scroll).
  vi.stubGlobal('webkitSpeechRecognition', class {});
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = () => undefined;
      disconnect = () => undefined;
    },
  );
  const store = makeStore();
  if (member.loggedIn) store.dispatch(authActions.setLoggedIn(true));
  if (member.lang) store.dispatch(settingsActions.setLang(member.lang));
  container = document.createElement('div');
  container.id = 'root';
  // Test-only: the server's page as the browser parses it.
  container.innerHTML = markup;
  document.body.append(container);
  member.early?.(container);
  const shell = new Map(
    [
      'nav',
      'main',
      'h1',
      'h2',
      'a[href="#content"]',
      'section[aria-labelledby="main-shortcuts"]',
      'section[aria-labelledby="main-stores"]',
    ].map((s) => [s, container?.querySelector(s) ?? null]),
  );
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [url], ...routerOptions(store) });
  await whenRouterReady(router);
  if (!member.dataAfterHydration) await dataArrived(store);
  const errors: unknown[] = [];
  const consoleErrors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ')));
  const services = { config, getBridge: () => Promise.reject(new Error('no bridge')), inWebView: member.inWebView ?? false };
  const target = container;
  await act(async () => {
    root = hydrateRoot(
      target,
      <AppProviders store={store} services={services} serverState={firstTreeState()}>
        <AppRouterView router={router} />
      </AppProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  member.hydrated?.(target);
  if (member.dataAfterHydration) {
    await act(async () => {
      await dataArrived(store);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  return {
    errors,
    consoleErrors,
    container: target,
    kept: (selector) => shell.get(selector) !== null && shell.get(selector) === target.querySelector(selector),
  };
}

const hydrationWarnings = (lines: string[]) => lines.filter((line) => /hydrat|did not match|server rendered/i.test(line));

/** When the page's data comes, for the cases that hold both: [said as, after hydration]. */
const DATA_ARRIVES = [
  ['before', false],
  ['after', true],
] as const;

describe('hydrating a prerendered page', () => {
  it.each([
    ['home', '/', {}],
    ['search', '/search', {}],
    ['search-q', '/search?q=레드', { q: '레드' }],
    ['search-q', `/search?q=${encodeURIComponent('"<b>it\'s</b>&')}`, { q: '"<b>it\'s</b>&' }],
    ['product', '/product/W00001', { prdCd: 'W00001' }],
    ['event', '/event', {}],
    ['mypage', '/mypage', {}],
    ['diary', '/diary', {}],
    ['food-pairing', '/food-pairing', {}],
  ] as const)(
    'given the prerendered %s page and its data already fetched, when %s hydrates, then React reports no mismatch and keeps the shell',
    async (name, url, values) => {
      const markup = await servedMarkup(name, values);
      const { errors, consoleErrors, kept, container: page } = await hydrate(markup, url);
      expect(errors).toEqual([]);
      expect(hydrationWarnings(consoleErrors)).toEqual([]);
      expect(kept('nav')).toBe(true);
      expect(kept('main')).toBe(true);
      expect(kept('a[href="#content"]')).toBe(true);
      // After hydration the screen shows the member's state: here, data instead of skeletons.
      expect(page.querySelector('nav')).not.toBeNull();
    },
  );

  it('given the prerendered home, when a member reading English hydrates it, then the first tree is still the prerendered one and the member state follows', async () => {
    const markup = await servedMarkup('home', {});
    const { errors, consoleErrors, kept, container: page } = await hydrate(markup, '/', { loggedIn: true, lang: 'en' });
    expect(errors).toEqual([]);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    expect(kept('nav')).toBe(true);
    expect(kept('h1')).toBe(true);
    expect(page.querySelector('nav')?.textContent).toContain('Home');
    // Home's own strings reach it in English too, though a Korean first visit does not download
    // them: the route awaits them before it renders (lib/i18n.ts stringsReady).
    await waitFor(() => expect(page.querySelector('#main-stores')?.textContent).toBe('Stores'));
    expect(page.querySelector('#main-shortcuts')?.textContent).toBe('Shortcuts');
  });

  it('given the prerendered home (made as a browser page), when it hydrates inside the native shell, then the first tree is still the prerendered one and the shell answer follows', async () => {
    const markup = await servedMarkup('home', {});
    const { errors, consoleErrors, kept } = await hydrate(markup, '/', { inWebView: true });
    expect(errors).toEqual([]);
    expect(hydrationWarnings(consoleErrors)).toEqual([]);
    expect(kept('nav')).toBe(true);
    expect(kept('h1')).toBe(true);
  });

  it('given the prerendered home, when its data arrives right after hydration, then the sections below the banners keep their HTML (no jump)', async () => {
    const markup = await servedMarkup('home', {});
    const { errors, kept } = await hydrate(markup, '/', { dataAfterHydration: true });
    expect(errors).toEqual([]);
    expect(kept('section[aria-labelledby="main-shortcuts"]')).toBe(true);
    expect(kept('section[aria-labelledby="main-stores"]')).toBe(true);
  });

  it('given the prerendered home, then the stores and each section below the banners are a Suspense boundary of their own (each hydrates in its own pass after the top of the screen), and the header and banners are in none', async () => {
    const served = document.createElement('div');
    served.innerHTML = await servedMarkup('home', {}); // test-only: the server's page as the browser parses it
    // React's server markup brackets a boundary's content with the comments <!--$--> and <!--/$-->.
    const isComment = (node: ChildNode | null, data: string) => node?.nodeType === Node.COMMENT_NODE && (node as Comment).data === data;
    const ownBoundary = (element: Element | null) =>
      !!element && isComment(element.previousSibling, '$') && isComment(element.nextSibling, '/$');
    for (const id of ['main-shortcuts', 'main-monthly', 'main-stores'])
      expect(ownBoundary(served.querySelector(`section[aria-labelledby="${id}"]`)), id).toBe(true);
    // The four sections further down are boxes until they come near the viewport: each in its boundary.
    const boxes = [...served.querySelectorAll('main div[aria-hidden="true"]')].filter((d) =>
      /min-height/.test(d.getAttribute('style') ?? ''),
    );
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(ownBoundary(box)).toBe(true);
    // The top of the screen hydrates with the page itself, first.
    const banners = served.querySelector('section[aria-labelledby="main-banners"]');
    expect(banners).not.toBeNull();
    expect(isComment(banners?.previousSibling ?? null, '$')).toBe(false);
  });

  it('given the prerendered search page, then the voice button has its place before the browser says it has speech recognition, and the button takes that place (no layout shift)', async () => {
    const markup = await servedMarkup('search-q', { q: '레드' });
    const served = document.createElement('div');
    served.innerHTML = markup; // test-only: the server's page as the browser parses it
    const field = (root: ParentNode) => [...(root.querySelector('form[role="search"] input')?.parentElement?.children ?? [])];
    // input, clear, the voice button's place, camera, submit: the place is where the button comes.
    const slotAt = field(served).findIndex((e) => e.tagName === 'SPAN' && e.getAttribute('aria-hidden') === 'true');
    expect(slotAt).toBeGreaterThan(0);
    // The category previews load in blocks sized like their answer (npm run lighthouse prints the CLS).
    expect(served.querySelectorAll('[data-testid="skeleton-list"]')).toHaveLength(2);

    const { errors, container } = await hydrate(markup, '/search?q=레드', { dataAfterHydration: true });
    expect(errors).toEqual([]);
    const voice = field(container)[slotAt];
    expect(voice?.tagName).toBe('BUTTON');
    expect(voice?.getAttribute('aria-label')).toBe('음성으로 검색');
  });

  it("given the prerendered home, then it has two empty places for its largest pictures (the first banner's, the first pick's), named as the page's early module names home's", async () => {
    const served = document.createElement('div');
    served.innerHTML = await servedMarkup('home', {}); // test-only: the server's page as the browser parses it
    // Found by the early table's attribute and names: the kit and home repeat them (the early module
    // stays free of the app's code).
    const slots = [...served.querySelectorAll(`img[${EARLY_PICTURE_SLOT}]`)];
    expect(slots.map((slot) => slot.getAttribute(EARLY_PICTURE_SLOT))).toEqual([HOME_FIRST_BANNER_SLOT, HOME_FIRST_PICK_SLOT]);
    for (const slot of slots) {
      expect(slot.hasAttribute('src')).toBe(false);
      // Decorative: inside a hidden placeholder.
      expect(slot.getAttribute('alt')).toBe('');
      expect(slot.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // The first banner's place is in the banners' section; the pick's is under its section's "loading" status.
    expect(slots[0]?.closest('section')?.getAttribute('aria-labelledby')).toBe('main-banners');
    expect(slots[1]?.closest('[role="status"]')?.textContent?.trim()).toBe('불러오는 중입니다');
  });

  it.each(DATA_ARRIVES)(
    "given the prerendered home whose picture places the early module has filled, when it hydrates with its data arriving %s, then React reports nothing, keeps the pick's picture until the picks come, and the banners and the first pick's shelf show the same pictures",
    async (_when, dataAfterHydration) => {
      const picture = 'https://img.bottle.test/first-pick.jpg';
      // "After": the picks' answer is held until the page has hydrated.
      const release = answerMonthlyPicks(
        mock,
        '이달의 와인',
        [
          { prd_cd: 'W00001', prd_nm: '첫 와인', sale_prc: 10000, img_url: picture },
          { prd_cd: 'W00002', prd_nm: '둘째 와인', sale_prc: 20000, img_url: 'https://img.bottle.test/second.jpg' },
        ],
        { held: dataAfterHydration },
      );
      const banner = 'https://img.bottle.test/first-banner.jpg';
      mock.server.use(
        http.post('*/api/app/main/banner/area/info', () =>
          HttpResponse.json({
            area_list: [
              { area_cd: 'MAIN_TOP', bnr_list: [{ bnr_no: '1', bnr_nm: '첫 배너', img_url: banner, link_kind: 'USELESS', link_url: '' }] },
            ],
          }),
        ),
      );
      const bannerSelector = `img[${EARLY_PICTURE_SLOT}="${HOME_FIRST_BANNER_SLOT}"]`;
      const slotSelector = `img[${EARLY_PICTURE_SLOT}="${HOME_FIRST_PICK_SLOT}"]`;
      let slot: Element | null = null;
      let keptAtHydration: boolean | undefined;
      const {
        errors,
        consoleErrors,
        container: page,
      } = await hydrate(await servedMarkup('home', {}), '/', {
        dataAfterHydration,
        // What src/early-data.ts does when the picks' answer arrives before the app has run.
        early: (served) => {
          slot = served.querySelector(slotSelector);
          slot?.setAttribute('src', picture);
          served.querySelector(bannerSelector)?.setAttribute('src', banner);
        },
        hydrated: (hydrated) => {
          if (dataAfterHydration) keptAtHydration = hydrated.querySelector(slotSelector) === slot && slot?.getAttribute('src') === picture;
          release();
        },
      });
      expect(slot).not.toBeNull();
      expect(errors).toEqual([]);
      // No console error at all, except the test realm's own: the server and client renderers share
      // it here (see servedMarkup), which React's development build reports as two renderers.
      expect(consoleErrors.filter((line) => !/multiple renderers concurrently/.test(line))).toEqual([]);
      if (dataAfterHydration) expect(keptAtHydration).toBe(true);
      // The picks replace the place with the shelf: its first picture has the same address (one
      // download), and no empty place is left.
      await waitFor(() => expect(page.querySelector('section[aria-labelledby="main-monthly"] ul a img')).not.toBeNull());
      expect(page.querySelector('section[aria-labelledby="main-monthly"] ul a img')?.getAttribute('src')).toBe(picture);
      expect(page.querySelector(slotSelector)).toBeNull();
      // The banners replace their place too: the first card's picture is the one the page showed.
      expect(page.querySelector('ul[aria-label="추천 배너"] img')?.getAttribute('src')).toBe(banner);
      expect(page.querySelector(bannerSelector)).toBeNull();
    },
  );

  it("given the prerendered product page, then its loading state is the product's shape with one empty place for its first picture, named as the page's early module names it, under the page's heading and a loading status", async () => {
    const served = document.createElement('div');
    served.innerHTML = await servedMarkup('product', { prdCd: 'W00001' }); // test-only: the server's page as the browser parses it
    const slots = [...served.querySelectorAll(`img[${EARLY_PICTURE_SLOT}]`)];
    expect(slots.map((slot) => slot.getAttribute(EARLY_PICTURE_SLOT))).toEqual([PRODUCT_FIRST_PICTURE_SLOT]);
    expect(slots[0]?.hasAttribute('src')).toBe(false);
    expect(slots[0]?.getAttribute('alt')).toBe('');
    expect(slots[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(slots[0]?.closest('[role="status"]')?.textContent?.trim()).toBe('불러오는 중입니다');
    expect(served.querySelector('h1')?.textContent).toBe('상품 상세');
  });

  it.each(DATA_ARRIVES)(
    "given the prerendered product page whose picture place the early module has filled, when it hydrates with its data arriving %s, then React reports nothing and the gallery's large picture is the one shown",
    async (_when, dataAfterHydration) => {
      const picture = 'https://img.bottle.test/W00001-1.jpg';
      mock.server.use(
        http.post('*/api/app/product/item/image', () => HttpResponse.json({ img_list: [picture, 'https://img.bottle.test/W00001-2.jpg'] })),
      );
      const place = `img[${EARLY_PICTURE_SLOT}="${PRODUCT_FIRST_PICTURE_SLOT}"]`;
      let filled: Element | null = null;
      const {
        errors,
        consoleErrors,
        container: page,
      } = await hydrate(await servedMarkup('product', { prdCd: 'W00001' }), '/product/W00001', {
        dataAfterHydration,
        early: (served) => {
          filled = served.querySelector(place);
          filled?.setAttribute('src', picture);
        },
      });
      expect(filled).not.toBeNull();
      expect(errors).toEqual([]);
      expect(consoleErrors.filter((line) => !/multiple renderers concurrently/.test(line))).toEqual([]);
      await waitFor(() => expect(page.querySelector('article img[fetchpriority="high"]')).not.toBeNull());
      expect(page.querySelector('article img[fetchpriority="high"]')?.getAttribute('src')).toBe(picture);
      expect(page.querySelector(place)).toBeNull();
    },
  );

  it("given the prerendered search for a word, then the first section's loading state has one empty place for the first card's picture and one for its name, named as the page's early module names them, hidden from screen readers beside the loading status", async () => {
    const served = document.createElement('div');
    served.innerHTML = await servedMarkup('search-q', { q: '레드' }); // test-only: the server's page as the browser parses it
    const pictures = [...served.querySelectorAll(`img[${EARLY_PICTURE_SLOT}]`)];
    const names = [...served.querySelectorAll(`[${EARLY_TEXT_SLOT}]`)];
    expect(pictures.map((slot) => slot.getAttribute(EARLY_PICTURE_SLOT))).toEqual([SEARCH_FIRST_SLOT]);
    expect(names.map((slot) => slot.getAttribute(EARLY_TEXT_SLOT))).toEqual([SEARCH_FIRST_SLOT]);
    expect(pictures[0]?.hasAttribute('src')).toBe(false);
    expect(names[0]?.textContent).toBe('');
    expect(names[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(names[0]?.closest('section')?.querySelector('[role="status"]')?.textContent?.trim()).toBe('불러오는 중입니다');
  });

  it.each(DATA_ARRIVES)(
    "given the prerendered search whose first card's places the early module has filled, when it hydrates with its data arriving %s, then React reports nothing and the first card shows that name and picture",
    async (_when, dataAfterHydration) => {
      const picture = 'https://img.bottle.test/first.jpg';
      const name = '<b>첫 와인</b> & co';
      mock.server.use(
        http.post('*/api/app/search/wine/result/list', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          const list = [
            {
              prd_cd: 'W00001',
              prd_nm: name,
              ctg: 'wine',
              type_cd: '034006001',
              img_url: picture,
              sale_prc: 10000,
              bnkr_cnt: 0,
              isMyBucker: 'N',
            },
          ];
          return HttpResponse.json({ list, total_cnt: 1, page_no: body['page_no'] ?? 1, page_size: 20 });
        }),
      );
      let filled = 0;
      const {
        errors,
        consoleErrors,
        container: page,
      } = await hydrate(await servedMarkup('search-q', { q: '레드' }), '/search?q=레드', {
        dataAfterHydration,
        early: (served) => {
          const img = served.querySelector(`img[${EARLY_PICTURE_SLOT}="${SEARCH_FIRST_SLOT}"]`);
          const text = served.querySelector(`[${EARLY_TEXT_SLOT}="${SEARCH_FIRST_SLOT}"]`);
          img?.setAttribute('src', picture);
          if (text) text.textContent = name;
          filled = (img ? 1 : 0) + (text ? 1 : 0);
        },
      });
      expect(filled).toBe(2);
      expect(errors).toEqual([]);
      expect(consoleErrors.filter((line) => !/multiple renderers concurrently/.test(line))).toEqual([]);
      await waitFor(() => expect(page.querySelector('section[aria-labelledby="results-wine"] article h3')?.textContent).toBe(name));
      expect(page.querySelector('section[aria-labelledby="results-wine"] article img')?.getAttribute('src')).toBe(picture);
      expect(page.querySelector(`[${EARLY_TEXT_SLOT}]`)).toBeNull();
    },
  );

  it("given the prerendered events, then the list's loading state has one empty place for the first event's cover, named as the page's early module names it, hidden from screen readers beside the loading status", async () => {
    const served = document.createElement('div');
    served.innerHTML = await servedMarkup('event', {}); // test-only: the server's page as the browser parses it
    const pictures = [...served.querySelectorAll(`img[${EARLY_PICTURE_SLOT}]`)];
    expect(pictures.map((slot) => slot.getAttribute(EARLY_PICTURE_SLOT))).toEqual([EVENT_FIRST_SLOT]);
    expect(served.querySelectorAll(`[${EARLY_TEXT_SLOT}]`)).toHaveLength(0);
    expect(pictures[0]?.hasAttribute('src')).toBe(false);
    expect(pictures[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect([...served.querySelectorAll('[role="status"]')].map((status) => status.textContent?.trim())).toContain('불러오는 중입니다');
  });

  it.each(DATA_ARRIVES)(
    "given the prerendered events whose first cover's place the early module has filled, when it hydrates with its data arriving %s, then React reports nothing and the first card shows that cover, asked for first",
    async (_when, dataAfterHydration) => {
      const picture = 'https://img.bottle.test/event-first.jpg';
      const name = '<b>첫 시음회</b> & co';
      mock.server.use(
        http.post('*/api/v2/hybridapp/event/list', () =>
          HttpResponse.json({
            list: [
              {
                event_no: 'E1',
                event_nm: name,
                img_url: picture,
                start_dt: '2026-11-01',
                end_dt: '2026-12-31',
                status: 'ING',
                join_yn: 'N',
              },
              {
                event_no: 'E2',
                event_nm: '둘째',
                img_url: 'https://img.bottle.test/e2.jpg',
                start_dt: '2026-11-01',
                end_dt: '2026-12-31',
                status: 'ING',
                join_yn: 'N',
              },
            ],
            total_cnt: 2,
          }),
        ),
      );
      let filled = 0;
      const {
        errors,
        consoleErrors,
        container: page,
      } = await hydrate(await servedMarkup('event', {}), '/event', {
        dataAfterHydration,
        early: (served) => {
          const img = served.querySelector(`img[${EARLY_PICTURE_SLOT}="${EVENT_FIRST_SLOT}"]`);
          img?.setAttribute('src', picture);
          filled = img ? 1 : 0;
        },
      });
      expect(filled).toBe(1);
      expect(errors).toEqual([]);
      expect(consoleErrors.filter((line) => !/multiple renderers concurrently/.test(line))).toEqual([]);
      await waitFor(() => expect(page.querySelector('li[data-index="0"] strong')?.textContent).toBe(name));
      const first = page.querySelector('li[data-index="0"] img');
      expect(first?.getAttribute('src')).toBe(picture);
      expect(first?.getAttribute('fetchpriority')).toBe('high');
      expect(first?.hasAttribute('loading')).toBe(false);
      expect(page.querySelector('li[data-index="1"] img')?.getAttribute('loading')).toBe('lazy');
      expect(page.querySelector(`[${EARLY_PICTURE_SLOT}]`)).toBeNull();
    },
  );

  it('given markup that differs from the first tree, when it hydrates, then the mismatch is reported (the check above can fail)', async () => {
    const markup = (await servedMarkup('home', {})).replace('<h1>보틀</h1>', '<h1>Other</h1>');
    const { errors, consoleErrors } = await hydrate(markup, '/');
    expect(errors.length + hydrationWarnings(consoleErrors).length).toBeGreaterThan(0);
  });
});
