/**
 * A tasting class's status on a given Korean day (spec §3 class status CLASS_SOON, CLASS_ING,
 * CLASS_END; spec §4 "Class: soon, ongoing, ended"). The spec names the states but not their
 * transitions; the rule here is libs/api ASSUMPTIONS A24 (classes dated before
 * today were still "모집 중" and took sign-ups, and "오픈 예정" classes offered 신청하기):
 *
 * - ended (CLASS_END) once the class day is before today: a class can be joined up to its day;
 * - soon (CLASS_SOON) before the first day of sign-ups (`apply_start_dt`), ongoing from it;
 * - without a sign-up start, the server's status stands (a server may end a class early), but
 *   never ongoing or soon for a day that has passed.
 *
 * Days are YYYYMMDD in Korean time: compare with `kstToday()` of format/date.ts, never the
 * device's local date. Only ongoing classes take sign-ups.
 */
import type { ClassStatus } from '../codes/catalogue';

const YMD = /^\d{8}$/;

export interface ClassDates {
  /** The class day, YYYYMMDD (KST). */
  class_dt: string;
  /** The first day sign-ups are taken, YYYYMMDD (KST), when the server says. */
  apply_start_dt?: string | undefined;
  /** The server's status, used when the dates do not decide. */
  status?: ClassStatus | undefined;
}

/**
 * The status of `cls` on `today` (YYYYMMDD, KST).
 *
 * @example
 * classStatusOn({ class_dt: '20261224', apply_start_dt: '20261201' }, '20261130') // 'CLASS_SOON'
 * classStatusOn({ class_dt: '20261224', status: 'CLASS_ING' }, '20261225')        // 'CLASS_END'
 */
export function classStatusOn(cls: ClassDates, today: string): ClassStatus {
  if (!YMD.test(today)) throw new RangeError(`today must be YYYYMMDD, got ${JSON.stringify(today)}`);
  const day = YMD.test(cls.class_dt) ? cls.class_dt : undefined;
  if (day !== undefined && day < today) return 'CLASS_END';
  if (cls.status === 'CLASS_END') return 'CLASS_END';
  const opens = cls.apply_start_dt && YMD.test(cls.apply_start_dt) ? cls.apply_start_dt : undefined;
  if (opens !== undefined) return today < opens ? 'CLASS_SOON' : 'CLASS_ING';
  return cls.status ?? 'CLASS_ING';
}

/** Whether a sign-up is taken on `today`: only while the class is ongoing. */
export function classTakesSignUps(cls: ClassDates, today: string): boolean {
  return classStatusOn(cls, today) === 'CLASS_ING';
}
