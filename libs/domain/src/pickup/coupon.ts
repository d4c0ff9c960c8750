/**
 * The coupon arithmetic of a pickup reservation, one rule for the app's estimate and for the
 * backend's amount (ASSUMPTIONS.md "Pickup"): a coupon is usable when it is not used, not past
 * its last day and its minimum is met; a RATE coupon takes its percent (at most 100) of the
 * amount, rounded down to 10 won, within its cap; an AMOUNT coupon takes its value; neither
 * takes more than the amount. Every discount rounds down to 10 won, as the chain's receipts do.
 */

/** What the arithmetic reads of a coupon (libs/api's Coupon has these fields). */
export interface CouponTerms {
  dc_type: 'RATE' | 'AMOUNT';
  /** Percent for RATE (1-100), won for AMOUNT. */
  dc_value: number;
  /** Smallest purchase, in won, the coupon applies to. */
  min_amt?: number | undefined;
  /** Most a RATE coupon takes off, in won, when it is capped. */
  max_dc_amt?: number | undefined;
  /** Last day the coupon can be used, YYYYMMDD (KST). */
  exp_dt: string;
  use_yn: 'Y' | 'N';
}

/** A discount in won, rounded down to 10 won and never below 0. */
export function floorTo10Won(won: number): number {
  return Math.max(0, Math.floor(won / 10) * 10);
}

/** A coupon usable on `today` (YYYYMMDD, KST) for `amount`: not used, not past its last day, minimum met. */
export function isUsableCoupon(coupon: CouponTerms, today: string, amount: number): boolean {
  return coupon.use_yn === 'N' && coupon.exp_dt >= today && (coupon.min_amt ?? 0) <= amount;
}

/** What a coupon takes off an amount (a RATE coupon within its cap; never more than the amount). */
export function couponDiscount(coupon: CouponTerms, amount: number): number {
  if (amount <= 0 || !Number.isFinite(coupon.dc_value) || coupon.dc_value <= 0) return 0;
  const raw = coupon.dc_type === 'RATE' ? floorTo10Won((amount * Math.min(coupon.dc_value, 100)) / 100) : coupon.dc_value;
  const capped = coupon.dc_type === 'RATE' && coupon.max_dc_amt !== undefined ? Math.min(raw, coupon.max_dc_amt) : raw;
  return Math.min(amount, capped);
}
