import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { holdAnswers } from '../../../testing/requests';
import type * as BannerModule from '../components/banner-carousel';

/** How many times the banners have rendered (the page's part above the fold). */
const bannerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/banner-carousel', async (importOriginal) =>
  (await import('../../../testing/render-spy')).spyOnRenders(importOriginal<typeof BannerModule>, 'BannerCarousel', () => {
    bannerRenders.count += 1;
  }),
);

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

describe('the main screen', () => {
  it('given a visitor, when the home route renders, then banners and stores come from the API', async () => {
    renderApp({ route: '/' });
    const banners = await screen.findByRole('list', { name: '추천 배너' });
    expect(within(banners).getAllByRole('listitem').length).toBeGreaterThan(1);
    // The plain rows of the first paint give way to the rows with distance and open state once
    // their chunk is there: the store is looked up in the page as it is, not held from before.
    await waitFor(() => expect(screen.getByRole('button', { name: /보틀 서울역점/ })).toBeInTheDocument());
    const nav = screen.getByRole('navigation', { name: '하단 메뉴' });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('given the stores answer after the banners, when it arrives, then the stores show and the banners do not render again', async () => {
    // Each section reads its own data: a store update re-renders its section, not the whole page.
    // The stores' answer waits for the test (release), then the mock backend's own handler gives it.
    const release = holdAnswers(mock.server, /\/app\/store\/list$/);
    const asked: string[] = [];
    mock.server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderApp({ route: '/' });
    await screen.findByRole('list', { name: '추천 배너' });
    // The page's other renders are over: it has mounted (its notices layer asks for today's notices).
    await waitFor(() => expect(asked.some((p) => p.endsWith('/app/main/popup/list'))).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(asked.some((p) => p.endsWith('/app/store/list'))).toBe(true));
    const before = bannerRenders.count;
    expect(before).toBeGreaterThan(0);
    release();
    const stores = screen.getByRole('region', { name: '매장 안내' });
    await within(stores).findByRole('button', { name: /보틀 서울역점/ }, { timeout: 10_000 });
    expect(bannerRenders.count).toBe(before);
  });

  it('given a visitor, when they open store info, then store 201 shows without call or copy buttons', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: '매장 정보' }));
    const dialog = await screen.findByRole('dialog', { name: '매장 정보' });
    expect(await within(dialog).findByText('보틀 서울역점')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '전화하기' })).toBeNull();
  });

  it('given the banner call fails, when the member retries, then the banners show', async () => {
    const user = userEvent.setup();
    // A 4xx is not retried (spec §9), so the error state shows at once. The call is held until
    // the screen is up and waiting for it, so the failed answer is the one the screen shows.
    mock.scenarios.fail('/app/main/banner/area/info', 400);
    const release = holdAnswers(mock.server, /\/app\/main\/banner\/area\/info$/);
    const asked: string[] = [];
    mock.server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderApp({ route: '/' });
    await waitFor(() => expect(asked.some((p) => p.endsWith('/app/main/popup/list'))).toBe(true), { timeout: 10_000 });
    release();

    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '추천 배너' })).toBeInTheDocument();
  });
});
