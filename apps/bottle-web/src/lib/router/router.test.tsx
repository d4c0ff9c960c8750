/**
 * The app's navigation core (./router.ts, ./router-view.tsx): what it keeps of React Router's data
 * router, checked on a small table of its own. Code that loads is a promise each test resolves
 * when it chooses, so every order is the test's, not the machine's.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useParams, type RouteObject } from 'react-router';
import { Link } from './link';
import { createMemoryRouter, type AppRouter } from './router';
import { AppRouterView, useRouteError, useRouteHandles } from './router-view';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const heading = (name: string) => () => <h1>{name}</h1>;

function Product() {
  const { code } = useParams();
  return <h1>상품 {code}</h1>;
}

function Layout() {
  const full = useRouteHandles().some((handle) => (handle as { full?: boolean } | undefined)?.full === true);
  return (
    <>
      <Link to="/slow">느린 화면</Link>
      <Outlet />
      {full ? null : <nav aria-label="탭" />}
    </>
  );
}

function ErrorElement() {
  return <p role="alert">오류: {String((useRouteError() as Error).message)}</p>;
}

type LazyProps = { Component: () => React.JSX.Element };

let routers: AppRouter[] = [];
afterEach(() => {
  for (const router of routers) router.dispose();
  routers = [];
});

function setUp(children: RouteObject[], options: Parameters<typeof createMemoryRouter>[1] = {}) {
  const routes: RouteObject[] = [
    { id: 'layout', path: '/', Component: Layout, ErrorBoundary: ErrorElement, HydrateFallback: () => <p>불러오는 중</p>, children },
  ];
  const router = createMemoryRouter(routes, options);
  routers.push(router);
  render(<AppRouterView router={router} />);
  return router;
}

const HOME: RouteObject = { index: true, Component: heading('홈') };

/** The table `children` after home, rendered at home. */
async function setUpAtHome(children: RouteObject[], options: Parameters<typeof createMemoryRouter>[1] = {}) {
  const router = setUp([HOME, ...children], options);
  await screen.findByRole('heading', { name: '홈' });
  return router;
}

/** Lets `code` arrive with `Component` and waits for the `navigation` that waited for it. */
async function deliver(code: Deferred<LazyProps>, Component: LazyProps['Component'], navigation: Promise<unknown>) {
  await act(async () => {
    code.resolve({ Component });
    await navigation;
  });
}

/** The screen shows `name` and the router's address is `path`. */
function expectOn(router: AppRouter, name: string, path: string) {
  expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

describe('the navigation core', () => {
  it('given a screen whose code is on its way, when the member goes there, then the screen they are on and its address stay until the code has come, then both change', async () => {
    const code = deferred<LazyProps>();
    const router = await setUpAtHome([{ path: 'slow', lazy: () => code.promise }]);

    let arrived = false;
    const navigation = router.navigate('/slow').then(() => (arrived = true));
    await act(() => Promise.resolve());
    expectOn(router, '홈', '/');
    expect(arrived).toBe(false);

    await deliver(code, heading('느린 화면'), navigation);
    expectOn(router, '느린 화면', '/slow');
  });

  it('given two navigations where the first one\u2019s code comes last, then the second screen shows and the first never does', async () => {
    const first = deferred<LazyProps>();
    const router = await setUpAtHome([
      { path: 'slow', lazy: () => first.promise },
      { path: 'fast', Component: heading('빠른 화면') },
    ]);

    const toSlow = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    expectOn(router, '빠른 화면', '/fast');
    await deliver(first, heading('느린 화면'), toSlow);
    expectOn(router, '빠른 화면', '/fast');
  });

  it('given a visited product, when the member goes back and forward, then each screen shows again with its params', async () => {
    const router = await setUpAtHome([{ path: 'product/:code', Component: Product }]);
    await act(() => router.navigate('/product/W1'));
    await act(() => router.navigate('/product/W2'));
    expectOn(router, '상품 W2', '/product/W2');

    await act(() => router.navigate(-1));
    expectOn(router, '상품 W1', '/product/W1');
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(1));
    expectOn(router, '상품 W2', '/product/W2');
  });

  it('given a link, when it is clicked, then the router navigates (React Router\u2019s components drive it)', async () => {
    const code = deferred<LazyProps>();
    const router = await setUpAtHome([{ path: 'slow', lazy: () => code.promise }]);
    code.resolve({ Component: heading('느린 화면') });
    await act(async () => {
      screen.getByRole('link', { name: '느린 화면' }).click();
      await code.promise;
    });
    expect(await screen.findByRole('heading', { name: '느린 화면' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('given a route with a loader, then it starts as the route is matched, before the code has come; a new param runs it again; a search change runs it only when its shouldRevalidate agrees', async () => {
    const code = deferred<LazyProps>();
    const calls: string[] = [];
    const router = await setUpAtHome([
      {
        path: 'product/:code',
        loader: ({ params, request }) => (calls.push(`${params['code'] ?? ''}${new URL(request.url).search}`), null),
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
        lazy: () => code.promise,
      },
    ]);

    const navigation = router.navigate('/product/W1');
    expect(calls).toEqual(['W1']);
    await deliver(code, Product, navigation);
    await act(() => router.navigate('/product/W1?tab=info'));
    expect(calls).toEqual(['W1']);
    await act(() => router.navigate('/product/W2'));
    expect(calls).toEqual(['W1', 'W2']);
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/product/W2'));
    expect(calls).toEqual(['W1', 'W2', 'W2']);
  });

  it('given routes discovered on the first navigation away, when their table cannot be fetched (offline), then the first route\u2019s error element says so, and the next navigation fetches it again', async () => {
    let attempts = 0;
    const router = await setUpAtHome([], {
      patchRoutesOnNavigation: ({ patch }) => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new Error('표를 불러오지 못함'));
        patch('layout', [{ path: 'more', Component: heading('더 보기') }]);
        return Promise.resolve();
      },
    });

    await act(() => router.navigate('/more'));
    expect(screen.getByRole('alert')).toHaveTextContent('오류: 표를 불러오지 못함');

    await act(() => router.navigate('/more'));
    expectOn(router, '더 보기', '/more');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });

  it('given a screen whose code fails, then the route\u2019s error element shows what it threw, and going elsewhere clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = await setUpAtHome([{ path: 'broken', lazy: () => Promise.reject(new Error('화면 코드 오류')) }]);
    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert')).toHaveTextContent('오류: 화면 코드 오류');
    await act(() => router.navigate('/'));
    expectOn(router, '홈', '/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given a first location whose code is on its way, then the fallback shows until it has come and the router says when it is ready', async () => {
    const code = deferred<LazyProps>();
    const router = setUp([{ index: true, lazy: () => code.promise }]);
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(router.state.initialized).toBe(false);
    await deliver(code, heading('홈'), code.promise);
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(router.state.initialized).toBe(true);
  });

  it('given a navigation that asks for flushSync, then the new screen is in the page when navigate resolves, outside any act', async () => {
    const router = await setUpAtHome([{ path: 'now', Component: heading('지금') }]);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await router.navigate('/now', { flushSync: true });
      expectOn(router, '지금', '/now');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('given a route whose handle asks for the full screen, then the layout reads it from the matched routes', async () => {
    const router = await setUpAtHome([{ path: 'chat', handle: { full: true }, Component: heading('대화') }]);
    expect(screen.getByRole('navigation', { name: '탭' })).toBeInTheDocument();
    await act(() => router.navigate('/chat'));
    expect(screen.queryByRole('navigation', { name: '탭' })).toBeNull();
  });
});
