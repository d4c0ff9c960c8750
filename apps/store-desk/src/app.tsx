/**
 * The desk app: providers (store, language, libs/ui's theme) and the routes under /desk/.
 * Signed out, every screen is the sign-in; signed in: the pass check, the reservations and the
 * reviews hidden by members' reports.
 */
import { StrictMode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, createMemoryRouter, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { UiProvider } from '@bottle/ui';
import { LangProvider, useLang } from './lib/i18n';
import type { DeskStore } from './lib/store';
import { useDeskSelector } from './lib/store';
import { DeskShell } from './shell';
import { SignInPage } from './screens/sign-in-page';
import { CheckPage } from './screens/check-page';
import { QueuePage } from './screens/queue-page';
import { ReviewsPage } from './screens/reviews-page';
import { NotFoundPage } from './screens/not-found-page';

/** Where the desk is served (vite.config.ts DESK_BASE without its slash). */
export const DESK_BASENAME = '/desk';

function SignedIn() {
  const session = useDeskSelector((s) => s.session.current);
  return session ? (
    <DeskShell session={session}>
      <Outlet />
    </DeskShell>
  ) : (
    <SignInPage />
  );
}

export const deskRoutes: RouteObject[] = [
  {
    element: <SignedIn />,
    children: [
      { index: true, element: <Navigate to="/check" replace /> },
      { path: 'check', element: <CheckPage /> },
      { path: 'queue', element: <QueuePage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function Themed({ children }: { children: React.ReactNode }) {
  const { lang } = useLang();
  return <UiProvider lang={lang}>{children}</UiProvider>;
}

export interface DeskAppProps {
  store: DeskStore;
  /** Tests: a memory router at this path (under the basename). Default: the browser's. */
  initialPath?: string;
}

export function DeskApp({ store, initialPath }: DeskAppProps) {
  const router = useMemo(
    () =>
      initialPath !== undefined
        ? createMemoryRouter(deskRoutes, { basename: DESK_BASENAME, initialEntries: [`${DESK_BASENAME}${initialPath}`] })
        : createBrowserRouter(deskRoutes, { basename: DESK_BASENAME }),
    [initialPath],
  );
  return (
    <StrictMode>
      <Provider store={store}>
        <LangProvider>
          <Themed>
            <RouterProvider router={router} />
          </Themed>
        </LangProvider>
      </Provider>
    </StrictMode>
  );
}
