/**
 * The demo's grades, next grade and amount to it follow one rule (libs/domain's
 * gradeProgress over the grade list the grade page shows), and each grade carries its pickup
 * benefit; coupons carry their cap for the reservation's expected price.
 */
import { describe, expect, it } from 'vitest';
import { gradeForSpend, gradeRank } from '@bottle/domain';
import type { CouponListResponse, GradeInfoResponse, LoginResponse, UserGradeResponse } from '@bottle/api';
import { dataset } from '../src/index';
import { gatewayCall, setupMockServer } from './support/mock-http';

const mock = setupMockServer();

async function call<T>(path: string, loginId: string | null): Promise<T> {
  let access: string | undefined;
  if (loginId) access = (mock.backend.login(loginId, 'bottle1234') as LoginResponse).access_token;
  const answer = await gatewayCall<T>(path, {}, { token: access });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('membership grades of the demo backend', () => {
  it('given the Gold demo member with 6,417,800원 of 12-month spend, then Diamond is next, 3,582,200원 away, and Diamond starts above the spend', async () => {
    const mine = await call<UserGradeResponse>('/app/mypage/usergrade', 'demo');
    expect(mine).toMatchObject({ grade_cd: '3', purchase_amt: 6_417_800, next_grade_amt: 3_582_200 });
    const { grade_list } = await call<GradeInfoResponse>('/v2/hybridapp/mypage/grade/info', 'demo');
    expect(grade_list.find((g) => g.grade_cd === '4')?.standard_amt).toBe(10_000_000);
  });

  it('given every grade, then it carries its standard and its pickup benefit as a number that its text states', async () => {
    const { grade_list } = await call<GradeInfoResponse>('/v2/hybridapp/mypage/grade/info', 'demo');
    expect(grade_list.map((g) => g.grade_cd)).toEqual(['1', '2', '3', '4']);
    for (const g of grade_list) {
      expect(g.pickup_dc_rate).toBeGreaterThan(0);
      expect(g.benefit).toContain(`${g.pickup_dc_rate}% 추가 할인`);
    }
  });

  it('given every demo member, then the 12-month spend reaches at least their grade, and only 신입생 has already reached a higher one', async () => {
    const { grade_list } = await call<GradeInfoResponse>('/v2/hybridapp/mypage/grade/info', 'demo');
    const ahead: string[] = [];
    for (const m of dataset.members.members) {
      const mine = await call<UserGradeResponse>('/app/mypage/usergrade', m.login_id);
      const reached = gradeForSpend(mine.purchase_amt, grade_list) ?? '';
      expect(gradeRank(reached), m.login_id).toBeGreaterThanOrEqual(gradeRank(mine.grade_cd));
      if (reached !== mine.grade_cd) ahead.push(m.login_id);
    }
    expect(ahead).toEqual(['newbie']);
  });

  it('given the demo member coupons, then the rate coupon carries its cap (10000 × grade) and the amount coupon none', async () => {
    const { coupon_list } = await call<CouponListResponse>('/app/mypage/coupon/list', 'demo');
    expect(coupon_list.find((c) => c.dc_type === 'RATE')).toMatchObject({ dc_value: 10, max_dc_amt: 30_000 });
    expect(coupon_list.find((c) => c.dc_type === 'AMOUNT' && c.use_yn === 'N')).not.toHaveProperty('max_dc_amt');
  });
});
