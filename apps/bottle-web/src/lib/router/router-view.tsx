/**
 * Renders an AppRouter (./router.ts) with React Router's declarative `<Router>`: the matched
 * routes through `renderMatches` (so `Outlet`, `useParams`, `Link` and the hooks work as
 * always), each route's error element around its part of the tree, and the first route's
 * `HydrateFallback` until the first location's code is there.
 *
 * A navigation is rendered as a transition, so a long screen renders in slices, unless it asked
 * for `flushSync` (a checkbox kept in the URL changes within the tap).
 */
import {
  Component,
  createContext,
  memo,
  startTransition,
  use,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Outlet, renderMatches, Router, type Location, type RouteMatch, type RouteObject } from 'react-router';
import type { AppRouter, RouterState } from './router';

const RouterStateContext = createContext<RouterState | null>(null);
const RouterContext = createContext<AppRouter | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

/** The error the nearest route error element shows (React Router's `useRouteError`). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The `handle` of every matched route, outermost first (React Router's `useMatches().map(m => m.handle)`). */
export function useRouteHandles(): unknown[] {
  const state = useContext(RouterStateContext);
  return (state?.matches ?? []).map((match) => match.route.handle as unknown);
}

interface BoundaryProps {
  fallback: ComponentType;
  location: Location;
  children: ReactNode;
}

/** A route's error element: what its part of the tree threw, until the member goes elsewhere. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    // Another address clears the error, as React Router's own boundary does.
    if (props.location !== state.location) return { error: undefined, location: props.location };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    if (this.state.error === undefined) return children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

/** A route's own content: its component (its lazy code's, once loaded) or its children. */
function RouteContent({ route }: { route: RouteObject }) {
  const router = useContext(RouterContext);
  if (!router) throw new Error('RouteContent outside an AppRouterView');
  let resolved = router.resolved(route);
  // Loaded before the route is shown; a route rendered without (a bug) waits for its code.
  if (!resolved) {
    use(router.load(route));
    resolved = router.resolved(route);
  }
  if (resolved && 'error' in resolved) throw resolved.error;
  const Screen = resolved?.Component ?? route.Component;
  if (Screen) return <Screen />;
  return route.element === undefined ? <Outlet /> : route.element;
}

function RouteElement({ route }: { route: RouteObject }) {
  const state = useContext(RouterStateContext);
  const content = <RouteContent route={route} />;
  if (!route.ErrorBoundary || !state) return content;
  return (
    <RouteErrorBoundary fallback={route.ErrorBoundary} location={state.location}>
      {content}
    </RouteErrorBoundary>
  );
}

// One render route per route of the table, kept so that a route's element does not change between renders.
const renderRoutes = new WeakMap<RouteObject, RouteObject>();
function renderRoute(route: RouteObject): RouteObject {
  let rendered = renderRoutes.get(route);
  if (!rendered) {
    rendered = { ...(route.index ? { index: true } : {}), path: route.path, element: <RouteElement route={route} /> } as RouteObject;
    renderRoutes.set(route, rendered);
  }
  return rendered;
}

/** The page for `state`; rendered again only when the state changes (memo). */
const MatchedRoutes = memo(function MatchedRoutes({ state, routes }: { state: RouterState; routes: RouteObject[] }) {
  const first = routes[0];
  const matches = useMemo(
    () => state.matches.map((match): RouteMatch<string, RouteObject> => ({ ...match, route: renderRoute(match.route) })),
    [state.matches],
  );
  const Fallback = first?.HydrateFallback;
  if (!state.initialized) return Fallback ? <Fallback /> : null;
  if (state.error !== null && state.error !== undefined) {
    // The routes for this address could not be fetched: the first route's error element says so.
    const ErrorElement = first?.ErrorBoundary;
    if (!ErrorElement) throw state.error;
    return (
      <RouteErrorContext.Provider value={state.error}>
        <ErrorElement />
      </RouteErrorContext.Provider>
    );
  }
  // No Suspense boundary here: the routes' code is loaded before their state is published, and a
  // boundary around the whole page would hydrate apart from the root, so an early store update
  // reaching it would make React render the page afresh (see decision 0131).
  return renderMatches(matches);
});

/** The app's routes, rendered by `router` (./router.ts). */
export function AppRouterView({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  const rendered = useRef(state);
  rendered.current = state;
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next, { flushSync: sync }) => {
      if (sync) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    });
    // What changed between the first render and this subscription; nothing, as a rule: a state
    // set again would render the whole page a second time right after hydrating it.
    if (router.state !== rendered.current) setState(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>
        <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
          <MatchedRoutes state={state} routes={router.routes} />
        </Router>
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
