/**
 * Paying when reserving, the backend's rules: the server's amount, the 10-minute hold, one
 * charge per order, a tampered amount refused before Toss is asked, stock gone after the charge
 * refunded at once, and refunds when a paid reservation ends without a handover. Each test sets
 * its clock; the state is fresh per test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { toYmd } from '@bottle/domain';
import { MockBackend } from './backend';
import { MockApiError } from './errors';
import { PAYMENT_CODES, PAYMENT_HOLD_MS, Payments } from './payments';
import { priceOrder } from './pricing';
import { DEMO_TOSS_CLIENT_KEY, DEMO_TOSS_SECRET_KEY, TossError, tossAuthorization } from './toss-pg';
import { StoreDesk, demoDeskPin } from './desk';
import { totp } from '@bottle/domain';

/** 2026-11-26 10:00 KST. */
const T0 = Date.parse('2026-11-26T10:00:00+09:00');
const DEMO = '100000001'; // Gold (6 % pickup discount)
const FOREIGN = '100000007'; // age not verified
const PRD = 'W00010'; // 106,800 won
const STORE = '361';

let backend: MockBackend;
let pay: Payments;
beforeEach(() => {
  backend = new MockBackend({ confirmAfterMs: 60 * 60_000, setAsideAfterMs: 60 * 60_000 });
  backend.clock.set(T0);
  backend.setStock(PRD, STORE, 3);
  pay = new Payments(backend);
});

function prepare(extra: { qty?: number; cpn_no?: string; idem_key?: string; cno?: string } = {}) {
  return pay.prepare(extra.cno ?? DEMO, {
    prd_cd: PRD,
    qty: extra.qty ?? 2,
    str_cd: STORE,
    pickup_dt: toYmd(T0),
    privacy_agree_yn: 'Y',
    cpn_no: extra.cpn_no,
    idem_key: extra.idem_key,
  });
}

/** What the demo window does on 결제하기 with a good card. */
function windowPays(order: { order_id: string; order_nm: string; amount: number }): string {
  return pay.pg.authorize(DEMO_TOSS_CLIENT_KEY, {
    orderId: order.order_id,
    orderName: order.order_nm,
    amount: order.amount,
    card: 'shinhan',
  });
}

function refusedCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof MockApiError) return e.rspDtc;
    throw e;
  }
  throw new Error('not refused');
}

describe('the amount rule (the server computes it)', () => {
  const coupons = [
    {
      cpn_no: 'A',
      cpn_nm: '5,000원',
      dc_type: 'AMOUNT' as const,
      dc_value: 5000,
      min_amt: 50000,
      exp_dt: '20261226',
      use_yn: 'N' as const,
      barcode: '',
    },
    {
      cpn_no: 'B',
      cpn_nm: '10%',
      dc_type: 'RATE' as const,
      dc_value: 10,
      max_dc_amt: 15000,
      exp_dt: '20261210',
      use_yn: 'N' as const,
      barcode: '',
    },
    { cpn_no: 'C', cpn_nm: 'used', dc_type: 'AMOUNT' as const, dc_value: 9000, exp_dt: '20261226', use_yn: 'Y' as const, barcode: '' },
    { cpn_no: 'D', cpn_nm: 'past', dc_type: 'AMOUNT' as const, dc_value: 9000, exp_dt: '20261125', use_yn: 'N' as const, barcode: '' },
  ];

  it("given price × quantity, the grade rate and a chosen coupon, then each line and the total are the server's, discounts rounded down to 10 won", () => {
    const p = priceOrder({ unitPrice: 106_800, qty: 2, grade: 3, coupons, cpnNo: 'B', today: '20261126' });
    // 213,600; Gold 6 % = 12,816 → 12,810; 10 % of 200,790 = 20,079 → 20,070, capped at 15,000.
    expect(p.lines).toEqual([
      { kind: 'SUBTOTAL', amt: 213_600 },
      { kind: 'GRADE_DC', amt: -12_810, rate: 6 },
      { kind: 'COUPON_DC', amt: -15_000, cpn_no: 'B', cpn_nm: '10%' },
    ]);
    expect(p.amount).toBe(185_790);
    expect(p.offers.map((o) => o.cpn_no)).toEqual(['B', 'A']);
  });

  it('given no coupon, then only the grade discount applies; a used, past or below-minimum coupon is refused, never dropped silently', () => {
    expect(priceOrder({ unitPrice: 30_000, qty: 1, grade: 1, coupons, today: '20261126' }).amount).toBe(29_400);
    for (const cpnNo of ['C', 'D', 'A', 'nope'])
      expect(() => priceOrder({ unitPrice: 30_000, qty: 1, grade: 1, coupons, cpnNo, today: '20261126' })).toThrow(/cannot be used/);
  });
});

describe('prepare, confirm and the hold', () => {
  it('given a prepared order, then its bottles are held for 10 minutes and come back when the hold runs out', () => {
    const order = prepare();
    expect(order.amount).toBe(200_790);
    expect(backend.stockAt(PRD, STORE)).toBe(1);
    backend.clock.advance(PAYMENT_HOLD_MS);
    expect(pay.info(DEMO, order.order_id).pay_stat).toBe('EXPIRED');
    expect(backend.stockAt(PRD, STORE)).toBe(3);
  });

  it('given a member whose age is not verified, then paying now is not offered and prepare is refused', () => {
    expect(pay.quote(FOREIGN, { prd_cd: PRD, qty: 1 })).toMatchObject({ pay_now_yn: 'N', pay_block_rsn: 'ADULT_UNVERIFIED' });
    expect(refusedCode(() => prepare({ cno: FOREIGN }))).toBe(PAYMENT_CODES.notAllowed);
  });

  it('given the window paid, when confirm comes twice (a reload, two tabs), then Toss confirms once and one reservation is made, paid, on the timeline', () => {
    const order = prepare({ cpn_no: 'C10000000101' });
    const key = windowPays(order);
    const first = pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: order.amount });
    const again = pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: order.amount });
    expect(first).toMatchObject({ pay_stat: 'PAID', amount: order.amount, pickup_no: expect.any(String) });
    expect(again).toEqual(first);
    expect(backend.pickups(DEMO)).toHaveLength(1);
    expect(backend.stockAt(PRD, STORE)).toBe(1);
    expect(pay.pg.get(key)?.status).toBe('DONE');
    const r = backend.toReservation(backend.pickupRecord(DEMO, first.pickup_no ?? ''));
    expect(r.payment).toMatchObject({ pay_stat: 'PAID', amount: order.amount });
    expect(r.pay_amt).toBe(order.amount);
    expect(r.hist_list.map((h) => h.stat)).toEqual(['RESERVED', 'PAID']);
    expect(backend.coupons(DEMO).find((c) => c.cpn_no === 'C10000000101')?.use_yn).toBe('Y');
  });

  it('given an amount changed in the return address, then confirm is refused before Toss is asked: nothing charged, the hold released', () => {
    const order = prepare();
    const key = windowPays(order);
    expect(refusedCode(() => pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: 100 }))).toBe(PAYMENT_CODES.amount);
    expect(pay.pg.get(key)?.status).toBe('READY');
    expect(backend.pickups(DEMO)).toHaveLength(0);
    expect(backend.stockAt(PRD, STORE)).toBe(3);
  });

  it('given the window returned a failure code, then the hold is released at once and a later confirm is refused', () => {
    const order = prepare();
    expect(pay.fail(DEMO, order.order_id, 'REJECT_CARD_COMPANY')).toMatchObject({ pay_stat: 'FAILED', fail_cd: 'REJECT_CARD_COMPANY' });
    expect(backend.stockAt(PRD, STORE)).toBe(3);
    expect(refusedCode(() => pay.confirm(DEMO, { payment_key: 'x', order_id: order.order_id, amount: order.amount }))).toBe(
      PAYMENT_CODES.closed,
    );
  });

  it('given the hold ran out and the stock went to another member, when the window returns paid, then the payment is cancelled at once and the member told', () => {
    const order = prepare({ qty: 3 });
    backend.clock.advance(PAYMENT_HOLD_MS + 60_000);
    backend.createPickup('100000002', { prd_cd: PRD, qty: 1, str_cd: STORE, pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    const key = windowPays(order);
    const answer = pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: order.amount });
    expect(answer).toMatchObject({ pay_stat: 'REFUNDED', refund_rsn: 'STOCK_GONE', refund_amt: order.amount });
    expect(pay.pg.get(key)?.status).toBe('CANCELED');
    expect(backend.pickups(DEMO)).toHaveLength(0);
    expect(backend.pushList(DEMO)[0]?.title).toMatch(/결제 환불/);
  });

  it('given a paid order and the hold ran out with the stock still there, then the reservation is made', () => {
    const order = prepare();
    backend.clock.advance(PAYMENT_HOLD_MS + 60_000);
    const key = windowPays(order);
    expect(pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: order.amount }).pay_stat).toBe('PAID');
  });
});

describe('refunds follow the pickup', () => {
  function paidReservation(): { pickupNo: string; key: string; amount: number } {
    const order = prepare({ cpn_no: 'C10000000101' });
    const key = windowPays(order);
    const paid = pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: order.amount });
    return { pickupNo: paid.pickup_no ?? '', key, amount: order.amount };
  }

  it('given the member cancels before the store confirms, then the payment is refunded in full, on the timeline, with a notice, and the coupon is back', () => {
    const { pickupNo, key, amount } = paidReservation();
    backend.cancelPickup(DEMO, pickupNo);
    expect(pay.pg.get(key)?.status).toBe('CANCELED');
    const r = backend.toReservation(backend.pickupRecord(DEMO, pickupNo));
    expect(r.payment).toMatchObject({ pay_stat: 'REFUNDED', refund_rsn: 'MEMBER_CANCEL' });
    expect(r.hist_list.at(-1)).toMatchObject({ stat: 'REFUNDED', amt: amount, refund_rsn: 'MEMBER_CANCEL' });
    expect(backend.pushList(DEMO)[0]?.title).toMatch(/결제 환불/);
    expect(backend.coupons(DEMO).find((c) => c.cpn_no === 'C10000000101')?.use_yn).toBe('N');
    backend.cancelPickup(DEMO, pickupNo);
    expect(backend.toReservation(backend.pickupRecord(DEMO, pickupNo)).hist_list.filter((h) => h.stat === 'REFUNDED')).toHaveLength(1);
  });

  it("given the desk refuses a minor, then the payment is refunded with the desk's reason", async () => {
    const { pickupNo, key } = paidReservation();
    backend.staffStep(pickupNo, 'SET_ASIDE');
    const desk = new StoreDesk(backend);
    desk.login(STORE, demoDeskPin(STORE));
    const record = backend.pickupRecord(DEMO, pickupNo);
    const { check_tkn } = await desk.check(STORE, pickupNo, await totp(backend.passSecret(record), backend.now()));
    desk.refuse(STORE, pickupNo, check_tkn, 'MINOR', undefined);
    expect(pay.pg.get(key)?.status).toBe('CANCELED');
    expect(backend.toReservation(backend.pickupRecord(DEMO, pickupNo)).payment).toMatchObject({
      pay_stat: 'REFUNDED',
      refund_rsn: 'DESK_REFUSED',
    });
  });

  it('given the hold runs out before the pickup, then the payment is refunded', () => {
    const { pickupNo, key } = paidReservation();
    backend.staffStep(pickupNo, 'SET_ASIDE');
    backend.clock.advance(4 * 24 * 60 * 60_000);
    expect(backend.toReservation(backend.pickupRecord(DEMO, pickupNo)).payment).toMatchObject({
      pay_stat: 'REFUNDED',
      refund_rsn: 'HOLD_EXPIRED',
    });
    expect(pay.pg.get(key)?.status).toBe('CANCELED');
  });
});

describe("the demo PG at Toss's contract", () => {
  it('refuses a wrong secret key, a second confirm, and a confirm after 10 minutes', () => {
    const order = prepare();
    const key = windowPays(order);
    const call = (auth: string) => pay.pg.confirm(auth, { paymentKey: key, orderId: order.order_id, amount: order.amount });
    expect(() => call(tossAuthorization('test_sk_wrong'))).toThrow(TossError);
    backend.clock.advance(10 * 60_000 + 1);
    expect(() => call(tossAuthorization(DEMO_TOSS_SECRET_KEY))).toThrow(/만료/);
  });
});

describe('receipts of a payment', () => {
  it('given a paid reservation refunded, then the receipts hold the payment and its refund, which net to nothing; a handover leaves no second receipt', () => {
    const order = prepare();
    const key = windowPays(order);
    const paid = pay.confirm(DEMO, { payment_key: key, order_id: order.order_id, amount: order.amount });
    const mine = () => backend.receipts(DEMO).filter((r) => r.rcpt_no.endsWith(paid.pickup_no ?? '-'));
    expect(mine().map((r) => [r.rcpt_no[0], r.paid_amt])).toEqual([['P', order.amount]]);
    backend.cancelPickup(DEMO, paid.pickup_no ?? '');
    expect(
      mine()
        .map((r) => r.paid_amt)
        .sort(),
    ).toEqual([-order.amount, order.amount].sort());

    const second = prepare({ qty: 1 });
    const done = pay.confirm(DEMO, { payment_key: windowPays(second), order_id: second.order_id, amount: second.amount });
    backend.staffStep(done.pickup_no ?? '', 'SET_ASIDE');
    backend.stepTo(backend.pickupRecord(DEMO, done.pickup_no ?? ''), 'PICKED_UP', backend.now());
    expect(backend.receipts(DEMO).filter((r) => r.rcpt_no.endsWith(done.pickup_no ?? '-'))).toHaveLength(1);
  });
});
