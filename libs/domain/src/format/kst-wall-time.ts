/**
 * Korean wall time of an instant, today's Korean day, the strict reading of an API date string
 * and calendar-day arithmetic: the part of the date module (./date.ts, which re-exports all of
 * it) that start-up needs (the age check's day, the home notices' "not again for N days"). Its own module so the first route carries
 * these few functions and not the whole date module (parsers, calendar arithmetic, display
 * formats), which only other screens use: a bundler splits chunks by module, never inside one.
 */

/** The zone of every date of the app (why Korean time: ./date.ts's module comment). */
export const KST_TIME_ZONE = 'Asia/Seoul';

/** One calendar day in milliseconds (Korea keeps no daylight saving today). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: a `Date` or epoch milliseconds. */
export type Instant = Date | number;

/** The Korean wall time of an instant. */
export interface KstDateTime {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 0 Sunday … 6 Saturday */
  readonly weekday: number;
}

/** Zero-padded digits (the API's date strings). */
export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Largest |epoch ms| a Date can hold (ECMA-262 §21.4.1.1). */
const MAX_EPOCH_MS = 8.64e15;

function isDate(value: unknown): value is Date {
  // Not `instanceof`: a test may swap the global Date (tools/vitest-clock.ts) after a Date was made.
  return Object.prototype.toString.call(value) === '[object Date]';
}

/** A Date or epoch ms → epoch ms; undefined for an invalid Date, a non-finite or out-of-range number. */
export function toEpochMs(value: unknown): number | undefined {
  const ms = typeof value === 'number' ? value : isDate(value) ? value.getTime() : NaN;
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS ? ms : undefined;
}

// ---------------------------------------------------------------------------------------------
// Instant → Korean wall time
// ---------------------------------------------------------------------------------------------

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Made once and reused: building an Intl.DateTimeFormat costs far more than formatting with one.
let partsFormat: Intl.DateTimeFormat | undefined;

function kstPartsFormat(): Intl.DateTimeFormat {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: KST_TIME_ZONE,
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  return partsFormat;
}

/**
 * Since Korea's last daylight saving time ended (02:00 KST on 9 October 1988, 1988-10-08T17:00Z)
 * Asia/Seoul has been UTC+9 all year, and the tz database has no change after it. From then on
 * the Korean wall time is the UTC fields of the instant plus nine hours: the same answer the
 * formatter gives (date.test.ts checks them against each other), without making the formatter.
 * Making the first Intl.DateTimeFormat with a time zone loads the zone data: about 25 ms on the
 * main thread at start-up on this machine, four times that on a mid-range phone.
 * A future change of Korea's rules would move this date: the Intl path stays for every other
 * instant.
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1988, 9, 8, 17, 0, 0);
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** Last instant with a four-digit year in Korea (9999-12-31 23:59:59.999 KST). */
const LAST_KST_MS = Date.UTC(9999, 11, 31, 14, 59, 59, 999);

function fixedOffsetParts(ms: number): KstDateTime {
  const wall = new Date(ms + KST_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/** The Korean wall time by the formatter (every instant; see {@link kstParts} for the fast path). */
export function kstPartsByIntl(ms: number): KstDateTime | undefined {
  const fields: Record<string, string> = {};
  for (const part of kstPartsFormat().formatToParts(ms)) fields[part.type] = part.value;
  const year = Number(fields['year']);
  if (fields['era'] !== 'AD' || !(year >= 1 && year <= 9999)) return undefined;
  return {
    year,
    month: Number(fields['month']),
    day: Number(fields['day']),
    // h23 never gives 24, but some engines did for midnight with hour12: false; be safe.
    hour: Number(fields['hour']) % 24,
    minute: Number(fields['minute']),
    second: Number(fields['second']),
    weekday: WEEKDAY_INDEX[fields['weekday'] ?? ''] ?? 0,
  };
}

/**
 * The Korean wall time of an instant; undefined for an invalid Date, a non-finite number or a
 * year outside 1–9999 (the API strings have four year digits).
 */
export function kstParts(instant: Instant | null | undefined): KstDateTime | undefined {
  const ms = toEpochMs(instant);
  if (ms === undefined) return undefined;
  if (ms >= FIXED_OFFSET_SINCE_MS) return ms <= LAST_KST_MS ? fixedOffsetParts(ms) : undefined;
  return kstPartsByIntl(ms);
}

/** Instant → 'YYYYMMDD' in Korean time; '' for an invalid or missing instant. */
export function toYmd(instant: Instant | null | undefined): string {
  const p = kstParts(instant);
  return p ? `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}` : '';
}

/** Today in Korea as 'YYYYMMDD', whatever the device's zone. */
export function kstToday(now: Instant = Date.now()): string {
  return toYmd(now);
}

/** The three shapes of the spec's date strings. */
export type ApiDateShape = 'YYYYMMDD' | 'YYYYMMDDHHmm' | 'YYYYMMDDHHmmss';

/**
 * A validated API date string, as Korean calendar fields: hour, minute and second are 0 when
 * the shape has no time.
 */
export interface ApiDateParts extends Omit<KstDateTime, 'weekday'> {
  readonly shape: ApiDateShape;
}

// ---------------------------------------------------------------------------------------------
// API string → fields → instant
// ---------------------------------------------------------------------------------------------

const SHAPE_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/**
 * A spec date string ('YYYYMMDD', 'YYYYMMDDHHmm' or 'YYYYMMDDHHmmss', surrounding spaces allowed)
 * → its calendar fields, checked: month 1–12, a day the month has (20260230 fails, 20280229
 * passes), hour 0–23, minute and second 0–59, year 0001 or later. null for anything else,
 * including other lengths ('2026133'), separators ('2026-11-24'), '' and non-strings; a number
 * is read as its digits (`fromYmd` has always accepted one).
 */
export function parseApiDate(value: unknown): ApiDateParts | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const m = SHAPE_PATTERN.exec(String(value).trim());
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const shape: ApiDateShape = m[6] !== undefined ? 'YYYYMMDDHHmmss' : m[4] !== undefined ? 'YYYYMMDDHHmm' : 'YYYYMMDD';
  const valid =
    year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59;
  return valid ? { shape, year, month, day, hour, minute, second } : null;
}

/** Calendar fields read as if they were UTC: the arithmetic base (UTC has no offsets or gaps). */
export function fieldsAsUtcMs(p: Pick<ApiDateParts, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>): number {
  const d = new Date(Date.UTC(2000, 0, 1));
  // setUTCFullYear, not Date.UTC(year, …): Date.UTC maps years 0–99 to 1900–1999.
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, 0);
  return d.getTime();
}

// ---------------------------------------------------------------------------------------------
// Korean calendar arithmetic (on the strings themselves: a day is a calendar day)
// ---------------------------------------------------------------------------------------------

function formatFields(ms: number, shape: ApiDateShape): string {
  const d = new Date(ms);
  const date = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  if (shape === 'YYYYMMDD') return date;
  const hm = `${date}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
  return shape === 'YYYYMMDDHHmm' ? hm : `${hm}${pad(d.getUTCSeconds())}`;
}

/**
 * Adds whole calendar days to a spec date string and returns the same shape, the wall time kept
 * ('202612301015' + 3 → '202701021015'); null for an invalid string, a non-integer count or a
 * result outside years 1–9999.
 */
export function addDays(value: string, days: number): string | null {
  const p = parseApiDate(value);
  if (!p || !Number.isInteger(days)) return null;
  // UTC fields as plain calendar arithmetic: no zone is involved, so no device offset leaks in.
  const ms = fieldsAsUtcMs(p) + days * DAY_MS;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1 && year <= 9999 ? formatFields(ms, p.shape) : null;
}
