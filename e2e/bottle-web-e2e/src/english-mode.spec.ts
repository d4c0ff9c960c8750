/**
 * A member who reads English, through the main screens: what the server sends (product names,
 * aromas, inbox titles, search words, grade benefits) comes in English, and the page itself is
 * English (`<html lang="en">`), so the only Hangul left is text marked Korean (`lang="ko"`: a
 * store's address) and the member's own name, a proper name the chain has no English for.
 */
import { expect, test, type Locator } from './fixtures';
import { reserveAndOpen } from './pickup-flow';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('bottle.age.confirmedUntil')) localStorage.setItem('bottle.age.confirmedUntil', '29991231');
  });
});

/** The demo member's name (libs/mock-api members.json): theirs, not the app's to translate. */
const MEMBER_NAME = '김보틀';

/** Hangul words shown in `scope` (the page's body, a dialog), outside what is marked Korean below the page's own language. */
async function hangulWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, memberName) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('body [lang="ko"], script, style, [hidden]') || parent.getClientRects().length === 0) continue;
      words.push(...((node.textContent ?? '').replaceAll(memberName, '').match(/[가-힣]+/g) ?? []));
    }
    return words;
  }, MEMBER_NAME);
}

test.describe('given a member with a pickup reservation who sets English', () => {
  test.describe.configure({ timeout: 150_000 });

  test('when they go through home, search, a product, the inbox, my page and grade benefits, then the page is English and no Hangul is left outside text marked Korean and their own name', async ({
    page,
  }) => {
    // The reservation leaves a push in the inbox, written while the app was Korean.
    await reserveAndOpen(page);
    await page.goto('/mypage/settings');
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const [path, ready] of [
      ['/', page.getByRole('heading', { level: 2 }).first()],
      ['/search', page.getByRole('button', { name: /Smoky/ })],
      ['/search?q=Chateau', page.getByRole('link', { name: /Chateau/ }).first()],
      // Exactly the aroma: the tasting note that arrives beside it may say "vanilla" too.
      ['/product/W00010', page.getByText('Vanilla', { exact: true })],
      ['/mypage/push', page.getByText(/Pickup reserved · Chateau Talbot/)],
      ['/mypage', page.getByRole('heading', { level: 1 })],
      ['/mypage/grade', page.getByText(/Gold: 6% extra off pickup reservations/)],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // The server's answers arrive after the frame: wait until nothing is loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await hangulWords(page.locator('body')), `Hangul on ${path} in English`).toEqual([]);
    }
  });
});

test.describe('given a visitor who reads English on a first visit', () => {
  test.use({ firstVisitOverlays: true });

  test('when home shows the notices of the day and they tap a suggested search word, then the notices have no Hangul and the word finds wines', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('bottle.lang', 'en'));
    await page.goto('/');
    const first = page.getByRole('dialog', { name: 'First visit coupon' });
    await expect(first).toBeVisible();
    expect(await hangulWords(first), 'Hangul in the first notice').toEqual([]);
    await first.getByRole('button', { name: 'Next notice' }).click();
    const second = page.getByRole('dialog', { name: 'Holiday opening hours' });
    await expect(second).toBeVisible();
    expect(await hangulWords(second), 'Hangul in the second notice').toEqual([]);
    await second.getByRole('button', { name: "Don't show today" }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A suggested word in English searches its English text, which the server knows as its own word.
    await page.goto('/search');
    await page.getByRole('button', { name: /^#natural$/i }).click();
    await expect(page).toHaveURL(/[?&]q=natural(&|$)/i);
    // The search tabs are named from the app's table too (they read "Unknown" before).
    await expect(page.getByRole('tab', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Wine \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
  });
});
