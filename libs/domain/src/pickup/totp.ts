/**
 * Time-based one-time codes (TOTP, RFC 6238 over HOTP, RFC 4226) for the pickup pass.
 * The member's phone computes the code offline from the reservation's secret, so the
 * pass works in a basement with no signal; the store (the demo server, the desk) checks it with
 * a tolerance of one 30-second step each way, for a clock a little off or a code read just as it
 * turned. A screenshot is useless a minute later, and the code cannot be made without the secret.
 *
 * Pure: HMAC comes from Web Crypto (`crypto.subtle`), present in Node 20 and every browser, so
 * the app, the desk and the mock backend share this one implementation.
 */

/** RFC 6238 §4: the step X, 30 seconds by default. */
export const TOTP_STEP_SECONDS = 30;
/** Digits of the pickup pass code. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the checker's own (RFC 6238 §5.2 recommends at most one). */
export const TOTP_TOLERANCE_STEPS = 1;
/** Bytes of a reservation's secret: 160 bits, the HMAC-SHA1 output size (RFC 4226 §4 R6). */
export const TOTP_SECRET_BYTES = 20;

export type TotpAlgorithm = 'SHA-1' | 'SHA-256' | 'SHA-512';

export interface TotpOptions {
  stepSeconds?: number;
  digits?: number;
  algorithm?: TotpAlgorithm;
}

export interface TotpCheckOptions extends TotpOptions {
  /** Steps accepted before and after the current one (default 1). */
  toleranceSteps?: number;
}

/** The result of a check: the step offset the code matched (-1 = the previous step …). */
export type TotpCheck = { valid: true; drift: number } | { valid: false };

function stepMs(stepSeconds: number): number {
  if (!Number.isInteger(stepSeconds) || stepSeconds < 1)
    throw new RangeError(`TOTP step must be a whole number of seconds ≥ 1, got ${stepSeconds}`);
  return stepSeconds * 1000;
}

/** RFC 6238 §4.2: T = floor((now − T0) / X), with T0 = the Unix epoch. */
export function totpCounter(nowMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  if (!Number.isFinite(nowMs) || nowMs < 0) throw new RangeError(`TOTP time must be a finite instant at or after 1970, got ${nowMs}`);
  return Math.floor(nowMs / stepMs(stepSeconds));
}

/** Milliseconds until the next step starts (1 … step). */
export function totpMsLeft(nowMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  const ms = stepMs(stepSeconds);
  return ms - (nowMs % ms);
}

/** Whole seconds shown in a countdown to the next code (step … 1). */
export function totpSecondsLeft(nowMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.ceil(totpMsLeft(nowMs, stepSeconds) / 1000);
}

/** A secret as it travels: lowercase hex. Throws on anything that is not whole bytes of hex. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new TypeError('TOTP secret must be a non-empty hex string of whole bytes');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh random secret (hex), for a new reservation. */
export function newTotpSecret(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
}

/** The 8-byte big-endian counter message of RFC 4226 §5.2. */
function counterBytes(counter: number): Uint8Array<ArrayBuffer> {
  const buf = new ArrayBuffer(8);
  const view = new DataView(buf);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  return new Uint8Array(buf);
}

/** HOTP (RFC 4226 §5.3): HMAC of the counter, dynamic truncation, the last `digits` digits. */
export async function hotp(secret: Uint8Array | string, counter: number, options: TotpOptions = {}): Promise<string> {
  const digits = options.digits ?? TOTP_DIGITS;
  if (!Number.isInteger(digits) || digits < 6 || digits > 10) throw new RangeError(`HOTP codes have 6 to 10 digits, got ${digits}`);
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError(`HOTP counter must be a whole number ≥ 0, got ${counter}`);
  // A copy: a plain ArrayBuffer-backed view of this realm, whatever the caller passed.
  const keyBytes = typeof secret === 'string' ? hexToBytes(secret) : new Uint8Array(secret);
  if (keyBytes.length === 0) throw new TypeError('TOTP secret must not be empty');
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: options.algorithm ?? 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counterBytes(counter)));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  // Past 9 digits the 31-bit value is shorter than the modulus: the padding keeps the length.
  return String(binary % 10 ** Math.min(digits, 9)).padStart(digits, '0');
}

/** The TOTP code for the instant `nowMs` (RFC 6238 §4.2). */
export function totp(secret: Uint8Array | string, nowMs: number, options: TotpOptions = {}): Promise<string> {
  return hotp(secret, totpCounter(nowMs, options.stepSeconds), options);
}

/**
 * Checks a code against the steps around `nowMs` (±`toleranceSteps`). Input that cannot be a
 * code (wrong length, not digits) is simply not valid: the desk says "wrong or stale code".
 */
export async function verifyTotp(
  secret: Uint8Array | string,
  code: string,
  nowMs: number,
  options: TotpCheckOptions = {},
): Promise<TotpCheck> {
  const digits = options.digits ?? TOTP_DIGITS;
  const tolerance = options.toleranceSteps ?? TOTP_TOLERANCE_STEPS;
  if (!Number.isInteger(tolerance) || tolerance < 0)
    throw new RangeError(`TOTP tolerance must be a whole number of steps ≥ 0, got ${tolerance}`);
  if (code.length !== digits || !/^\d+$/.test(code)) return { valid: false };
  const counter = totpCounter(nowMs, options.stepSeconds);
  // The current step first, then the nearer neighbours: the usual case costs one HMAC.
  const drifts = [0];
  for (let d = 1; d <= tolerance; d += 1) drifts.push(-d, d);
  for (const drift of drifts) {
    if (counter + drift < 0) continue;
    if ((await hotp(secret, counter + drift, options)) === code) return { valid: true, drift };
  }
  return { valid: false };
}
