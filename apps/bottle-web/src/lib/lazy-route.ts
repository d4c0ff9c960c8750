/**
 * One screen route of a feature's table (features/<name>/routes.tsx): its path, the pattern in
 * config/paths.ts made relative to the tab layout's '/', and its component, one named export of
 * a module that loads lazily. `load` stays a literal `() => import('./routes/…')` in each table so
 * that the bundler gives every screen a chunk of its own and the first route downloads none of
 * them (budgets: tools/budgets.mjs); app/feature-routes.ts adds the strings and the retry.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { childPath } from '../config/paths';
import type { RouteHandle } from './route-handle';

/** The names of a module's exports that are components. */
type ComponentExport<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/** What a route may add to its path and component: the calls it starts, what it asks of the layout. */
export interface RouteExtras {
  loader?: LoaderFunction;
  handle?: RouteHandle;
}

export function lazyRoute<M>(
  pattern: string,
  load: () => Promise<M>,
  component: ComponentExport<M>,
  extras: RouteExtras = {},
): RouteObject {
  return {
    ...extras,
    path: childPath(pattern),
    lazy: () => load().then((module) => ({ Component: module[component] as ComponentType })),
  };
}
