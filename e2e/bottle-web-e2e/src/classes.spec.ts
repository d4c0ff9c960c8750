/**
 * Class states through the screens, demo mode: classes dated before today (in Korea) were
 * "모집 중" and took a sign-up, and "오픈 예정" classes had an active 신청하기. The page's clock is
 * chosen with Playwright's page.clock (Date only, timers run): frozen at the real instant, then
 * moved past the next midnight in Korea, without waiting and without moving the demo backend's
 * clock (which other journeys may share).
 */
import { expect, expectNoSeriousViolations, type Page, signInWithoutScreens, test } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** YYYY.MM.DD of the Korean day `days` after the Korean day of `at` (how the page writes dates). */
function kstDotDate(at: number, days = 0): string {
  const d = new Date(at + KST_OFFSET_MS + days * DAY_MS);
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
}
/** 30 seconds after the next midnight in Korea (15:00 UTC). */
function afterNextKstMidnight(at: number): number {
  return Math.floor((at + KST_OFFSET_MS) / DAY_MS + 1) * DAY_MS - KST_OFFSET_MS + 30_000;
}

/** Opens `path` with the page's clock frozen at the real instant; answers that instant. */
async function openAtFrozenNow(page: Page, path: string): Promise<number> {
  const now = Date.now();
  await page.clock.setFixedTime(now);
  await page.goto(path);
  return now;
}

test.describe('given a member on the classes page of a phone', () => {
  test('when the classes show, then 오픈 예정 offers no sign-up, a class dated yesterday is 종료 without a button, and an ongoing one takes a sign-up; the page passes axe', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The demo classes are dated from the demo backend's "now" (libs/mock-api): the page's clock
    // is frozen at the real instant, so the page and the backend read the same Korean day.
    const now = await openAtFrozenNow(page, '/?demo-reset=1');
    // The demo backend answers once the app has started it: wait for the app.
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    await signInWithoutScreens(page, 'demo', '/class');

    const soon = page.getByRole('article', { name: '와인 입문 클래스' });
    await expect(soon.getByText('오픈 예정')).toBeVisible();
    await expect(soon.getByRole('button', { name: `${kstDotDate(now, 3)} 신청 시작` })).toBeDisabled();
    await expect(soon.getByRole('button', { name: /신청하기/ })).toHaveCount(0);

    const yesterday = page.getByRole('article', { name: '내추럴 와인 이야기' });
    await expect(yesterday.getByText('종료')).toBeVisible();
    await expect(yesterday.getByText(kstDotDate(now, -1), { exact: false })).toBeVisible();
    await expect(yesterday.getByRole('button')).toHaveCount(0);

    const today = page.getByRole('article', { name: '사케와 페어링' });
    await expect(today.getByText('모집 중')).toBeVisible();
    await expect(today.getByText(kstDotDate(now), { exact: false })).toBeVisible();
    await expect(today.getByRole('button', { name: '사케와 페어링 신청하기' })).toBeEnabled();
    await expectNoSeriousViolations(page, 'classes');

    const malt = page.getByRole('article', { name: '싱글몰트 위스키 테이스팅' });
    await malt.getByRole('button', { name: '싱글몰트 위스키 테이스팅 신청하기' }).tap();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('클래스를 신청했습니다.');
    await alert.getByRole('button').tap();
    await expect(malt.getByRole('button', { name: '신청 완료' })).toBeDisabled();
  });
});

test.describe('given a visitor who leaves the classes page open past midnight in Korea', () => {
  test('when they come back to the list loaded before midnight, then the class held that day shows 종료, not 모집 중', async ({ page }) => {
    test.setTimeout(60_000);
    // A visitor: the demo session of a member would rightly have expired after a day's jump.
    const now = await openAtFrozenNow(page, '/class?demo-reset=1');
    const today = page.getByRole('article', { name: '사케와 페어링' });
    await expect(today.getByText('모집 중')).toBeVisible();

    // Midnight passes (the page's clock only); the visitor looks at 종료, then back at 전체,
    // whose list was loaded before midnight.
    await page.clock.setFixedTime(afterNextKstMidnight(now));
    const tabs = page.getByRole('tablist', { name: '클래스 상태' });
    await tabs.getByRole('tab', { name: '종료' }).tap();
    await expect(page.getByRole('article', { name: '샴페인 마스터 클래스' })).toBeVisible();
    await tabs.getByRole('tab', { name: '전체' }).tap();
    const held = page.getByRole('article', { name: '사케와 페어링' });
    await expect(held.getByText(kstDotDate(now), { exact: false })).toBeVisible();
    await expect(held.getByText('종료')).toBeVisible();
    await expect(held.getByText('모집 중')).toHaveCount(0);
  });
});
