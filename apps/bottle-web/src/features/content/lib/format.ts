/**
 * Display helpers for the API's date strings (spec §3: YYYYMMDD, or YYYYMMDDHHmm with a time).
 */
import { fromApiDate, toYmd } from '@bottle/domain';

/** 'YYYYMMDD' or 'YYYYMMDDHHmm' → 'YYYY.MM.DD'; anything unreadable → '' (never throws). */
export function formatApiDate(value: string | null | undefined): string {
  const date = fromApiDate(value);
  if (!date) return '';
  const ymd = toYmd(date);
  return `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;
}

/** 'YYYYMMDD' → 'YYYY-MM-DD' (the value of an `<input type="date">`); '' when unreadable. */
export function apiDateToInput(value: string | null | undefined): string {
  const date = fromApiDate(value);
  if (!date) return '';
  const ymd = toYmd(date);
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'; '' when the input is not a real calendar date. */
export function inputDateToApi(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return '';
  const [, y, mo, d] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return '';
  return `${y}${mo}${d}`;
}
