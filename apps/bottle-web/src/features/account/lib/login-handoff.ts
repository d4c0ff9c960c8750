/**
 * The hand-off from a sign-on page (the demo SSO page, a social callback) back to the login
 * screen, which applies the result (spec §8 catalogue, §4 success steps). Kept in memory, not
 * in history state or storage, so tokens never land in the session history; one taker only.
 */
import type { LoginResponse } from '@bottle/api';

export interface LoginHandOff {
  data?: LoginResponse;
  error?: unknown;
  /** The sign-on way that produced it (callScreenAfter.sso takes it back); LOGIN when absent. */
  callType?: string;
}

let pending: LoginHandOff | null = null;

export function handOffLogin(result: LoginHandOff): void {
  pending = result;
}

/** The result waiting for the login screen, removed as it is taken. */
export function takeLoginHandOff(): LoginHandOff | null {
  const result = pending;
  pending = null;
  return result;
}
