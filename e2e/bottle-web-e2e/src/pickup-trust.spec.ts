/**
 * Pickup that members trust, through the screens and the demo server, on a phone:
 *
 * - the pass is a TOTP QR code the phone computes from its reservation's secret; the store's
 *   check (the demo's staff desk call, POST /mock-api/staff/pickup/verify, typed digits) hands
 *   the order over and the member's timeline shows it; a code a minute and a half old (a
 *   forwarded screenshot) is refused;
 * - cancel is one tap until the store confirms, then a call-the-store button;
 * - a confirm refused for stock offers the nearest stores that have it, one tap reserves there;
 * - a product no store has offers a reservation alarm, listed in the alarms;
 * - a double tap on confirm makes one reservation.
 *
 * The store's side is the demo's staff controls (libs/mock-api README): set aside, verify, shelf
 * count; the backend clock (POST /mock-api/clock) plays the minute that passes. Every new screen
 * gets an axe scan.
 */
import { expect, expectEscapeReturnsFocus, expectNoSeriousViolations, test } from './fixtures';
import { control, logInAndOpen, reserveAndOpen, STORES, walkToConfirm, WINE } from './pickup-flow';

// Every journey reserves through the screens with axe scans and waits for the store's side:
// more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('the pickup pass', () => {
  test('given a reservation set aside, when the desk checks the code on the pass, then it is handed over and the timeline shows it; a code 90 s old is refused', async ({
    page,
  }) => {
    const no = await reserveAndOpen(page);
    expect((await control(page, '/mock-api/staff/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' })).status).toBe(200);
    await page.reload();

    const pass = page.getByRole('region', { name: '픽업 패스' });
    await expect(pass.getByRole('img', { name: '픽업 QR 코드' })).toBeVisible();
    await expect(pass.getByTestId('pass-holder')).toHaveText('김보틀 님');
    await expect(pass.getByText(/신분증을 함께 보여 주세요/)).toBeVisible();
    await expect(pass.getByText(/초 후 새 코드로 바뀌어요/)).toBeVisible();
    await expectNoSeriousViolations(page, 'pickup pass');
    const code = (await pass.getByTestId('pass-code').getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect(pass.getByTestId('pass-code')).toHaveText(`${code.slice(0, 3)} ${code.slice(3)}`);

    // A forwarded screenshot: the same code shown at the desk 90 seconds later.
    await control(page, '/mock-api/clock', { advance_ms: 90_000 });
    const stale = await control(page, '/mock-api/staff/pickup/verify', { pickup_no: no, pass_cd: code });
    expect(stale.status).toBe(409);
    await control(page, '/mock-api/clock', { reset: true });

    // The member's own phone, now: the code on screen is accepted.
    const now = (await pass.getByTestId('pass-code').getAttribute('data-code')) ?? '';
    const handed = await control(page, '/mock-api/staff/pickup/verify', { pickup_no: no, pass_cd: now });
    expect(handed.status).toBe(200);
    expect(handed.body['status']).toBe('PICKED_UP');
    expect(handed.body['pass_secret']).toBeUndefined();

    // The member's screen asks again on its own (each new code step, or coming back to it).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.locator('[data-status]').first()).toHaveText('픽업 완료', { timeout: 35_000 });
    const timeline = page.getByRole('region', { name: '진행 상황' });
    await expect(timeline.getByRole('listitem').filter({ hasText: '픽업 완료' })).toContainText(/\d\d:\d\d/);
    await expectNoSeriousViolations(page, 'reservation picked up');
  });
});

test.describe('cancel until the store confirms, then call the store', () => {
  test('given a new reservation, the member cancels it in one tap and the cancel modal; a confirmed one offers a call to the store instead', async ({
    page,
  }) => {
    await reserveAndOpen(page);
    // Closed with Escape, the cancel modal gives focus back to its button (WCAG 2.4.3).
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: '예약 취소' }), 'alertdialog');
    await page.getByRole('button', { name: '예약 취소' }).tap();
    const modal = page.getByRole('alertdialog');
    await expect(modal).toContainText('픽업 예약을 취소하시겠습니까?');
    await expectNoSeriousViolations(page, 'cancel modal');
    await modal.getByRole('button', { name: '예약 취소' }).tap();
    await expect(page.getByRole('alertdialog')).toContainText('픽업 예약이 취소되었습니다.');
    await page.getByRole('alertdialog').getByRole('button').first().tap();
    await expect(page.locator('[data-status]').first()).toHaveText('예약 취소');

    // A second reservation, confirmed by the store.
    await page.goto(`/pickup/reserve/${WINE}`);
    await walkToConfirm(page);
    await page.getByRole('button', { name: '예약하기' }).tap();
    await page.getByRole('link', { name: '예약 상세 보기' }).tap();
    // The tap navigates: the reservation number is read from the detail page's address once it is there.
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    const second = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect((await control(page, '/mock-api/staff/pickup/step', { pickup_no: second, stage: 'CONFIRMED' })).status).toBe(200);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('매장에서 예약을 확인했어요.')).toBeVisible();
    const call = page.getByRole('link', { name: '매장에 전화하기' });
    await expect(call).toHaveAttribute('href', 'tel:024118025');
    await expect(page.getByRole('button', { name: '예약 취소' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'confirmed reservation with the call button');
  });
});

test.describe('reroute, alarms, nothing doubled', () => {
  test('given 잠실점 sold the bottles after the member looked, when the confirm is refused, then one tap reserves at a store offered with its stock', async ({
    page,
  }) => {
    await logInAndOpen(page, `/pickup/reserve/${WINE}`);
    await walkToConfirm(page);
    expect((await control(page, '/mock-api/staff/stock', { prd_cd: WINE, str_cd: '361', stock_qty: 0 })).status).toBe(200);
    await page.getByRole('button', { name: '예약하기' }).tap();
    await expect(page.getByRole('alert').first()).toContainText('재고가 부족해요');
    const offers = page.getByRole('region', { name: '지금 재고가 있는 다른 매장' });
    const first = offers.getByRole('button').first();
    await expect(first).toContainText(/에 예약하기/);
    await expect(first).toContainText(/재고 \d+병 · .+ 기준/);
    await expectNoSeriousViolations(page, 'reroute offers');
    const store = /^(.+)에 예약하기/.exec((await first.textContent()) ?? '')?.[1] ?? '';
    await first.tap();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
    await page.getByRole('link', { name: '예약 상세 보기' }).tap();
    await expect(page.getByRole('button', { name: `${store} 매장 정보 보기` })).toBeVisible();
  });

  test('given no store has the wine, when the member asks to be told, then the alarm shows in the alarm list and can be removed', async ({
    page,
  }) => {
    await logInAndOpen(page, '/pickup');
    for (const strCd of STORES)
      expect((await control(page, '/mock-api/staff/stock', { prd_cd: WINE, str_cd: strCd, stock_qty: 0 })).status).toBe(200);
    await page.goto(`/pickup/reserve/${WINE}`);
    await expect(page.getByText('지금은 픽업 예약을 할 수 없는 상품입니다.')).toBeVisible();
    await page.getByRole('button', { name: '예약할 수 있게 되면 알림 받기' }).dblclick();
    await expect(page.getByText(/예약 알림을 신청했어요/)).toBeVisible();
    await expectNoSeriousViolations(page, 'reservation alarm asked');
    await page.getByRole('link', { name: '알림 신청 내역 보기' }).tap();
    const section = page.getByRole('region', { name: '예약 알림' });
    await expect(section.getByRole('link', { name: /샤토 딸보 2022/ })).toHaveCount(1);
    await expectNoSeriousViolations(page, 'alarm list with the reservation alarm');
    await section.getByRole('button', { name: '샤토 딸보 2022 예약 알림 삭제' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).tap();
    await expect(page.getByRole('alertdialog')).toContainText('알림을 삭제했습니다.');
    await page.getByRole('alertdialog').getByRole('button').first().tap();
    // The last alarm gone, the page says there are none at all.
    await expect(page.getByRole('heading', { name: '신청한 알림이 없어요.' })).toBeVisible();
  });

  test('given the confirm step, when the member double-taps 예약하기, then one reservation is made', async ({ page }) => {
    await logInAndOpen(page, `/pickup/reserve/${WINE}`);
    await walkToConfirm(page);
    await page.getByRole('button', { name: '예약하기' }).dblclick();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
    await page.goto('/pickup');
    await expect(page.getByRole('heading', { level: 1, name: '나의 픽업' })).toBeVisible();
    await expect(page.getByRole('link', { name: /샤토 딸보 2022/ })).toHaveCount(1);
  });
});
