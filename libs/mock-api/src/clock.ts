/**
 * The mock server's clock. Token expiry, reservation hold times, the 30-second pickup code
 * window and every "current" date of the dataset are computed from it, so a test can set or
 * advance time instead of waiting ("set the clock for token expiry").
 *
 * Its instants become the spec's date strings (spec §3 "Dates are strings": YYYYMMDD,
 * YYYYMMDDHHmm; the current time YYYYMMDDHHmmss) in Korea time through libs/domain's one date
 * module (`toYmd`, `toYmdHm`, `toYmdHms`, `kstDayFromNow`, `kstWeekday`), the same code the app
 * reads them back with.
 */
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
