import { describe, expect, it } from 'vitest';
import type { Coupon } from '@bottle/api';
import { agreementPoints } from './agreement-summary';
import { couponDiscount, isUsableCoupon } from '@bottle/domain';
import { expectedPrice } from './expected-price';

const TODAY = '20261224';
const coupon = (over: Partial<Coupon>): Coupon => ({
  cpn_no: 'C1',
  cpn_nm: 'c',
  dc_type: 'AMOUNT',
  dc_value: 5000,
  exp_dt: TODAY,
  use_yn: 'N',
  ...over,
});

describe('the expected price of a reservation', () => {
  it('given a 6% grade benefit and two coupons, then the grade discount comes first and the best coupon applies to what is left, each rounded down to 10 won', () => {
    const price = expectedPrice({
      unitPrice: 106_800,
      qty: 2,
      gradeRate: 6,
      today: TODAY,
      coupons: [
        coupon({ cpn_no: 'A', dc_value: 5000, min_amt: 50_000 }),
        coupon({ cpn_no: 'R', dc_type: 'RATE', dc_value: 10, max_dc_amt: 30_000, exp_dt: '20270107' }),
      ],
    });
    expect(price).toMatchObject({ subtotal: 213_600, gradeDiscount: 12_810, total: 180_720 });
    expect(price.coupons.map((o) => [o.coupon.cpn_no, o.discount])).toEqual([
      ['R', 20_070],
      ['A', 5000],
    ]);
    expect(price.applied?.coupon.cpn_no).toBe('R');
  });

  it('given no grade benefit and no coupon, then the total is the product amount', () => {
    expect(expectedPrice({ unitPrice: 36_800, qty: 3, gradeRate: undefined, today: TODAY })).toMatchObject({
      subtotal: 110_400,
      gradeDiscount: 0,
      applied: null,
      total: 110_400,
    });
  });

  it.each([
    ['used', coupon({ use_yn: 'Y' }), 100_000, false],
    ['past its last day (KST)', coupon({ exp_dt: '20261223' }), 100_000, false],
    ['on its last day', coupon({ exp_dt: TODAY }), 100_000, true],
    ['below its minimum', coupon({ min_amt: 50_000 }), 49_990, false],
    ['at its minimum', coupon({ min_amt: 50_000 }), 50_000, true],
  ] as const)('given a coupon %s, then usable is %s', (_label, c, amount, usable) => {
    expect(isUsableCoupon(c, TODAY, amount)).toBe(usable);
  });

  it('caps a rate coupon, and never takes off more than the amount', () => {
    expect(couponDiscount(coupon({ dc_type: 'RATE', dc_value: 10, max_dc_amt: 30_000 }), 1_000_000)).toBe(30_000);
    expect(couponDiscount(coupon({ dc_value: 10_000 }), 8000)).toBe(8000);
    expect(couponDiscount(coupon({ dc_type: 'RATE', dc_value: 150 }), 8000)).toBe(8000);
    expect(couponDiscount(coupon({ dc_value: Number.NaN }), 8000)).toBe(0);
  });
});

describe('the privacy step summary comes from the agreement text', () => {
  it('given the full text, then its list items are the points, as plain text', () => {
    const text =
      '<h3>개인정보</h3><ol><li>목적: <b>서비스 제공</b></li><li>보유 기간:  회원 탈퇴 시까지</li><li><img src=x onerror=alert(1)></li></ol>';
    expect(agreementPoints({ agmt_text: text, agmt_desc: 'd' })).toEqual(['목적: 서비스 제공', '보유 기간: 회원 탈퇴 시까지']);
  });

  it('given a text without a list, then the description; given nothing, nothing', () => {
    expect(agreementPoints({ agmt_text: '<p>전문</p>', agmt_desc: '요약입니다.' })).toEqual(['요약입니다.']);
    expect(agreementPoints(undefined)).toEqual([]);
  });
});
