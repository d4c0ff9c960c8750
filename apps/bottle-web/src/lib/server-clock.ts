/**
 * The shop's clock (POST /v2/hybridapp/common/crnttime, spec §3 "Current time"), for every rule
 * that depends on "now": which class is ongoing, which coupons are still valid today, which days
 * a pickup can be booked, which notices run today, the pass code's 30-second step.
 *
 * Why: a phone's clock can be wrong (set by hand, a dead battery, travel with the automatic time
 * off). The shop decides by its own clock, so the app reads the offset between the two once and
 * applies it to the device's ticking clock; until the answer comes, or when the call fails or is
 * offline, the device's clock stands. Dates are then read in Korean time (libs/domain).
 */
import { useCallback, useMemo } from 'react';
import { useCurrentTimeQuery } from '@bottle/api';
import { fromYmdHms, kstToday } from '@bottle/domain';

/**
 * Offsets smaller than this are taken as no offset: the server's time is to the second, and its
 * answer took a network trip, so a clock within a few seconds of it is right.
 */
export const CLOCK_TOLERANCE_MS = 5_000;

/**
 * Milliseconds to add to the device's clock to read the server's: `serverTime` (YYYYMMDDHHmmss,
 * Korean time) as answered at `receivedAt` (the device's clock then). 0 for a missing or malformed
 * time, or one within {@link CLOCK_TOLERANCE_MS}.
 */
export function clockOffset(serverTime: string | undefined, receivedAt: number | undefined): number {
  const server = fromYmdHms(serverTime)?.getTime();
  if (server === undefined || receivedAt === undefined) return 0;
  const offset = server - receivedAt;
  return Math.abs(offset) < CLOCK_TOLERANCE_MS ? 0 : offset;
}

export interface ServerClock {
  /** false while the first answer is on its way (a failed call counts as answered). */
  ready: boolean;
  /** The server's time now, by the device's clock and the offset. */
  now(): number;
  /** Today in Korea (YYYYMMDD) by the server's clock at render. */
  today: string;
}

/** The server's clock; one call (`currentTime`), shared by every screen through RTK Query's cache. */
export function useServerClock(): ServerClock {
  const time = useCurrentTimeQuery();
  const offset = clockOffset(time.data?.crnt_time, time.fulfilledTimeStamp);
  const now = useCallback(() => Date.now() + offset, [offset]);
  const ready = !time.isLoading;
  const today = kstToday(now());
  return useMemo(() => ({ ready, now, today }), [ready, now, today]);
}
