/**
 * Coupon rules of the coupons screen (libs/api A22): which coupons can still be used, in which
 * order, and how the last day reads. `exp_dt` is the last day of use (YYYYMMDD, KST): a coupon is
 * available through that whole day, unless it was used. `today` is the shop's Korean day
 * (lib/server-clock.ts), whatever the device's time zone or clock.
 */
import type { Coupon } from '@bottle/api';
import { formatDate, type Lang } from '@bottle/domain';

export function isAvailable(coupon: Pick<Coupon, 'use_yn' | 'exp_dt'>, today: string): boolean {
  return coupon.use_yn !== 'Y' && coupon.exp_dt >= today;
}

/** Available coupons, soonest last day first; used or expired ones, latest last day first. */
export function splitCoupons(list: readonly Coupon[], today: string): { available: Coupon[]; past: Coupon[] } {
  const available = list
    .filter((c) => isAvailable(c, today))
    .sort((a, b) => a.exp_dt.localeCompare(b.exp_dt) || a.cpn_no.localeCompare(b.cpn_no));
  const past = list
    .filter((c) => !isAvailable(c, today))
    .sort((a, b) => b.exp_dt.localeCompare(a.exp_dt) || a.cpn_no.localeCompare(b.cpn_no));
  return { available, past };
}

/**
 * A YYYYMMDD last day as the member reads it ('2026. 12. 24.' / '24/12/2026', libs/domain's
 * `formatDate`, Korean time); bad input as is, so a wrong value is visible rather than hidden.
 */
export function formatExpiry(value: string, lang: Lang): string {
  return formatDate(value, lang) || value;
}
