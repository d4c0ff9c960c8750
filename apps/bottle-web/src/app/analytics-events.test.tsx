/**
 * Every event of the catalogue (libs/domain ANALYTICS_EVENTS) has a sender in
 * the app's or libs/ui's non-test source, or is listed in NOT_SENT_YET with the issue that builds
 * its action (an entry that gains a sender fails until it is taken off); and the shell's events
 * reach dataLayer where their action happens.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { renderApp, setupMockServer } from '../testing/render-app';
import { sentEvents } from '../testing/analytics';
import { shellActions } from '../lib/shell/shell-slice';
import { popupActions } from '../lib/popups/popup-slice';

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

const root = resolve(__dirname, '../../../..');

/** Events whose action has no screen yet, each with the issue that builds it. */
const NOT_SENT_YET: Readonly<Record<string, string>> = {};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'testing' ? [] : files(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const source = [...files(resolve(root, 'apps/bottle-web/src')), ...files(resolve(root, 'libs/ui/src'))]
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n');

/** Sent where the source names the event: through the catalogue, or by its name (first-route code). */
const isSent = (id: string, name: string) => new RegExp(`ANALYTICS_EVENTS\\.${id}\\b|['\`]${name}['\`]`).test(source);

describe('the event catalogue walk', () => {
  it.each(Object.entries(ANALYTICS_EVENTS))('%s (%s) has a sender, or is listed with its reason', (id, name) => {
    if (NOT_SENT_YET[id]) expect(isSent(id, name), `${name} has a sender now: take it off NOT_SENT_YET`).toBe(false);
    else expect(isSent(id, name), `${name}: no sender outside tests`).toBe(true);
  });

  it('lists only events of the catalogue', () => {
    expect(Object.keys(NOT_SENT_YET).filter((id) => !(id in ANALYTICS_EVENTS))).toEqual([]);
  });
});

describe('shell events', () => {
  it('given the footer tabs, when the member taps search, then footer_search_click is sent with the platform, then the page view with its screen name', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    const nav = await screen.findByRole('navigation', { name: /./ });
    await user.click(within(nav).getByRole('link', { name: '검색' }));
    await waitFor(() => expect(sentEvents().map(([n]) => n)).toContain('footer_search_click'));
    expect(sentEvents().find(([n]) => n === 'footer_search_click')?.[1]).toEqual({ platform: 'MobileWeb' });
    await waitFor(() =>
      expect(
        sentEvents()
          .filter(([n]) => n === 'page_view')
          .at(-1)?.[1],
      ).toEqual({ page_path: '/search', screen_name: 'search_page', platform: 'MobileWeb' }),
    );
  });

  it('given the mandatory update screen, then its view is sent, and update sends its click', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/' });
    await screen.findByRole('navigation', { name: /./ });
    // The start-up (app version check, spec §4) is what shows it in the shell.
    act(() => void app.store.dispatch(shellActions.showShellScreen('update')));
    await user.click(await screen.findByRole('button', { name: '업데이트' }));
    expect(sentEvents().map(([n]) => n)).toEqual(expect.arrayContaining(['app_update_view', 'app_update_click']));
  });

  it('given the desktop guidance, then its view is sent, and the website button sends its click', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    // The guidance's code is a lazy chunk (shell-host.tsx); loaded here first, so the test is about
    // its events and not about how long a first import takes on a busy machine (this
    // test failed under load when the chunk took longer than the find's 5 s).
    await import('../lib/shell/shell-screens');
    // On my page, not home: home's own popups (the day's notices, the age check) open over the
    // guidance in some orders, and a covered button refuses the click.
    renderApp({ route: '/mypage', preloadedState: { shell: { screen: 'desktop', toast: null } } });
    await user.click(await screen.findByRole('button', { name: '공식 홈페이지 바로가기' }));
    expect(sentEvents().map(([n]) => n)).toEqual(expect.arrayContaining(['desktop_guidance_view', 'desktop_website_click']));
    expect(assign).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('given the store info popup, when it opens, then store_info_view names the store', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await user.click((await screen.findAllByRole('button', { name: '매장 정보' }))[0] as HTMLElement);
    await waitFor(() =>
      expect(sentEvents().find(([n]) => n === 'store_info_view')?.[1]).toMatchObject({ str_cd: expect.any(String), platform: 'MobileWeb' }),
    );
  });

  it('given the store info popup in a browser, when the member taps the map, then store_map_open is sent and the map site opens on the address in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp({ route: '/' });
    await user.click((await screen.findAllByRole('button', { name: '매장 정보' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '매장 정보' });
    await user.click(await within(dialog).findByRole('button', { name: '지도 보기' }));
    expect(sentEvents().find(([n]) => n === 'store_map_open')?.[1]).toMatchObject({ str_cd: expect.any(String), platform: 'MobileWeb' });
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/map\.kakao\.com\/link\/search\/%/),
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  /** In the web view with these shell map calls, home's first store info popup taps its map. */
  async function tapStoreMap(openMapWebView: (args: { url: string; title?: string }) => Promise<void>) {
    const user = userEvent.setup();
    const openMap = vi.fn((_: { address?: string; name?: string }) => Promise.resolve());
    renderApp({ route: '/', inWebView: true, bridge: { openMapWebView, openMap } });
    await user.click((await screen.findAllByRole('button', { name: '매장 정보' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '매장 정보' });
    await user.click(await within(dialog).findByRole('button', { name: '지도 보기' }));
    return openMap;
  }

  it("given the store info popup in the web view, when the member taps the map, then the store's map opens inside the shell (map web view) with the store's name", async () => {
    const openMapWebView = vi.fn((_: { url: string; title?: string }) => Promise.resolve());
    const openMap = await tapStoreMap(openMapWebView);
    await waitFor(() => expect(openMapWebView).toHaveBeenCalledTimes(1));
    expect(openMapWebView.mock.calls[0]?.[0]).toEqual({
      url: expect.stringMatching(/^https:\/\/map\.kakao\.com\/link\/search\/%/),
      title: expect.stringMatching(/보틀/),
    });
    expect(openMap).not.toHaveBeenCalled();
  });

  it("given a shell that does not know the map web view, when the member taps the map, then the shell's open map gets the store's name and address", async () => {
    const openMap = await tapStoreMap(() =>
      Promise.reject(Object.assign(new Error('openMapWebView: unknown'), { code: 'unknown-method' })),
    );
    await waitFor(() => expect(openMap).toHaveBeenCalledTimes(1));
    expect(openMap.mock.calls[0]?.[0]).toEqual({ address: expect.stringMatching(/\S/), name: expect.stringMatching(/보틀/) });
    expect(sentEvents().find(([n]) => n === 'store_map_open')?.[1]).toMatchObject({ platform: 'WebView' });
  });

  it('given the main-store popup, when the member skips, then main_store_skip is sent, and choosing sends main_store_set', async () => {
    const user = userEvent.setup();
    const session = mock.backend.login('demo', 'bottle1234');
    // On my page, not home: home opens the day's notices and the age check of its own, and the
    // popups' queue would show this popup behind them (or not yet) depending on which answer came first.
    const app = renderApp({
      route: '/mypage',
      tokens: { accessToken: session.access_token ?? '', refreshToken: session.refresh_token ?? '' },
    });
    await screen.findByRole('navigation', { name: /./ });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10000 });
    act(() => void app.store.dispatch(popupActions.openMainStore()));
    await user.click(await screen.findByRole('button', { name: '다음에 설정하기' }, { timeout: 10000 }));
    await waitFor(() => expect(sentEvents().map(([n]) => n)).toContain('main_store_skip'));
    // The skip is done when its popup has closed (its answer closes it): only then open it again,
    // or the first skip's late answer closes the second popup.
    await waitFor(() => expect(screen.queryByRole('button', { name: '다음에 설정하기' })).toBeNull());
    act(() => void app.store.dispatch(popupActions.openMainStore()));
    await user.click(await screen.findByRole('button', { name: '설정하기' }, { timeout: 10000 }));
    await waitFor(() => expect(sentEvents().map(([n]) => n)).toContain('main_store_set'));
  });
});
