/**
 * The router's error element: libs/ui's full-page error ('Unexpected Application Error!',
 * spec §8) with a way home and a reload. Its code loads only when an error happens.
 *
 * A chunk of the app that could not be fetched (offline: the route table, a part of a screen,
 * or this page's own code) is no application error: the offline screen shows instead, from the
 * first route's code, with a retry that reloads the page once it is reachable
 * (both the product page's chunk and the error page's chunk failed, leaving a blank page).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useRouteError } from '../lib/router/router-view';
import type { RouterErrorPageProps } from '@bottle/ui';
import { OfflineNotice } from './offline-notice';
import { OfflineScreen, type RetryOutcome } from './offline-screen';
import { isChunkLoadError, reloadWhenReachable } from './route-chunks';

async function reloadRetry(): Promise<RetryOutcome> {
  if (globalThis.navigator?.onLine === false) return 'offline';
  return (await reloadWhenReachable()) ? 'loaded' : 'failed';
}

function OfflinePage() {
  return (
    <main>
      <OfflineNotice />
      <OfflineScreen retry={reloadRetry} />
    </main>
  );
}

// When the error page's own chunk cannot be fetched, the network is gone: say so.
const RouterErrorPage = lazy<ComponentType<RouterErrorPageProps>>(() =>
  import('./route-error-page').catch(() => ({ default: OfflinePage })),
);

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isChunkLoadError(error)) return <OfflinePage />;
  return (
    <Suspense fallback={null}>
      <RouterErrorPage
        error={error}
        showDetails={import.meta.env.DEV}
        onGoHome={() => void navigate('/', { replace: true })}
        onReload={() => window.location.reload()}
      />
    </Suspense>
  );
}
