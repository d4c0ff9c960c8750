/**
 * A member who reads English, through the main screens: what the server sends (product names,
 * aromas, inbox titles, search words, grade benefits) comes in English, and the page itself is
 * English (`<html lang="en">`), so the only Hangul left is text marked Korean (`lang="ko"`: a
 * store's address) and the member's own name, a proper name the chain has no English for.
 */
import { expect, test, type Page } from './fixtures';
import { reserveAndOpen } from './pickup-flow';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('bottle.age.confirmedUntil')) localStorage.setItem('bottle.age.confirmedUntil', '29991231');
  });
});

/** The demo member's name (libs/mock-api members.json): theirs, not the app's to translate. */
const MEMBER_NAME = '김보틀';

/** Hangul words on the page, outside what is marked Korean below the page's own language. */
async function hangulWords(page: Page): Promise<string[]> {
  return page.evaluate((memberName) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
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

  test('when they go through home, search, a product, the inbox, my page and grade benefits, then the page is English and no Hangul is left outside text marked Korean and their own name', async ({ page }) => {
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
      ['/product/W00010', page.getByText('Vanilla')],
      ['/mypage/push', page.getByText(/Pickup reserved · Chateau Talbot/)],
      ['/mypage', page.getByRole('heading', { level: 1 })],
      ['/mypage/grade', page.getByText(/Gold: 6% extra off pickup reservations/)],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // The server's answers arrive after the frame: wait until nothing is loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await hangulWords(page), `Hangul on ${path} in English`).toEqual([]);
    }
  });
});
