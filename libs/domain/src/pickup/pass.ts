/**
 * What the pickup pass QR code carries: the reservation number, so the desk
 * knows which reservation to open, and the current TOTP code, which proves the phone holds the
 * reservation's secret right now. `BOTTLE-PICKUP:<reservation no>:<code>`; a prefix so a desk
 * scanning the wrong QR code (a product's, a URL) says so instead of looking it up.
 *
 * Staff who cannot scan type the same two things; `parsePickupPass` reads both forms.
 */
import { TOTP_DIGITS } from './totp';

export const PICKUP_PASS_PREFIX = 'BOTTLE-PICKUP';

export interface PickupPass {
  pickupNo: string;
  code: string;
}

const PICKUP_NO = /^[A-Za-z]{2}\d{1,12}$/;
const CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export function pickupPassPayload(pickupNo: string, code: string): string {
  if (!PICKUP_NO.test(pickupNo)) throw new TypeError(`not a reservation number: ${pickupNo}`);
  if (!CODE.test(code)) throw new TypeError(`a pass code has ${TOTP_DIGITS} digits`);
  return `${PICKUP_PASS_PREFIX}:${pickupNo}:${code}`;
}

/**
 * Reads a scanned payload or typed text ("PK12 123456", "pk12-123 456"); null when it is
 * neither, so the desk can say "not a pickup pass".
 */
export function parsePickupPass(text: string): PickupPass | null {
  const trimmed = text.trim();
  const scanned = trimmed.startsWith(`${PICKUP_PASS_PREFIX}:`) ? trimmed.slice(PICKUP_PASS_PREFIX.length + 1).split(':') : null;
  const [no, code] = scanned ?? /^([A-Za-z]{2}\d{1,12})[\s:-]+([\d\s]+)$/.exec(trimmed)?.slice(1) ?? [];
  const pickupNo = no?.toUpperCase() ?? '';
  const digits = (code ?? '').replace(/\s/g, '');
  if (scanned && scanned.length !== 2) return null;
  return PICKUP_NO.test(pickupNo) && CODE.test(digits) ? { pickupNo, code: digits } : null;
}
