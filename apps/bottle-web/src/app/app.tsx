/**
 * The app's providers: Redux store, services (config, bridge), libs/ui theme and language,
 * and the router. Once mounted, the common screens' code is fetched when the browser is idle.
 */
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { ServicesProvider, type AppServices } from '../lib/services';
import type { AppStore } from '../lib/store/store';
import { prefetchWhenIdle } from './prefetch';
import { AppUiProvider } from './ui-root';

export function App({ store, services, router }: { store: AppStore; services: AppServices; router: AppRouter }) {
  // Issue 12 item 2: the footer tabs and the product page open offline once the app has loaded.
  useEffect(() => void prefetchWhenIdle(), []);
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <AppUiProvider>
          <RouterProvider router={router} />
        </AppUiProvider>
      </ServicesProvider>
    </Provider>
  );
}
