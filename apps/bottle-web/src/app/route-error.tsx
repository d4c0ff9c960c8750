/**
 * The router's error element: libs/ui's full-page error ('Unexpected Application Error!',
 * spec §8) with a way home and a reload. Its code loads only when an error happens.
 */
import { lazy, Suspense } from 'react';
import { useNavigate, useRouteError } from 'react-router';

const RouterErrorPage = lazy(() => import('./route-error-page'));

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
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
