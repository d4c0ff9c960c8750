/**
 * Every screen route beyond the home screen, fetched the first time the member goes anywhere
 * but home (React Router's patchRoutesOnNavigation, see ./router.tsx). A first visit to "/" so
 * downloads neither the route tables of the features nor anything they name.
 */
import type { RouteObject } from 'react-router';
import { loadLanguage } from '@bottle/domain';
import { childPath, routePatterns } from '../config/paths';
import { retryableLazy } from './chunk-retry';
import * as account from '../features/account/routes';
import * as catalogue from '../features/catalogue/routes';
import * as chat from '../features/chat/routes';
import * as content from '../features/content/routes';
import * as explore from '../features/explore/routes';
import * as pickup from '../features/pickup/routes';
import * as draws from '../features/draws/routes';

const features = [catalogue, account, pickup, content, chat, explore, draws];

/**
 * Every screen loads its code lazily; with it come the strings beyond the first route's
 * (libs/domain loadLanguage). Wrapping each route's `lazy` here guarantees that no screen renders
 * before its strings, whichever feature declares it. English, when chosen, was loaded at start-up
 * or by changeLanguage, so Korean extras are what is left to fetch. A screen whose code or
 * strings cannot be fetched shows the offline screen with a retry (./route-chunks.tsx).
 */
export function withMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    const wrapped: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      wrapped.lazy = retryableLazy(() => Promise.all([lazy(), loadLanguage('ko')]).then(([props]) => props)) as RouteObject['lazy'];
    }
    if (route.children) wrapped.children = withMessages(route.children);
    return wrapped;
  });
}

/** The children added under the tab layout: every feature's routes, then "not found". */
export const featureRoutes: RouteObject[] = withMessages([
  ...features.flatMap((f) => f.tabRoutes),
  ...features.flatMap((f) => f.screenRoutes),
  { path: '*', lazy: () => import('./not-found').then((m) => ({ Component: m.NotFound })) },
]);

/**
 * The screens a member most often opens next: the footer tabs and a product.
 * Their code is fetched when the browser is idle (./prefetch.ts), so they open offline too once
 * the app has loaded.
 */
export const PREFETCHED_PATHS: readonly string[] = [
  routePatterns.foodPairing,
  routePatterns.search,
  routePatterns.diary,
  routePatterns.myPage,
  routePatterns.product,
].map(childPath);

/**
 * Fetches the code (and strings) of the routes at PREFETCHED_PATHS, then of the global popups,
 * each after `idle()`. A piece that fails is skipped.
 */
export async function prefetchCommonScreens(idle: () => Promise<void>): Promise<void> {
  const pieces: (() => Promise<unknown>)[] = PREFETCHED_PATHS.map((path) => () => {
    const lazy = featureRoutes.find((route) => route.path === path)?.lazy;
    return typeof lazy === 'function' ? (lazy as () => Promise<unknown>)() : Promise.resolve();
  });
  pieces.push(() => Promise.all([import('../lib/popups/global-popups'), loadLanguage('ko')]));
  for (const piece of pieces) {
    await idle();
    await piece().catch(() => undefined);
  }
}
