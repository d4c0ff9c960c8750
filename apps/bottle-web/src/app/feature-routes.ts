/**
 * Every screen route beyond the home screen, fetched the first time the member goes anywhere
 * but home (React Router's patchRoutesOnNavigation, see ./router.tsx). A first visit to "/" so
 * downloads neither the route tables of the features nor anything they name.
 */
import type { RouteObject } from 'react-router';
import { loadLanguage } from '@bottle/domain';
import * as account from '../features/account/routes';
import * as catalogue from '../features/catalogue/routes';
import * as chat from '../features/chat/routes';
import * as content from '../features/content/routes';
import * as pickup from '../features/pickup/routes';

const features = [catalogue, account, pickup, content, chat];

/**
 * Every screen loads its code lazily; with it come the strings beyond the first route's
 * (libs/domain loadLanguage). Wrapping each route's `lazy` here guarantees that no screen renders
 * before its strings, whichever feature declares it. English, when chosen, was loaded at start-up
 * or by changeLanguage, so Korean extras are what is left to fetch.
 */
export function withMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    const wrapped: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      wrapped.lazy = (() => Promise.all([lazy(), loadLanguage('ko')]).then(([props]) => props)) as RouteObject['lazy'];
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
