/**
 * The route table (React Router data router). Every screen is a lazy route so the first visit
 * loads only the shell and the home screen (budgets: tools/budgets.mjs). Paths come from
 * config/paths.ts; each feature lists its own routes in features/<feature>/routes.tsx.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadLanguage } from '@bottle/domain';
import type { AppConfig } from '../config/env';
import { paths } from '../config/paths';
import * as account from '../features/account/routes';
import * as catalogue from '../features/catalogue/routes';
import * as chat from '../features/chat/routes';
import * as content from '../features/content/routes';
import * as pickup from '../features/pickup/routes';
import { TabLayout } from './layout';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import { NotFound } from './not-found';

const features = [catalogue, account, pickup, content, chat];

/**
 * Every screen but the home screen loads its code lazily; with it come the strings beyond the
 * first route's (libs/domain loadLanguage). Wrapping each route's `lazy` here guarantees that no
 * screen renders before its strings, whichever feature declares it. English, when chosen, was
 * loaded at start-up or by changeLanguage, so Korean extras are what is left to fetch.
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

export function buildRoutes(config: Pick<AppConfig, 'mode'>): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: paths.home,
      Component: TabLayout,
      ErrorBoundary: RouteError,
      // Shown while the first lazy route loads (React Router's initial "hydration").
      HydrateFallback: RouteLoading,
      children: [
        { index: true, lazy: () => import('../features/main/routes/main-page').then((m) => ({ Component: m.MainPage })) },
        ...withMessages(features.flatMap((f) => f.tabRoutes)),
        ...withMessages(features.flatMap((f) => f.screenRoutes)),
        { path: '*', Component: NotFound },
      ],
    },
  ];
  if (config.mode === 'demo') {
    // A reviewer's gallery of every libs/ui component in every state (issue 8); demo builds only.
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

export function createAppRouter(config: Pick<AppConfig, 'mode'>) {
  return createBrowserRouter(buildRoutes(config));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
