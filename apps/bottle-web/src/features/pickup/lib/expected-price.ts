/**
 * The expected price of a pickup reservation on the confirm step ("the grade's
 * pickup benefit and the member's usable coupons are never shown at reservation"). The member pays
 * at the store (pickup.payAtStore), so this is an estimate; the rules are in ASSUMPTIONS.md
 * "Pickup": the grade's pickup discount (grade info `pickup_dc_rate`, percent) on the product
 * amount first, then the best usable coupon on what is left; every discount rounds down to 10 won.
 * The coupon arithmetic is libs/domain's, the one the backend prices the reservation with.
 */
import type { Coupon } from '@bottle/api';
import { couponDiscount, floorTo10Won, isUsableCoupon } from '@bottle/domain';

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
  const gradeDiscount = floorTo10Won((subtotal * rate) / 100);
  const afterGrade = subtotal - gradeDiscount;
  const offers = coupons
    .filter((c) => isUsableCoupon(c, today, afterGrade))
    .map((coupon) => ({ coupon, discount: couponDiscount(coupon, afterGrade) }))
    .filter((o) => o.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.coupon.exp_dt.localeCompare(b.coupon.exp_dt));
  const applied = offers[0] ?? null;
  return { subtotal, gradeDiscount, coupons: offers, applied, total: afterGrade - (applied?.discount ?? 0) };
}
