/**
 * How many wrong pass codes the desk may try on one reservation. A pass code is 6 digits, so an
 * unlimited check let anyone at a desk (or anyone reaching the check at all) find a live code in
 * about an hour and take the bottles. After `PASS_MAX_FAILURES` wrong codes for a reservation
 * within `PASS_WINDOW_MS`, its checks stop for `PASS_LOCK_MS`: the desk must look at the member's
 * ID and the reservation on their phone instead. Each lockout is told to the server's log
 * (`onSecurityEvent`) and put on the member's timeline (a REFUSED step, reason PASS_LOCKED), so
 * the member sees that someone tried their reservation.
 */
import { toYmdHm, verifyTotp } from '@bottle/domain';
import type { MockBackend, PickupRecord } from './backend';
import { MOCK_CODES, MockApiError } from './errors';

const MINUTE = 60_000;
export const PASS_MAX_FAILURES = 5;
export const PASS_WINDOW_MS = 10 * MINUTE;
export const PASS_LOCK_MS = 10 * MINUTE;
/** rspDtc of a check refused because the reservation's checks are locked (status 429). */
export const PASS_LOCKED_CODE = '4094';

/** Wrong codes of one reservation: when each came (inside the window), and the lock's end. */
export interface PassFailures {
  at: number[];
  locked_until?: number;
}

function lockedError(until: number): MockApiError {
  return new MockApiError(
    429,
    MOCK_CODES.refused[0],
    PASS_LOCKED_CODE,
    `too many wrong pass codes for this reservation: check the member's ID and the reservation on their phone; code checks open again at ${toYmdHm(until)}`,
  );
}

/**
 * Checks `code` against the reservation's pass (RFC 6238, ±1 step). Answers whether it is
 * valid; a wrong code is counted, and the one that reaches the limit locks the reservation and
 * throws the lock's 429, as does any check while it is locked (a right code too: the desk must
 * not go on guessing until one works).
 */
export async function checkPassCode(backend: MockBackend, r: PickupRecord, code: string): Promise<boolean> {
  const all = (backend.state.pass_failures ??= {});
  const now = backend.now();
  const failures = all[r.pickup_no];
  if (failures?.locked_until !== undefined && failures.locked_until > now) throw lockedError(failures.locked_until);
  const valid = (await verifyTotp(backend.passSecret(r), code, backend.now())).valid;
  if (valid) {
    if (failures) {
      delete all[r.pickup_no];
      backend.changed();
    }
    return true;
  }
  const recent = (failures?.at ?? []).filter((at) => at > now - PASS_WINDOW_MS);
  recent.push(now);
  if (recent.length < PASS_MAX_FAILURES) {
    all[r.pickup_no] = { at: recent };
    backend.changed();
    return false;
  }
  const until = now + PASS_LOCK_MS;
  all[r.pickup_no] = { at: [], locked_until: until };
  r.history.push({ stage: 'REFUSED', at: now, str_cd: r.str_cd, rsn_cd: 'PASS_LOCKED' });
  backend.pushPickupRefused(r);
  backend.options.onSecurityEvent(
    `pickup ${r.pickup_no} at store ${r.str_cd}: pass code checks locked until ${toYmdHm(until)} after ${PASS_MAX_FAILURES} wrong codes within ${PASS_WINDOW_MS / MINUTE} minutes`,
  );
  backend.changed();
  throw lockedError(until);
}
