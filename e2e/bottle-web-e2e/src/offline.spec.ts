/**
 * Through the screens in Chromium at a phone viewport, offline through
 * Playwright's context.setOffline (navigator.onLine false, 'offline' / 'online' events, every
 * request fails): offline, tapping a product gave a blank white page that stayed blank after the
 * network came back ("Failed to fetch dynamically imported module"), and search and product
 * showed endless skeletons under "0개".
 *
 * Now: a notice while offline; the common screens (footer tabs, product) were fetched while the
 * browser was idle, so they open offline, with the offline state where their data would be, and
 * fill in once back online; a screen whose code was never fetched shows the offline screen, whose
 * retry loads it once the network is back (Chromium imports a failed module again: the page is
 * not reloaded). The notice, the offline state and the offline screen pass axe (WCAG 2.0–2.2
 * A/AA: no serious or critical violation).
 */
import { expect, expectNoSeriousViolations, test, type Page } from './fixtures';

const NOTICE = '인터넷에 연결되어 있지 않아요. 연결되면 자동으로 불러올게요.';

/** Waits until the idle prefetch has fetched the code of the common screens. */
async function waitForIdlePrefetch(page: Page) {
  const wanted = ['feature-routes-', 'food-pairing-page-', 'search-page-', 'diary-page-', 'my-page-', 'product-page-', 'global-popups-'];
  await expect
    .poll(
      () =>
        page.evaluate((prefixes) => {
          const files = performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? '');
          return prefixes.filter((prefix) => !files.some((file) => file.startsWith(prefix)));
        }, wanted),
      // The prefetch starts 5 s after the page's load event (app/prefetch.ts PREFETCH_DELAY_MS).
      { message: 'chunks not prefetched yet', timeout: 30_000 },
    )
    .toEqual([]);
}

test.describe('given a visitor in a phone browser who loses the connection', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when they search and open a product offline, then a notice and offline states show instead of skeletons and "0개", and back online the screens fill in', async ({
    page,
    context,
  }) => {
    await page.goto('/search?demo-reset=1');
    await expect(page.getByRole('heading', { level: 1, name: '상품 검색' })).toBeVisible();
    await waitForIdlePrefetch(page);

    await context.setOffline(true);
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toHaveText(NOTICE);
    await expect(notice).toHaveAttribute('role', 'status');

    // A search offline: the results screen is there, its lists say they wait for the network.
    const box = page.getByRole('combobox', { name: '검색어' });
    await box.fill('샤토');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    const wine = page.getByRole('region', { name: '와인' });
    await expect(wine.getByTestId('offline-state')).toBeVisible();
    await expect(page.getByTestId('skeleton-list')).toHaveCount(0);
    await expect(page.getByText(/0개/)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'search offline');

    // Back online: the paused search resumes by itself.
    await context.setOffline(false);
    await expect(notice).toBeEmpty();
    const results = page.getByRole('region', { name: /^와인 \d+개$/ });
    await expect(results.getByRole('article').first()).toBeVisible();

    // Offline again, a product opens (its code came while the browser was idle).
    await context.setOffline(true);
    await results.getByRole('article').first().getByRole('link').tap();
    await expect(page).toHaveURL(/\/product\/[WL]\d{5}$/);
    await expect(notice).toHaveText(NOTICE);
    await expect(page.getByTestId('offline-state').first()).toBeVisible();
    await expect(page.getByTestId('skeleton-list')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'product offline');

    await context.setOffline(false);
    await expect(page.getByRole('link', { name: '재고 있는 매장 찾기' })).toBeVisible();
    await expect(page.getByTestId('offline-state')).toHaveCount(0);
  });

  test('when they open a screen whose code was never fetched, then the offline screen shows instead of a blank page, and its retry opens the screen once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/product/W00010?demo-reset=1');
    await expect(page.getByRole('link', { name: '재고 있는 매장 찾기' })).toBeVisible();
    await waitForIdlePrefetch(page);
    // The same document all along: the retry must not need a reload.
    await page.evaluate(() => ((window as { stillTheSamePage?: boolean }).stillTheSamePage = true));

    await context.setOffline(true);
    await page.getByRole('link', { name: '재고 있는 매장 찾기' }).tap();
    const screen = page.getByTestId('offline-screen');
    await expect(screen.getByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeVisible();
    await expect(screen).toContainText('인터넷 연결을 확인한 뒤 다시 시도해 주세요.');
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    await expectNoSeriousViolations(page, 'offline screen');

    // Still offline: the retry says so.
    await screen.getByRole('button', { name: '다시 시도' }).tap();
    await expect(screen.getByRole('status')).toHaveText('아직 인터넷에 연결되어 있지 않아요. 연결된 뒤 다시 시도해 주세요.');

    // Back online: the retry imports the screen's code again and shows it in place.
    await context.setOffline(false);
    await screen.getByRole('button', { name: '다시 시도' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '재고 있는 매장' })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/findplace\?prd_cd=W00010$/);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });
});
