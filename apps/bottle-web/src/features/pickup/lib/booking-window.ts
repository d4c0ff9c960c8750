/**
 * The pickup booking window. The days are Korean calendar days (the stores are in Korea), counted
 * by libs/domain's date module, so a phone in another time zone offers the same days.
 */
import { addDays, kstToday, type Instant } from '@bottle/domain';

/** Days ahead a visit can be booked (today + 13 = 14 choices, the demo backend's window). */
export const BOOKING_DAYS = 14;

/** The bookable visit dates, today in Korea first (YYYYMMDD). */
export function bookableDates(now: Instant = Date.now()): string[] {
  const today = kstToday(now);
  return Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i) ?? today);
}
