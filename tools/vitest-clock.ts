/**
 * Optional clock and zone for a whole unit run: `BOTTLE_TEST_CLOCK=2026-11-24T23:30:00Z`
 * starts the wall clock of every test file at that instant, and it goes on ticking from there, so
 * a suite can be tried at the hours where Korean and UTC dates differ. Tests that choose their own
 * clock (vi.useFakeTimers / vi.setSystemTime) still win while they hold it. The zone is the
 * process's own: run with `TZ=UTC` or `TZ=Asia/Seoul` (tools/test-determinism.mjs does both).
 *
 * Only `Date` moves; timers and performance.now() keep real time, so nothing waits longer.
 */
const at = process.env['BOTTLE_TEST_CLOCK'];

if (at) {
  const target = Date.parse(at);
  if (Number.isNaN(target)) throw new Error(`BOTTLE_TEST_CLOCK is not a date: ${at}`);
  // A project that shares one module graph across its files (isolate: false) runs this file
  // again before each of them: shift the real Date, kept from the first run, never a shifted one.
  const realKey = Symbol.for('bottle.test-clock.real-date');
  const holder = globalThis as unknown as Record<symbol, DateConstructor | undefined>;
  const RealDate = holder[realKey] ?? (holder[realKey] = Date);
  const offset = target - RealDate.now();
  // A subclass keeps instanceof, Date.parse, Date.UTC and every prototype method; only "now"
  // (the no-argument constructor and Date.now) is shifted.
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
