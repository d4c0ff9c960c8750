/**
 * Whether a store is open now, from its detail's hours and holidays (spec §3 "Stores":
 * bsns_start_time, bsns_end_time, hldy_conts, hldy_list), as a list says it: open now (until
 * when), closes at (within the hour), opens at (later today or tomorrow), closed today.
 *
 * The rule:
 * - Hours are Korean wall times, 'HHmm' (or 'HH:mm'); '2400' is midnight at the end of the day.
 *   An end at or before the start runs past midnight: 10:00–02:00 closes at 02:00 the next day
 *   (and 00:00–00:00, or equal times, is open all day).
 * - A day in hldy_list (YYYYMMDD, Korean days) has no opening starting on it. An opening that
 *   started the evening before still runs into a holiday's small hours: it belongs to its own day.
 * - "Now" is an instant read in Korean time (libs/domain's date module), so a phone abroad or in
 *   another zone gets the store's answer; the app passes the server's clock (spec §3 "Current
 *   time"), not the phone's, so a phone set an hour off does not open a closed store.
 * - hldy_conts is the holidays in words for people (shown as it is); only hldy_list is read.
 * Nothing throws on server data: unreadable hours give `unknown` (a holiday still gives closed
 * today, which needs no hours).
 */
import { addDays, kstParts, parseApiDate, toYmd, type Instant } from '../format/date';
import type { Lang } from '../lang';

/** What the open-now rule reads of a store (spec §3 store detail). */
export interface StoreHours {
  readonly bsns_start_time?: string | null;
  readonly bsns_end_time?: string | null;
  readonly hldy_list?: readonly (string | null | undefined)[] | null;
}

/** Minutes before closing from which a list says "closes at" rather than "open". */
export const CLOSING_SOON_MIN = 60;

export type StoreOpenState =
  /** Open now; `closesAt` 'HH:mm' Korean time, `nextDay` when that is after midnight. */
  | { readonly kind: 'open'; readonly closesAt: string; readonly nextDay: boolean; readonly minutesLeft: number }
  /** Open now and closing within {@link CLOSING_SOON_MIN} minutes. */
  | { readonly kind: 'closing'; readonly closesAt: string; readonly nextDay: boolean; readonly minutesLeft: number }
  /** Closed now; opens at `opensAt` later today, or tomorrow (`tomorrow`). */
  | { readonly kind: 'opens'; readonly opensAt: string; readonly tomorrow: boolean }
  /** A holiday, or closed for the rest of the day with tomorrow a holiday too. */
  | { readonly kind: 'closed-today' }
  /** No readable hours. */
  | { readonly kind: 'unknown' };

const DAY_MIN = 24 * 60;

/** 'HHmm' or 'HH:mm' → minutes after midnight (0–1440); undefined when unreadable. */
export function parseHourMinute(value: string | null | undefined): number | undefined {
  const m = typeof value === 'string' ? /^(\d{2}):?(\d{2})$/.exec(value.trim()) : null;
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return undefined;
  return h * 60 + min;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after some midnight → 'HH:mm' on the clock. */
const clock = (minutes: number) => {
  const m = ((minutes % DAY_MIN) + DAY_MIN) % DAY_MIN;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/**
 * The store's state at `now` (an instant; the server's clock). See the module comment for the rule.
 *
 * @example openStateAt({ bsns_start_time: '1000', bsns_end_time: '2300', hldy_list: [] }, Date.parse('2026-11-28T13:30:00Z'))
 * // 22:30 in Korea → { kind: 'closing', closesAt: '23:00', nextDay: false, minutesLeft: 30 }
 */
export function openStateAt(store: StoreHours, now: Instant): StoreOpenState {
  const wall = kstParts(now);
  if (!wall) return { kind: 'unknown' };
  const today = toYmd(now);
  const holidays = new Set(
    (store.hldy_list ?? []).filter((d): d is string => typeof d === 'string' && parseApiDate(d)?.shape === 'YYYYMMDD').map((d) => d.trim()),
  );
  const isHoliday = (ymd: string | null) => ymd !== null && holidays.has(ymd);
  const start = parseHourMinute(store.bsns_start_time);
  let end = parseHourMinute(store.bsns_end_time);
  if (start === undefined || end === undefined) return isHoliday(today) ? { kind: 'closed-today' } : { kind: 'unknown' };
  if (end <= start) end += DAY_MIN;

  const minute = wall.hour * 60 + wall.minute;
  const open = (closeAt: number, nextDay: boolean): StoreOpenState => {
    const minutesLeft = closeAt - minute;
    return { kind: minutesLeft <= CLOSING_SOON_MIN ? 'closing' : 'open', closesAt: clock(closeAt), nextDay, minutesLeft };
  };
  // Yesterday's opening, when it runs past midnight into today (minutes after today's midnight).
  if (end > DAY_MIN && !isHoliday(addDays(today, -1)) && minute < end - DAY_MIN) return open(end - DAY_MIN, false);
  if (isHoliday(today)) return { kind: 'closed-today' };
  if (minute < start) return { kind: 'opens', opensAt: clock(start), tomorrow: false };
  if (minute < end) return open(end, end > DAY_MIN);
  return isHoliday(addDays(today, 1)) ? { kind: 'closed-today' } : { kind: 'opens', opensAt: clock(start), tomorrow: true };
}

const WORDS = {
  ko: {
    open: (t: string, next: boolean) => `영업 중 · ${next ? '다음 날 ' : ''}${t}까지`,
    closing: (t: string, next: boolean) => `곧 마감 · ${next ? '다음 날 ' : ''}${t} 마감`,
    opens: (t: string, tomorrow: boolean) => `${tomorrow ? '내일 ' : ''}${t} 영업 시작`,
    closedToday: '오늘 휴무',
  },
  en: {
    open: (t: string, next: boolean) => `Open now · until ${t}${next ? ' (next day)' : ''}`,
    closing: (t: string, next: boolean) => `Closes at ${t}${next ? ' (next day)' : ''}`,
    opens: (t: string, tomorrow: boolean) => (tomorrow ? `Opens tomorrow at ${t}` : `Opens at ${t}`),
    closedToday: 'Closed today',
  },
} as const;

/** The state as a list shows it, in Korean or English; '' for `unknown` (the list says nothing). */
export function formatOpenState(state: StoreOpenState, lang: Lang = 'ko'): string {
  const w = WORDS[lang === 'en' ? 'en' : 'ko'];
  switch (state.kind) {
    case 'open':
      return w.open(state.closesAt, state.nextDay);
    case 'closing':
      return w.closing(state.closesAt, state.nextDay);
    case 'opens':
      return w.opens(state.opensAt, state.tomorrow);
    case 'closed-today':
      return w.closedToday;
    default:
      return '';
  }
}

/** Whether a member can walk in now (open or closing). */
export function isOpenNow(state: StoreOpenState): boolean {
  return state.kind === 'open' || state.kind === 'closing';
}
