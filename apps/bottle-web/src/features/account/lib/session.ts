/**
 * The member's session on this device (spec §3 "Login and tokens", §4 "Auto-login", "Logout"):
 * the API token pair goes through libs/api's configured token store (local storage under
 * access_token / refresh_token in the app, memory in tests), the member token set (acesTkn,
 * rnwTkn, ssoTkn) and AUTO_LOGIN_STATE into local storage under the spec's keys.
 */
import { getApiRuntime, type LoginResponse } from '@bottle/api';
import { STORAGE_KEYS } from '@bottle/domain';
import type { LoginInfo } from '@bottle/bridge';

type Local = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): Local | undefined {
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

/**
 * Stores every token of a successful login and returns what the native shell is told
 * (bridge `setLoginInfo`, spec §4).
 */
export function storeLoginTokens(response: LoginResponse, storage: Local | undefined = localStore()): LoginInfo {
  getApiRuntime().config.tokenStore.set({ accessToken: response.access_token, refreshToken: response.refresh_token });
  const memberTokens: [string, string | undefined][] = [
    [STORAGE_KEYS.acesTkn, response.acesTkn],
    [STORAGE_KEYS.rnwTkn, response.rnwTkn],
    [STORAGE_KEYS.ssoTkn, response.ssoTkn],
  ];
  for (const [key, value] of memberTokens) {
    if (value) storage?.setItem(key, value);
    else storage?.removeItem(key);
  }
  return {
    ...(response.access_token ? { access_token: response.access_token } : {}),
    ...(response.refresh_token ? { refresh_token: response.refresh_token } : {}),
    ...(response.acesTkn ? { acesTkn: response.acesTkn } : {}),
    ...(response.rnwTkn ? { rnwTkn: response.rnwTkn } : {}),
    ...(response.ssoTkn ? { ssoTkn: response.ssoTkn } : {}),
  };
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

/**
 * Logout and withdrawal (spec §4): the token store is emptied and local and session storage
 * are cleared, all of it. (The UI language stays in the Redux store for this page life.)
 */
export function clearSession(storages: { local?: Pick<Storage, 'clear'>; session?: Pick<Storage, 'clear'> } = defaultStorages()): void {
  getApiRuntime().config.tokenStore.set({});
  storages.local?.clear();
  storages.session?.clear();
}

function defaultStorages(): { local?: Storage; session?: Storage } {
  try {
    return { local: globalThis.localStorage, session: globalThis.sessionStorage };
  } catch {
    return {};
  }
}
