/**
 * The app's providers: Redux store, services (config, bridge), libs/ui theme and language,
 * and the router. Once mounted, the common screens' code is fetched when the browser is idle.
 *
 * `serverState` is the state the page's prerendered HTML was rendered with (./first-tree.ts):
 * while React hydrates that HTML every selector reads it, so the first client tree is the
 * prerendered one; right after, the screens re-render with the store's own state (the member,
 * the language, data already fetched), without a hydration mismatch.
 */
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppRouterView } from '../lib/router/router-view';
import type { AppRouter } from './router';
import { ServicesProvider, type AppServices } from '../lib/services';
import type { AppStore, RootState } from '../lib/store/store';
import { prefetchWhenIdle } from './prefetch';
import { AppUiProvider } from './ui-root';

export interface AppProvidersProps {
  store: AppStore;
  services: AppServices;
  serverState?: RootState;
  children: ReactNode;
}

/** Everything around the router: shared by the browser app and the build's prerender (src/prerender.tsx). */
export function AppProviders({ store, services, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} {...(serverState ? { serverState } : {})}>
      <ServicesProvider services={services}>
        <AppUiProvider>{children}</AppUiProvider>
      </ServicesProvider>
    </Provider>
  );
}

export function App({
  store,
  services,
  router,
  serverState,
}: {
  store: AppStore;
  services: AppServices;
  router: AppRouter;
  serverState?: RootState;
}) {
  // The footer tabs and the product page open offline once the app has loaded.
  useEffect(() => void prefetchWhenIdle(), []);
  return (
    <AppProviders store={store} services={services} {...(serverState ? { serverState } : {})}>
      <AppRouterView router={router} />
    </AppProviders>
  );
}
