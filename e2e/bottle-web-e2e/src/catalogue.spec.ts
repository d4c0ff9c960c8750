/**
 * The catalogue journey in Chromium at a phone viewport, demo mode (libs/mock-api in the service
 * worker): a member searches with the search box (autocomplete), opens a product from the
 * results, saves it to 'my bunker' and finds it there; a visitor finds the stores with stock
 * (libs/api A21 answered by the demo backend); the search, product and find-place pages pass an
 * axe scan (WCAG 2.0/2.1/2.2 A and AA: no serious or critical violation).
 */
import { expect, expectNoSeriousViolations, resetDemo, signInWithoutScreens, test } from './fixtures';

test.describe('given a member in a phone browser', () => {
  test('when they search, open a product and save it, then it is in my bunker; search and product pages pass axe', async ({ page }) => {
    // Three axe scans and a dozen demo calls: more than the 30 s default on a shared 2-core machine.
    test.setTimeout(120_000);
    await resetDemo(page);
    await signInWithoutScreens(page, 'demo', '/search');
    await expect(page.getByRole('heading', { level: 1, name: '상품 검색' })).toBeVisible();

    await expect(page.getByRole('button', { name: '인기 1위 샴페인' })).toBeVisible();
    await expectNoSeriousViolations(page, 'search home');

    const box = page.getByRole('combobox', { name: '검색어' });
    await box.fill('샤토 마');
    const listbox = page.getByRole('listbox', { name: '추천 검색어' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);

    const wine = page.getByRole('region', { name: /^와인 \d+개$/ });
    await expect(wine.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'search results');

    await wine.getByRole('article').first().getByRole('link').tap();
    await expect(page).toHaveURL(/\/product\/W\d+/);
    // The loading screen's h1 is generic; read the name once the product has loaded.
    await expect(page.getByRole('tablist', { name: '상품 상세 정보' })).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).not.toHaveText('상품 상세');
    const name = (await title.textContent()) ?? '';
    // The toggle's accessible name ends with the visible count (WCAG 2.5.3 label in name).
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByRole('tabpanel').getByText(/당도 \d\/5/)).toBeVisible();
    await expectNoSeriousViolations(page, 'product');

    const add = page.getByRole('button', { name: new RegExp(`^${escaped} 마이 벙커에 담기( [\\d,]+)?$`) });
    await add.tap();
    // Optimistic: pressed at once; the announcement comes when the server has saved it.
    await expect(page.getByRole('button', { name: new RegExp(`^${escaped} 마이 벙커에서 빼기( [\\d,]+)?$`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: '마이 벙커에 담았습니다.' })).toBeAttached();

    await page.goto('/mypage/bunker');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  });

  test('when a visitor presses the wish toggle, then a login prompt shows instead of an error', async ({ page }) => {
    await page.goto('/product/W00001?demo-reset=1');
    await page.getByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기( [\d,]+)?$/ }).tap();
    await expect(page.getByRole('alertdialog').getByText('로그인이 필요한 서비스입니다. 로그인하시겠습니까?')).toBeVisible();
  });

  test('when a visitor looks for stores with stock, then the demo backend lists them with counts and store info opens; find place passes axe', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/product/W00001?demo-reset=1');
    await page.getByRole('link', { name: '재고 있는 매장 찾기' }).tap();
    await expect(page).toHaveURL(/\/product\/findplace\?prd_cd=W00001/);
    await expect(page.getByRole('heading', { level: 1, name: '재고 있는 매장' })).toBeVisible();
    // libs/mock-api's seeded stock of W00001: 판교점 3, 서울역점 2, then two stores with 1 each.
    const stores = page.getByRole('button', { name: /매장 정보 보기, 재고 \d+병$/ });
    await expect(stores).toHaveCount(4);
    await expect(stores.first()).toHaveAccessibleName(/판교점 매장 정보 보기, 재고 3병/);
    await expect(stores.first().getByText(/기준$/)).toBeVisible();
    await expectNoSeriousViolations(page, 'find place');
    await stores.first().tap();
    await expect(
      page
        .getByRole('dialog', { name: '매장 정보' })
        .getByText(/판교점/)
        .first(),
    ).toBeVisible();
  });
});
