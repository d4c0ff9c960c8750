/**
 * The rules of home's two overlays, pure (no React, no storage access of their own):
 *
 * - The main popup (/app/main/popup/list): the notices whose period holds "today" in Korean time,
 *   today being the server's (lib/server-clock.ts, /v2/hybridapp/common/crnttime) so a phone with a wrong clock or
 *   time zone still agrees with the shop; "오늘 하루 보지 않기" keeps them away until that day
 *   ends in Korea (local storage), a plain close for the rest of the visit (session storage).
 * - The age check (spec §2 "age verification popup"; ASSUMPTIONS.md "Age verification"): shown
 *   before liquor content to a visitor, or to a member whose age the sign-on did not verify,
 *   until they confirm they are 19 or older (kept a year on the device).
 */
import { addDays } from '@bottle/domain';
import type { MainPopup } from '@bottle/api';

/** Local storage: the last Korean day (YYYYMMDD) on which the main popup stays hidden. */
export const MAIN_POPUP_HIDDEN_UNTIL_KEY = 'bottle.mainPopup.hiddenUntil';
/** Session storage: the main popup was closed during this visit. */
export const MAIN_POPUP_CLOSED_KEY = 'bottle.mainPopup.closed';
/** Local storage: the last Korean day (YYYYMMDD) on which the age confirmation holds (a device key: kept at logout). */
export { AGE_CONFIRMED_UNTIL_KEY } from '../../../lib/device-keys';
/** How long an age confirmation holds on the device. */
export const AGE_CONFIRMATION_DAYS = 365;

/** Whether a stored "until" day (YYYYMMDD) still covers today. A malformed value covers nothing. */
export function coversToday(until: string | null, today: string): boolean {
  return until !== null && /^\d{8}$/.test(until) && today <= until;
}

/** The popups whose period (YYYYMMDD or YYYYMMDDHHmm, compared by day) holds today. */
export function popupsOn(list: readonly MainPopup[], today: string): MainPopup[] {
  return list.filter((p) => p.start_dt.slice(0, 8) <= today && today <= p.end_dt.slice(0, 8));
}

/** Local storage: a first-visit notice (A35) has been shown on this device. */
export const FIRST_VISIT_SEEN_KEY = 'bottle.mainPopup.firstVisitSeen';
/** A member who joined longer ago than this is on no first visit, whatever the device. */
export const FIRST_VISIT_MEMBER_DAYS = 30;

/**
 * Whether a first-visit notice (libs/api A35) may show: never again on a device that has shown
 * one, and never to a member who joined more than FIRST_VISIT_MEMBER_DAYS ago (an 870-day
 * member on a new phone is no first visitor). `joinDate` is the member's YYYYMMDD, null for a
 * visitor, undefined while it loads (then it waits).
 */
export function firstVisitAllowed(seen: string | null, joinDate: string | null | undefined, today: string): boolean {
  if (seen !== null) return false;
  if (joinDate === undefined) return false;
  if (joinDate === null) return true;
  const until = addDays(joinDate.slice(0, 8), FIRST_VISIT_MEMBER_DAYS);
  return until !== undefined && until !== null && today <= until;
}

/** The last day an age confirmation given today holds. */
export function ageConfirmedUntil(today: string): string {
  return addDays(today, AGE_CONFIRMATION_DAYS - 1) ?? today;
}

/** Paths that show no liquor: signing in or up, the sign-on's own pages, help and settings. */
const NO_LIQUOR_PATH = /login|signup|system|^\/mypage\/(help|settings)(\/|$)/;

export interface AgeCheckInput {
  path: string;
  loggedIn: boolean;
  /** A member's user info `adult_cert_yn`; undefined for a visitor or while it loads. */
  adultCertYn: 'Y' | 'N' | undefined;
  confirmedUntil: string | null;
  today: string;
}

/** Whether the age check covers the page now. */
export function needsAgeCheck({ path, loggedIn, adultCertYn, confirmedUntil, today }: AgeCheckInput): boolean {
  if (NO_LIQUOR_PATH.test(path)) return false;
  if (coversToday(confirmedUntil, today)) return false;
  // A member passed the sign-on's age check (a minor is refused, 44-415) unless their user info
  // says their age is not verified.
  return loggedIn ? adultCertYn === 'N' : true;
}
