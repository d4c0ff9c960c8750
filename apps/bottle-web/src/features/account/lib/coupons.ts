/**
 * Coupon rules of the coupons screen (libs/api A22): which coupons can still be used, in which
 * order, and how the last day reads. `exp_dt` is the last day of use (YYYYMMDD, KST): a coupon is
 * available through that whole day, unless it was used.
 */
import type { Coupon } from '@bottle/api';
import { fromYmd } from '@bottle/domain';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today in Korea as YYYYMMDD, whatever the device's time zone (the chain's dates are KST). */
export function kstToday(now: number = Date.now()): string {
  const d = new Date(now + KST_OFFSET_MS);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export function isAvailable(coupon: Pick<Coupon, 'use_yn' | 'exp_dt'>, today: string): boolean {
  return coupon.use_yn !== 'Y' && coupon.exp_dt >= today;
}

/** Available coupons, soonest last day first; used or expired ones, latest last day first. */
export function splitCoupons(list: readonly Coupon[], today: string): { available: Coupon[]; past: Coupon[] } {
  const available = list.filter((c) => isAvailable(c, today)).sort((a, b) => a.exp_dt.localeCompare(b.exp_dt) || a.cpn_no.localeCompare(b.cpn_no));
  const past = list.filter((c) => !isAvailable(c, today)).sort((a, b) => b.exp_dt.localeCompare(a.exp_dt) || a.cpn_no.localeCompare(b.cpn_no));
  return { available, past };
}

/** A YYYYMMDD last day as the member reads it ('2026. 12. 24.' / '24/12/2026'); bad input as is. */
export function formatExpiry(value: string, lang: 'ko' | 'en'): string {
  const date = fromYmd(value);
  return date ? date.toLocaleDateString(lang === 'en' ? 'en-GB' : 'ko-KR') : value;
}
