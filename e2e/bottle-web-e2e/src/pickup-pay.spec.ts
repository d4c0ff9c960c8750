/**
 * Paying when reserving (docs/payments.md), through the demo payment window the demo server plays
 * at Toss's v2 contract: pay and pick up (the desk sees 결제 완료 and hands over); each failure
 * code ends on the confirm step with the draft kept; a reload of the return page charges once;
 * an amount changed on the way back is refused; the stock gone after the charge is refunded;
 * cancelling before the store confirms and the desk's refusal of a minor refund the payment.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, watchCspViolations } from './fixtures';
import { expect, test } from './desk-fixtures';
import { control, logInAndOpen, openPassAtDesk, stepIs, walkToConfirm, WINE } from './pickup-flow';

/** From the wine's reservation to the demo window, paying now with no coupon. */
async function openWindow(page: Page, fresh = true): Promise<void> {
  if (fresh) {
    await logInAndOpen(page, `/pickup/reserve/${WINE}`);
    await walkToConfirm(page);
  }
  await page.getByRole('radio', { name: '지금 결제' }).check();
  await expect(page.getByTestId('pay-total')).toHaveText(/원$/);
  await page.getByRole('button', { name: '결제하기' }).tap();
  await expect(page.getByRole('heading', { name: '토스페이먼츠 결제 (데모)' })).toBeVisible();
}

async function payInWindow(page: Page, outcome = '정상 승인'): Promise<void> {
  await page.getByRole('radio', { name: 'KB국민카드' }).check();
  await page.getByLabel('결제 결과 (데모)').selectOption({ label: outcome });
  await page.getByRole('button', { name: '결제하기' }).click();
}

/** Pays in the window and lands on the paid reservation's detail; answers its number. */
async function payAndOpen(page: Page): Promise<string> {
  await openWindow(page);
  await payInWindow(page);
  await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
  await expect(page.getByTestId('pickup-payment')).toHaveText(/^결제 완료 · [\d,]+원$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

// Every journey reserves and goes through the demo payment window and back: more than the
// default 30 s on a busy machine (the failures, one after another, take longer still).
test.describe.configure({ timeout: 120_000 });

test.describe('paying when reserving', () => {
  test('given a member pays now, then the reservation is paid, the desk shows 결제 완료 and hands it over', async ({
    page,
    deskPage: desk,
  }) => {
    const violations: string[] = [];
    await watchCspViolations(page, violations);
    await logInAndOpen(page, `/pickup/reserve/${WINE}`);
    await walkToConfirm(page);
    await page.getByRole('radio', { name: '지금 결제' }).check();
    await expect(page.getByTestId('pay-lines')).toContainText('상품 금액');
    await expectNoSeriousViolations(page, 'confirm step paying now');
    await openWindow(page, false);
    await expectNoSeriousViolations(page, 'demo payment window');
    await payInWindow(page);
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    await expect(page.getByTestId('pickup-payment')).toHaveText(/^결제 완료 · [\d,]+원$/);
    await expect(page.getByRole('region', { name: '진행 상황' }).getByRole('listitem').filter({ hasText: '결제 완료' })).toBeVisible();
    const no = new URL(page.url()).pathname.split('/').pop() ?? '';

    const card = await openPassAtDesk(desk, page, no);
    await expect(card.getByTestId('desk-payment')).toHaveText(/^결제 완료 · [\d,]+원$/);
    await expect(card.getByText(/다시 결제받지 말고/)).toBeVisible();
    await card.getByRole('button', { name: '전달 완료' }).click();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.locator('[data-status]').first()).toHaveText('픽업 완료', { timeout: 20_000 });
    expect(violations).toEqual([]);
  });

  test('given each failure of the window, then the confirm step shows why with the draft kept; a window that never returns leaves it too', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openWindow(page);
    await page.getByRole('button', { name: '취소' }).click();
    await stepIs(page, /예약 확인/);
    await expect(page.getByRole('alert')).toContainText('결제를 취소했어요.');
    await expect(page.getByRole('radio', { name: '지금 결제' })).toBeChecked();
    for (const [outcome, message] of [
      ['카드사 승인 거절 (REJECT_CARD_COMPANY)', '카드사에서 결제를 거절했어요'],
      ['유효기간 오류 (INVALID_CARD_EXPIRATION)', '카드 유효기간이 맞지 않아요'],
      ['한도 초과 (EXCEED_MAX_AMOUNT)', '카드 한도를 넘었어요'],
    ] as const) {
      await openWindow(page, false);
      await payInWindow(page, outcome);
      await stepIs(page, /예약 확인/);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('alert')).toContainText('입력한 내용은 그대로');
    }
    await openWindow(page, false);
    await payInWindow(page, '응답 없음 (창이 돌아오지 않음)');
    await expect(page.getByRole('status')).toContainText('카드사의 응답을 기다리고 있습니다');
    await page.goBack();
    await page.goBack();
    await stepIs(page, /예약 확인/);
    await expect(page.getByRole('radio', { name: '지금 결제' })).toBeChecked();
  });

  test('given the return page is reloaded and opened in a second tab, then the order is charged once and one reservation exists', async ({
    page,
    context,
  }) => {
    await openWindow(page);
    const success = page.waitForURL(/\/pickup\/payment\/success\?/);
    await payInWindow(page);
    await success;
    const returnUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    const no = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(returnUrl);
    await expect(page).toHaveURL(new RegExp(`/pickup/${no}$`));
    const second = await context.newPage();
    await second.goto(returnUrl);
    await expect(second).toHaveURL(new RegExp(`/pickup/${no}$`));
    await page.goto('/pickup');
    await expect(page.getByTestId('pickup-list-payment')).toHaveCount(1);
    await expect(page.getByTestId('pickup-list-payment')).toHaveText(/^결제 완료 · [\d,]+원$/);
  });

  test('given an amount changed on the way back, then nothing is charged and the confirm step says so', async ({ page }) => {
    await openWindow(page);
    await page.route('**/pg/pay', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = new URL(answer.headers()['location'] ?? '');
      location.searchParams.set('amount', '100');
      await route.fulfill({ status: 303, headers: { location: location.href } });
    });
    await payInWindow(page);
    await stepIs(page, /예약 확인/);
    await expect(page.getByRole('alert')).toContainText('결제 금액이 주문과 달라 결제하지 않았어요');
    await page.goto('/pickup');
    await expect(page.getByTestId('pickup-list-payment')).toHaveCount(0);
  });

  test('given the hold ran out and the stock went while the window was open, then the charge is cancelled at once and the member told', async ({
    page,
  }) => {
    await openWindow(page);
    await control(page, '/mock-api/clock', { advance_ms: 11 * 60_000 });
    expect((await control(page, '/mock-api/staff/stock', { prd_cd: WINE, str_cd: '361', stock_qty: 0 })).status).toBe(200);
    await payInWindow(page);
    await expect(page.getByTestId('pay-stock-gone')).toContainText('바로 취소되었어요');
    await control(page, '/mock-api/clock', { reset: true });
  });

  test('given a paid reservation, when the member cancels before the store confirms, then it is refunded on the timeline', async ({
    page,
  }) => {
    await payAndOpen(page);
    await page.getByRole('button', { name: '예약 취소' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: '예약 취소' }).tap();
    await expect(page.getByRole('alertdialog')).toContainText('픽업 예약이 취소되었습니다.');
    await page.getByRole('alertdialog').getByRole('button').first().tap();
    await expect(page.getByTestId('pickup-payment')).toHaveText(/^환불 완료 · [\d,]+원$/);
    await expect(page.getByRole('region', { name: '진행 상황' }).getByRole('listitem').filter({ hasText: '환불 완료' })).toBeVisible();
  });

  test('given a paid reservation, when the desk refuses a minor, then it is refunded', async ({ page, deskPage: desk }) => {
    const no = await payAndOpen(page);
    await openPassAtDesk(desk, page, no);
    await desk.getByRole('button', { name: '전달 거절' }).click();
    await desk.getByRole('radio', { name: /만 19세 미만/ }).check();
    await desk.getByRole('button', { name: '거절하기' }).click();
    await expect(desk.getByText('전달을 거절했어요. 회원 화면에 사유가 표시돼요.')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('pickup-payment')).toHaveText(/^환불 완료 · [\d,]+원$/, { timeout: 20_000 });
  });
});
