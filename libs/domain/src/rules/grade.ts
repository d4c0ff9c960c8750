/**
 * Membership grades (spec §3: 1 Family, 2 Silver, 3 Gold, 4 Diamond; spec §6 tiers): the one rule
 * for "your grade, the next grade and the amount to it" (a Gold member with
 * 6,417,800원 of 12-month spend was told "가장 높은 등급이에요" while the grade page said Diamond
 * starts at 3,000,000원; the two screens read two different rules).
 *
 * The rule (apps/bottle-web/ASSUMPTIONS.md "Membership grades", the spec is silent on it):
 * - grades rank by their code, 1 lowest;
 * - each grade has a standard: the 12-month purchase amount from which it applies, the server's
 *   `standard_amt` (/v2/hybridapp/mypage/grade/info), the same numbers the grade page shows;
 * - the member's grade is the server's (grades are recalculated on the 1st of each month), so the
 *   12-month spend may already reach a higher grade than the one held: that grade is then
 *   "reached" and comes with the next recalculation, and the member is never told they are at
 *   the top while a higher grade exists;
 * - the next grade is the grade right above the member's, and the amount to it is its standard
 *   minus the spend, never below 0; only the highest grade has no next grade.
 *
 * The grade-to-amount helper of spec §9 (`gradeToAmount`: 10000 × grade, 0 for grade 0, 999999999
 * from 50) cannot give these standards (for grades 1–4 it gives 10,000–40,000원); the demo uses it
 * for the cap of each grade's coupon.
 */
import { MEMBERSHIP_GRADES } from '../codes/catalogue';

/** A grade's standard as the server lists it (grade_cd, standard_amt of the grade info call). */
export interface GradeStandard {
  readonly grade_cd: string;
  readonly standard_amt: number;
}

export interface GradeProgress {
  /** The member's grade as the server holds it. */
  readonly grade: string;
  /** The grade right above it, with its standard; null at the highest grade. */
  readonly next: GradeStandard | null;
  /** Won of 12-month spend still needed for `next`; 0 when reached or at the top. */
  readonly amountToNext: number;
  /**
   * The highest grade the spend already reaches when it is above the member's grade (it applies
   * from the next monthly recalculation), else null.
   */
  readonly reached: string | null;
  /** True only at the highest grade of the list (false when the list is unknown or lacks the grade). */
  readonly top: boolean;
}

const RANK: ReadonlyMap<string, number> = new Map(MEMBERSHIP_GRADES.codes.map((code, i) => [code, i]));

/** Rank of a grade code (spec §3 order); a code this library does not know ranks by its number. */
export function gradeRank(code: string | number | null | undefined): number {
  const text = String(code ?? '').trim();
  const known = RANK.get(text);
  if (known !== undefined) return known;
  const n = Number(text);
  return Number.isFinite(n) && text !== '' ? n - 1 : -1;
}

function usable(standards: readonly GradeStandard[]): GradeStandard[] {
  return standards
    .filter((s) => String(s.grade_cd ?? '').trim() !== '' && Number.isFinite(s.standard_amt) && s.standard_amt >= 0)
    .map((s) => ({ grade_cd: String(s.grade_cd).trim(), standard_amt: s.standard_amt }))
    .sort((a, b) => gradeRank(a.grade_cd) - gradeRank(b.grade_cd));
}

/** The highest grade whose standard the 12-month spend reaches (the lowest grade below all standards). */
export function gradeForSpend(amount: number, standards: readonly GradeStandard[]): string | null {
  const list = usable(standards);
  const spend = Number.isFinite(amount) ? amount : 0;
  let found: string | null = list[0]?.grade_cd ?? null;
  for (const s of list) if (spend >= s.standard_amt) found = s.grade_cd;
  return found;
}

/**
 * The member's progress: next grade, amount to it, a grade already reached (see the module doc).
 * `standards` is the grade list of the grade info call; `gradeCd` and `purchaseAmt` are the
 * member's (/app/mypage/usergrade).
 *
 * @example
 * // Gold with 6,417,800원 when Diamond starts at 10,000,000원:
 * gradeProgress('3', 6417800, list); // { next: { grade_cd: '4', … }, amountToNext: 3582200, reached: null, top: false }
 * // … and when Diamond starts at 3,000,000원:
 * gradeProgress('3', 6417800, list); // { next: { grade_cd: '4', … }, amountToNext: 0, reached: '4', top: false }
 */
export function gradeProgress(
  gradeCd: string | number | null | undefined,
  purchaseAmt: number,
  standards: readonly GradeStandard[],
): GradeProgress {
  const list = usable(standards);
  const spend = Number.isFinite(purchaseAmt) && purchaseAmt > 0 ? purchaseAmt : 0;
  const grade = String(gradeCd ?? '').trim();
  const rank = gradeRank(grade);
  const next = list.find((s) => gradeRank(s.grade_cd) > rank) ?? null;
  const best = gradeForSpend(spend, list);
  const reached = best !== null && gradeRank(best) > rank ? best : null;
  return {
    grade,
    next,
    amountToNext: next ? Math.max(0, next.standard_amt - spend) : 0,
    reached,
    top: next === null && list.some((s) => s.grade_cd === grade),
  };
}
