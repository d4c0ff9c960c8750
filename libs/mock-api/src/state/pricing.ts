/**
 * The amount a reservation costs, as the chain's backend computes it (never the app): price ×
 * quantity, then the grade's pickup discount (percent of the subtotal), then one coupon the
 * member chose among the usable ones, on what is left. Every discount rounds down to 10 won, as
 * the chain's receipts do; a RATE coupon stays within its cap; nothing goes below 0. The coupon
 * arithmetic is libs/domain's, the one the app's estimate uses.
 */
import type { Coupon, PaymentAmountLine, PaymentCouponOffer } from '@bottle/api';
import { couponDiscount, floorTo10Won, isUsableCoupon } from '@bottle/domain';

/** Extra discount of a pickup reservation per grade, percent (the grade's pickup benefit). */
export const GRADE_PICKUP_DC_RATE: Readonly<Record<number, number>> = { 1: 2, 2: 4, 3: 6, 4: 8 };

export interface PricedOrder {
  lines: PaymentAmountLine[];
  amount: number;
  /** Every usable coupon with what it takes off, biggest first. */
  offers: PaymentCouponOffer[];
}

export class CouponNotUsable extends Error {
  override readonly name = 'CouponNotUsable';
}

/**
 * The server's amount. `cpnNo`: the member's choice; a coupon that is not theirs or not usable on
 * this order throws CouponNotUsable (the handler answers 409), it is never silently dropped.
 */
export function priceOrder(input: {
  unitPrice: number;
  qty: number;
  grade: number;
  coupons: readonly Coupon[];
  cpnNo?: string | undefined;
  today: string;
}): PricedOrder {
  const subtotal = input.unitPrice * input.qty;
  const rate = GRADE_PICKUP_DC_RATE[input.grade] ?? 0;
  const gradeDc = floorTo10Won((subtotal * rate) / 100);
  const afterGrade = subtotal - gradeDc;
  const offers = input.coupons
    .filter((c) => isUsableCoupon(c, input.today, afterGrade))
    .map((c) => ({ cpn_no: c.cpn_no, cpn_nm: c.cpn_nm, dc_amt: couponDiscount(c, afterGrade) }))
    .filter((o) => o.dc_amt > 0)
    .sort((a, b) => b.dc_amt - a.dc_amt || a.cpn_no.localeCompare(b.cpn_no));
  const lines: PaymentAmountLine[] = [{ kind: 'SUBTOTAL', amt: subtotal }];
  if (gradeDc > 0) lines.push({ kind: 'GRADE_DC', amt: -gradeDc, rate });
  let couponDc = 0;
  if (input.cpnNo !== undefined && input.cpnNo !== '') {
    const offer = offers.find((o) => o.cpn_no === input.cpnNo);
    if (!offer) throw new CouponNotUsable(`coupon ${input.cpnNo} cannot be used on this order`);
    couponDc = offer.dc_amt;
    lines.push({ kind: 'COUPON_DC', amt: -couponDc, cpn_no: offer.cpn_no, cpn_nm: offer.cpn_nm });
  }
  return { lines, amount: afterGrade - couponDc, offers };
}
