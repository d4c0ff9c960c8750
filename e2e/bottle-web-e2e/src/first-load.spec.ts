/**
 * Issue 15 on the real build and server: the HTML a phone gets first already has the screen's
 * shell (parts 1 and 3), the browser hydrates it without a mismatch or a jump, and a route's
 * code and first data travel together (part 2, "no waterfall").
 */
import { expect, test, type Page } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36' });

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];

/** Resource timings of the page so far: name (path), start and end, in ms from navigation start. */
async function resources(page: Page): Promise<{ path: string; start: number; end: number }[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  );
  // A file the HTML names can show twice (the preload scanner's request, then the link's):
  // one load per path, from its first request to its last byte.
  const byPath = new Map<string, { path: string; start: number; end: number }>();
  for (const e of entries) {
    const seen = byPath.get(e.path);
    byPath.set(e.path, seen ? { path: e.path, start: Math.min(seen.start, e.start), end: Math.max(seen.end, e.end) } : e);
  }
  return [...byPath.values()];
}

/** Holds the product screen's chunk back for a moment, as a slow network would: a call that waits for it would start after it. */
async function slowScreenCode(page: Page): Promise<void> {
  await page.route('**/assets/product-page-*.js', async (route) => {
    // Longer than the framework takes to run on a loaded machine, so a call that waited for the
    // screen's code would show it even though the page names that code from the start.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

test.describe('given a phone opening the app for the first time', () => {
  for (const [path, heading] of [
    ['/', '보틀'],
    ['/search?q=%EB%A0%88%EB%93%9C', '상품 검색'],
    ['/event', '이벤트'],
  ] as const) {
    test(`when ${path} is requested, then the HTML has the shell with its heading, styles under the page's nonce and no inline script`, async ({ request }) => {
      const answer = await request.get(path);
      const html = await answer.text();
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
      expect(html).toContain('<div id="root" data-prerendered="">');
      expect(html).toMatch(/<nav aria-label="하단 메뉴"/);
      expect(html).toContain(`<h1`);
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain(`<style nonce="${nonce}" data-emotion="css `);
      expect(inlineScripts(html)).toEqual([]);
    });
  }

  test('when a product is requested, then its HTML has the shell and the skeleton of the product', async ({ request }) => {
    const html = await (await request.get('/product/W00001')).text();
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).toContain('data-testid="skeleton');
    expect(html).toMatch(/<nav aria-label="하단 메뉴"/);
  });

  test('when home loads, then React takes over the HTML without a mismatch and nothing jumps', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
    await expect(page.getByRole('button', { name: /보틀 .+점/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors.filter((e) => /did not match|Minified React error #4(18|19|23)/.test(e))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  });

  test("when a product page loads, then the route table and the screen's code come with the entry and the product's first calls do not wait for that code", async ({ page }) => {
    await slowScreenCode(page);
    await page.goto('/product/W00001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await resources(page);
    const entry = loaded.find((r) => /^\/assets\/index-/.test(r.path));
    const table = loaded.find((r) => /^\/assets\/feature-routes-/.test(r.path));
    const screen = loaded.find((r) => /^\/assets\/product-page-/.test(r.path));
    const info = loaded.find((r) => r.path.endsWith('/app/product/info'));
    expect(entry && table && screen && info).toBeTruthy();
    // Named by the HTML (modulepreload): asked for before the entry script has even arrived,
    // the route table and the screen alike (tools/lib/route-preloads.mjs).
    expect(table?.start ?? Infinity).toBeLessThan(entry?.end ?? 0);
    expect(screen?.start ?? Infinity).toBeLessThan(entry?.end ?? 0);
    // The loader's call leaves before the screen's code has arrived: they travel together.
    expect(info?.start ?? Infinity).toBeLessThan(screen?.end ?? 0);
  });

  test("when the member goes from home to a product, then the product's first calls start before its code has arrived", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => performance.clearResourceTimings());
    await slowScreenCode(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/product/W00002');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The product's own title, not home's.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('보틀');
    await page.waitForLoadState('networkidle');
    const loaded = await resources(page);
    const screen = loaded.find((r) => /^\/assets\/product-page-/.test(r.path));
    const info = loaded.find((r) => r.path.endsWith('/app/product/info'));
    expect(info).toBeTruthy();
    // The product page's code may already be there (fetched when idle): then nothing waits for it.
    if (screen) expect(info?.start ?? Infinity).toBeLessThan(screen.end);
  });
});
