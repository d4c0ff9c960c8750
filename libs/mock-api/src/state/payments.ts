/**
 * Paying when reserving, the chain's backend side (the contract: docs/payments.md). The server
 * prices the order (state/pricing.ts), holds its stock for 10 minutes while Toss's window is
 * open, confirms with Toss (state/toss-pg.ts, with the secret key the app never holds) and only
 * then makes the reservation. Money is never lost or doubled:
 *
 * - one order, one charge: confirm is idempotent by orderId (a reload, a double tap, two tabs);
 * - an amount that is not the prepared one is refused before Toss is asked: nothing is charged;
 * - a reservation that cannot be made after the charge (the hold ran out and the stock went) is
 *   refunded at once;
 * - a paid reservation that ends without a handover (the member's cancel, the desk's refusal of
 *   a minor, the hold running out) is refunded in full, with a step on its timeline and a notice.
 */
import { PUSH_MESSAGE_TYPES, toYmd, toYmdHm, withParticle } from '@bottle/domain';
import type {
  PaymentAmountLine,
  PaymentOrder,
  PaymentPrepareResponse,
  PaymentQuoteResponse,
  PaymentRefundReason,
  PaymentStatus,
  PickupPayment,
} from '@bottle/api';
import { dataset } from '../data/dataset';
import type { MockBackend, PickupRecord, PickupStage } from './backend';
import { badRequest, MockApiError, notFound, refusalsOf, refused } from './errors';
import { CouponNotUsable, priceOrder } from './pricing';
import { DEMO_TOSS_SECRET_KEY, TossError, TossPg, tossAuthorization } from './toss-pg';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
/** Stock is held this long while the payment window is open. */
export const PAYMENT_HOLD_MS = 10 * MINUTE;

/**
 * The payment refusals (409), each with its own rspDtc so the app can say what happened:
 * the member may not pay now (age not verified), the coupon cannot be used, the amount is not
 * the prepared one, Toss refused the confirm, the order is closed (failed or expired).
 */
export const PAYMENT_CODES = { notAllowed: '4101', coupon: '4102', amount: '4103', confirm: '4104', closed: '4105' } as const;

const payRefused = refusalsOf(PAYMENT_CODES);

export interface OrderRecord {
  order_id: string;
  cno: string;
  prd_cd: string;
  qty: number;
  str_cd: string;
  pickup_dt: string;
  cpn_no?: string;
  order_nm: string;
  lines: PaymentAmountLine[];
  amount: number;
  stat: PaymentStatus;
  created_at: number;
  hold_until: number;
  /** Whether the order's bottles are taken off the shelf for it now. */
  held: boolean;
  idem_key?: string;
  payment_key?: string;
  approved_at?: number;
  pickup_no?: string;
  fail_cd?: string;
  refund?: { rsn: PaymentRefundReason; at: number; amt: number };
}

export interface PaymentsState {
  orders: Record<string, OrderRecord>;
  /** Toss customerKey per member: opaque, never the member number. */
  customer_keys: Record<string, string>;
  /** Coupons spent by a paid order, per member (given back with a refund). */
  used_coupons: Record<string, string[]>;
}

export class Payments {
  readonly pg: TossPg;

  constructor(private readonly backend: MockBackend) {
    this.pg = new TossPg(backend);
  }

  private get state(): PaymentsState {
    return (this.backend.state.payments ??= { orders: {}, customer_keys: {}, used_coupons: {} });
  }

  /** Whether a seed coupon was spent on a paid order (the coupon list shows it used). */
  couponUsed(cno: string, cpnNo: string): boolean {
    return this.backend.state.payments?.used_coupons[cno]?.includes(cpnNo) ?? false;
  }

  private price(cno: string, prdCd: string, qty: number, cpnNo: string | undefined) {
    if (!Number.isInteger(qty) || qty < 1 || qty > 12) throw badRequest('qty must be 1 to 12');
    const product = this.backend.product(prdCd);
    const member = this.backend.member(cno);
    try {
      return priceOrder({
        unitPrice: product.price,
        qty,
        grade: member.grade,
        coupons: this.backend.coupons(cno),
        cpnNo,
        today: toYmd(this.backend.now()),
      });
    } catch (e) {
      if (e instanceof CouponNotUsable) throw payRefused('coupon', e.message);
      throw e;
    }
  }

  /** Adults only: a member whose age the sign-on did not verify pays at the store. */
  private payNowAllowed(cno: string): boolean {
    return this.backend.member(cno).adult_cert_yn !== 'N';
  }

  quote(cno: string, req: { prd_cd: string; qty: number; cpn_no?: string | undefined }): PaymentQuoteResponse {
    const priced = this.price(cno, req.prd_cd, req.qty, req.cpn_no);
    const allowed = this.payNowAllowed(cno);
    return {
      lines: priced.lines,
      amount: priced.amount,
      coupons: priced.offers,
      pay_now_yn: allowed ? 'Y' : 'N',
      ...(allowed ? {} : { pay_block_rsn: 'ADULT_UNVERIFIED' as const }),
    };
  }

  prepare(
    cno: string,
    req: {
      prd_cd: string;
      qty: number;
      str_cd: string;
      pickup_dt: string;
      privacy_agree_yn: string;
      cpn_no?: string | undefined;
      idem_key?: string | undefined;
    },
  ): PaymentPrepareResponse {
    this.sweep();
    if (req.idem_key !== undefined) {
      if (!/^[\w-]{8,64}$/.test(req.idem_key)) throw badRequest('idem_key must be 8 to 64 letters, digits, _ or -');
      const earlier = Object.values(this.state.orders).find((o) => o.cno === cno && o.idem_key === req.idem_key);
      if (earlier) {
        const same =
          earlier.prd_cd === req.prd_cd &&
          earlier.qty === req.qty &&
          earlier.str_cd === req.str_cd &&
          earlier.pickup_dt === req.pickup_dt &&
          (earlier.cpn_no ?? '') === (req.cpn_no ?? '');
        if (!same) throw badRequest('idem_key was already used for a different order');
        if (earlier.stat === 'PREPARED') return this.prepared(earlier);
      }
    }
    if (!this.payNowAllowed(cno)) throw payRefused('notAllowed', 'paying now is for members whose age is verified: pay at the store');
    if (req.privacy_agree_yn !== 'Y') throw badRequest('the privacy agreement must be accepted (pickup step 3)');
    if (!/^\d{8}$/.test(req.pickup_dt ?? '')) throw badRequest('pickup_dt must be YYYYMMDD');
    const now = this.backend.now();
    if (req.pickup_dt < toYmd(now) || req.pickup_dt > toYmd(now + 14 * DAY_MS))
      throw badRequest('pickup_dt must be within the next 14 days');
    if (!dataset.storeByCode.has(req.str_cd)) throw notFound(`unknown store ${req.str_cd}`);
    const priced = this.price(cno, req.prd_cd, req.qty, req.cpn_no);
    if (priced.amount <= 0) throw payRefused('notAllowed', 'nothing to pay: reserve and pay at the store');
    if (this.backend.stockAt(req.prd_cd, req.str_cd) < req.qty) throw refused('not enough stock at this store');
    const product = this.backend.product(req.prd_cd);
    const order: OrderRecord = {
      order_id: `ORD-${toYmd(now)}-${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`,
      cno,
      prd_cd: req.prd_cd,
      qty: req.qty,
      str_cd: req.str_cd,
      pickup_dt: req.pickup_dt,
      ...(req.cpn_no ? { cpn_no: req.cpn_no } : {}),
      order_nm: req.qty > 1 ? `${product.prd_nm} ${req.qty}병` : product.prd_nm,
      lines: priced.lines,
      amount: priced.amount,
      stat: 'PREPARED',
      created_at: now,
      hold_until: now + PAYMENT_HOLD_MS,
      held: true,
      ...(req.idem_key !== undefined ? { idem_key: req.idem_key } : {}),
    };
    this.state.orders[order.order_id] = order;
    this.backend.adjustStock(order.prd_cd, order.str_cd, -order.qty);
    this.backend.changed();
    return this.prepared(order);
  }

  private prepared(o: OrderRecord): PaymentPrepareResponse {
    return {
      order_id: o.order_id,
      order_nm: o.order_nm,
      amount: o.amount,
      lines: o.lines,
      customer_key: this.customerKey(o.cno),
      hold_end_dt: toYmdHm(o.hold_until),
    };
  }

  private customerKey(cno: string): string {
    return (this.state.customer_keys[cno] ??= `ck_${globalThis.crypto.randomUUID().replace(/-/g, '')}`);
  }

  private order(cno: string, orderId: string): OrderRecord {
    const o = this.state.orders[orderId];
    if (!o || o.cno !== cno) throw notFound(`unknown order ${orderId}`);
    return o;
  }

  private release(o: OrderRecord): void {
    if (!o.held) return;
    o.held = false;
    this.backend.adjustStock(o.prd_cd, o.str_cd, o.qty);
  }

  /** Holds whose 10 minutes ran out give their bottles back (the window may still return: see confirm). */
  sweep(): void {
    const now = this.backend.now();
    const orders = this.backend.state.payments?.orders;
    if (!orders) return;
    for (const o of Object.values(orders)) {
      if (o.stat === 'PREPARED' && now >= o.hold_until) {
        o.stat = 'EXPIRED';
        this.release(o);
        this.backend.changed();
      }
    }
  }

  info(cno: string, orderId: string): PaymentOrder {
    this.sweep();
    return this.view(this.order(cno, orderId));
  }

  /** The window came back to failUrl (a failure code, or the member closed it): the hold goes back at once. */
  fail(cno: string, orderId: string, code: string): PaymentOrder {
    this.sweep();
    const o = this.order(cno, orderId);
    if (o.stat === 'PREPARED' || o.stat === 'EXPIRED') {
      o.stat = 'FAILED';
      o.fail_cd = code.slice(0, 64);
      this.release(o);
      this.backend.changed();
    }
    return this.view(o);
  }

  /**
   * After the window's successUrl. Idempotent by orderId: a second call with the same paymentKey
   * answers the order as it is (never a second confirm with Toss).
   */
  confirm(cno: string, req: { payment_key: string; order_id: string; amount: number }): PaymentOrder {
    this.sweep();
    const o = this.order(cno, req.order_id);
    if (o.payment_key !== undefined) {
      if (o.payment_key === req.payment_key) return this.view(o);
      throw payRefused('closed', 'this order was already paid');
    }
    if (o.stat === 'FAILED') throw payRefused('closed', `this order is closed (${o.fail_cd ?? 'failed'})`);
    // The amount is the server's: an amount changed in the return address or the request is
    // refused before Toss is asked, so nothing is charged; the order closes and its hold goes back.
    if (req.amount !== o.amount) {
      o.stat = 'FAILED';
      o.fail_cd = 'AMOUNT_MISMATCH';
      this.release(o);
      this.backend.changed();
      throw payRefused('amount', 'the amount is not the prepared one: nothing was charged');
    }
    const auth = tossAuthorization(DEMO_TOSS_SECRET_KEY);
    let approved;
    try {
      approved = this.pg.confirm(auth, { paymentKey: req.payment_key, orderId: o.order_id, amount: o.amount });
    } catch (e) {
      if (!(e instanceof TossError)) throw e;
      o.stat = 'FAILED';
      o.fail_cd = e.code;
      this.release(o);
      this.backend.changed();
      throw payRefused('confirm', `${e.code}: ${e.message}`);
    }
    const now = this.backend.now();
    o.payment_key = approved.paymentKey;
    o.approved_at = now;
    // The hold becomes the reservation: its bottles go back and the reservation takes them,
    // checked like any reservation. After a hold that ran out, they may be gone.
    this.release(o);
    let record: PickupRecord;
    try {
      record = this.backend.createPickup(o.cno, {
        prd_cd: o.prd_cd,
        qty: o.qty,
        str_cd: o.str_cd,
        pickup_dt: o.pickup_dt,
        privacy_agree_yn: 'Y',
        idem_key: `pay-${o.order_id}`.slice(0, 64),
      });
    } catch (e) {
      if (!(e instanceof MockApiError)) throw e;
      this.refund(o, 'STOCK_GONE', undefined);
      return this.view(o);
    }
    o.stat = 'PAID';
    o.pickup_no = record.pickup_no;
    if (o.cpn_no) (this.state.used_coupons[o.cno] ??= []).push(o.cpn_no);
    record.history.push({ stage: 'PAID', at: now, str_cd: record.str_cd, amt: o.amount });
    // The payment is the sale: its receipt now (list prices, the discount in what was charged).
    this.addReceipt(o, `P${record.pickup_no}`, record.pickup_no, now, 1);
    this.backend.changed();
    return this.view(o);
  }

  /** The paid order of a reservation, if it was paid when reserving. */
  orderOfPickup(pickupNo: string): OrderRecord | undefined {
    const orders = this.backend.state.payments?.orders;
    return orders ? Object.values(orders).find((o) => o.pickup_no === pickupNo) : undefined;
  }

  /**
   * A reservation ended without a handover (backend stepTo): its payment, if any, is refunded in
   * full. The reason: the hold running out, the desk's refusal (a REFUSED step just before), or the
   * member's cancel.
   */
  reservationEnded(record: PickupRecord, stage: PickupStage): void {
    const o = this.orderOfPickup(record.pickup_no);
    if (!o || o.stat !== 'PAID') return;
    const refusedAtDesk = record.history.at(-2)?.stage === 'REFUSED';
    const rsn: PaymentRefundReason = stage === 'EXPIRED' ? 'HOLD_EXPIRED' : refusedAtDesk ? 'DESK_REFUSED' : 'MEMBER_CANCEL';
    this.refund(o, rsn, record);
  }

  private refund(o: OrderRecord, rsn: PaymentRefundReason, record: PickupRecord | undefined): void {
    if (!o.payment_key || o.refund) return;
    const at = record?.history.at(-1)?.at ?? this.backend.now();
    try {
      this.pg.cancel(tossAuthorization(DEMO_TOSS_SECRET_KEY), o.payment_key, REFUND_REASON_TEXT[rsn]);
    } catch (e) {
      // Cancelled already (a retry after a lost answer): the money is back either way.
      if (!(e instanceof TossError && e.code === 'ALREADY_CANCELED_PAYMENT')) throw e;
    }
    o.stat = 'REFUNDED';
    o.refund = { rsn, at, amt: o.amount };
    if (o.cpn_no) {
      const used = this.state.used_coupons[o.cno] ?? [];
      this.state.used_coupons[o.cno] = used.filter((c) => c !== o.cpn_no);
    }
    if (record) {
      record.history.push({ stage: 'REFUNDED', at, str_cd: record.str_cd, amt: o.amount, refund_rsn: rsn });
      // The refund's receipt cancels the payment's (the 12-month purchases net to nothing).
      this.addReceipt(o, `X${record.pickup_no}`, record.pickup_no, at, -1);
    }
    const product = this.backend.product(o.prd_cd);
    const amount = o.amount.toLocaleString('ko-KR');
    const body =
      rsn === 'STOCK_GONE'
        ? `결제 사이에 ${withParticle(product.prd_nm, '이/가')} 모두 예약되어 예약하지 못했습니다. 결제한 ${amount}원은 전액 취소되었습니다.`
        : `${product.prd_nm} 예약 결제 ${amount}원이 전액 환불되었습니다.`;
    const won = o.amount.toLocaleString('en-US');
    const en = {
      title: `Payment refunded · ${product.prd_en_nm}`,
      body:
        rsn === 'STOCK_GONE'
          ? `${product.prd_en_nm} was reserved by others while you paid, so no reservation was made. The ${won} won you paid is cancelled in full.`
          : `The ${won} won you paid for ${product.prd_en_nm} is refunded in full.`,
    };
    this.backend.push(
      o.cno,
      PUSH_MESSAGE_TYPES.byName.pickup,
      `결제 환불 · ${product.prd_nm}`,
      body,
      record ? `/pickup/${record.pickup_no}` : undefined,
      en,
    );
    this.backend.changed();
  }

  private addReceipt(o: OrderRecord, rcptNo: string, pickupNo: string, at: number, sign: 1 | -1): void {
    const s = this.backend.memberState(o.cno);
    const price = this.backend.product(o.prd_cd).price;
    s.receipts = [
      {
        rcpt_no: rcptNo,
        pickup_no: pickupNo,
        at,
        str_cd: o.str_cd,
        lines: [{ prd_cd: o.prd_cd, qty: sign * o.qty, price }],
        pay_method: 'TOSS_CARD',
        paid_amt: sign * o.amount,
      },
      ...(s.receipts ?? []).filter((r) => r.rcpt_no !== rcptNo),
    ];
  }

  view(o: OrderRecord): PaymentOrder {
    return {
      order_id: o.order_id,
      pay_stat: o.stat,
      amount: o.amount,
      lines: o.lines,
      ...(o.pickup_no ? { pickup_no: o.pickup_no } : {}),
      ...(o.fail_cd ? { fail_cd: o.fail_cd } : {}),
      ...(o.approved_at !== undefined ? { approved_dt: toYmdHm(o.approved_at) } : {}),
      ...(o.refund ? { refund_rsn: o.refund.rsn, refund_amt: o.refund.amt, refund_dt: toYmdHm(o.refund.at) } : {}),
    };
  }

  /** The reservation's payment as detail and list carry it. */
  pickupPayment(pickupNo: string): PickupPayment | undefined {
    const o = this.orderOfPickup(pickupNo);
    if (!o || o.approved_at === undefined || (o.stat !== 'PAID' && o.stat !== 'REFUNDED')) return undefined;
    return {
      order_id: o.order_id,
      pay_stat: o.stat,
      amount: o.amount,
      approved_dt: toYmdHm(o.approved_at),
      ...(o.refund ? { refund_rsn: o.refund.rsn, refund_dt: toYmdHm(o.refund.at) } : {}),
    };
  }
}

/** The cancelReason sent to Toss with each refund. */
const REFUND_REASON_TEXT: Readonly<Record<PaymentRefundReason, string>> = {
  STOCK_GONE: '결제 중 재고 소진으로 예약 불가',
  MEMBER_CANCEL: '회원의 예약 취소',
  DESK_REFUSED: '픽업 데스크 전달 거절',
  HOLD_EXPIRED: '보관 기한 만료',
};
