/**
 * Spelling variants through the screens, demo mode (libs/mock-api in the page), a phone in
 * Chromium: a member types "샤또" (the catalogue writes 샤토) in the search box; the suggestions
 * are 샤토 names, the results are 샤토 wines under "‘샤또’ 대신 ‘샤토’로 검색한 결과"; initial
 * consonants (ㅅㅌ) suggest 샤토 too. The search screens pass an axe scan (WCAG 2.x A/AA: no
 * serious or critical violation).
 */
import { expect, expectNoSeriousViolations, test } from './fixtures';

test.describe('given a visitor on the search tab of a phone', () => {
  test('when they type "샤또", then 샤토 names are suggested and the results say they were found as ‘샤토’', async ({ page }) => {
    // Two axe scans and a dozen demo calls on a shared 2-core machine.
    test.setTimeout(90_000);
    await page.goto('/search?demo-reset=1');
    await expect(page.getByRole('heading', { level: 1, name: '상품 검색' })).toBeVisible();

    const box = page.getByRole('combobox', { name: '검색어' });
    await box.fill('샤또');
    const listbox = page.getByRole('listbox', { name: '추천 검색어' });
    const options = listbox.getByRole('option');
    await expect(options.first()).toHaveText(/^샤토/);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%EC%83%A4%EB%98%90/);
    const note = page.getByRole('status').filter({ hasText: '검색한 결과' });
    await expect(note).toHaveText('‘샤또’ 대신 ‘샤토’로 검색한 결과');
    const wine = page.getByRole('region', { name: /^와인 \d+개$/ });
    await expect(wine.getByRole('article').first()).toBeVisible();
    await expect(wine.getByRole('article').first().getByRole('heading')).toContainText('샤토');
    await expectNoSeriousViolations(page, 'search results found as another spelling');

    // Initial consonants: ㅅㅌ suggests 샤토 as well.
    await box.fill('ㅅㅌ');
    await expect(listbox.getByRole('option').first()).toHaveText(/^샤토/);
    await expectNoSeriousViolations(page, 'suggestions for initial consonants');
  });

  test('when the catalogue spelling is typed ("샤토"), then the same wines come with no other spelling mentioned', async ({ page }) => {
    await page.goto('/search?q=%EC%83%A4%ED%86%A0&demo-reset=1');
    await expect(page.getByRole('heading', { level: 1, name: '상품 검색' })).toBeVisible();
    const wine = page.getByRole('region', { name: /^와인 \d+개$/ });
    await expect(wine.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/대신 .*검색한 결과/)).toHaveCount(0);
  });
});
