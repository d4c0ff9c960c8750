/**
 * The mock server's clock. Token expiry, reservation hold times, the 30-second pickup code
 * window and every "current" date of the dataset are computed from it, so a test can set or
 * advance time instead of waiting (issue 7: "set the clock for token expiry").
 *
 * Dates are rendered in Korea Standard Time (UTC+9, no daylight saving) in the spec's string
 * formats YYYYMMDD and YYYYMMDDHHmm (spec §3 "Dates are strings").
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export class MockClock {
  private fixed: number | null = null;
  private offset = 0;

  /** Milliseconds since the epoch, as the mock server sees it. */
  now(): number {
    return this.fixed ?? Date.now() + this.offset;
  }

  /** Freezes the clock at `ms` (epoch milliseconds or a Date). */
  set(time: number | Date): void {
    this.fixed = typeof time === 'number' ? time : time.getTime();
  }

  /** Moves the clock forward (frozen or running). */
  advance(ms: number): void {
    if (this.fixed !== null) this.fixed += ms;
    else this.offset += ms;
  }

  /** Back to the real time. */
  reset(): void {
    this.fixed = null;
    this.offset = 0;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDD in KST. */
export function ymd(ms: number): string {
  const d = new Date(ms + KST_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** YYYYMMDDHHmm in KST. */
export function ymdhm(ms: number): string {
  const d = new Date(ms + KST_OFFSET_MS);
  return `${ymd(ms)}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
}

/** YYYYMMDDHHmmss in KST (the auto-login save date format of spec §3). */
export function ymdhms(ms: number): string {
  const d = new Date(ms + KST_OFFSET_MS);
  return `${ymdhm(ms)}${pad(d.getUTCSeconds())}`;
}

/** YYYYMMDD of the day `offset` days from `now`. */
export function dayFromNow(now: number, offset: number): string {
  return ymd(now + offset * DAY_MS);
}

/** Weekday (0 Sunday .. 6 Saturday) of a KST instant. */
export function kstWeekday(ms: number): number {
  return new Date(ms + KST_OFFSET_MS).getUTCDay();
}
