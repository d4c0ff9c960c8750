/**
 * Done when : journeys through home (its sections, the main popup with "오늘 하루 보지
 * 않기"), the age verification popup, wine navigation ending in its results, and promotions, with
 * an axe scan of each new page and overlay and the analytics events each journey causes, in order.
 */
import { analyticsEvents, expect, expectNoSeriousViolations, test, type Page } from './fixtures';

// Home loads every section and scans them with axe: slower than most journeys on a shared machine.
test.describe.configure({ timeout: 60_000 });

/** Home's sections in order; each loads as it comes near the viewport, so they are scrolled to one by one. */
const SECTIONS = ['바로가기', '이달의 추천', '테마로 고르기', '이번 주 와인', '주류 베스트셀러', '추천 상품'];

async function scrollThroughHome(page: Page): Promise<void> {
  for (const section of SECTIONS) {
    const region = page.getByRole('region', { name: section });
    // As a member does: scroll on until the section has come near enough to load. Scrolling the
    // section above into view is not enough when that one is taller than the screen.
    await expect(async () => {
      if ((await region.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      expect(await region.count()).toBe(1);
    }).toPass({ timeout: 20_000 });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('link').first()).toBeVisible();
  }
}

test.describe('a first visit', () => {
  test.use({ firstVisitOverlays: true });

  test('the age check comes first, then the notices of the day; "오늘 하루 보지 않기" keeps them away after a reload', async ({ page }) => {
    await page.goto('/?demo-reset=1');
    const gate = page.getByRole('alertdialog', { name: '만 19세 이상이신가요?' });
    await expect(gate).toBeVisible();
    await expectNoSeriousViolations(page, 'age verification popup');
    await gate.getByRole('button', { name: '네, 만 19세 이상이에요' }).click();

    const notice = page.getByRole('dialog', { name: '앱 첫 방문 쿠폰' });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page, 'main popup');
    await notice.getByRole('button', { name: '다음 공지' }).click();
    const second = page.getByRole('dialog', { name: '설 연휴 영업 안내' });
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect((await analyticsEvents(page)).map(([name]) => name).filter((n) => /^(screen_view|age_verification|main_popup)/.test(n))).toEqual(
      ['screen_view', 'age_verification_confirm', 'main_popup_view', 'main_popup_view', 'main_popup_close'],
    );
    expect((await analyticsEvents(page)).find(([name]) => name === 'main_popup_close')?.[1]).toMatchObject({
      popup_no: '501',
      hide_today: 'Y',
    });

    // Reopened the same Korean day: no notices, no age check.
    await page.reload();
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
    await expect(page.getByRole('region', { name: '바로가기' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a visitor who says no stays outside, and is offered the member login', async ({ page }) => {
    await page.goto('/product/W00001');
    const gate = page.getByRole('alertdialog', { name: '만 19세 이상이신가요?' });
    await gate.getByRole('button', { name: '아니요' }).click();
    await expect(gate.getByText('만 19세 미만은 보틀을 이용할 수 없어요.')).toBeVisible();
    await expectNoSeriousViolations(page, 'age verification popup, declined');
    await gate.getByRole('link', { name: '회원 로그인' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2FW00001$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await analyticsEvents(page)).some(([name]) => name === 'age_verification_confirm')).toBe(false);
  });
});

test('home: every section from its call, a monthly pick opening its page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
  await scrollThroughHome(page);
  await expectNoSeriousViolations(page, 'home with every section');
  await page.getByRole('region', { name: '이달의 추천' }).getByRole('link', { name: '이달의 레드 전체 보기' }).click();
  await expect(page).toHaveURL(/\/monthly\/300$/);
  await expect(page.getByRole('heading', { level: 1, name: '이달의 레드' })).toBeVisible();
  await expectNoSeriousViolations(page, 'monthly pick');
});

test('wine navigation: type, country, grape, taste and price end in the matching wines', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /와인 내비게이션/ }).click();
  await expect(page).toHaveURL(/\/wine-navigation$/);
  await expect(page.getByText('5단계 중 1단계')).toBeVisible();
  await expectNoSeriousViolations(page, 'wine navigation');

  const count = page.getByText(/조건에 맞는 와인 [\d,]+개/);
  const before = Number((await count.textContent())?.replace(/\D/g, ''));
  await page.getByRole('checkbox', { name: new RegExp('^레드 [\\d,]+개$') }).check();
  await expect.poll(async () => Number((await count.textContent())?.replace(/\D/g, ''))).toBeLessThan(before);
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('checkbox', { name: new RegExp('^프랑스 [\\d,]+개$') }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('checkbox', { name: new RegExp('^카베르네 소비뇽 [\\d,]+개$') }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('5단계 중 4단계')).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('checkbox', { name: new RegExp('^10만원 이상 [\\d,]+개$') }).check();
  await page.getByRole('link', { name: /와인 [\d,]+개 보기/ }).click();

  await expect(page).toHaveURL(/\/search\?category=wine&type=034006001&nation=FR&kind=/);
  await expect(page.locator('a[href^="/product/W"]').first()).toBeVisible();
  const steps = (await analyticsEvents(page))
    .filter(([name]) => name === 'wine_navigation_filter')
    .map(([, p]) => [p['filter_key'], p['filter_values']]);
  expect(steps).toEqual([
    ['type', '034006001'],
    ['nation', 'FR'],
    ['kind', '카베르네 소비뇽'],
    ['fivesense', ''],
    ['price', '100000-'],
  ]);
});

test('promotions: from home to the running exhibitions, picks and events', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /기획전·혜택/ }).click();
  await expect(page).toHaveURL(/\/promotion$/);
  const exhibitions = page.getByRole('list', { name: '진행 중인 기획전' });
  await expect(exhibitions.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '진행 중인 이벤트' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'promotions');
  await exhibitions.getByRole('link', { name: /샴페인 페스티벌/ }).click();
  await expect(page).toHaveURL(/\/exhibition\?exhibit_no=1002$/);
  await expect(page.getByRole('heading', { level: 1, name: '샴페인 페스티벌' })).toBeVisible();
  expect((await analyticsEvents(page)).map(([name]) => name).filter((n) => ['promotion_click', 'exhibition_view'].includes(n))).toEqual([
    'promotion_click',
    'exhibition_view',
  ]);
});

test("recommendations: see all under home's recommendations opens the recommendation item screen", async ({ page }) => {
  await page.goto('/');
  await scrollThroughHome(page);
  await page.getByRole('link', { name: '추천 상품 전체 보기' }).click();
  await expect(page).toHaveURL(/\/recommend$/);
  await expect(page.getByRole('list', { name: '추천 상품' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'recommendation items');
});
