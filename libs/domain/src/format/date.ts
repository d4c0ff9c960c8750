/**
 * The app's one date module: every date the app shows or sends goes through here.
 *
 * Why Korean time: the API's date strings carry no zone (spec §3 "Other enumerations": YYYYMMDD,
 * or YYYYMMDDHHmm when a time is included; §3 "Login and tokens": the auto-login save date is
 * YYYYMMDDHHmmss). The chain, its stores and its server are in Korea, so those strings are Korea
 * time (Asia/Seoul). A member abroad, or a phone set to another zone, must still see and send the
 * store's dates: a pickup day, a coupon's last day and "today" are the Korean ones. So nothing
 * here reads the device's zone (no getDate/getHours/getTimezoneOffset, no toLocale… without
 * `timeZone`); conversions run through `Intl.DateTimeFormat` with `timeZone: 'Asia/Seoul'`,
 * which also knows the zone's history (Korea kept daylight saving in 1987–88). Instants after
 * that history (since October 1988, UTC+9 all year) take the same answer by arithmetic: see
 * `kstParts`.
 *
 * Two kinds of value:
 * - an instant (`Date` or epoch milliseconds): shown or sent as its Korean wall time;
 * - an API string (a Korean calendar day or wall time): parsed strictly (20260230 is not a day)
 *   and turned back into the instant it names.
 *
 * Nothing here throws on server data: an unreadable value gives '' (formatting), undefined
 * (`from…` parsers, the existing contract) or null (`parseApiDate`, `addDays`); never a wrong date.
 */
import type { Lang } from '../lang';

/** The zone of every date of the app (see the module comment). */
export const KST_TIME_ZONE = 'Asia/Seoul';

/** One calendar day in milliseconds (Korea keeps no daylight saving today). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: a `Date` or epoch milliseconds. */
export type Instant = Date | number;

/** What the display formatters accept: an instant or an API date string (read as Korean time). */
export type DateValue = Instant | string | null | undefined;

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

/** The three shapes of the spec's date strings. */
export type ApiDateShape = 'YYYYMMDD' | 'YYYYMMDDHHmm' | 'YYYYMMDDHHmmss';

/**
 * A validated API date string, as Korean calendar fields: hour, minute and second are 0 when
 * the shape has no time.
 */
export interface ApiDateParts extends Omit<KstDateTime, 'weekday'> {
  readonly shape: ApiDateShape;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Largest |epoch ms| a Date can hold (ECMA-262 §21.4.1.1). */
const MAX_EPOCH_MS = 8.64e15;

function isDate(value: unknown): value is Date {
  // Not `instanceof`: a test may swap the global Date (tools/vitest-clock.ts) after a Date was made.
  return Object.prototype.toString.call(value) === '[object Date]';
}

function toEpochMs(value: unknown): number | undefined {
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

/** Instant → 'YYYYMMDDHHmm' in Korean time; '' for an invalid or missing instant. */
export function toYmdHm(instant: Instant | null | undefined): string {
  const p = kstParts(instant);
  return p ? `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}` : '';
}

/** Instant → 'YYYYMMDDHHmmss' in Korean time; '' for an invalid or missing instant. */
export function toYmdHms(instant: Instant | null | undefined): string {
  const p = kstParts(instant);
  return p ? `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${pad(p.second)}` : '';
}

/** The auto-login save date (spec §3 "Login and tokens": YYYYMMDDHHmmss), now by default. */
export function toAutoLoginSaveDate(instant: Instant | null | undefined = Date.now()): string {
  return toYmdHms(instant);
}

/** Today in Korea as 'YYYYMMDD', whatever the device's zone. */
export function kstToday(now: Instant = Date.now()): string {
  return toYmd(now);
}

/** Weekday (0 Sunday … 6 Saturday) of the Korean day of an instant; undefined when invalid. */
export function kstWeekday(instant: Instant | null | undefined): number | undefined {
  return kstParts(instant)?.weekday;
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
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  return valid ? { shape, year, month, day, hour, minute, second } : null;
}

/** Calendar fields read as if they were UTC: the arithmetic base (UTC has no offsets or gaps). */
function fieldsAsUtcMs(p: Pick<ApiDateParts, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>): number {
  const d = new Date(Date.UTC(2000, 0, 1));
  // setUTCFullYear, not Date.UTC(year, …): Date.UTC maps years 0–99 to 1900–1999.
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, 0);
  return d.getTime();
}

/**
 * The instant at which Korea's clocks showed these fields. Korea is UTC+9 today, but the zone had
 * other offsets and daylight saving before 1989, so the offset is found, not assumed: start at
 * +9, compare the wall time Intl gives back, correct, repeat. undefined when no instant has that
 * wall time (a skipped daylight-saving hour), so a wrong instant is never returned.
 */
function kstFieldsToMs(p: ApiDateParts): number | undefined {
  const wall = fieldsAsUtcMs(p);
  let guess = wall - 9 * 60 * 60 * 1000;
  for (let i = 0; i < 3; i += 1) {
    const back = kstParts(guess);
    if (!back) return undefined;
    const diff = wall - fieldsAsUtcMs(back);
    if (diff === 0) return guess;
    guess += diff;
  }
  return undefined;
}

function parseShape(value: unknown, shapes: readonly ApiDateShape[]): Date | undefined {
  const p = parseApiDate(value);
  if (!p || !shapes.includes(p.shape)) return undefined;
  const ms = kstFieldsToMs(p);
  return ms === undefined ? undefined : new Date(ms);
}

/** 'YYYYMMDD' → the instant the Korean day starts (00:00 KST); undefined for anything else. */
export function fromYmd(value: string | number | null | undefined): Date | undefined {
  return parseShape(value, ['YYYYMMDD']);
}

/** 'YYYYMMDDHHmm' (Korean time) → its instant; undefined for anything else. */
export function fromYmdHm(value: string | null | undefined): Date | undefined {
  return parseShape(value, ['YYYYMMDDHHmm']);
}

/** 'YYYYMMDDHHmmss' (Korean time) → its instant; undefined for anything else. */
export function fromYmdHms(value: string | null | undefined): Date | undefined {
  return parseShape(value, ['YYYYMMDDHHmmss']);
}

/** The auto-login save date (spec §3, YYYYMMDDHHmmss) → its instant; undefined for anything else. */
export function fromAutoLoginSaveDate(value: string | null | undefined): Date | undefined {
  return fromYmdHms(value);
}

/** Any of the three spec shapes (Korean time) → its instant; undefined for anything else. */
export function fromApiDate(value: string | null | undefined): Date | undefined {
  return parseShape(value, ['YYYYMMDD', 'YYYYMMDDHHmm', 'YYYYMMDDHHmmss']);
}

/** True when the value is a valid spec date string (of one of `shapes`, any by default). */
export function isApiDate(value: unknown, shapes?: readonly ApiDateShape[]): value is string {
  const p = typeof value === 'string' ? parseApiDate(value) : null;
  return p !== null && (shapes === undefined || shapes.includes(p.shape));
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

/** The Korean day `offset` days from the Korean day of `now` ('YYYYMMDD'); '' when invalid. */
export function kstDayFromNow(now: Instant, offset: number): string {
  return addDays(kstToday(now), offset) ?? '';
}

/** Weekday (0 Sunday … 6 Saturday) of the day of a spec date string; undefined when invalid. */
export function weekdayOf(value: string | null | undefined): number | undefined {
  const p = parseApiDate(value);
  return p ? new Date(fieldsAsUtcMs(p)).getUTCDay() : undefined;
}

export const DAY_OF_WEEK_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;
export type DayOfWeekKo = (typeof DAY_OF_WEEK_KO)[number];
const DAY_OF_WEEK_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function weekdayOfValue(value: DateValue): number | undefined {
  return typeof value === 'string' ? weekdayOf(value) : kstWeekday(value);
}

/**
 * The Korean day-of-week name (spec §9) of an instant (its Korean day) or of an API date string:
 * '월', or '월요일' with `{ long: true }`. Fallback: '' for an invalid or missing date.
 */
export function dayOfWeekKo(date: DateValue, options: { long?: boolean } = {}): string {
  const index = weekdayOfValue(date);
  const short = index === undefined ? undefined : DAY_OF_WEEK_KO[index];
  if (!short) return '';
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
 * The month list going back `count` months (spec §9), newest first, starting with the Korean month
 * of `from` (now by default): monthList(3, 2024-01-15) → 2024.01, 2023.12, 2023.11.
 * Fallback: a count that is not a positive number gives []; an invalid `from` gives [].
 * Fractional counts are floored and the list is capped at MONTH_LIST_MAX (100 years) so a bad
 * count from the server cannot allocate a huge array.
 */
export function monthList(count: number, from: Instant = Date.now()): MonthItem[] {
  const start = kstParts(from);
  if (!Number.isFinite(count) || count < 1 || !start) return [];
  const items: MonthItem[] = [];
  const startIndex = start.year * 12 + start.month - 1;
  const length = Math.min(Math.floor(count), MONTH_LIST_MAX);
  for (let i = 0; i < length; i += 1) {
    const index = startIndex - i;
    const year = Math.floor(index / 12);
    const month = index - year * 12 + 1;
    items.push({ year, month, value: `${pad(year, 4)}${pad(month)}`, label: `${pad(year, 4)}.${pad(month)}` });
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// <input type="date"> values ('YYYY-MM-DD', a calendar day with no zone)
// ---------------------------------------------------------------------------------------------

/** Today in Korea as an `<input type="date">` value 'YYYY-MM-DD' (the diary form's default). */
export function kstTodayInput(now: Instant = Date.now()): string {
  return apiDateToInput(kstToday(now));
}

/** A spec date string → 'YYYY-MM-DD' of its day; '' when unreadable. */
export function apiDateToInput(value: string | null | undefined): string {
  const p = parseApiDate(value);
  return p ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : '';
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'; '' when it is not a real calendar day ('2026-02-30'). */
export function inputDateToApi(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return '';
  const ymd = `${m[1]}${m[2]}${m[3]}`;
  return parseApiDate(ymd) ? ymd : '';
}

// ---------------------------------------------------------------------------------------------
// Display (Korean time, in the member's language)
// ---------------------------------------------------------------------------------------------

const displayFormats = new Map<string, Intl.DateTimeFormat>();

function displayFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // ko-KR and en-GB are the locales the screens used before (day-month-year order in English).
  const locale = lang === 'en' ? 'en-GB' : 'ko-KR';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: KST_TIME_ZONE });
    displayFormats.set(key, format);
  }
  return format;
}

/** An instant or an API date string (Korean time) → epoch ms; undefined when unreadable. */
function instantOf(value: DateValue): number | undefined {
  if (typeof value === 'string') return fromApiDate(value)?.getTime();
  return kstParts(value) ? toEpochMs(value) : undefined;
}

function formatWith(value: DateValue, lang: Lang, options: Intl.DateTimeFormatOptions, needsTime = false): string {
  // A day-only string ('YYYYMMDD') has no time to show; inventing midnight would mislead.
  if (needsTime && typeof value === 'string' && parseApiDate(value)?.shape === 'YYYYMMDD') return '';
  const ms = instantOf(value);
  return ms === undefined ? '' : displayFormat(lang, options).format(ms);
}

/** The day as a member reads it: ko '2026. 12. 24.', en '24/12/2026'. '' when unreadable. */
export function formatDate(value: DateValue, lang: Lang = 'ko'): string {
  return formatWith(value, lang, {});
}

/**
 * Day and time (the push notices): ko '2026. 11. 24. PM 2:05' (the engine's Korean medium style),
 * en '24 Nov 2026, 14:05'. '' when unreadable or when a string carries no time.
 */
export function formatDateTime(value: DateValue, lang: Lang = 'ko'): string {
  return formatWith(value, lang, { dateStyle: 'medium', timeStyle: 'short' }, true);
}

/**
 * Month, day and 24-hour time (a stock count time): ko '11. 24. 14:05', en '24/11, 14:05'.
 * '' when unreadable or when a string carries no time.
 */
export function formatMonthDayTime(value: DateValue, lang: Lang = 'ko'): string {
  return formatWith(value, lang, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }, true);
}

/** 'YYYY.MM.DD' (the content screens' form, the same in both languages); '' when unreadable. */
export function formatDotDate(value: DateValue): string {
  const ymd = typeof value === 'string' ? (parseApiDate(value) ? value.trim().slice(0, 8) : '') : toYmd(value);
  return ymd ? `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}` : '';
}

/**
 * A day with its weekday, as the pickup screens show it: ko '12월 24일 (목)', en 'Thu, Dec 24';
 * a string with a time adds it (' 10:30'). An instant shows its Korean day and time. '' when
 * unreadable.
 */
export function formatDayLabel(value: DateValue, lang: Lang = 'ko'): string {
  let p: Pick<ApiDateParts, 'month' | 'day' | 'hour' | 'minute'> | undefined;
  let withTime: boolean;
  if (typeof value === 'string') {
    const parsed = parseApiDate(value);
    if (!parsed) return '';
    p = parsed;
    withTime = parsed.shape !== 'YYYYMMDD';
  } else {
    p = kstParts(value);
    withTime = true;
  }
  const weekday = weekdayOfValue(value);
  if (!p || weekday === undefined) return '';
  const time = withTime ? ` ${pad(p.hour)}:${pad(p.minute)}` : '';
  if (lang === 'en') return `${DAY_OF_WEEK_EN[weekday]}, ${MONTH_EN[p.month - 1]} ${p.day}${time}`;
  return `${p.month}월 ${p.day}일 (${DAY_OF_WEEK_KO[weekday]})${time}`;
}
