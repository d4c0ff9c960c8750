/**
 * The pickup pass code changes every 30 seconds (issue 7: a 6-digit HMAC code per 30-second
 * window, RFC 4226 truncation, the window counted from the Unix epoch like TOTP). The screen
 * fetches a new code once per window, when the window rolls over, and counts down the seconds
 * locally in between: no polling faster than the code changes.
 */
export const PASS_CODE_WINDOW_MS = 30_000;

/** Index of the 30-second window `now` falls in. */
export function windowOf(now: number): number {
  return Math.floor(now / PASS_CODE_WINDOW_MS);
}

/** Milliseconds until the next window starts (1 … 30000). */
export function msUntilNextWindow(now: number): number {
  return PASS_CODE_WINDOW_MS - (now % PASS_CODE_WINDOW_MS);
}

/** Whole seconds shown in the countdown (30 … 1). */
export function secondsLeft(now: number): number {
  return Math.ceil(msUntilNextWindow(now) / 1000);
}
