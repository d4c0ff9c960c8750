/**
 * The wiring's order ("no waterfall"): the browser router runs the first
 * route's loaders as it is made, and those start the screen's first API calls; libs/api must
 * already know its bases then. Before, home's banners and stores calls went to the page's own
 * origin (/app/main/banner/area/info: 405 on the demo server) and the screen had to call again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/env';
import { bootstrap } from './bootstrap';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('bootstrap', () => {
  it("given the home page, when the app is wired, then the route loaders' first calls go to the configured API base", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return new Promise<Response>(() => undefined);
      }),
    );
    window.history.replaceState(null, '', '/');
    const booted = bootstrap(parseConfig({ VITE_BOTTLE_API_BASE: 'https://api.example.test/bottle' }));
    await vi.waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(2));
    expect(urls.filter((url) => /main\/banner\/area\/info|store\/list/.test(url))).toEqual([
      'https://api.example.test/bottle/app/main/banner/area/info',
      'https://api.example.test/bottle/app/store/list',
    ]);
    booted.router.dispose();
    // The other-tab watch loads after the first route: let it finish before the test ends.
    await import('../lib/session/cross-tab');
  });
});
