import type { DateString, ServerResult } from './common';

/**
 * Paying when reserving: the calls the app makes to the chain's backend (a proposal beside the
 * spec's calls; docs/payments.md). The amount is always the server's: price × quantity, the
 * grade's pickup discount, then one coupon the member chose. The card payment itself goes
 * through Toss Payments' v2 window; the backend confirms and cancels with Toss using its secret key.
 */

/** A line of the amount, in the order the member reads it. */
export interface PaymentAmountLine {
  /** SUBTOTAL: price × quantity; GRADE_DC: the grade's pickup discount; COUPON_DC: the chosen coupon. */
  kind: 'SUBTOTAL' | 'GRADE_DC' | 'COUPON_DC';
  /** Won; discounts are negative. */
  amt: number;
  /** GRADE_DC: the rate, percent. */
  rate?: number;
  /** COUPON_DC: the coupon. */
  cpn_no?: string;
  cpn_nm?: string;
}

/** A coupon usable on this order, with what it would take off. */
export interface PaymentCouponOffer {
  cpn_no: string;
  cpn_nm: string;
  dc_amt: number;
}

/** POST /app/payment/quote: the amount of a reservation, nothing held. */
export interface PaymentQuoteRequest {
  prd_cd: string;
  qty: number;
  /** The coupon the member chose; absent: none. */
  cpn_no?: string;
}
export interface PaymentQuoteResponse extends ServerResult {
  lines: PaymentAmountLine[];
  /** What the member pays, won. */
  amount: number;
  coupons: PaymentCouponOffer[];
  /** 'N': only paying at the store is offered (`pay_block_rsn` says why). */
  pay_now_yn: 'Y' | 'N';
  /** ADULT_UNVERIFIED: the member's age is not verified (user info adult_cert_yn N). */
  pay_block_rsn?: 'ADULT_UNVERIFIED';
}

/** POST /app/payment/order/prepare: the order the window pays; its stock is held for 10 minutes. */
export interface PaymentPrepareRequest {
  prd_cd: string;
  qty: number;
  str_cd: string;
  pickup_dt: DateString;
  privacy_agree_yn: 'Y';
  cpn_no?: string;
  /** One key per attempt: a retry answers the same order. */
  idem_key?: string;
}
export interface PaymentPrepareResponse extends ServerResult {
  order_id: string;
  order_nm: string;
  amount: number;
  lines: PaymentAmountLine[];
  /** Toss's customerKey for the member: opaque, never the member number. */
  customer_key: string;
  /** When the hold lapses, YYYYMMDDHHmm (KST). */
  hold_end_dt: DateString;
}

/** Where an order is: PREPARED (window open), PAID, FAILED (window failed or closed), EXPIRED (hold ran out), REFUNDED. */
export type PaymentStatus = 'PREPARED' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';

/** Why a payment was refunded. */
export type PaymentRefundReason = 'STOCK_GONE' | 'MEMBER_CANCEL' | 'DESK_REFUSED' | 'HOLD_EXPIRED';

/** POST /app/payment/confirm: after the window's successUrl; idempotent by order_id. */
export interface PaymentConfirmRequest {
  payment_key: string;
  order_id: string;
  /** The amount the window returned; refused unless it is the prepared one. */
  amount: number;
}

/** POST /app/payment/fail: the window returned to failUrl; the hold is released. */
export interface PaymentFailRequest {
  order_id: string;
  code: string;
}

/** POST /app/payment/info. */
export interface PaymentInfoRequest {
  order_id: string;
}

/** An order as the app reads it (confirm, fail and info answer it). */
export interface PaymentOrder extends ServerResult {
  order_id: string;
  pay_stat: PaymentStatus;
  amount: number;
  lines: PaymentAmountLine[];
  /** The reservation the payment made (PAID, and REFUNDED after one existed). */
  pickup_no?: string;
  /** The failure code the window returned (FAILED). */
  fail_cd?: string;
  approved_dt?: DateString;
  refund_rsn?: PaymentRefundReason;
  refund_amt?: number;
  refund_dt?: DateString;
}

/** A reservation's payment, as reservation detail and list carry it. */
export interface PickupPayment {
  order_id: string;
  pay_stat: 'PAID' | 'REFUNDED';
  amount: number;
  approved_dt: DateString;
  refund_rsn?: PaymentRefundReason;
  refund_dt?: DateString;
}
