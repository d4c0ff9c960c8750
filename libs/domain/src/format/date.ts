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
import {
  addDays,
  fieldsAsUtcMs,
  KST_TIME_ZONE,
  kstParts,
  kstToday,
  pad,
  parseApiDate,
  toEpochMs,
  toYmd,
  type ApiDateParts,
  type ApiDateShape,
  type Instant,
} from './kst-wall-time';

// The Korean wall time of an instant, today's day, the strict reading of an API date string and
// calendar-day arithmetic live in ./kst-wall-time.ts: start-up needs only them.
export { addDays, DAY_MS, KST_TIME_ZONE, kstParts, kstPartsByIntl, kstToday, parseApiDate, toYmd } from './kst-wall-time';
export type { ApiDateParts, ApiDateShape, Instant, KstDateTime } from './kst-wall-time';

/** What the display formatters accept: an instant or an API date string (read as Korean time). */
export type DateValue = Instant | string | null | undefined;

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

/** Weekday (0 Sunday … 6 Saturday) of the Korean day of an instant; undefined when invalid. */
export function kstWeekday(instant: Instant | null | undefined): number | undefined {
  return kstParts(instant)?.weekday;
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
