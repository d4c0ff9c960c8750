/**
 * The app's side of the member's session on this device (spec §3 "Login and tokens", §4
 * "Auto-login", "Logout", "Token refresh"). Every way a session starts runs `startSession`, every
 * way it ends runs `endSession`:
 *
 * - the API token pair belongs to libs/api, the session's one owner: begun with
 *   `beginApiSession`, ended with `endApiSession` (each a new session generation there, so a
 *   refresh of the old session never lands); "is there a session" is its `hasApiSession`, and the
 *   auth slice follows its changes (./follow-session.ts);
 * - the member token set (acesTkn, rnwTkn, ssoTkn) and AUTO_LOGIN_STATE live in local storage
 *   under the spec's keys.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { beginApiSession, endApiSession, getSessionTokens, resetApiCaches, type LoginResponse } from '@bottle/api';
import { STORAGE_KEYS, toAutoLoginSaveDate } from '@bottle/domain';
import type { LoginInfo } from '@bottle/bridge';
import { DEVICE_KEYS } from '../device-keys';

export type Local = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localStore(): Local | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled (some web views): the session then lasts for this page only.
    return undefined;
  }
}

/** True when the login answer carries the tokens a session needs (libs/api A11). */
export function hasSessionTokens(response: LoginResponse | undefined): response is LoginResponse & { access_token: string } {
  return typeof response?.access_token === 'string' && response.access_token !== '';
}

/** The shell's login info (bridge `setLoginInfo`, spec §4): the tokens the answer carries. */
function loginInfoOf(tokens: LoginInfo): LoginInfo {
  const keys = ['access_token', 'refresh_token', 'acesTkn', 'rnwTkn', 'ssoTkn'] as const;
  return Object.fromEntries(keys.filter((key) => tokens[key]).map((key) => [key, tokens[key]])) as LoginInfo;
}

/**
 * Stores every token of a successful login, replacing the previous session's, and returns what
 * the native shell is told (bridge `setLoginInfo`, spec §4).
 */
export function storeLoginTokens(
  response: LoginResponse & { access_token: string },
  storage: Local | undefined = localStore(),
  now: number = Date.now(),
): LoginInfo {
  beginApiSession({ accessToken: response.access_token, ...(response.refresh_token ? { refreshToken: response.refresh_token } : {}) });
  for (const [key, value] of [
    [STORAGE_KEYS.acesTkn, response.acesTkn],
    [STORAGE_KEYS.rnwTkn, response.rnwTkn],
    [STORAGE_KEYS.ssoTkn, response.ssoTkn],
  ] as const) {
    if (value) storage?.setItem(key, value);
    else storage?.removeItem(key);
  }
  // Spec §3 "Auto-login save date": when this login was saved for auto-login (sent to auto-bt).
  if (readAutoLogin(storage) === 'Y') storage?.setItem(AUTO_LOGIN_SAVE_DATE_KEY, toAutoLoginSaveDate(now));
  else storage?.removeItem(AUTO_LOGIN_SAVE_DATE_KEY);
  return loginInfoOf(response);
}

/**
 * Local storage key of the auto-login save date (spec §3 names the value, YYYYMMDDHHmmss, not its
 * key; ASSUMPTIONS "Account").
 */
export const AUTO_LOGIN_SAVE_DATE_KEY = 'AUTO_LOGIN_SAVE_DATE';

/**
 * The start-up's login-info step (spec §4): the shell's tokens are stored; a token the shell did
 * not send keeps its stored value, and the member token set is stored when its access token
 * (acesTkn) is present. Returns whether the shell sent an access token.
 */
export function storeShellLoginInfo(info: LoginInfo, storage: Local | undefined = localStore()): boolean {
  if (info.access_token || info.refresh_token) {
    const current = getSessionTokens();
    const accessToken = info.access_token || current.accessToken;
    // A refresh token alone, with no access token held, is no session: nothing to begin.
    if (accessToken) beginApiSession({ accessToken, refreshToken: info.refresh_token || current.refreshToken });
  }
  if (info.acesTkn) {
    storage?.setItem(STORAGE_KEYS.acesTkn, info.acesTkn);
    if (info.rnwTkn) storage?.setItem(STORAGE_KEYS.rnwTkn, info.rnwTkn);
    if (info.ssoTkn) storage?.setItem(STORAGE_KEYS.ssoTkn, info.ssoTkn);
  }
  return Boolean(info.access_token);
}

/** The member token set as stored (sign-up, logout's SSO page and the social-info call need it). */
export function readMemberTokens(storage: Local | undefined = localStore()): { acesTkn: string | null; ssoTkn: string | null } {
  return { acesTkn: storage?.getItem(STORAGE_KEYS.acesTkn) ?? null, ssoTkn: storage?.getItem(STORAGE_KEYS.ssoTkn) ?? null };
}

/** AUTO_LOGIN_STATE as stored; N when absent (the browser default of spec §4). */
export function readAutoLogin(storage: Local | undefined = localStore()): 'Y' | 'N' {
  return storage?.getItem(STORAGE_KEYS.autoLoginState) === 'Y' ? 'Y' : 'N';
}

export function writeAutoLogin(value: 'Y' | 'N', storage: Local | undefined = localStore()): void {
  storage?.setItem(STORAGE_KEYS.autoLoginState, value);
}

export interface StartSessionDeps {
  /** Given, the API caches are emptied: data cached as a visitor (store info, personalised flags) must refetch. */
  dispatch?(action: UnknownAction): unknown;
  /** The shell's `setLoginInfo` (spec §4); absent outside the shell. */
  tellShell?(info: LoginInfo): Promise<void>;
  log(message: string, error?: unknown): void;
  storage?: Local | undefined;
  now?: number;
}

/**
 * Starts a session from a login answer that carries its tokens (a login screen, auto-login), always
 * the same way: every token stored (libs/api's pair through `beginApiSession`, which the auth
 * slice follows; the member set and the auto-login save date here), the API caches emptied when
 * asked, then the shell told. A shell failure is only logged (spec §8). Returns what the shell is told.
 */
export function startSession(response: LoginResponse & { access_token: string }, deps: StartSessionDeps): LoginInfo {
  const info = storeLoginTokens(response, 'storage' in deps ? deps.storage : localStore(), deps.now);
  if (deps.dispatch) resetApiCaches(deps.dispatch);
  deps.tellShell?.(info).catch((e: unknown) => deps.log('error bridge setLoginInfo', e));
  return info;
}

/**
 * The ways a session ends: the member logs out or withdraws, the refresh answers 401 (spec §4
 * "Token refresh", §8 "Session expiry"), or another tab of the app logged out
 * (that tab already cleared the shared local storage and told the shell).
 */
export type SessionEnd = 'logout' | 'withdraw' | 'expired' | 'other-tab';

export type SessionEndStep = 'notice' | 'native-logout' | 'clear' | 'logged-out' | 'leave';

export interface EndSessionDeps {
  dispatch(action: UnknownAction): unknown;
  /** What the member reads before the app moves on (the withdrawal's confirmation, the expiry alert). */
  notice?(): Promise<void>;
  /** The shell's logout (spec §4); absent outside the shell. */
  nativeLogout?(): Promise<void>;
  /** The shell's cache deletion (spec §4 session expiry). */
  deleteNativeCache?(): Promise<void>;
  /**
   * The storages emptied with the tokens (spec §4: local and session storage), all but the
   * device's own answers (lib/device-keys.ts), which are put back when the storage can be read.
   */
  storages?: (Pick<Storage, 'clear'> & Partial<Pick<Storage, 'getItem' | 'setItem'>>)[];
  /** Where the member goes next: the sign-on host's logout page, or /login. */
  leave?(): void;
  log(message: string, error?: unknown): void;
}

/**
 * Ends the session, always in this order (spec §4 "Logout", §8 "Session expiry"): the notice,
 * the shell's logout and cache deletion, the tokens and storages cleared, the API caches emptied
 * and the auth slice logged out, then the way out. Shell failures are logged and the sequence
 * goes on: a failing shell must not keep the member on a dead session. Returns the steps run.
 */
export async function endSession(reason: SessionEnd, deps: EndSessionDeps): Promise<SessionEndStep[]> {
  const steps: SessionEndStep[] = [];
  if (deps.notice) {
    steps.push('notice');
    await deps.notice();
  }
  if (deps.nativeLogout) {
    steps.push('native-logout');
    await deps.nativeLogout().catch((e: unknown) => deps.log('error bridge logout', e));
  }
  if (reason !== 'other-tab') {
    steps.push('clear');
    await deps.deleteNativeCache?.().catch((e: unknown) => deps.log('error bridge deleteCache', e));
    // Through libs/api, the session's owner: a new session generation, so an old refresh is
    // discarded, and the auth slice follows (./follow-session.ts).
    endApiSession();
    for (const storage of deps.storages ?? []) clearKeepingDeviceKeys(storage);
  }
  steps.push('logged-out');
  // A member's data must not stay on screen, nor be served from the cache to the next member.
  resetApiCaches(deps.dispatch);
  if (deps.leave) {
    steps.push('leave');
    deps.leave();
  }
  return steps;
}

/**
 * Empties a storage but for the device's keys: read before, written back after, in one task, so
 * another tab's `storage` listener (which reads the storage when it runs) finds them still there.
 */
function clearKeepingDeviceKeys(storage: NonNullable<EndSessionDeps['storages']>[number]): void {
  const kept = DEVICE_KEYS.flatMap((key) => {
    const value = storage.getItem?.(key);
    return typeof value === 'string' ? [[key, value] as const] : [];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem?.(key, value);
}

/** Local and session storage of this page, where they can be reached. */
export function pageStorages(win: Pick<Window, 'localStorage' | 'sessionStorage'> = globalThis as unknown as Window): Storage[] {
  try {
    return [win.localStorage, win.sessionStorage];
  } catch {
    return [];
  }
}

/**
 * The session-expiry flow (spec §4, §8), run when the refresh call itself answers 401. Once per
 * expiry (spec §4 says once per page life): libs/api calls onSessionExpired once per
 * expired session and again after a new login expires; the app makes one flow per call, and this
 * guard keeps a second caller of the same flow (e.g. a native event) out.
 */
export function createSessionExpiryFlow(deps: EndSessionDeps): () => Promise<SessionEndStep[]> {
  let ran = false;
  return async () => {
    if (ran) return [];
    ran = true;
    return endSession('expired', deps);
  };
}
