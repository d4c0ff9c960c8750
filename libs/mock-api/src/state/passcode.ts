/**
 * Pickup pass codes (issue 7): a 6-digit code per 30-second window, derived with HMAC-SHA-256
 * the way TOTP (RFC 6238) derives its codes, keyed by a server secret and bound to the
 * reservation number. The member's screen shows the current code; the staff endpoint accepts
 * the current window and the one before (a code read just before the window turned), so a
 * screenshot goes stale within a minute.
 *
 * Web Crypto (`crypto.subtle`) is used: it exists in Node 20 and in every browser.
 */
export const PASS_CODE_WINDOW_MS = 30_000;

const encoder = new TextEncoder();

async function hmac(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The window number of an instant. */
export const passCodeWindow = (now: number) => Math.floor(now / PASS_CODE_WINDOW_MS);

/** The 6-digit pass code of a reservation for the window containing `now`. */
export async function passCodeFor(secret: string, pickupNo: string, now: number): Promise<string> {
  const mac = await hmac(secret, `${pickupNo}:${passCodeWindow(now)}`);
  // RFC 4226 §5.3 dynamic truncation.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(binary % 1_000_000).padStart(6, '0');
}

/** Whether `code` is the pass code of the current or the previous window. */
export async function verifyPassCode(secret: string, pickupNo: string, code: string, now: number): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const current = await passCodeFor(secret, pickupNo, now);
  const previous = await passCodeFor(secret, pickupNo, now - PASS_CODE_WINDOW_MS);
  return code === current || code === previous;
}
