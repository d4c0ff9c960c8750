/**
 * Dates of the pickup screens. The API's dates are strings in Korea Standard Time (spec §3:
 * YYYYMMDD, or YYYYMMDDHHmm with a time); the chain's stores are in Korea, so "today" and the
 * 14-day booking window are counted in KST whatever the device's time zone (assumption, listed
 * in the report). Arithmetic runs on UTC fields of a shifted instant, so no local DST applies.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days ahead a visit can be booked (today + 13 = 14 choices, the demo backend's window). */
export const BOOKING_DAYS = 14;

const pad = (n: number) => String(n).padStart(2, '0');

function kst(ms: number): Date {
  return new Date(ms + KST_OFFSET_MS);
}

/** Today in KST as YYYYMMDD. */
export function kstToday(now: number = Date.now()): string {
  const d = kst(now);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** The bookable visit dates, today first (YYYYMMDD, KST). */
export function bookableDates(now: number = Date.now()): string[] {
  return Array.from({ length: BOOKING_DAYS }, (_, i) => kstToday(now + i * DAY_MS));
}

interface Parts {
  y: number;
  m: number;
  d: number;
  hh?: number;
  mm?: number;
}

function parts(value: string | null | undefined): Parts | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2}))?$/.exec(value ?? '');
  if (!m) return null;
  const p: Parts = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  if (m[4] !== undefined && m[5] !== undefined) {
    p.hh = Number(m[4]);
    p.mm = Number(m[5]);
  }
  return p;
}

const DOW_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;
const DOW_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * '20261224' → '12월 24일 (목)' / 'Thu, Dec 24'; '202612241030' adds the time. Anything that is
 * not an API date comes back unchanged, so a bad value is visible rather than hidden.
 */
export function formatApiDate(value: string, lang: 'ko' | 'en' = 'ko'): string {
  const p = parts(value);
  if (!p) return value;
  const dow = new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay();
  const time = p.hh !== undefined && p.mm !== undefined ? ` ${pad(p.hh)}:${pad(p.mm)}` : '';
  if (lang === 'en') {
    const month = new Date(Date.UTC(p.y, p.m - 1, 1)).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    return `${DOW_EN[dow]}, ${month} ${p.d}${time}`;
  }
  return `${p.m}월 ${p.d}일 (${DOW_KO[dow]})${time}`;
}

/** Adds whole days to an API date-time (YYYYMMDDHHmm) and returns the same format. */
export function addDays(value: string, days: number): string | null {
  const p = parts(value);
  if (!p) return null;
  const d = new Date(Date.UTC(p.y, p.m - 1, p.d, p.hh ?? 0, p.mm ?? 0) + days * DAY_MS);
  const date = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return p.hh !== undefined ? `${date}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}` : date;
}

/** 'HH:mm' of an API date-time, or '' when it carries no time. */
export function timeOf(value: string): string {
  const p = parts(value);
  return p && p.hh !== undefined && p.mm !== undefined ? `${pad(p.hh)}:${pad(p.mm)}` : '';
}
