import { describe, expect, it } from 'vitest';
import { gradeForSpend, gradeProgress, gradeRank } from './grade';

/** The demo backend's standards (libs/mock-api), the numbers the grade page shows. */
const DEMO = [
  { grade_cd: '1', standard_amt: 0 },
  { grade_cd: '2', standard_amt: 3_800_000 },
  { grade_cd: '3', standard_amt: 5_000_000 },
  { grade_cd: '4', standard_amt: 10_000_000 },
];
/** A server's grade standards where Diamond starts at 3,000,000원. */
const ISSUE = [
  { grade_cd: '1', standard_amt: 0 },
  { grade_cd: '2', standard_amt: 300_000 },
  { grade_cd: '3', standard_amt: 1_000_000 },
  { grade_cd: '4', standard_amt: 3_000_000 },
];

describe('membership grade progress, one rule', () => {
  it('given Gold with 6,417,800원 and Diamond from 10,000,000원, then the next grade is Diamond, 3,582,200원 away', () => {
    expect(gradeProgress('3', 6_417_800, DEMO)).toEqual({
      grade: '3',
      next: { grade_cd: '4', standard_amt: 10_000_000 },
      amountToNext: 3_582_200,
      reached: null,
      top: false,
    });
  });

  it('given Gold with 6,417,800원 and Diamond from 3,000,000원, then Diamond is reached (next monthly recalculation), never "the top grade"', () => {
    const p = gradeProgress('3', 6_417_800, ISSUE);
    expect(p.top).toBe(false);
    expect(p.next?.grade_cd).toBe('4');
    expect(p.amountToNext).toBe(0);
    expect(p.reached).toBe('4');
  });

  it('given a Family member whose spend already reaches two grades up, then the next grade is the one right above and the reached grade the highest', () => {
    expect(gradeProgress('1', 5_200_000, DEMO)).toMatchObject({ next: { grade_cd: '2' }, amountToNext: 0, reached: '3', top: false });
  });

  it('given Diamond, then it is the top: no next grade, nothing to reach', () => {
    expect(gradeProgress('4', 33_151_000, DEMO)).toEqual({ grade: '4', next: null, amountToNext: 0, reached: null, top: true });
  });

  it('given the grade list in any order, with a broken row, then the order of spec §3 codes decides', () => {
    const shuffled = [
      DEMO[3],
      { grade_cd: '', standard_amt: 1 },
      DEMO[1],
      { grade_cd: '9', standard_amt: Number.NaN },
      DEMO[0],
      DEMO[2],
    ].filter((x): x is (typeof DEMO)[number] => x !== undefined);
    expect(gradeProgress('2', 4_528_900, shuffled)).toMatchObject({
      next: { grade_cd: '3', standard_amt: 5_000_000 },
      amountToNext: 471_100,
    });
  });

  it('given no grade list (the grade info call failed), then there is no next grade to name and the member is not called top either', () => {
    expect(gradeProgress('3', 1000, [])).toEqual({ grade: '3', next: null, amountToNext: 0, reached: null, top: false });
  });

  it('given bad numbers, then spend counts as 0', () => {
    expect(gradeProgress('1', Number.NaN, DEMO).amountToNext).toBe(3_800_000);
    expect(gradeProgress('1', -5, DEMO).amountToNext).toBe(3_800_000);
  });

  it.each([
    [0, '1'],
    [3_799_999, '1'],
    [3_800_000, '2'],
    [6_417_800, '3'],
    [10_000_000, '4'],
  ])('given %d won of 12-month spend, then the grade it reaches is %s', (amount, grade) => {
    expect(gradeForSpend(amount, DEMO)).toBe(grade);
  });

  it('ranks grades by the spec §3 codes; unknown codes by their number', () => {
    expect(['4', '1', '3', '2'].sort((a, b) => gradeRank(a) - gradeRank(b))).toEqual(['1', '2', '3', '4']);
    expect(gradeRank('5')).toBe(4);
    expect(gradeRank(undefined)).toBe(-1);
  });
});
