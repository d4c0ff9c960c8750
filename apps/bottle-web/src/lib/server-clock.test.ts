// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_MS, clockOffset } from './server-clock';

// 12:00:00 on 24 December 2026 in Korea is 03:00:00 UTC.
const SERVER = '20261224120000';
const SERVER_MS = Date.parse('2026-12-24T03:00:00Z');

describe("the shop's clock", () => {
  it("given a phone a day behind the shop, then the offset is the day, whatever the device's zone", () => {
    expect(clockOffset(SERVER, SERVER_MS - 86_400_000)).toBe(86_400_000);
    expect(clockOffset(SERVER, SERVER_MS + 3 * 60_000)).toBe(-3 * 60_000);
  });

  it('given a phone within a few seconds of the shop (the answer took a trip, the time is to the second), then there is no offset', () => {
    expect(clockOffset(SERVER, SERVER_MS + 999)).toBe(0);
    expect(clockOffset(SERVER, SERVER_MS - (CLOCK_TOLERANCE_MS - 1))).toBe(0);
    expect(clockOffset(SERVER, SERVER_MS - CLOCK_TOLERANCE_MS)).toBe(CLOCK_TOLERANCE_MS);
  });

  it('given no answer or a malformed one, then the phone keeps its own clock', () => {
    for (const bad of [undefined, '', '2026122412', '20261324120000', '20261224250000', 'x'.repeat(14), '2026-12-24T12:00:00']) {
      expect(clockOffset(bad, SERVER_MS - 86_400_000)).toBe(0);
    }
    expect(clockOffset(SERVER, undefined)).toBe(0);
  });
});
