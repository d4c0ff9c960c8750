/**
 * The route table (React Router's route objects, served by the app's router: lib/router). The
 * first route knows only the shell and the home screen; every other screen's route is discovered on the first navigation away from home
 * (`patchRoutesOnNavigation` loads ./feature-routes.ts), and each screen's code is lazy as well,
 * so a first visit loads the least (budgets: tools/budgets.mjs). Paths come from config/paths.ts.
 */
import type { RouteObject } from 'react-router';
import { mainApi, storeCommonApi } from '@bottle/api';
import { loadLanguage } from '@bottle/domain';
import { shellPaths as paths } from '../config/shell-paths';
import { withStrings } from '../lib/i18n';
import { startQuery, startsQueries, withRouteData } from '../lib/route-data';
import { createRouter, type AppRouter, type History, type RouterOptions } from '../lib/router/router';
import type { AppStore } from '../lib/store/store';
import { TabLayout } from './layout';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';

/** Id of the tab layout route, under which the feature routes are patched in. */
export const LAYOUT_ROUTE_ID = 'layout';

export function buildRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: LAYOUT_ROUTE_ID,
      path: paths.home,
      Component: TabLayout,
      ErrorBoundary: RouteError,
      // Shown while the first location's code loads (a page that was not prerendered).
      HydrateFallback: RouteLoading,
      children: [
        // Home's code loads with the app (it is the first route); a failure there reaches the
        // error element, which shows the offline screen (./route-error.tsx).
        // Its two calls (the banners and the stores, spec §7 "Main") start while its code loads.
        {
          index: true,
          loader: startsQueries(() => [
            startQuery(mainApi.endpoints.mainBanner, undefined),
            startQuery(storeCommonApi.endpoints.storeList, undefined),
          ]),
          // The sections below the banners (their own chunk) come with it: a prerendered home
          // hydrates them with the rest, so the member's first data cannot make React drop their
          // HTML before their code is there (the stores jumped up and back).
          // Its strings too: Korean in its chunk, English awaited for a member who chose it
          // (lib/i18n.ts stringsReady), so the screen never shows in the other language first.
          lazy: () =>
            withStrings(
              Promise.all([import('../features/main/routes/main-page'), import('../features/main/components/home-sections')]),
              import('../features/main/messages').then((s) => s.mainMessages),
            ).then(([m]) => ({ Component: m.MainPage })),
        },
      ],
    },
  ];
  if (import.meta.env.DEV) {
    // A developer's gallery of every libs/ui component in every state: the Vite dev
    // server only (`npx nx serve bottle-web`), never in a build members get.
    routes.push({
      path: paths.gallery,
      ErrorBoundary: RouteError,
      HydrateFallback: RouteLoading,
      // The gallery has its own ko/en switch: load English before it renders.
      lazy: () => Promise.all([import('./gallery-route'), loadLanguage('en')]).then(([m]) => ({ Component: m.GalleryRoute })),
    });
  }
  return routes;
}

/**
 * `routes` as the browser ends up with them once the feature routes are patched in: `featureRoutes`
 * under the tab layout, after home. For what needs the whole table at once (the prerender, tests
 * loading screens' code); ./feature-routes.ts is not imported here, so the first route stays small.
 */
export function withFeatureRoutes(routes: RouteObject[], featureRoutes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject =>
    route.id === LAYOUT_ROUTE_ID && !route.index ? { ...route, children: [...(route.children ?? []), ...featureRoutes] } : route,
  );
}

/**
 * Router options shared by the browser router and tests' memory routers: the feature routes are
 * patched in once, on the first navigation (or initial load) to any path but home; route loaders
 * start their screens' queries in `store` (../lib/route-data.ts).
 */
export function routerOptions(store: AppStore): Pick<RouterOptions, 'patchRoutesOnNavigation'> {
  let patched: Promise<void> | undefined;
  return {
    patchRoutesOnNavigation: ({ patch }) =>
      (patched ??= import('./feature-routes')
        .then(({ featureRoutes }) => patch(LAYOUT_ROUTE_ID, withRouteData(featureRoutes, store)))
        .catch((error: unknown) => {
          // Offline: the next navigation fetches the route table again.
          patched = undefined;
          throw error;
        })),
  };
}

/** The route table with its loaders bound to `store` (../lib/route-data.ts): what a router serves. */
export function appRoutes(store: AppStore): RouteObject[] {
  return withRouteData(buildRoutes(), store);
}

/** The app's router on the browser's history, or on `history` (tests: a memory history). */
export function createAppRouter(store: AppStore, history?: History): AppRouter {
  return createRouter(appRoutes(store), { ...routerOptions(store), ...(history ? { history } : {}) });
}

export type { AppRouter };

/**
 * Resolves once `router` has matched the page's URL, loaded the matched routes' code and run
 * their loaders: what hydrating a prerendered page waits for, so the first client tree has the
 * screens the HTML shows, not the loading fallback (src/main.tsx).
 */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
