/**
 * Route loaders that start a screen's first queries ("no waterfall"). Without
 * them a screen's calls started only when its component rendered: after the route table, the
 * screen's chunk and the chunks that chunk imports had come one after another. A route's static
 * `loader` runs as soon as the route matches, while React Router still fetches the route's lazy
 * code, so the data and the code travel together.
 *
 * A loader only starts the calls (RTK Query `initiate` without a subscription) and returns at
 * once: the screen renders as soon as its code is there, its hooks subscribe to the calls already
 * in flight (same endpoint, same argument: the same cache entry, no second request), and loading,
 * error and retry stay the screen's own (QueryState). A call the loader started for a screen the
 * member left before it rendered finishes and stays cached like any other.
 *
 * The store reaches the loaders by closure: route tables mark a loader with `startsQueries`, and
 * `withRouteData(routes, store)` turns the marks into loaders of that store when a router is made
 * (and when the feature routes are patched in). React Router's `getContext` would do the same
 * but makes every navigation wait a tick, even a tab change on a screen without a loader.
 *
 * Only a route newly matched or matched with other path params reruns its loader: a change of
 * the search parameters alone (a filter, a tab, the next page) is left to the screen's hooks,
 * whose code is there already, and keeps its navigation as immediate as before.
 */
import type { LoaderFunction, Params, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppStore, RootState } from './store/store';

/** What a route's data start may read: the matched URL and params, and the store's state. */
export interface RouteDataArgs {
  params: Params;
  url: URL;
  state: RootState;
}

/** One query to start: a thunk made by `startQuery`. */
export type QueryStart = (dispatch: AppStore['dispatch']) => void;

/** An RTK Query endpoint whose `initiate` can start a call without subscribing. */
interface StartableEndpoint<Arg> {
  initiate(arg: Arg, options: { subscribe: false }): ThunkAction<unknown, RootState, unknown, UnknownAction>;
}

/** Starts `endpoint` with `arg` as the screen's hook will call it (the same cache entry). */
export function startQuery<Arg>(endpoint: StartableEndpoint<Arg>, arg: Arg): QueryStart {
  return (dispatch) => {
    dispatch(endpoint.initiate(arg, { subscribe: false }));
  };
}

type Starts = (args: RouteDataArgs) => readonly QueryStart[];
const STARTS = Symbol('route data starts');
type MarkedLoader = LoaderFunction & { [STARTS]: Starts };

function isMarked(loader: RouteObject['loader']): loader is MarkedLoader {
  return typeof loader === 'function' && STARTS in loader;
}

/**
 * A route `loader` that dispatches the queries `starts` names for the matched URL and returns
 * null without waiting for them, once `withRouteData` has given it the store. Run without a
 * store (a router made without withRouteData), it fails with that message.
 */
export function startsQueries(starts: Starts): LoaderFunction {
  const unbound = () => {
    throw new Error('A route data loader ran without a store: make the router with withRouteData(routes, store) (src/lib/route-data.ts).');
  };
  return Object.assign(unbound, { [STARTS]: starts });
}

const samePathKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * `routes` with every `startsQueries` loader bound to `store`. A failure to start (a bug in a
 * route's starts) is logged, never shown: the screen's own hooks make the calls then.
 */
export function withRouteData(routes: readonly RouteObject[], store: AppStore): RouteObject[] {
  return routes.map((route) => {
    const bound: RouteObject = { ...route };
    const { loader } = route;
    if (isMarked(loader)) {
      const starts = loader[STARTS];
      bound.loader = ({ params, request }) => {
        try {
          for (const start of starts({ params, url: new URL(request.url), state: store.getState() })) start(store.dispatch);
        } catch (error) {
          console.error('route data could not be started; the screen will fetch it itself', error);
        }
        return null;
      };
      bound.shouldRevalidate ??= samePathKeepsData;
    }
    if (route.children) bound.children = withRouteData(route.children, store);
    return bound;
  }) as RouteObject[];
}

/**
 * `routes` without their `startsQueries` loaders: the build's prerender (src/prerender.tsx)
 * renders a visitor's first screen without data and must not call the API.
 */
export function withoutRouteData(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const bare: RouteObject = { ...route };
    if (isMarked(route.loader)) delete bare.loader;
    if (route.children) bare.children = withoutRouteData(route.children);
    return bare;
  }) as RouteObject[];
}
