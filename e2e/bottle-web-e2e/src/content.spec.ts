/**
 * The content journeys in Chromium at a phone viewport, demo mode: the food pairing tab → a dish
 * → a matching wine's product screen; the my-diary tab's tasting themes → a theme; and the event,
 * exhibition, class and winepedia screens. Each page of ours gets an axe scan (WCAG 2.0/2.1/2.2
 * A and AA, target size included): no serious or critical violation.
 */
import { expect, expectNoSeriousViolations, test } from './fixtures';

test.describe('given a visitor in a phone browser', () => {
  // Several pages and axe scans per journey on a shared 2-core machine: 30 s is too tight.
  test.describe.configure({ timeout: 90_000 });

  test('when they pick a dish on the food pairing tab, then a matching wine opens its product screen', async ({ page }) => {
    await page.goto('/?demo-reset=1');
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '푸드 페어링' }).tap();
    await expect(page).toHaveURL(/\/food-pairing$/);
    await expect(page.getByRole('heading', { level: 1, name: '푸드 페어링' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: '음식 분류' });
    await expect(tabs.getByRole('tab', { name: '고기' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: '스테이크' })).toBeVisible();
    await expectNoSeriousViolations(page, 'food pairing');

    await tabs.getByRole('tab', { name: '해산물' }).tap();
    await expect(page).toHaveURL(/\?cate=seafood$/);
    await page.getByRole('tabpanel').getByRole('link', { name: '굴' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '굴' })).toBeVisible();
    const wines = page.getByRole('list', { name: '어울리는 와인' });
    await expect(wines.getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'food detail');

    const first = wines.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/product\/[WL]\d{5}$/);
    await first.tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('when they open my diary, then the tasting themes show, a theme lists its wines, and the notes ask for a login', async ({
    page,
  }) => {
    await page.goto('/?demo-reset=1');
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '마이 다이어리' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '마이 다이어리' })).toBeVisible();
    const themes = page.getByRole('list', { name: '테이스팅 테마' });
    await expect(themes.getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login?redirect=%2Fdiary');
    await expectNoSeriousViolations(page, 'my diary');

    await themes.getByRole('link', { name: '아일라 스모키 위스키' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '아일라 스모키 위스키' })).toBeVisible();
    await expect(page.getByRole('list', { name: '테마 와인' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'tasting theme');
  });

  test('when they browse events, the prize exhibition, classes and the encyclopedia, then each page is accessible', async ({ page }) => {
    await page.goto('/event?demo-reset=1');
    await expect(page.getByRole('list', { name: '진행 중' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'events');

    await page.getByRole('link', { name: /보르도 그랑크뤼 시음회/ }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '보르도 그랑크뤼 시음회' })).toBeVisible();
    await expect(page.getByText('로그인하면 이벤트에 참여할 수 있어요.')).toBeVisible();
    // The body (libs/api A10 event_conts, sanitised HTML) and its in-app "more" link.
    await expect(page.getByText('샤토 마고, 샤토 라투르 등 그랑크뤼 5종 시음')).toBeVisible();
    await expect(page.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/exhibition?exhibit_no=1001');
    await expectNoSeriousViolations(page, 'event detail');

    await page.goto('/exhibition?exhibit_no=1004');
    await expect(page.getByRole('heading', { level: 1, name: '보틀 경품 기획전' })).toBeVisible();
    await expect(page.getByText('1등: 샤토 마고 2020 (1명)')).toBeVisible();
    await expect(page.getByRole('list', { name: '기획전 상품' }).getByRole('link')).toHaveCount(8);
    // Whole bottles, never cut to a square: the picture fits inside its box.
    const first = page.getByRole('list', { name: '기획전 상품' }).locator('img').first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fit = await first.evaluate((img: HTMLImageElement) => {
      const style = getComputedStyle(img);
      return { objectFit: style.objectFit, box: img.clientHeight / img.clientWidth, picture: img.naturalHeight / img.naturalWidth };
    });
    expect(fit.objectFit).toBe('contain');
    expect(fit.box).toBeGreaterThanOrEqual(1.2);
    await expectNoSeriousViolations(page, 'exhibition');

    await page.goto('/class');
    await expect(page.getByRole('article', { name: '와인 입문 클래스' })).toBeVisible();
    await expectNoSeriousViolations(page, 'classes');

    await page.goto('/winepedia');
    await page.getByRole('link', { name: /테루아/ }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '테루아' })).toBeVisible();
    await expectNoSeriousViolations(page, 'winepedia entry');
  });
});
