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
        ...features.flatMap((f) => f.tabRoutes),
        ...features.flatMap((f) => f.screenRoutes),
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
