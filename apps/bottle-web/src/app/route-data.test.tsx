/**
 * A screen's first calls start together with its code, not after
 * the code has arrived and rendered. Each test holds a screen's chunk back (the module import
 * waits for a gate), checks which calls the backend has already seen, then lets the code in and
 * checks that the screen shows the data without asking a second time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setupMockServer } from '../testing/render-app';

const mock = setupMockServer();

afterEach(() => {
  vi.doUnmock('../features/main/routes/main-page');
  vi.doUnmock('../features/catalogue/routes/product-page');
  vi.doUnmock('../features/catalogue/routes/search-page');
  vi.resetModules();
});

/** Paths of the API requests the backend has received, in order. */
function requestedPaths(): string[] {
  const paths: string[] = [];
  mock.server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

/** Holds the import of `module` until the returned `release` is called. */
function holdChunk(module: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock(module, async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return release;
}

const count = (paths: string[], suffix: string) => paths.filter((p) => p.endsWith(suffix)).length;

/**
 * Opens `route` with the screen's chunk held back and waits until each of `calls` (path
 * suffixes) was made exactly once; returns what the backend received (paths, JSON bodies of
 * `calls`) and the release of the chunk. After the release, `expectEachOnce` checks no call
 * was made twice.
 */
async function openWithChunkHeld(chunk: string, route: string, calls: readonly string[]) {
  vi.resetModules();
  const release = holdChunk(chunk);
  const paths = requestedPaths();
  const bodies: unknown[] = [];
  mock.server.events.on('request:start', async ({ request }) => {
    if (calls.some((call) => new URL(request.url).pathname.endsWith(call))) bodies.push(await request.clone().json());
  });
  const { renderApp } = await import('../testing/render-app');
  renderApp({ route });
  const expectEachOnce = () => {
    for (const call of calls) expect(count(paths, call), call).toBe(1);
  };
  await vi.waitFor(expectEachOnce);
  await vi.waitFor(() => expect(bodies).toHaveLength(calls.length));
  return { release, paths, bodies, expectEachOnce };
}

describe('route data starts with the route code', { timeout: 15_000 }, () => {
  it('given the home screen code has not arrived, when the app opens at "/", then the banner and store calls are already made, and once the code arrives the screen shows them without calling again', async () => {
    const home = await openWithChunkHeld('../features/main/routes/main-page', '/', ['/app/main/banner/area/info', '/app/store/list']);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    home.release();
    expect(await screen.findByRole('heading', { level: 1, name: '보틀' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '추천 배너' })).toBeInTheDocument();
    home.expectEachOnce();
  });

  it('given the product screen code has not arrived, when a product opens, then its info and stock calls are already made for that product, and the screen shows it without calling again', async () => {
    const product = await openWithChunkHeld('../features/catalogue/routes/product-page', '/product/W00001', [
      '/app/product/info',
      '/app/product/init',
    ]);
    expect(product.bodies).toEqual([expect.objectContaining({ prd_cd: 'W00001' }), expect.objectContaining({ prd_cd: 'W00001' })]);

    product.release();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    product.expectEachOnce();
  });

  it("given the search screen code has not arrived, when a search URL opens, then both categories' first result pages are already asked for that word, and the screen shows them without asking again", async () => {
    const search = await openWithChunkHeld('../features/catalogue/routes/search-page', `/search?q=${encodeURIComponent('레드')}`, [
      '/app/search/wine/result/list',
      '/app/search/liquor/result/list',
    ]);
    expect(search.bodies).toEqual([
      expect.objectContaining({ keyword: '레드', page_no: 1 }),
      expect.objectContaining({ keyword: '레드', page_no: 1 }),
    ]);

    search.release();
    expect(await screen.findAllByRole('link', { name: /레드/ })).not.toHaveLength(0);
    search.expectEachOnce();
  });

  it("given the search screen code has not arrived, when the price tab opens with a range, then the tabs and both categories' first pages for that range are already asked for, and the screen asks again for none", async () => {
    const search = await openWithChunkHeld('../features/catalogue/routes/search-page', '/search?tab=price&min=30000&max=50000', [
      '/app/search/type/list',
      '/app/search/wine/result/list',
      '/app/search/liquor/result/list',
    ]);
    expect(search.bodies.slice(1)).toEqual([
      expect.objectContaining({ search_type: 2, filter_mode: 'price', min_prc: 30000, max_prc: 50000, page_no: 1 }),
      expect.objectContaining({ search_type: 2, filter_mode: 'price', min_prc: 30000, max_prc: 50000, page_no: 1 }),
    ]);
    search.release();
    expect(await screen.findByRole('region', { name: /^와인 \d+개$/ })).toBeInTheDocument();
    search.expectEachOnce();
  });

  it('given the search home (no word, no filter), when it opens, then no result page is asked', async () => {
    vi.resetModules();
    const paths = requestedPaths();
    const { renderApp } = await import('../testing/render-app');
    renderApp({ route: '/search' });
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    // The search home's own calls have been made: the screen had every chance to ask.
    await vi.waitFor(() => expect(paths.some((p) => p.includes('/app/search/'))).toBe(true));
    expect(paths.filter((p) => p.includes('/result/list'))).toEqual([]);
  });
});
