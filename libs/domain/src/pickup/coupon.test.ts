import { describe, expect, it } from 'vitest';
import { couponDiscount, floorTo10Won, isUsableCoupon, type CouponTerms } from './coupon';

const coupon = (over: Partial<CouponTerms>): CouponTerms => ({
  dc_type: 'AMOUNT',
  dc_value: 1000,
  exp_dt: '20261231',
  use_yn: 'N',
  ...over,
});

describe('pickup coupon arithmetic', () => {
  it('given amounts in won, when rounded, then they go down to 10 won and never below 0', () => {
    expect(floorTo10Won(12_349)).toBe(12_340);
    expect(floorTo10Won(9.99)).toBe(0);
    expect(floorTo10Won(-50)).toBe(0);
  });

  it('given a coupon used, past its last day or over the amount, when checked, then it is not usable; on its last day it is', () => {
    expect(isUsableCoupon(coupon({}), '20261231', 0)).toBe(true);
    expect(isUsableCoupon(coupon({ use_yn: 'Y' }), '20261224', 5000)).toBe(false);
    expect(isUsableCoupon(coupon({ exp_dt: '20261223' }), '20261224', 5000)).toBe(false);
    expect(isUsableCoupon(coupon({ min_amt: 5001 }), '20261224', 5000)).toBe(false);
  });

  it('given RATE and AMOUNT coupons, when applied, then a rate rounds down to 10 won within its cap and nothing takes more than the amount', () => {
    expect(couponDiscount(coupon({ dc_type: 'RATE', dc_value: 7 }), 12_345)).toBe(860);
    expect(couponDiscount(coupon({ dc_type: 'RATE', dc_value: 10, max_dc_amt: 500 }), 12_345)).toBe(500);
    expect(couponDiscount(coupon({ dc_type: 'RATE', dc_value: 150 }), 8000)).toBe(8000);
    expect(couponDiscount(coupon({ dc_value: 10_000 }), 8000)).toBe(8000);
    expect(couponDiscount(coupon({ dc_value: Number.NaN }), 8000)).toBe(0);
    expect(couponDiscount(coupon({}), 0)).toBe(0);
  });
});
