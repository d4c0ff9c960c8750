/**
 * What the member sees while offline: a notice on every screen, and in place of
 * data that cannot load, the offline state instead of endless skeletons (queries pause offline,
 * spec §4) — search no longer says "와인 0개" before it knows. Back online, the paused queries
 * resume and the screen fills in by itself.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connectivity } from '@bottle/api';
import { paths } from '../config/paths';
import { renderApp, setupMockServer } from '../testing/render-app';
import { PREFETCHED_PATHS, featureRoutes } from './feature-routes';

setupMockServer();

/** A connectivity the test switches, as the browser's 'online' / 'offline' events would. */
function switchableConnectivity(online: boolean): Connectivity & { set(online: boolean): void } {
  let state = online;
  const listeners = { online: new Set<() => void>(), offline: new Set<() => void>() };
  const listen = (kind: 'online' | 'offline') => (listener: () => void) => {
    listeners[kind].add(listener);
    return () => listeners[kind].delete(listener);
  };
  return {
    isOnline: () => state,
    onOnline: listen('online'),
    onOffline: listen('offline'),
    set(next) {
      state = next;
      for (const listener of [...listeners[next ? 'online' : 'offline']]) listener();
    },
  };
}

const NOTICE = '인터넷에 연결되어 있지 않아요. 연결되면 자동으로 불러올게요.';

describe('offline', { timeout: 20_000 }, () => {
  it('given the home screen, when the connection goes and comes back, then the offline notice shows and goes', async () => {
    const connectivity = switchableConnectivity(true);
    renderApp({ route: paths.home, connectivity });
    expect(await screen.findByRole('navigation', { name: '하단 메뉴' })).toBeInTheDocument();
    const notice = screen.getByTestId('offline-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toBeEmptyDOMElement();

    act(() => connectivity.set(false));
    expect(notice).toHaveTextContent(NOTICE);

    act(() => connectivity.set(true));
    expect(notice).toBeEmptyDOMElement();
  });

  it('given the device offline, when a product page opens, then the offline state stands where its data would be, and back online the product shows', async () => {
    const connectivity = switchableConnectivity(false);
    renderApp({ route: paths.product('W00010'), connectivity });
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(NOTICE);
    expect(await screen.findByTestId('offline-state')).toHaveTextContent('인터넷에 연결되어 있지 않아요');
    expect(screen.queryByTestId('skeleton-list')).toBeNull();

    act(() => connectivity.set(true));
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 딸보 2022' })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });

  it('given the device offline, when search results open, then each category shows the offline state and no "0개"; back online the results come', async () => {
    const connectivity = switchableConnectivity(false);
    renderApp({ route: `${paths.search}?q=%EC%83%A4%ED%86%A0`, connectivity });
    const wine = await screen.findByRole('region', { name: '와인' });
    expect(within(wine).getByTestId('offline-state')).toBeInTheDocument();
    expect(within(wine).queryByTestId('skeleton-list')).toBeNull();
    expect(screen.queryByText(/0개/)).toBeNull();

    act(() => connectivity.set(true));
    expect(await screen.findByRole('region', { name: /^와인 \d+개$/ })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });
});

describe('idle prefetch of the common screens', () => {
  it('given the route table, then every prefetched path is one of its routes (a renamed path would silently stop the prefetch)', () => {
    const paths = featureRoutes.map((route) => route.path);
    for (const path of PREFETCHED_PATHS) expect(paths).toContain(path);
    expect(PREFETCHED_PATHS).toEqual(expect.arrayContaining(['food-pairing', 'search', 'diary', 'mypage', 'product/:prdCd']));
  });
});
