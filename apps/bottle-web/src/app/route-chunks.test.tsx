/**
 * Offline, tapping a product gave a blank white page that stayed blank after the
 * network came back ("Failed to fetch dynamically imported module": the page's chunk and the
 * error page's chunk both failed). A screen whose code cannot be fetched now shows the offline
 * screen (first-route code) with a retry that imports it again; a load longer than the spec's
 * chunk-load timeout (§9, 120000 ms) counts as failed.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router';
import { createMemoryRouter } from '../lib/router/router';
import { AppRouterView } from '../lib/router/router-view';
import { UiProvider } from '@bottle/ui';
import { CHUNK_LOAD_TIMEOUT_MS } from '@bottle/domain';
import { retryableLazy, withChunkTimeout } from './chunk-retry';
import { isChunkLoadError, ChunkLoadError, type LazyRouteProps } from './route-chunks';
import { RouteError } from './route-error';
import { makeStore } from '../lib/store/store';

const failedFetch = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/product-page-x.js');

function Product() {
  return <h1>샤토 딸보 2022</h1>;
}

function Home() {
  return <h1>홈</h1>;
}

/** A router with "/" and "/product" whose code comes from `load`, starting at `start`. */
function renderRoutes(load: () => Promise<LazyRouteProps>, start = '/') {
  const routes: RouteObject[] = [
    {
      path: '/',
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: Home },
        { path: 'product', lazy: retryableLazy(load) },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  render(
    <Provider store={makeStore()}>
      <UiProvider>
        <AppRouterView router={router} />
      </UiProvider>
    </Provider>,
  );
  return router;
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => {
  setOnLine(true);
  vi.useRealTimers();
});

describe('a screen whose code cannot be fetched', { timeout: 20_000 }, () => {
  it('given the device offline, when the member opens a screen whose code fails to load, then the offline screen shows, and its retry once online shows the screen', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<LazyRouteProps>>()
      .mockRejectedValueOnce(failedFetch())
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValue({ Component: Product });
    const router = renderRoutes(load);
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();

    setOnLine(false);
    await act(() => router.navigate('/product'));
    expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeInTheDocument();
    expect(screen.getByText('화면을 불러오지 못했어요')).toHaveFocus();
    expect(screen.getByText('인터넷 연결을 확인한 뒤 다시 시도해 주세요.')).toBeInTheDocument();

    // Still offline: the retry tries again and says so.
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 인터넷에 연결되어 있지 않아요. 연결된 뒤 다시 시도해 주세요.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    setOnLine(true);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 딸보 2022' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);

    // Later visits of the route show the screen at once.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/product'));
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 딸보 2022' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('given a screen whose code has not arrived after the chunk-load timeout (spec §9, 120000 ms), then the offline screen shows, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn<() => Promise<LazyRouteProps>>(() => new Promise<LazyRouteProps>(() => undefined));
    const router = renderRoutes(load);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: '홈' })).toBeInTheDocument();

    void router.navigate('/product');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    // Still on the previous screen while the code is on its way.
    expect(screen.getByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // The clock has done its part; React Router renders the settled navigation on its own.
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product');
  });

  it("given a bug in a screen's code (not a failed fetch), then the router error page shows, not the offline screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<LazyRouteProps>>().mockRejectedValue(new ReferenceError('x is not defined'));
    renderRoutes(load, '/product');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeNull();
  });
});

describe('chunk failures', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a.js'), true],
    ['WebKit', new TypeError('Importing a module script failed.'), true],
    ['the chunk-load timeout', new ChunkLoadError('late'), true],
    ['a bug', new ReferenceError('x is not defined'), false],
    ['not an error', 'offline', false],
  ])('given %s, then isChunkLoadError is %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('given a load that settles in time, then withChunkTimeout passes its result through', async () => {
    await expect(withChunkTimeout(Promise.resolve('ok'), 10)).resolves.toBe('ok');
    await expect(withChunkTimeout(Promise.reject(failedFetch()), 10)).rejects.toThrow('Failed to fetch');
  });
});
