/**
 * The expected price of a pickup reservation on the confirm step ("the grade's
 * pickup benefit and the member's usable coupons are never shown at reservation"). The member pays
 * at the store (pickup.payAtStore), so this is an estimate; the rules are in ASSUMPTIONS.md
 * "Pickup": the grade's pickup discount (grade info `pickup_dc_rate`, percent) on the product
 * amount first, then the best usable coupon on what is left; every discount rounds down to 10 won.
 */
import type { Coupon } from '@bottle/api';

/** Discounts round down to 10 won, as the chain's receipts do. */
function floor10(won: number): number {
  return Math.max(0, Math.floor(won / 10) * 10);
}

/** A coupon the member can use today on an amount: not used, not past its last day, minimum met. */
export function isUsableCoupon(coupon: Coupon, today: string, amount: number): boolean {
  return coupon.use_yn === 'N' && coupon.exp_dt >= today && (coupon.min_amt ?? 0) <= amount;
}

/** What a coupon takes off an amount (a RATE coupon within its cap; never more than the amount). */
export function couponDiscount(coupon: Coupon, amount: number): number {
  if (amount <= 0 || !Number.isFinite(coupon.dc_value) || coupon.dc_value <= 0) return 0;
  const raw = coupon.dc_type === 'RATE' ? floor10((amount * Math.min(coupon.dc_value, 100)) / 100) : coupon.dc_value;
  const capped = coupon.dc_type === 'RATE' && coupon.max_dc_amt !== undefined ? Math.min(raw, coupon.max_dc_amt) : raw;
  return Math.min(amount, capped);
}

export interface CouponOffer {
  coupon: Coupon;
  /** Won it takes off this reservation. */
  discount: number;
}

export interface ExpectedPrice {
  /** Price × quantity. */
  subtotal: number;
  /** The grade's pickup discount, won (0 without one). */
  gradeDiscount: number;
  /** Usable coupons, best first. */
  coupons: CouponOffer[];
  /** The coupon the estimate applies (the best one), if any. */
  applied: CouponOffer | null;
  /** What the member is expected to pay. */
  total: number;
}

export interface ExpectedPriceInput {
  unitPrice: number;
  qty: number;
  /** The grade's pickup discount, percent; undefined or 0 when none. */
  gradeRate?: number | undefined;
  coupons?: readonly Coupon[] | undefined;
  /** Today in Korea, YYYYMMDD (a coupon's last day counts). */
  today: string;
}

export function expectedPrice({ unitPrice, qty, gradeRate, coupons = [], today }: ExpectedPriceInput): ExpectedPrice {
  const subtotal = Math.max(0, unitPrice) * Math.max(0, qty);
  const rate = gradeRate !== undefined && Number.isFinite(gradeRate) ? Math.min(Math.max(gradeRate, 0), 100) : 0;
  const gradeDiscount = floor10((subtotal * rate) / 100);
  const afterGrade = subtotal - gradeDiscount;
  const offers = coupons
    .filter((c) => isUsableCoupon(c, today, afterGrade))
    .map((coupon) => ({ coupon, discount: couponDiscount(coupon, afterGrade) }))
    .filter((o) => o.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.coupon.exp_dt.localeCompare(b.coupon.exp_dt));
  const applied = offers[0] ?? null;
  return { subtotal, gradeDiscount, coupons: offers, applied, total: afterGrade - (applied?.discount ?? 0) };
}
