/**
 * The app's providers: Redux store, services (config, bridge), libs/ui theme and language,
 * and the router.
 */
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { UiProvider } from '@bottle/ui';
import { useLang } from '../lib/i18n';
import type { AppRouter } from './router';
import { ServicesProvider, type AppServices } from './services';
import type { AppStore } from './store';

function Themed({ router }: { router: AppRouter }) {
  const lang = useLang();
  return (
    <UiProvider lang={lang}>
      <RouterProvider router={router} />
    </UiProvider>
  );
}

export function App({ store, services, router }: { store: AppStore; services: AppServices; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <Themed router={router} />
      </ServicesProvider>
    </Provider>
  );
}
