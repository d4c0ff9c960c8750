import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, hotp, newTotpSecret, totp, totpCounter, totpSecondsLeft, verifyTotp, type TotpAlgorithm } from './totp';

const ascii = (s: string) => new TextEncoder().encode(s);
/** RFC 6238 Appendix B seeds: the ASCII digits 1234567890 repeated to the hash's size. */
const SEEDS: Record<TotpAlgorithm, Uint8Array> = {
  'SHA-1': ascii('12345678901234567890'),
  'SHA-256': ascii('12345678901234567890123456789012'),
  'SHA-512': ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};

/** RFC 6238 Appendix B, every row: time (s), algorithm, 8-digit TOTP. */
const VECTORS: [number, TotpAlgorithm, string][] = [
  [59, 'SHA-1', '94287082'],
  [59, 'SHA-256', '46119246'],
  [59, 'SHA-512', '90693936'],
  [1111111109, 'SHA-1', '07081804'],
  [1111111109, 'SHA-256', '68084774'],
  [1111111109, 'SHA-512', '25091201'],
  [1111111111, 'SHA-1', '14050471'],
  [1111111111, 'SHA-256', '67062674'],
  [1111111111, 'SHA-512', '99943326'],
  [1234567890, 'SHA-1', '89005924'],
  [1234567890, 'SHA-256', '91819424'],
  [1234567890, 'SHA-512', '93441116'],
  [2000000000, 'SHA-1', '69279037'],
  [2000000000, 'SHA-256', '90698825'],
  [2000000000, 'SHA-512', '38618901'],
  [20000000000, 'SHA-1', '65353130'],
  [20000000000, 'SHA-256', '77737706'],
  [20000000000, 'SHA-512', '47863826'],
];

/** RFC 4226 Appendix D: HOTP of the SHA-1 seed for counters 0 … 9. */
const HOTP_VECTORS = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

const SECRET = bytesToHex(SEEDS['SHA-1']);

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('given the RFC test seed at %i s with %s, then the 8-digit code is %s', async (seconds, algorithm, code) => {
    expect(await totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });

  it('given the RFC 4226 seed, then HOTP of counters 0 … 9 are the RFC codes', async () => {
    const codes = await Promise.all(HOTP_VECTORS.map((_, i) => hotp(SEEDS['SHA-1'], i)));
    expect(codes).toEqual(HOTP_VECTORS);
  });

  it('given a hex secret, then it gives the same code as its bytes (the pickup pass default: SHA-1, 6 digits)', async () => {
    expect(await totp(SECRET, 59_000)).toBe('287082');
    expect(await totp(SEEDS['SHA-1'], 59_000)).toBe('287082');
  });

  it('given the instants either side of a step boundary, then the code changes exactly at the boundary', async () => {
    const boundary = 1111111110_000; // 1111111110 s is a multiple of 30
    expect(totpCounter(boundary - 1)).toBe(totpCounter(boundary) - 1);
    const before = await totp(SECRET, boundary - 1);
    expect(await totp(SECRET, boundary - 29_999)).toBe(before);
    expect(await totp(SECRET, boundary)).not.toBe(before);
    expect(await totp(SECRET, boundary + 29_999)).toBe(await totp(SECRET, boundary));
  });

  it('given an instant, then the countdown runs 30 … 1 and is 30 right at a boundary', () => {
    expect(totpSecondsLeft(1111111110_000)).toBe(30);
    expect(totpSecondsLeft(1111111110_001)).toBe(30);
    expect(totpSecondsLeft(1111111139_000)).toBe(1);
    expect(totpSecondsLeft(1111111139_999)).toBe(1);
  });
});

describe('verifyTotp: ±1 step at the store', () => {
  const t = 1111111125_000; // mid-step
  const stepMs = 30_000;

  it('given the current code, then it is valid with no drift', async () => {
    expect(await verifyTotp(SECRET, await totp(SECRET, t), t)).toEqual({ valid: true, drift: 0 });
  });

  it('given the previous or the next step’s code (a clock a little off), then it is valid with its drift', async () => {
    expect(await verifyTotp(SECRET, await totp(SECRET, t - stepMs), t)).toEqual({ valid: true, drift: -1 });
    expect(await verifyTotp(SECRET, await totp(SECRET, t + stepMs), t)).toEqual({ valid: true, drift: 1 });
  });

  it('given a code two steps old (a screenshot a minute later), then it is refused', async () => {
    const old = await totp(SECRET, t - 2 * stepMs);
    expect(await verifyTotp(SECRET, old, t)).toEqual({ valid: false });
    expect(await verifyTotp(SECRET, old, t, { toleranceSteps: 2 })).toEqual({ valid: true, drift: -2 });
  });

  it('given the code read 1 ms before a boundary, then it is still valid 30 s later and not 60 s later', async () => {
    const boundary = 1111111110_000;
    const read = await totp(SECRET, boundary - 1);
    expect((await verifyTotp(SECRET, read, boundary + 29_999)).valid).toBe(true);
    expect((await verifyTotp(SECRET, read, boundary + 30_000)).valid).toBe(false);
  });

  it('given another reservation’s secret, then its current code is refused', async () => {
    const other = 'ab'.repeat(20);
    expect(await verifyTotp(SECRET, await totp(other, t), t)).toEqual({ valid: false });
  });

  it('given a new secret, then it is 20 random bytes in hex, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('given input that cannot be a code, then it is not valid (no throw)', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 12345']) expect(await verifyTotp(SECRET, code, t)).toEqual({ valid: false });
  });
});

describe('bad input is a clear error', () => {
  it('given a secret that is not hex bytes, then it throws', async () => {
    expect(() => hexToBytes('abc')).toThrow(/hex/);
    expect(() => hexToBytes('zz')).toThrow(/hex/);
    await expect(totp('', 0)).rejects.toThrow(/hex/);
  });

  it('given a negative time, a bad step or a bad digit count, then it throws', async () => {
    expect(() => totpCounter(-1)).toThrow(RangeError);
    expect(() => totpCounter(0, 0)).toThrow(RangeError);
    await expect(totp(SECRET, 0, { digits: 4 })).rejects.toThrow(RangeError);
  });

  it('given hex round trips, then bytes come back', () => {
    expect(bytesToHex(hexToBytes('00ff10'))).toBe('00ff10');
  });
});
