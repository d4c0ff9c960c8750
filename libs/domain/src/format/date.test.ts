/**
 * The app's dates are Korean time whatever the device's zone (see date.ts). Run this file with
 * TZ=UTC, TZ=Asia/Seoul and TZ=America/Los_Angeles: every expectation is written as a UTC instant
 * and a Korean string, so a device-zone leak fails under at least one of them.
 *
 * The example tables that are only data are in date.examples.json (decision 0770): `instants`
 * rows are [UTC instant, YYYYMMDDHHmmss in KST, what the row shows]; `weekdays` rows are
 * [YYYYMMDD, dayOfWeekKo's name of that day].
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  MONTH_LIST_MAX,
  addDays,
  apiDateToInput,
  dayOfWeekKo,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatDotDate,
  formatMonthDayTime,
  fromApiDate,
  fromAutoLoginSaveDate,
  fromYmd,
  fromYmdHm,
  fromYmdHms,
  inputDateToApi,
  isApiDate,
  kstDayFromNow,
  kstParts,
  kstPartsByIntl,
  kstToday,
  kstTodayInput,
  kstWeekday,
  monthList,
  parseApiDate,
  toAutoLoginSaveDate,
  toYmd,
  toYmdHm,
  toYmdHms,
  weekdayOf,
} from './date';
import examples from './date.examples.json';

const utc = (iso: string): Date => new Date(iso);

describe('instant → Korean API strings (spec §3: YYYYMMDD, YYYYMMDDHHmm, YYYYMMDDHHmmss)', () => {
  it.each(examples.instants)('given %s, when formatted, then Korea reads %s (%s)', (iso, kst) => {
    const date = utc(iso);
    expect(toYmdHms(date)).toBe(kst);
    expect(toYmdHm(date)).toBe(kst.slice(0, 12));
    expect(toYmd(date)).toBe(kst.slice(0, 8));
    expect(toYmd(date.getTime())).toBe(kst.slice(0, 8));
    expect(kstToday(date.getTime())).toBe(kst.slice(0, 8));
    expect(toAutoLoginSaveDate(date)).toBe(kst);
  });

  it('given a Date, when its Korean wall time is asked, then every field and the weekday are Korean', () => {
    expect(kstParts(utc('2026-11-24T15:00:00Z'))).toEqual({ year: 2026, month: 11, day: 25, hour: 0, minute: 0, second: 0, weekday: 3 });
    expect(kstWeekday(utc('2026-11-24T14:59:59Z'))).toBe(2);
  });

  it('given a year below 1000, when formatted, then it is padded to four digits', () => {
    const date = new Date(Date.UTC(2000, 0, 1, 3));
    date.setUTCFullYear(999);
    expect(toYmd(date)).toBe('09990101');
  });

  it('given no argument, when today or the auto-login date is asked, then now is used', () => {
    expect(kstToday()).toBe(toYmd(Date.now()));
    expect(toAutoLoginSaveDate()).toMatch(/^\d{14}$/);
  });

  it.each([null, undefined, new Date(NaN), NaN, Infinity, 9e15])('given an unusable instant %j, when formatted, then ""', (value) => {
    expect(toYmd(value as never)).toBe('');
    expect(toYmdHm(value as never)).toBe('');
    expect(toYmdHms(value as never)).toBe('');
    expect(kstParts(value as never)).toBeUndefined();
  });

  it('given null, when the auto-login date is formatted, then "" (only undefined means now)', () => {
    expect(toAutoLoginSaveDate(null)).toBe('');
  });
});

describe('Korean API strings → instants (validated)', () => {
  it.each([
    ['20261125', '2026-11-24T15:00:00.000Z'],
    ['202611242359', '2026-11-24T14:59:00.000Z'],
    ['20261124235959', '2026-11-24T14:59:59.000Z'],
    ['20270101', '2026-12-31T15:00:00.000Z'],
    ['20280229', '2028-02-28T15:00:00.000Z'],
    ['198706011000', '1987-06-01T00:00:00.000Z'],
  ])('given %s, when parsed, then it names the instant %s', (value, iso) => {
    expect(fromApiDate(value)?.toISOString()).toBe(iso);
  });

  it('given each shape, when parsed by its own parser, then it is read and the other shapes are not', () => {
    expect(fromYmd('20261125')?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(fromYmd(20261125)?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(fromYmdHm('202611250830')?.toISOString()).toBe('2026-11-24T23:30:00.000Z');
    expect(fromYmdHms('20261125083001')?.toISOString()).toBe('2026-11-24T23:30:01.000Z');
    expect(fromAutoLoginSaveDate('20261125083001')?.toISOString()).toBe('2026-11-24T23:30:01.000Z');
    expect(fromYmd('202611250830')).toBeUndefined();
    expect(fromYmdHm('20261125')).toBeUndefined();
    expect(fromYmdHms('202611250830')).toBeUndefined();
  });

  it('given a valid string, when parsed to fields, then the fields and the shape come back', () => {
    expect(parseApiDate(' 202612241030 ')).toEqual({
      shape: 'YYYYMMDDHHmm',
      year: 2026,
      month: 12,
      day: 24,
      hour: 10,
      minute: 30,
      second: 0,
    });
    expect(isApiDate('20280229')).toBe(true);
    expect(isApiDate('20280229', ['YYYYMMDDHHmm'])).toBe(false);
  });

  it.each([
    ['2026133', 'seven digits'],
    ['20260230', 'no 30 February'],
    ['20270229', 'no leap day in 2027'],
    ['21000229', 'no leap day in 2100'],
    ['', 'empty'],
    ['abc', 'letters'],
    ['abcdefgh', 'eight letters'],
    ['20261301', 'month 13'],
    ['20260001', 'month 0'],
    ['20261100', 'day 0'],
    ['20261132', 'day 32'],
    ['00000101', 'year 0'],
    ['202611242400', 'hour 24'],
    ['202611242360', 'minute 60'],
    ['20261124235960', 'second 60'],
    ['2026-11-24', 'separators'],
    ['2026112', 'too short'],
    ['202611240', 'nine digits'],
    ['20261124 20261124', 'two dates'],
    ['198705100230', 'a wall time Korea skipped (daylight saving began at 02:00 on 1987-05-10)'],
  ])('given %j (%s), when parsed, then no date comes back', (value) => {
    expect(fromApiDate(value)).toBeUndefined();
    expect(fromYmd(value)).toBeUndefined();
    expect(fromYmdHm(value)).toBeUndefined();
    expect(fromYmdHms(value)).toBeUndefined();
    if (value !== '198705100230') expect(parseApiDate(value)).toBeNull();
  });

  it.each([null, undefined, {}, NaN])('given %j, when parsed, then null or undefined', (value) => {
    expect(parseApiDate(value)).toBeNull();
    expect(fromApiDate(value as never)).toBeUndefined();
    expect(fromYmd(value as never)).toBeUndefined();
  });

  it('property: given any instant from 1990 to 2200, when written and read back, then it is the same second', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(fromYmdHms(toYmdHms(date))?.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
        },
      ),
    );
  });

  it('property: given any instant from 1900 (older offsets and daylight saving included), when written and read back to the minute, then the string is the same', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(toYmdHm(fromYmdHm(toYmdHm(date)))).toBe(toYmdHm(date));
        },
      ),
    );
  });
});

describe('Korean calendar arithmetic', () => {
  it.each([
    ['20261124', 1, '20261125'],
    ['20261125', -1, '20261124'],
    ['20261231', 1, '20270101'],
    ['20270101', -1, '20261231'],
    ['20280228', 1, '20280229'],
    ['20270228', 1, '20270301'],
    ['20260131', 28, '20260228'],
    ['202612301015', 3, '202701021015'],
    ['20261124235959', 1, '20261125235959'],
    ['20261124', 0, '20261124'],
  ])('given %s, when %i days are added, then %s (same shape, same wall time)', (value, days, expected) => {
    expect(addDays(value, days)).toBe(expected);
  });

  it.each([
    ['20260230', 1],
    ['garbage', 1],
    ['20261124', 1.5],
    ['20261124', NaN],
    ['99991231', 1],
  ])('given %j and %d, when days are added, then null', (value, days) => {
    expect(addDays(value, days)).toBeNull();
  });

  it('given an instant just after Korean midnight, when days from now are asked, then they count from the Korean day', () => {
    const now = utc('2026-12-31T15:00:00Z').getTime();
    expect(kstDayFromNow(now, 0)).toBe('20270101');
    expect(kstDayFromNow(now, -1)).toBe('20261231');
    expect(kstDayFromNow(now + 13 * DAY_MS, 0)).toBe('20270114');
    expect(kstDayFromNow(NaN, 1)).toBe('');
  });

  it('given API strings, when their weekday is asked, then it is the weekday of that Korean day', () => {
    expect(weekdayOf('20261224')).toBe(4);
    expect(weekdayOf('202612241030')).toBe(4);
    expect(weekdayOf('20260230')).toBeUndefined();
  });
});

describe('dayOfWeekKo (spec §9)', () => {
  it.each(examples.weekdays)('given %s, then %s', (value, name) => {
    expect(dayOfWeekKo(value)).toBe(name);
  });

  it('given an instant at 15:00 UTC, then the weekday is that of the next Korean day', () => {
    // Tuesday 24 Nov in UTC and in Los Angeles, already Wednesday 25 Nov in Korea.
    expect(dayOfWeekKo(utc('2026-11-24T15:00:00Z'))).toBe('수');
    expect(dayOfWeekKo(utc('2026-11-24T14:59:59Z').getTime())).toBe('화');
  });

  it('given the long option, then the full name', () => {
    expect(dayOfWeekKo('202403041230', { long: true })).toBe('월요일');
  });

  it.each([null, undefined, '', 'tomorrow', new Date(NaN)])('given bad input %j then ""', (value) => {
    expect(dayOfWeekKo(value as never)).toBe('');
  });
});

describe('monthList (spec §9: a month list going back N months)', () => {
  it('given a from date, then N months newest first, starting with its Korean month, across a year boundary', () => {
    expect(monthList(3, utc('2024-02-29T03:00:00Z')).map((m) => m.value)).toEqual(['202402', '202401', '202312']);
    expect(monthList(1, utc('2024-02-29T03:00:00Z'))).toEqual([{ year: 2024, month: 2, value: '202402', label: '2024.02' }]);
  });

  it('given the last evening of the year in UTC, then the list starts with the Korean January', () => {
    expect(monthList(2, utc('2026-12-31T15:00:00Z')).map((m) => m.label)).toEqual(['2027.01', '2026.12']);
    expect(monthList(1, utc('2026-11-30T15:00:00Z').getTime())[0]?.value).toBe('202612');
  });

  it('given 13 months back from January, then the last is the January before', () => {
    const list = monthList(13, utc('2024-01-31T03:00:00Z'));
    expect(list.at(-1)?.value).toBe('202301');
    expect(list).toHaveLength(13);
  });

  it.each([0, -1, NaN, Infinity])('given count %d then []', (count) => {
    expect(monthList(count, utc('2024-01-01T03:00:00Z'))).toEqual([]);
  });

  it('given fractional or huge counts, then they are floored and capped', () => {
    expect(monthList(2.9, utc('2024-01-01T03:00:00Z'))).toHaveLength(2);
    expect(monthList(1e9, utc('2024-01-01T03:00:00Z'))).toHaveLength(MONTH_LIST_MAX);
  });

  it('given an invalid from date then []', () => {
    expect(monthList(3, new Date(NaN))).toEqual([]);
  });

  it('given no from date, then the list starts with the current Korean month', () => {
    expect(monthList(1)[0]?.value).toBe(kstToday().slice(0, 6));
  });
});

describe('<input type="date"> values', () => {
  it('given 15:00 UTC, when today is asked for the date input, then it is the next Korean day', () => {
    expect(kstTodayInput(utc('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect(kstTodayInput(utc('2026-11-24T14:59:59Z').getTime())).toBe('2026-11-24');
    expect(kstTodayInput()).toBe(apiDateToInput(kstToday()));
  });

  it('given API dates and input values, then they convert both ways and bad ones give ""', () => {
    expect(apiDateToInput('20260105')).toBe('2026-01-05');
    expect(apiDateToInput('202601051230')).toBe('2026-01-05');
    expect(apiDateToInput('20260230')).toBe('');
    expect(apiDateToInput(undefined)).toBe('');
    expect(inputDateToApi('2026-01-05')).toBe('20260105');
    expect(inputDateToApi('2028-02-29')).toBe('20280229');
    expect(inputDateToApi('2026-02-30')).toBe('');
    expect(inputDateToApi('20260105')).toBe('');
    expect(inputDateToApi('')).toBe('');
  });
});

describe('display (Korean time, ko and en)', () => {
  it('given a day, when shown as a date, then ko "2026. 12. 24." and en "24/12/2026"', () => {
    expect(formatDate('20261224', 'ko')).toBe('2026. 12. 24.');
    expect(formatDate('20261224', 'en')).toBe('24/12/2026');
    expect(formatDate('202612242330', 'ko')).toBe('2026. 12. 24.');
    expect(formatDate('20261224')).toBe('2026. 12. 24.');
  });

  it('given an instant at 15:00 UTC, when shown as a date, then the Korean day shows', () => {
    expect(formatDate(utc('2026-12-24T15:00:00Z'), 'ko')).toBe('2026. 12. 25.');
    expect(formatDate(utc('2026-12-31T15:00:00Z').getTime(), 'en')).toBe('01/01/2027');
  });

  it('given a date-time, when shown with its time, then the Korean wall time shows', () => {
    expect(formatDateTime('202611241405', 'en')).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime('202611241405', 'ko')).toMatch(/^2026\. 11\. 24\. .*2:05$/);
    expect(formatDateTime(utc('2026-11-24T15:30:00Z'), 'en')).toBe('25 Nov 2026, 00:30');
    expect(formatMonthDayTime('202611241405', 'ko')).toBe('11. 24. 14:05');
    expect(formatMonthDayTime('202611241405', 'en')).toBe('24/11, 14:05');
    expect(formatMonthDayTime(utc('2026-11-24T23:30:00Z'), 'ko')).toBe('11. 25. 08:30');
  });

  it('given a day-only string, when shown with a time, then "" (no midnight is invented)', () => {
    expect(formatDateTime('20261124', 'ko')).toBe('');
    expect(formatMonthDayTime('20261124', 'en')).toBe('');
  });

  it('given API dates, when shown in the content form, then YYYY.MM.DD', () => {
    expect(formatDotDate('20260105')).toBe('2026.01.05');
    expect(formatDotDate('202601051230')).toBe('2026.01.05');
    expect(formatDotDate(utc('2026-01-04T15:00:00Z'))).toBe('2026.01.05');
  });

  it('given API dates, when shown as the pickup day label, then ko "12월 24일 (목)", en "Thu, Dec 24", a time when there is one', () => {
    expect(formatDayLabel('20261224')).toBe('12월 24일 (목)');
    expect(formatDayLabel('20261224', 'en')).toBe('Thu, Dec 24');
    expect(formatDayLabel('202612241030', 'ko')).toBe('12월 24일 (목) 10:30');
    expect(formatDayLabel('202612241030', 'en')).toBe('Thu, Dec 24 10:30');
    expect(formatDayLabel(utc('2026-12-23T23:30:00Z'), 'ko')).toBe('12월 24일 (목) 08:30');
  });

  it.each(['2026133', '20260230', '', 'abc', '2026-01-05', null, undefined, new Date(NaN), NaN])(
    'given unreadable %j, when shown, then "" (the screen decides what to show instead)',
    (value) => {
      expect(formatDate(value as never, 'ko')).toBe('');
      expect(formatDateTime(value as never, 'en')).toBe('');
      expect(formatMonthDayTime(value as never, 'ko')).toBe('');
      expect(formatDotDate(value as never)).toBe('');
      expect(formatDayLabel(value as never, 'en')).toBe('');
    },
  );
});

describe('the module itself', () => {
  it('given its source, then it never reads the device zone (local getters, offsets, toLocale…)', () => {
    const source = readFileSync(new URL('./date.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds|TimezoneOffset)\(/);
    expect(source).not.toMatch(/\.toLocale\w*\(/);
    expect(source).not.toMatch(/new Date\(\s*\d+\s*,/);
  });
});

describe('the fixed-offset path (no formatter at start-up)', () => {
  it('given instants from the end of Korean daylight saving (1988) to 9999, then the arithmetic agrees with the formatter, field by field', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1988, 9, 8, 17), max: Date.UTC(9999, 11, 31, 14, 59, 59) }), (ms) => {
        expect(kstParts(ms)).toEqual(kstPartsByIntl(ms));
      }),
      { numRuns: 2000 },
    );
  });

  it('given the hours around the last change (02:00 KST on 1988-10-09 ends daylight saving), then both paths agree on each side of it', () => {
    for (let ms = Date.UTC(1988, 9, 8, 12); ms <= Date.UTC(1988, 9, 8, 22); ms += 15 * 60 * 1000) {
      expect(kstParts(ms), new Date(ms).toISOString()).toEqual(kstPartsByIntl(ms));
    }
    // Just before the change Korea was on UTC+10: 02:59 KDT.
    expect(kstParts(Date.UTC(1988, 9, 8, 16, 59))).toMatchObject({ day: 9, hour: 2, minute: 59 });
    expect(kstParts(Date.UTC(1988, 9, 8, 17, 0))).toMatchObject({ day: 9, hour: 2, minute: 0 });
  });

  it('given the edges of four-digit years, then the last Korean instant of 9999 has parts and the next has none', () => {
    expect(kstParts(Date.UTC(9999, 11, 31, 14, 59, 59, 999))).toMatchObject({
      year: 9999,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(kstParts(Date.UTC(9999, 11, 31, 15))).toBeUndefined();
    expect(toYmd(Date.UTC(9999, 11, 31, 15))).toBe('');
  });
});
