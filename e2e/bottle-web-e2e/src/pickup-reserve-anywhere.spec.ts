/**
 * Reserving anywhere and fresh screens, through the screens, on a phone, as the new member met them:
 *
 * - Item 1: a wine sold out at the member's main store (잠실점) offered only a restock alarm; the
 *   reserve page refused it ("지금은 픽업 예약을 할 수 없는 상품입니다") although 20 stores had it;
 *   the "재고 있는 매장 찾기" list had no reserve action. Now the product page offers a
 *   reservation at another store, the store list a reservation per store, and the flow starts on
 *   a store only when that store has the bottles.
 * - Item 4: after cancelling a reservation the product still showed 품절 at the main store and the
 *   reserve page refused it until a reload; an open reservation never switched to 픽업 준비 완료.
 *
 * The member logs in as pickup.spec.ts does: the user service's SSO login called from the page
 * with the headers libs/api sends, the token pair stored under the spec's keys (the login screen
 * has its own journey). The store's side (setting an order aside) is the demo backend's staff
 * control (POST /mock-api/staff/pickup/step, libs/mock-api README). Every screen gets an axe scan.
 */
import { expect, expectNoSeriousViolations, test, type Page } from './fixtures';
import { agreeToConfirm, control, logInAndOpen, stepIs } from './pickup-flow';

/** 이 기갈 코트 뒤 론 루즈 2020: none at 잠실점 (the demo member's main store), 20 other stores have it. */
const SOLD_OUT_AT_MAIN = 'W00027';
/** 가야 바르바레스코 2019: one bottle at 잠실점. */
const LAST_BOTTLE = 'W00043';

/** The demo member logged in on the wine's page: its 매장 재고 region. */
async function stockOnProductPage(page: Page, prdCd: string) {
  await logInAndOpen(page, `/product/${prdCd}`);
  return page.getByRole('region', { name: '매장 재고' });
}

// Every journey logs in, reserves through the screens with axe scans or waits for the store's
// side: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('a wine sold out at the main store can be reserved where it is', () => {
  test('given 잠실점 has none, when the member opens the wine, then 품절 and the alarm show with a reservation at another store, which they make at 판교점 with the expected price shown', async ({
    page,
  }) => {
    const stock = await stockOnProductPage(page, SOLD_OUT_AT_MAIN);
    await expect(stock.getByText('보틀 잠실점 품절')).toBeVisible();
    await expect(stock.getByRole('button', { name: '재입고 알림 신청' })).toBeVisible();
    const elsewhere = stock.getByRole('link', { name: '다른 매장에서 픽업 예약' });
    await expect(elsewhere).toBeVisible();
    await expect(
      stock.getByText('재고가 있는 다른 매장 20곳에서 예약할 수 있어요. 가장 가까운 재고 매장은 보틀 강변점(2.8km)이에요.'),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'product sold out at the main store');
    await elsewhere.tap();

    // Step 1: no refusal; the member is told the main store has none.
    await expect(page.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeVisible();
    await expect(page.getByText(/대표 매장\(보틀 잠실점\)에는 재고가 없어요/)).toBeVisible();
    await expect(page.getByText('지금은 픽업 예약을 할 수 없는 상품입니다.')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'step 1');
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 2: the store with stock nearest to 잠실점 (강변점, 2.8 km) proposed, 잠실점 cannot be chosen.
    await stepIs(page, /매장 선택/);
    await expect(page.getByRole('radio', { name: /보틀 잠실점/ })).toBeDisabled();
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/^보틀 강변점/);
    await expectNoSeriousViolations(page, 'step 2');
    await page.getByRole('radio', { name: /보틀 판교점/ }).check();
    await agreeToConfirm(page);

    // Step 4: the expected price with the Gold grade's pickup discount and the usable coupons.
    const price = page.getByRole('region', { name: '예상 결제 금액' });
    await expect(price.getByText('골드 등급 픽업 할인 6%')).toBeVisible();
    // 36,800 − 2,200 (6%, 2,208 rounded down) = 34,600; the 10% coupon takes 3,460; the 5,000원
    // one needs 50,000 and the birthday one was used, so one coupon is offered.
    // The usable coupons are a region of their own under the amount, not a part of it.
    await expect(page.getByRole('region', { name: '사용 가능한 쿠폰' }).getByRole('listitem')).toHaveCount(1);
    await expect(price.getByTestId('pickup-total')).toHaveText('31,140원');
    await expect(page.getByText('보틀 판교점')).toBeVisible();
    await expectNoSeriousViolations(page, 'step 4 with the expected price');
    await page.getByRole('button', { name: '예약하기' }).tap();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
    await page.getByRole('link', { name: '예약 상세 보기' }).tap();
    await expect(page.getByRole('button', { name: '보틀 판교점 매장 정보 보기' })).toBeVisible();
  });

  test('given the "재고 있는 매장 찾기" list, when the member reserves at 판교점, then the flow starts on 판교점', async ({ page }) => {
    await logInAndOpen(page, `/product/${SOLD_OUT_AT_MAIN}`);
    await page.getByRole('link', { name: '재고 있는 매장 찾기' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '재고 있는 매장' })).toBeVisible();
    const reserveHere = page.getByRole('link', { name: '보틀 판교점에서 픽업 예약' });
    await expect(reserveHere).toBeVisible();
    await expectNoSeriousViolations(page, 'store list with reserve links');
    await reserveHere.tap();

    await expect(page.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeVisible();
    await page.getByRole('button', { name: '다음' }).tap();
    await stepIs(page, /매장 선택/);
    await expect(page.getByRole('radio', { name: /보틀 판교점/ })).toBeChecked();
    await expectNoSeriousViolations(page, 'step 2 from the store list');
  });
});

test.describe('screens are fresh after actions, without a reload', () => {
  test('given the member reserved the last bottle at 잠실점, when they cancel it, then going back the wine shows its stock and can be reserved again', async ({
    page,
  }) => {
    const stock = await stockOnProductPage(page, LAST_BOTTLE);
    await expect(stock.getByText('보틀 잠실점 재고 1병')).toBeVisible();
    await stock.getByRole('link', { name: '픽업 예약', exact: true }).tap();

    // The main store has the bottle: step 2 starts on it.
    await page.getByRole('button', { name: '다음' }).tap();
    await expect(page.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked();
    await agreeToConfirm(page);
    await page.getByRole('button', { name: '예약하기' }).tap();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();

    await page.getByRole('link', { name: '예약 상세 보기' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();

    // Back to the wine (history, no reload): the reservation took the last bottle.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/product/${LAST_BOTTLE}$`));
    await expect(stock.getByText('보틀 잠실점 품절')).toBeVisible();
    await expect(stock.getByRole('button', { name: '재입고 알림 신청' })).toBeVisible();

    // Forward to the reservation, and the member cancels it.
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    await page.getByRole('button', { name: '예약 취소' }).tap();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('픽업 예약을 취소하시겠습니까?');
    await confirm.getByRole('button', { name: '예약 취소' }).tap();
    await expect(page.getByRole('alertdialog')).toContainText('픽업 예약이 취소되었습니다.');
    await page.getByRole('alertdialog').getByRole('button').first().tap();
    // The status badge (the cancel button had the same words).
    await expect(page.locator('[data-status]').first()).toHaveText('예약 취소');

    // Back to the wine again, still without a reload: the bottle is back and can be reserved.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/product/${LAST_BOTTLE}$`));
    await expect(stock.getByText('보틀 잠실점 재고 1병')).toBeVisible();
    const reserve = stock.getByRole('link', { name: '픽업 예약', exact: true });
    await expect(reserve).toBeVisible();
    await expectNoSeriousViolations(page, 'product after the cancel');
    await reserve.tap();
    await expect(page.getByText('지금은 픽업 예약을 할 수 없는 상품입니다.')).toHaveCount(0);
    await page.getByRole('button', { name: '다음' }).tap();
    await expect(page.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /보틀 잠실점/ })).toBeEnabled();
  });

  test('given the reservation detail is open, when the store sets the order aside, then within 15 s it switches to 픽업 준비 완료 with the pass code on its own', async ({
    page,
  }) => {
    await page.clock.install();
    await logInAndOpen(page, '/pickup/reserve/W00010');
    await page.getByRole('button', { name: '다음' }).tap();
    await expect(page.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked();
    await agreeToConfirm(page);
    await page.getByRole('button', { name: '예약하기' }).tap();
    await page.getByRole('link', { name: '예약 상세 보기' }).tap();
    await expect(page.getByText('상품이 준비되면 픽업 인증 코드가 표시돼요.')).toBeVisible();
    const badge = page.locator('[data-status]').first();
    await expect(badge).toHaveText('예약 접수');
    const pickupNo = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The store sets it aside while the page is open; 15 s later the page has asked again.
    expect((await control(page, '/mock-api/staff/pickup/step', { pickup_no: pickupNo, stage: 'SET_ASIDE' })).status).toBe(200);
    await page.clock.runFor(15_000);
    await expect(badge).toHaveText('픽업 준비 완료');
    await expect(page.getByTestId('pass-code')).toBeVisible();
    await expectNoSeriousViolations(page, 'reservation set aside');
  });
});
