import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONTH_LIST_MAX,
  dayOfWeekKo,
  fromApiDate,
  fromAutoLoginSaveDate,
  fromYmd,
  fromYmdHm,
  monthList,
  toAutoLoginSaveDate,
  toYmd,
  toYmdHm,
} from './date';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date => new Date(y, mo - 1, d, h, mi, s);

describe('date strings (spec §3: YYYYMMDD, YYYYMMDDHHmm; auto-login date YYYYMMDDHHmmss)', () => {
  it('formats a Date as YYYYMMDD, YYYYMMDDHHmm and YYYYMMDDHHmmss in local time', () => {
    const date = at(2024, 3, 5, 7, 8, 9);
    expect(toYmd(date)).toBe('20240305');
    expect(toYmdHm(date)).toBe('202403050708');
    expect(toAutoLoginSaveDate(date)).toBe('20240305070809');
  });

  it('pads years below 1000 to four digits', () => {
    const date = at(2024, 1, 1);
    date.setFullYear(999);
    expect(toYmd(date)).toBe('09990101');
  });

  it('parses the three shapes back to local Dates', () => {
    expect(fromYmd('20240305')).toEqual(at(2024, 3, 5));
    expect(fromYmdHm('202403050708')).toEqual(at(2024, 3, 5, 7, 8));
    expect(fromAutoLoginSaveDate('20240305070809')).toEqual(at(2024, 3, 5, 7, 8, 9));
    expect(fromApiDate('20240305')).toEqual(at(2024, 3, 5));
    expect(fromApiDate('202403050708')).toEqual(at(2024, 3, 5, 7, 8));
  });

  it('toAutoLoginSaveDate defaults to now', () => {
    expect(toAutoLoginSaveDate()).toMatch(/^\d{14}$/);
  });

  it.each(['20240231', '20241301', '2024030', '202403050', 'abcdefgh', '', '2024-03-05', '20240305 '.repeat(2)])(
    'given invalid YYYYMMDD %j then undefined',
    (value) => {
      expect(fromYmd(value)).toBeUndefined();
    },
  );

  it.each(['202403052460', '202403052500', '20240305', ''])('given invalid YYYYMMDDHHmm %j then undefined', (value) => {
    expect(fromYmdHm(value)).toBeUndefined();
  });

  it.each([null, undefined])('given %j then parsing gives undefined and formatting gives ""', (value) => {
    expect(fromYmd(value)).toBeUndefined();
    expect(fromYmdHm(value)).toBeUndefined();
    expect(fromAutoLoginSaveDate(value)).toBeUndefined();
    expect(toYmd(value)).toBe('');
    expect(toYmdHm(value)).toBe('');
    expect(toAutoLoginSaveDate(null)).toBe('');
  });

  it('given an invalid Date then formatting gives ""', () => {
    expect(toYmd(new Date(NaN))).toBe('');
    expect(toYmdHm(new Date(NaN))).toBe('');
    expect(toAutoLoginSaveDate(new Date(NaN))).toBe('');
  });

  it('property: fromYmdHm(toYmdHm(d)) keeps the date to the minute', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        const back = fromYmdHm(toYmdHm(date));
        expect(back && toYmdHm(back)).toBe(toYmdHm(date));
      }),
    );
  });
});

describe('dayOfWeekKo (spec §9)', () => {
  it.each([
    [at(2024, 3, 3), '일'],
    [at(2024, 3, 4), '월'],
    [at(2024, 3, 5), '화'],
    [at(2024, 3, 6), '수'],
    [at(2024, 3, 7), '목'],
    [at(2024, 3, 8), '금'],
    [at(2024, 3, 9), '토'],
  ])('given %s then %s', (date, name) => {
    expect(dayOfWeekKo(date)).toBe(name);
  });

  it('accepts API date strings and a long form', () => {
    expect(dayOfWeekKo('20240304')).toBe('월');
    expect(dayOfWeekKo('202403041230', { long: true })).toBe('월요일');
  });

  it.each([null, undefined, '', 'tomorrow', new Date(NaN)])('given bad input %j then ""', (value) => {
    expect(dayOfWeekKo(value as never)).toBe('');
  });
});

describe('monthList (spec §9: a month list going back N months)', () => {
  it('lists N months newest first, starting with the month of `from`, across a year boundary', () => {
    expect(monthList(3, at(2024, 2, 29)).map((m) => m.value)).toEqual(['202402', '202401', '202312']);
    expect(monthList(1, at(2024, 2, 29))).toEqual([{ year: 2024, month: 2, value: '202402', label: '2024.02' }]);
  });

  it('handles 13 months back from January', () => {
    const list = monthList(13, at(2024, 1, 31));
    expect(list.at(-1)?.value).toBe('202301');
    expect(list).toHaveLength(13);
  });

  it.each([0, -1, NaN, Infinity])('given count %d then []', (count) => {
    expect(monthList(count, at(2024, 1, 1))).toEqual([]);
  });

  it('floors fractional counts and caps huge ones', () => {
    expect(monthList(2.9, at(2024, 1, 1))).toHaveLength(2);
    expect(monthList(1e9, at(2024, 1, 1))).toHaveLength(MONTH_LIST_MAX);
  });

  it('given an invalid from date then []', () => {
    expect(monthList(3, new Date(NaN))).toEqual([]);
  });
});
