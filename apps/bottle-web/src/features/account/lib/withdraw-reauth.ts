/**
 * Withdrawal's identity check: before an account is withdrawn, the member signs on again at the
 * sign-on host (any way they log in: ID and password, easy, Apple, Kakao, Naver), as the chain's
 * other apps ask. The app never takes a password itself (the sign-on host does), and spec §7's
 * withdraw call carries nothing, so the check is the round trip: the withdrawal screen notes an
 * intent for the member (session storage: this tab, this visit), the login handler marks it when a
 * sign-on of that same member comes back, and the screen offers the final step only while the mark
 * is fresh. A sign-on of another member drops the intent.
 */
import { parseJson, safeStorage } from '../../../lib/persistent-state';

export const WITHDRAW_REAUTH_KEY = 'bottle.account.withdrawReauth';
/** How long an intent waits for the sign-on, and how long a sign-on confirms the withdrawal. */
export const WITHDRAW_REAUTH_WINDOW_MS = 10 * 60_000;

interface Intent {
  cno: string;
  startedAt: number;
  confirmedAt?: number;
  /** The reason chosen before leaving (optional), so it survives the round trip. */
  reason?: string;
}

function read(): Intent | undefined {
  const parsed = parseJson(safeStorage('session').get(WITHDRAW_REAUTH_KEY));
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { cno, startedAt, confirmedAt, reason } = parsed as Record<string, unknown>;
  if (typeof cno !== 'string' || typeof startedAt !== 'number') return undefined;
  return { cno, startedAt, ...(typeof confirmedAt === 'number' ? { confirmedAt } : {}), ...(typeof reason === 'string' ? { reason } : {}) };
}

function write(intent: Intent): void {
  safeStorage('session').set(WITHDRAW_REAUTH_KEY, JSON.stringify(intent));
}

/** The member asks to withdraw: the next sign-on of this member (within the window) confirms it. */
export function startWithdrawReauth(cno: string, reason: string | undefined, now: number = Date.now()): void {
  write({ cno, startedAt: now, ...(reason ? { reason } : {}) });
}

/** A sign-on succeeded for `cno` (the login handler): it confirms a pending intent of that member. */
export function noteSignOn(cno: string, now: number = Date.now()): void {
  const intent = read();
  if (!intent || intent.confirmedAt !== undefined) return;
  if (intent.cno !== cno || now - intent.startedAt > WITHDRAW_REAUTH_WINDOW_MS) {
    clearWithdrawReauth();
    return;
  }
  write({ ...intent, confirmedAt: now });
}

/** Whether `cno` signed on again for the withdrawal within the window, and the reason kept. */
export function withdrawReauth(cno: string | undefined, now: number = Date.now()): { confirmed: boolean; reason?: string } {
  const intent = read();
  if (!intent || !cno || intent.cno !== cno) return { confirmed: false };
  const confirmed = intent.confirmedAt !== undefined && now - intent.confirmedAt <= WITHDRAW_REAUTH_WINDOW_MS;
  return { confirmed, ...(intent.reason ? { reason: intent.reason } : {}) };
}

export function clearWithdrawReauth(): void {
  safeStorage('session').remove(WITHDRAW_REAUTH_KEY);
}
