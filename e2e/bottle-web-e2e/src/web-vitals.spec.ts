/**
 * Field data on the real build: a sampled phone's page load reports its web vitals (the Chrome
 * team's web-vitals library, loaded after the page) as web_vitals events through the app's
 * analytics module, into window.dataLayer, with the landing route's pattern and the platform.
 * The journey waits for events, never for a duration.
 */
import { analyticsEvents, expect, test, type Page } from './fixtures';

/** The page is put in the background as a member switching apps would: web-vitals reports then. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const vitals = async (page: Page) => (await analyticsEvents(page)).filter(([name]) => name === 'web_vitals').map(([, params]) => params);

test.describe('given a phone whose device is in the field-data sample', () => {
  test.beforeEach(async ({ page }) => {
    // The device's kept draw (lib/web-vitals.ts): 0 is in any sample.
    await page.addInitScript(() => localStorage.setItem('bottle_web_vitals_draw', '0'));
  });

  test('when home has loaded and the member taps, then leaves the app, then LCP, CLS and TTFB reach the data layer with the route and platform', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
    // The library arrives after the load event; TTFB is reported as soon as it runs.
    await expect.poll(async () => (await vitals(page)).map((v) => v['metric_name'])).toContain('TTFB');
    // An input makes LCP final; the store info popup is a tap with work behind it (INP).
    await page.getByRole('button', { name: '매장 정보' }).first().click();
    await expect(page.getByRole('dialog', { name: '매장 정보' })).toBeVisible();
    await hidePage(page);
    await expect
      .poll(async () => (await vitals(page)).map((v) => v['metric_name']).sort())
      .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
    const events = await vitals(page);
    for (const params of events) {
      expect(params).toMatchObject({
        route: '/',
        platform: 'MobileWeb',
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      });
      expect(typeof params['metric_value']).toBe('number');
    }
    // Each metric once per page load.
    const names = events.map((v) => v['metric_name']);
    expect(new Set(names).size).toBe(names.length);
  });

  test('when a product page is the landing page, then its events name the route pattern, not the product', async ({ page }) => {
    await page.goto('/product/W00001');
    await expect(page.getByRole('img', { name: /샤토 마고 2020/ }).first()).toBeVisible();
    await expect.poll(async () => (await vitals(page)).map((v) => v['route'])).toContain('/product/:prdCd');
  });
});

test('given a phone outside the sample, when a page loads and is left, then no web_vitals event is sent', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bottle_web_vitals_draw', '0.99'));
  await page.goto('/');
  await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
  // The load event has passed and the field-data code has had its chance to load and run.
  await page.waitForFunction(
    () => document.readyState === 'complete' && performance.getEntriesByType('resource').some((e) => /\/web-vitals-/.test(e.name)),
  );
  await hidePage(page);
  await page.getByRole('button', { name: '매장 정보' }).first().click();
  await expect(page.getByRole('dialog', { name: '매장 정보' })).toBeVisible();
  expect(await vitals(page)).toEqual([]);
});
