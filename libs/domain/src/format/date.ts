/**
 * Date helpers of spec §3 and §9. The API carries dates as strings, YYYYMMDD or YYYYMMDDHHmm
 * when a time is included, in the store's local time; the auto-login save date is
 * YYYYMMDDHHmmss. All conversions use the device's local time zone.
 * Nothing here throws: an invalid Date or string gives '' (formatting) or undefined (parsing).
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function isValidDate(date: unknown): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** Date → 'YYYYMMDD'; '' for an invalid or missing Date. */
export function toYmd(date: Date | null | undefined): string {
  if (!isValidDate(date)) return '';
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** Date → 'YYYYMMDDHHmm'; '' for an invalid or missing Date. */
export function toYmdHm(date: Date | null | undefined): string {
  if (!isValidDate(date)) return '';
  return `${toYmd(date)}${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** Date → 'YYYYMMDDHHmmss', the auto-login save date format (spec §3). '' for an invalid Date. */
export function toAutoLoginSaveDate(date: Date | null | undefined = new Date()): string {
  if (!isValidDate(date)) return '';
  return `${toYmdHm(date)}${pad(date.getSeconds())}`;
}

/**
 * Builds a local Date from parts and checks that nothing rolled over (20240231 is not a date).
 */
function buildDate(parts: readonly number[]): Date | undefined {
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts;
  const date = new Date(year, month - 1, day, hours, minutes, seconds, 0);
  // new Date(y, …) maps years 0–99 to 1900–1999; set the year explicitly.
  date.setFullYear(year, month - 1, day);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return same ? date : undefined;
}

function parseDigits(value: unknown, pattern: RegExp): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const match = pattern.exec(String(value).trim());
  if (!match) return undefined;
  return buildDate(match.slice(1).map(Number));
}

/** 'YYYYMMDD' → local Date at midnight; undefined for anything else (including 20240231). */
export function fromYmd(value: string | number | null | undefined): Date | undefined {
  return parseDigits(value, /^(\d{4})(\d{2})(\d{2})$/);
}

/** 'YYYYMMDDHHmm' → local Date; undefined for anything else. */
export function fromYmdHm(value: string | null | undefined): Date | undefined {
  return parseDigits(value, /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/);
}

/** 'YYYYMMDDHHmmss' (auto-login save date) → local Date; undefined for anything else. */
export function fromAutoLoginSaveDate(value: string | null | undefined): Date | undefined {
  return parseDigits(value, /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/);
}

/**
 * A date string of the API in either of its two shapes (YYYYMMDD or YYYYMMDDHHmm) → Date.
 */
export function fromApiDate(value: string | null | undefined): Date | undefined {
  return fromYmd(value) ?? fromYmdHm(value);
}

export const DAY_OF_WEEK_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;
export type DayOfWeekKo = (typeof DAY_OF_WEEK_KO)[number];

/**
 * The Korean day-of-week name (spec §9) of a Date or of an API date string: '월', or '월요일'
 * with `{ long: true }`. Fallback: '' for an invalid or missing date.
 */
export function dayOfWeekKo(date: Date | string | null | undefined, options: { long?: boolean } = {}): string {
  const value = typeof date === 'string' ? fromApiDate(date) : date;
  if (!isValidDate(value)) return '';
  const short = DAY_OF_WEEK_KO[value.getDay()] ?? '';
  return options.long ? `${short}요일` : short;
}

/** Longest month list monthList returns. */
export const MONTH_LIST_MAX = 1200;

export interface MonthItem {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 'YYYYMM', the API's month form. */
  readonly value: string;
  /** 'YYYY.MM', the display form. */
  readonly label: string;
}

/**
 * The month list going back `count` months (spec §9), newest first, starting with the month of
 * `from` (today by default): monthList(3, 2024-01-15) → 2024.01, 2023.12, 2023.11.
 * Fallback: a count that is not a positive number gives []; an invalid `from` gives [].
 * Fractional counts are floored and the list is capped at MONTH_LIST_MAX (100 years) so a bad
 * count from the server cannot allocate a huge array.
 */
export function monthList(count: number, from: Date = new Date()): MonthItem[] {
  if (!Number.isFinite(count) || count < 1 || !isValidDate(from)) return [];
  const items: MonthItem[] = [];
  const startIndex = from.getFullYear() * 12 + from.getMonth();
  const length = Math.min(Math.floor(count), MONTH_LIST_MAX);
  for (let i = 0; i < length; i += 1) {
    const index = startIndex - i;
    const year = Math.floor(index / 12);
    const month = index - year * 12 + 1;
    items.push({ year, month, value: `${pad(year, 4)}${pad(month)}`, label: `${pad(year, 4)}.${pad(month)}` });
  }
  return items;
}
