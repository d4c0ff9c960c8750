/**
 * The router's error element: libs/ui's full-page error ('Unexpected Application Error!',
 * spec §8) with a way home and a reload.
 */
import { useNavigate, useRouteError } from 'react-router';
import { RouterErrorPage } from '@bottle/ui';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  return (
    <RouterErrorPage
      error={error}
      showDetails={import.meta.env.DEV}
      onGoHome={() => void navigate('/', { replace: true })}
      onReload={() => window.location.reload()}
    />
  );
}
