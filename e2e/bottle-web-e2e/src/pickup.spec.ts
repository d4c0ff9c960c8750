/**
 * The pickup feature's acceptance check, in Chromium at a phone viewport, against
 * the demo server: a member logs in through the login screen and the sign-on host (fixtures.ts),
 * makes a pickup reservation through the four-step flow (spec §2), the page is RELOADED, and the
 * reservation is still in "My pickups" (the demo server keeps it). Every pickup page gets an axe
 * scan (WCAG 2.0–2.2 A/AA).
 */
import { expect, expectNoSeriousViolations, logInThroughScreens, test, type Page } from './fixtures';

/** The demo member logs in through the login screen and the sign-on host, on a fresh demo. */
async function logInAsDemoMember(page: Page) {
  await page.goto('/?demo-reset=1');
  await logInThroughScreens(page, 'demo', '/');
}

test.describe('given the demo member 김보틀 (main store 잠실점) in a phone browser', () => {
  test('when they reserve a pickup and reload, then the reservation is still in My pickups', async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsDemoMember(page);

    // Step 1: reservation view (샤토 딸보 2022 is in stock at 잠실점).
    await page.goto('/pickup/reserve/W00010');
    await expect(page.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeVisible();
    await expect(page.getByText('샤토 딸보 2022')).toBeVisible();
    const steps = page.getByRole('navigation', { name: '예약 단계' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/예약 정보/);
    await expectNoSeriousViolations(page, 'step 1');
    await page.getByRole('button', { name: '수량 늘리기' }).tap();
    await expect(page.getByRole('group', { name: '수량' })).toContainText('2병');
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 2: location select, main store first.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/매장 선택/);
    const main = page.getByRole('radio', { name: /보틀 잠실점/ });
    await expect(main).toBeVisible();
    await expectNoSeriousViolations(page, 'step 2');
    await main.check();
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 3: privacy agreement, required.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/개인정보 동의/);
    await expectNoSeriousViolations(page, 'step 3');
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 4: confirm and submit.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/예약 확인/);
    await expectNoSeriousViolations(page, 'step 4');
    await page.getByRole('button', { name: '예약하기' }).tap();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
    await expectNoSeriousViolations(page, 'result');

    await page.getByRole('link', { name: '나의 픽업 보기' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '나의 픽업' })).toBeVisible();

    // The acceptance check: a full reload; the demo backend's state comes back from IndexedDB.
    await page.reload();
    const current = page.locator('section', { has: page.getByRole('heading', { name: '진행 중인 예약' }) });
    const item = current.getByRole('link', { name: /샤토 딸보 2022/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText('보틀 잠실점');
    await expect(item).toContainText('예약 접수');
    await expectNoSeriousViolations(page, 'my pickups');

    await item.tap();
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '진행 상황' })).toBeVisible();
    await expectNoSeriousViolations(page, 'reservation details');

    await page.goto('/alarm');
    await expect(page.getByRole('heading', { level: 1, name: '알림 신청 내역' })).toBeVisible();
    await expect(page.getByText('신청한 알림이 없어요.')).toBeVisible();
    await expectNoSeriousViolations(page, 'alarms');
  });
});
