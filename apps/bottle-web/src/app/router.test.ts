/**
 * The route table of every screen but home is fetched on the first navigation
 * away from home (patchRoutesOnNavigation). Offline, that fetch fails; it must not stay failed
 * for the rest of the page's life, or no screen would ever open again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./feature-routes');
  vi.resetModules();
});

describe('route discovery (patchRoutesOnNavigation)', () => {
  it('given the route table failed to load (offline), when the member navigates again, then it is fetched again and patched in', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./feature-routes', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/feature-routes.js');
      return importOriginal();
    });
    const { routerOptions, LAYOUT_ROUTE_ID } = await import('./router');
    const { makeStore } = await import('../lib/store/store');
    const { patchRoutesOnNavigation } = routerOptions(makeStore());
    const patch = vi.fn();
    const args = {
      patch,
      path: '/search',
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    } as unknown as Parameters<NonNullable<typeof patchRoutesOnNavigation>>[0];

    await expect(patchRoutesOnNavigation?.(args)).rejects.toThrow();
    expect(patch).not.toHaveBeenCalled();

    await patchRoutesOnNavigation?.(args);
    expect(attempts).toBe(2);
    expect(patch).toHaveBeenCalledWith(LAYOUT_ROUTE_ID, expect.arrayContaining([expect.objectContaining({ path: 'search' })]));
  });
});
