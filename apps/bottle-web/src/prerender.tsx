/**
 * The build's prerender ("HTML first"): every public route's first screen as
 * HTML, so a member sees the header, the headings, the footer tabs and skeletons sized like the
 * content before any script has run. Built by `vite build --ssr src/prerender.tsx` and run by
 * tools/prerender.mjs, which writes the pages next to the app (dist/apps/bottle-web/prerendered)
 * for the demo server to send.
 *
 * Each route renders with React's static renderer (react-dom/static, which waits for every lazy
 * part) through the app's router (lib/router) in memory, as the browser renders it, with the state of a visitor's first visit
 * (app/first-tree.ts) and no data: the route loaders, which start API calls in the browser, are
 * left out. The Emotion styles the page uses are extracted from the render's own cache and
 * inlined in the head as one style tag that Emotion's browser cache adopts (no style is inserted
 * twice); the server puts the response's CSP nonce on it. No inline script is written: the
 * browser's router runs its own loaders.
 *
 * A page that depends on a path parameter or on `q` is rendered once with a placeholder value,
 * which the server replaces (HTML-escaped) with the request's: `PRERENDER_PAGES` lists them.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import type { RouteObject } from 'react-router';
import { AppProviders } from './app/app';
import { featureRoutes } from './app/feature-routes';
import { firstTreeState, PRERENDERED_ATTRIBUTE } from './app/first-tree';
import { buildRoutes, whenRouterReady, withFeatureRoutes } from './app/router';
import { parseConfig } from './config/env';
import { withoutRouteData } from './lib/route-data';
import { createMemoryRouter } from './lib/router/router';
import { AppRouterView } from './lib/router/router-view';
import { makeStore } from './lib/store/store';

/** One prerendered page: which requests it answers and the placeholders the server fills. */
export interface PrerenderPage {
  /** File name under prerendered/ (without .html). */
  name: string;
  /** The route pattern (React Router syntax) the page answers. */
  pattern: string;
  /** Placeholder of each path parameter, rendered in its place. */
  params?: Record<string, string>;
  /**
   * The page answers a URL with exactly these search parameters, each non-empty, rendered with
   * their placeholder; without `query` it answers a URL with no search parameters only.
   */
  query?: Record<string, string>;
  /**
   * The modules (Vite manifest keys, from this app's root) the page's first screen needs after
   * the entry, most urgent first: the page names them and their chunks as modulepreload links in
   * that order (tools/prerender.mjs), so they load while the HTML parses instead of one after
   * another once the router has run. Only what the first screen shows: on a slow link every
   * preloaded kilobyte competes with the HTML, the styles and the largest picture. The rest
   * (the other tabs' session watch, a member's age gate, the main popup, which waits for the age
   * check) loads when the app asks for it, after the first paint.
   */
  modules: readonly string[];
}

/** Last on every page: the age check a first visit shows over the screen (a visitor has not answered). */
const AGE_CHECK = 'src/features/main/components/age-popup.tsx';
const ROUTE_TABLE = 'src/app/feature-routes.ts';
const KOREAN_MESSAGES = ['../../libs/domain/src/messages/extended-ko.ts', '../../libs/ui/src/messages/ui-ko.ts'];
/** Every page but home: the feature route table, the screen, the rest of the Korean messages, the age check. */
const feature = (screen: string) => [ROUTE_TABLE, screen, ...KOREAN_MESSAGES, AGE_CHECK];

/** Placeholders: plain ASCII that no screen changes (no particle, no case, no encoding). */
export const PRERENDER_PAGES: readonly PrerenderPage[] = [
  {
    name: 'home',
    pattern: '/',
    // The screen, then the sections below the banners (the first pick's shelf is in view).
    modules: ['src/features/main/routes/main-page.tsx', 'src/features/main/components/home-sections.tsx', AGE_CHECK],
  },
  { name: 'food-pairing', pattern: '/food-pairing', modules: feature('src/features/content/routes/food-pairing-page.tsx') },
  { name: 'search', pattern: '/search', modules: feature('src/features/catalogue/routes/search-page.tsx') },
  {
    name: 'search-q',
    pattern: '/search',
    query: { q: 'Zq0prerenderq0Z' },
    modules: feature('src/features/catalogue/routes/search-page.tsx'),
  },
  { name: 'diary', pattern: '/diary', modules: feature('src/features/content/routes/diary-page.tsx') },
  { name: 'mypage', pattern: '/mypage', modules: feature('src/features/account/routes/my-page.tsx') },
  { name: 'event', pattern: '/event', modules: feature('src/features/content/routes/events-page.tsx') },
  {
    name: 'product',
    pattern: '/product/:prdCd',
    params: { prdCd: 'Zp0prerenderp0Z' },
    modules: feature('src/features/catalogue/routes/product-page.tsx'),
  },
];

/** The route table as the browser ends up with it (home, then the patched-in feature routes), without loaders. */
export function prerenderRoutes(): RouteObject[] {
  return withoutRouteData(withFeatureRoutes(buildRoutes(), featureRoutes));
}

/** The URL a page is rendered at: its pattern with the placeholders. */
export function prerenderUrl(page: PrerenderPage): string {
  const path = page.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => page.params?.[name] ?? name);
  const query = page.query ? `?${new URLSearchParams(page.query).toString()}` : '';
  return `${path}${query}`;
}

/** The CSS Emotion inserted for the render, and the ids of its rules (what the browser cache adopts). */
function extractStyles(cache: EmotionCache): { css: string; ids: string[] } {
  const ids: string[] = [];
  let css = '';
  for (const [id, rule] of Object.entries(cache.inserted)) {
    if (typeof rule !== 'string') continue;
    ids.push(id);
    css += rule;
  }
  return { css, ids };
}

export interface RenderedPage {
  /** The root's markup. */
  html: string;
  /** The style tag for the head. */
  style: string;
}

/** Renders `url` as a visitor's first visit. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createMemoryRouter(prerenderRoutes(), { initialEntries: [url] });
  await whenRouterReady(router);
  const failed = router.state.error ?? router.state.matches.map((m) => router.resolved(m.route)).find((r) => r && 'error' in r);
  if (failed) throw new Error(`${url} could not be prerendered`, { cause: failed });
  const store = makeStore(firstTreeState());
  const config = parseConfig(import.meta.env);
  const services = { config, getBridge: () => Promise.reject(new Error('no native bridge while prerendering')), inWebView: false };
  // Emotion's server mode (compat): styles go to the cache, not inline next to the elements.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders store={store} services={services}>
        <AppRouterView router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  const html = await new Response(prelude).text();
  router.dispose();
  const { css, ids } = extractStyles(cache);
  return { html, style: `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>` };
}

/** The built index.html with `page` in its root and its styles in its head. */
export function intoTemplate(template: string, page: RenderedPage): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return template
    .replace('</head>', `${page.style}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${page.html}</div>`);
}
