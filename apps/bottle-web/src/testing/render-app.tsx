/**
 * Integration-test harness for the app: renders routes with the real store, libs/ui provider,
 * services and a memory router, against libs/mock-api's backend through msw/node (the same
 * handlers as demo mode). Use it for "given … when … then" tests of a route or a flow.
 *
 * @example
 * const mock = setupMockServer();            // once per test file
 * it('shows the banners', async () => {
 *   renderApp({ route: '/' });
 *   expect(await screen.findByRole('list', { name: '추천 배너' })).toBeInTheDocument();
 * });
 */
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { matchRoutes } from 'react-router';
import { configureApi, createMemoryStorage, createMemoryTokenStore, type ApiTokens, type Connectivity } from '@bottle/api';
import type { Bridge } from '@bottle/bridge';
import { parseConfig } from '../config/env';
import { appRoutes, buildRoutes, routerOptions, withFeatureRoutes, type AppRouter } from '../app/router';
import { createMemoryRouter, createRouter } from '../lib/router/router';
import { AppRouterView } from '../lib/router/router-view';
import { ServicesProvider } from '../lib/services';
import { AppUiProvider } from '../app/ui-root';
import { makeStore, type AppStore, type RootState } from '../lib/store/store';
import { followApiSession } from '../lib/session/follow-session';
import { AGE_CONFIRMED_UNTIL_KEY, MAIN_POPUP_HIDDEN_UNTIL_KEY } from '../features/main/lib/home-overlays';

/** Starts libs/mock-api on msw/node for this test file; state is reset after each test. */
export { setupMockServer } from '@bottle/mock-api/node';

export interface RenderAppOptions {
  route?: string;
  /** Access/refresh tokens: the member is logged in when an access token is given. */
  tokens?: ApiTokens;
  inWebView?: boolean;
  bridge?: Partial<Bridge>;
  preloadedState?: Partial<RootState>;
  /**
   * 'browser': a browser router on jsdom's `window.history` (popstate included), for what the
   * session history does (popups' back guard). Default: a memory router.
   */
  history?: 'memory' | 'browser';
  /** Online / offline source of libs/api and the app (default: jsdom's navigator and events). */
  connectivity?: Connectivity;
  /**
   * Show the overlays a first visit meets (the age check, home's main popup). Default false: the
   * device has confirmed the age and hidden the popup, so a test of another screen is not covered.
   */
  firstVisitOverlays?: boolean;
  /** Build variables (VITE_BOTTLE_*) the configuration is parsed from; none by default. */
  env?: Record<string, string>;
}

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: AppRouter;
  sessionExpired: { count: number };
  /** Pages the app left for (the sign-on host, a social provider), in order. */
  left: string[];
}

/** A bridge whose every call rejects as a plain browser's would, unless overridden. */
function browserBridge(overrides: Partial<Bridge>): Bridge {
  return new Proxy(overrides as Bridge, {
    get(target, prop) {
      if (prop in target) return target[prop as keyof Bridge];
      if (prop === 'isWebView') return false;
      // Native events: subscribing works and returns its unsubscribe, as in a browser.
      if (prop === 'on') return () => () => undefined;
      if (prop === 'then') return undefined;
      return () => Promise.reject(new Error(`bridge.${String(prop)} is not available in this test`));
    },
  });
}

export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  const config = parseConfig(options.env ?? {});
  if (!options.firstVisitOverlays) {
    localStorage.setItem(AGE_CONFIRMED_UNTIL_KEY, '99991231');
    localStorage.setItem(MAIN_POPUP_HIDDEN_UNTIL_KEY, '99991231');
  }
  const store = makeStore(options.preloadedState);
  const sessionExpired = { count: 0 };
  configureApi({
    bottleBase: config.apiBase,
    userBase: config.userApiBase,
    chatBase: config.chatApiBase,
    tokenStore: createMemoryTokenStore(options.tokens ?? {}),
    sessionStorage: createMemoryStorage(),
    // As app/bootstrap.ts: every call carries the member's language.
    language: () => store.getState().settings.lang,
    onTokensRefreshed: () => undefined,
    onSessionExpired: () => {
      sessionExpired.count += 1;
    },
    ...(options.connectivity ? { connectivity: options.connectivity } : {}),
  });
  // As app/bootstrap.ts: the screens' "logged in" follows libs/api, the session's owner.
  followApiSession(store.dispatch);
  const route = options.route ?? '/';
  if (options.history === 'browser') window.history.replaceState(null, '', route);
  const router =
    options.history === 'browser'
      ? createRouter(appRoutes(store), routerOptions(store))
      : createMemoryRouter(appRoutes(store), { initialEntries: [route], ...routerOptions(store) });
  const bridge = browserBridge(options.bridge ?? {});
  const left: string[] = [];
  const result = render(
    <Provider store={store}>
      <ServicesProvider
        services={{
          config,
          getBridge: () => Promise.resolve(bridge),
          inWebView: options.inWebView ?? false,
          leaveApp: (href) => left.push(href),
        }}
      >
        <AppUiProvider>
          <AppRouterView router={router} />
        </AppUiProvider>
      </ServicesProvider>
    </Provider>,
  );
  return Object.assign(result, { store, router, sessionExpired, left });
}

/**
 * Loads the code of the screens at `paths` (the route table, each matched route's module and
 * strings) into this test file's module cache, so that the router's own lazy loads resolve at
 * once. For a test whose one wait spans several screens (a sign-on that lands on my page, a push
 * tap that leaves home): the first import of a screen in a file is the test runner compiling and
 * evaluating its module graph, which on a loaded 2-core machine takes seconds, and that is not the
 * behaviour under test. Do not use it where the loading itself is the point (the login confirm's
 * popstate race in app/login-journey.test.tsx, the offline screens in app/route-chunks.test.tsx).
 */
export async function loadScreens(...paths: string[]): Promise<void> {
  const { featureRoutes } = await import('../app/feature-routes');
  const table = withFeatureRoutes(buildRoutes(), featureRoutes);
  const loads: Promise<unknown>[] = [];
  for (const path of paths) {
    const matches = matchRoutes(table, path);
    if (!matches) throw new Error(`loadScreens: no route matches ${path}`);
    // Every route of the app declares `lazy` as one function (../app/feature-routes.ts withMessages).
    for (const { route } of matches) if (typeof route.lazy === 'function') loads.push(route.lazy());
  }
  await Promise.all(loads);
}
