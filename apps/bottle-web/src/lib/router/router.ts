/**
 * The app's navigation core: React Router in its declarative mode (`<Router>`, `renderMatches`,
 * `Link`, the hooks) driven by this small router, which keeps what the app used of React Router's
 * data router at half the first route's bytes of router code
 * (docs/decisions/0170-declarative-router-core.md):
 *
 * - a route table of `RouteObject`s: `Component`, `lazy` code, a `loader` that starts the screen's
 *   calls while its code loads, `shouldRevalidate`, `handle`, an `ErrorBoundary` and a
 *   `HydrateFallback`;
 * - routes discovered on the first navigation their table does not match
 *   (`patchRoutesOnNavigation`, as the data router's option);
 * - a navigation changes the address once the new screen's code is there, so the member keeps the
 *   screen they are on until then and never sees a blank one;
 * - `state` (`location`, `matches`, `initialized`), `navigate`, `subscribe` and `dispose`, as the
 *   data router's, for start-up, the session's expiry, field data and tests.
 *
 * Rendering lives in ./router-view.tsx.
 */
import type { ComponentType } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  createPath,
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';

/** A session history React Router's declarative mode navigates (the browser's, or one in memory). */
export type History = ReturnType<typeof createBrowserHistory>;

/** What a route's `lazy` resolved with: its component, or why it has none. */
export type ResolvedRoute = { Component: ComponentType | null } | { error: unknown };

export interface RouterState {
  location: Location;
  historyAction: NavigationType;
  /** The routes matching `location`, outermost first; empty while none does (see `error`). */
  matches: RouteMatch<string, RouteObject>[];
  /** Whether the first location's code has been loaded and its loaders started. */
  initialized: boolean;
  /** A route table that could not be fetched for `location` (offline): the first route's error element shows it. */
  error: unknown;
}

export interface RouterNavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Render the new screen within the current task instead of as a transition (a checkbox kept in the URL). */
  flushSync?: boolean;
}

/** What the data router's `patchRoutesOnNavigation` receives: the path and a way to add routes. */
export interface PatchRoutesArgs {
  path: string;
  /** Adds `children` under the route whose `id` is `routeId` (at the top with null). */
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

export interface RouterOptions {
  /** Where the router keeps its place: the browser's history by default. */
  history?: History;
  /** Called when no route matches a path: may add the routes that do. A failure shows as the state's `error`. */
  patchRoutesOnNavigation?: (args: PatchRoutesArgs) => Promise<void> | void;
}

export type RouterListener = (state: RouterState, options: { flushSync: boolean }) => void;

export interface AppRouter {
  readonly state: RouterState;
  /** The table as it is now (routes patched in included). */
  readonly routes: RouteObject[];
  /** What `<Router>` navigates with: every navigation goes through `navigate`. */
  readonly navigator: Navigator;
  /** Goes to `to` once its code is there (a number goes back or forward in the history). */
  navigate(to: To | number, options?: RouterNavigateOptions): Promise<void>;
  subscribe(listener: RouterListener): () => void;
  /** What a lazy route resolved with; undefined until its code has loaded. */
  resolved(route: RouteObject): ResolvedRoute | undefined;
  /** Loads a lazy route's code (once); resolves when `resolved(route)` has its answer. */
  load(route: RouteObject): Promise<void>;
  dispose(): void;
}

type Matches = RouteMatch<string, RouteObject>[];
/** A location made ready to show: its matches, or why its routes could not be fetched. */
type Prepared = { matches: Matches; error: unknown };

function sameParams(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** `routes` with `children` added under the route `id` (at the top when `id` is null). */
function patched(routes: RouteObject[], id: string | null, children: RouteObject[]): RouteObject[] {
  if (id === null) return [...routes, ...children];
  return routes.map((route) => {
    if (route.id === id && !route.index) return { ...route, children: [...(route.children ?? []), ...children] } as RouteObject;
    if (route.children) return { ...route, children: patched(route.children, id, children) } as RouteObject;
    return route;
  });
}

export function createRouter(initialRoutes: RouteObject[], options: RouterOptions = {}): AppRouter {
  const history = options.history ?? createBrowserHistory({ v5Compat: true });
  let routes = initialRoutes;
  const resolvedRoutes = new WeakMap<RouteObject, ResolvedRoute>();
  const loads = new WeakMap<RouteObject, Promise<void>>();
  const listeners = new Set<RouterListener>();
  let state: RouterState = { location: history.location, historyAction: history.action, matches: [], initialized: false, error: null };
  // The navigation whose result may still be shown: an older one that finishes later is dropped.
  let current = 0;
  // Set while this router pushes or replaces itself, so its history listener knows the work is done.
  let own: (Prepared & { flushSync: boolean }) | null = null;

  // Every navigation's result: the first one published initializes the router.
  const publish = (next: Omit<RouterState, 'initialized'>, flushSync = false) => {
    state = { ...next, initialized: true };
    for (const listener of [...listeners]) listener(state, { flushSync });
  };

  function load(route: RouteObject): Promise<void> {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return Promise.resolve();
    let loading = loads.get(route);
    if (!loading) {
      loading = Promise.resolve()
        .then(() => lazy())
        .then(
          (props) => void resolvedRoutes.set(route, { Component: (props as { Component?: ComponentType }).Component ?? null }),
          // Kept for the page's life, as the data router does: the route's error element shows it.
          (error: unknown) => void resolvedRoutes.set(route, { error }),
        );
      loads.set(route, loading);
    }
    return loading;
  }

  /**
   * Starts the loaders a move to `matches` at `location` asks for: every route newly matched, and a
   * route matched already when its params or search changed (or the same address again), unless
   * its `shouldRevalidate` says no. Their answers are not awaited: the app's loaders only start calls.
   */
  function startLoaders(matches: Matches, location: Location) {
    const nextUrl = history.createURL(location);
    const currentUrl = history.createURL(state.location);
    for (const match of matches) {
      const { loader, shouldRevalidate } = match.route;
      if (typeof loader !== 'function') continue;
      const before = state.initialized ? state.matches.find((m) => m.route === match.route) : undefined;
      if (before) {
        if (nextUrl.href !== currentUrl.href && nextUrl.href.split('#')[0] === currentUrl.href.split('#')[0]) continue;
        const defaultShouldRevalidate =
          !sameParams(before.params, match.params) || currentUrl.search !== nextUrl.search || currentUrl.href === nextUrl.href;
        const again = shouldRevalidate
          ? shouldRevalidate({
              currentUrl,
              nextUrl,
              currentParams: before.params,
              nextParams: match.params,
              defaultShouldRevalidate,
            } as Parameters<typeof shouldRevalidate>[0])
          : defaultShouldRevalidate;
        if (!again) continue;
      }
      try {
        void Promise.resolve(loader({ request: new Request(nextUrl.href), params: match.params, context: undefined } as never)).catch(
          (error: unknown) => console.error('a route loader failed', error),
        );
      } catch (error) {
        console.error('a route loader failed', error);
      }
    }
  }

  /**
   * What `prepare` answers when nothing is left to fetch for `location` (its routes known, their
   * code loaded): at once, so a move between screens already loaded renders within the task
   * that asked for it. Null when something must be fetched first.
   */
  function prepareNow(location: Location): Prepared | null {
    const matches = matchRoutes(routes, location) as Matches | null;
    if (!matches || matches.some((m) => resolved(m.route) === undefined)) return null;
    startLoaders(matches, location);
    return { matches, error: null };
  }

  function resolved(route: RouteObject): ResolvedRoute | undefined {
    return typeof route.lazy === 'function' ? resolvedRoutes.get(route) : { Component: null };
  }

  /** Matches `location` (adding routes when none matches), starts its loaders and loads its code. */
  async function prepare(location: Location): Promise<Prepared> {
    let matches = matchRoutes(routes, location) as Matches | null;
    if (!matches && options.patchRoutesOnNavigation) {
      try {
        await options.patchRoutesOnNavigation({
          path: location.pathname,
          patch: (id, children) => {
            routes = patched(routes, id, children);
          },
        });
      } catch (error) {
        return { matches: [], error };
      }
      matches = matchRoutes(routes, location) as Matches | null;
    }
    const found = matches ?? [];
    startLoaders(found, location);
    await Promise.all(found.map((m) => load(m.route)));
    return { matches: found, error: null };
  }

  /**
   * Prepares `location` as navigation `id` and hands the result to `done`: within this task when
   * nothing is left to fetch (prepareNow), else once it is fetched, unless a later navigation has
   * begun by then.
   */
  function settle(location: Location, id: number, done: (prepared: Prepared) => void): Promise<void> | void {
    const now = prepareNow(location);
    if (now) return done(now);
    return prepare(location).then((prepared) => {
      if (id === current) done(prepared);
    });
  }

  // The browser's back and forward (and a link to a fragment): the address has changed already;
  // the screen follows once its code is there.
  const unlisten = history.listen(({ action, location }) => {
    if (own) {
      const { matches, error, flushSync } = own;
      own = null;
      publish({ location, historyAction: action, matches, error }, flushSync);
      return;
    }
    void settle(location, ++current, (prepared) => publish({ location, historyAction: action, ...prepared }));
  });

  async function navigate(to: To | number, navigateOptions: RouterNavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const target = history.createURL(to);
    const location = { pathname: target.pathname, search: target.search, hash: target.hash } as Location;
    await settle(location, ++current, (prepared) => {
      own = { ...prepared, flushSync: navigateOptions.flushSync === true };
      const path = createPath(location);
      if (navigateOptions.replace) history.replace(path, navigateOptions.state);
      else history.push(path, navigateOptions.state);
    });
  }

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => void navigate(delta),
    push: (to, pushState, opts) => void navigate(to, { state: pushState, ...(opts?.flushSync ? { flushSync: true } : {}) }),
    replace: (to, replaceState, opts) =>
      void navigate(to, { replace: true, state: replaceState, ...(opts?.flushSync ? { flushSync: true } : {}) }),
  };

  // A first location whose code is all there (a table without lazy routes) is ready at once.
  void settle(history.location, ++current, (prepared) =>
    publish({ location: history.location, historyAction: history.action, ...prepared }),
  );

  return {
    get state() {
      return state;
    },
    get routes() {
      return routes;
    },
    navigator,
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    resolved,
    load,
    dispose() {
      unlisten();
      listeners.clear();
      current += 1;
    },
  };
}

/** A router kept in memory (tests, the build's prerender), starting at `entries`' last. */
export function createMemoryRouter(routes: RouteObject[], options: Omit<RouterOptions, 'history'> & { initialEntries?: string[] } = {}) {
  const { initialEntries = ['/'], ...rest } = options;
  return createRouter(routes, { ...rest, history: createMemoryHistory({ initialEntries, v5Compat: true }) });
}
