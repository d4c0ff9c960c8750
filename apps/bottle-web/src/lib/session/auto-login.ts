/**
 * Auto-login in the web view (spec §4 "Auto-login", /fo/user/ssobottle/login/auto-bt).
 * Loaded with the web-view start-up only (app/wiring.ts), not on the first route.
 */
import type { AutoLoginRequest, LoginResponse } from '@bottle/api';
import type { LoginInfo } from '@bottle/bridge';
import { decideLoginError, STORAGE_KEYS } from '@bottle/domain';
import { hasApiSession } from '@bottle/api';
import { AUTO_LOGIN_SAVE_DATE_KEY, hasSessionTokens, localStore, readAutoLogin, startSession, writeAutoLogin, type Local } from './session';

export interface AutoLoginDeps {
  storage?: Local | undefined;
  /** POST /fo/user/ssobottle/login/auto-bt. */
  login(request: AutoLoginRequest): Promise<LoginResponse>;
  /** The session is back: the shell is told its tokens (`setLoginInfo`, spec §4). */
  tellShell(info: LoginInfo): Promise<void>;
  /** Spec §4: a login error sets auto-login to N, and the shell is told. */
  onAutoLoginOff(): void;
  /**
   * The shell's own auto-login state (spec §7 native "auto-login" get). The shell keeps it across
   * a cleared web view and the member may change it in the shell's settings, so start-up asks it
   * first; local storage answers only when the shell cannot.
   */
  shellAutoLogin?(): Promise<'Y' | 'N'>;
  log(message: string, error?: unknown): void;
  now?: number;
}

/**
 * Auto-login in the web view (spec §4 "Auto-login"; ASSUMPTIONS "Account"): when the start-up's
 * login-info step ended without an API token but the member chose auto-login (AUTO_LOGIN_STATE Y)
 * and a member token set is stored (the shell's login info or an earlier login), the session is
 * renewed at auto-bt with that set and its save date. A spec §8 login error turns auto-login N
 * (98-999 excepted, as in the catalogue) and the member starts as a visitor, without an alert: they
 * asked for nothing at start-up. Returns whether a session now exists.
 */
export async function resumeAutoLogin(deps: AutoLoginDeps): Promise<boolean> {
  const storage = deps.storage ?? localStore();
  if (deps.shellAutoLogin) {
    try {
      // The shell's answer is the member's current choice: keep it for this page too.
      writeAutoLogin(await deps.shellAutoLogin(), storage);
    } catch (error) {
      deps.log('error bridge getAutoLogin', error);
    }
  }
  const acesTkn = storage?.getItem(STORAGE_KEYS.acesTkn);
  if (readAutoLogin(storage) !== 'Y' || !acesTkn || hasApiSession()) return hasApiSession();
  const rnwTkn = storage?.getItem(STORAGE_KEYS.rnwTkn);
  const ssoTkn = storage?.getItem(STORAGE_KEYS.ssoTkn);
  const saveDate = storage?.getItem(AUTO_LOGIN_SAVE_DATE_KEY);
  let response: LoginResponse;
  try {
    response = await deps.login({
      acesTkn,
      ...(rnwTkn ? { rnwTkn } : {}),
      ...(ssoTkn ? { ssoTkn } : {}),
      ...(saveDate ? { auto_login_save_dt: saveDate } : {}),
    });
  } catch (error) {
    // A network or server failure says nothing about the saved login: auto-login stays Y.
    deps.log('auto-login failed', error);
    return false;
  }
  if (!(response.rspC && response.rspDtc) && hasSessionTokens(response)) {
    // Started as every login is (lib/session startSession); the auth slice follows libs/api.
    startSession(response, { tellShell: deps.tellShell, log: deps.log, storage, ...(deps.now === undefined ? {} : { now: deps.now }) });
    return true;
  }
  if (decideLoginError(response, { hasInlineHandler: false }).autoLogin === 'N') {
    writeAutoLogin('N', storage);
    storage?.removeItem(AUTO_LOGIN_SAVE_DATE_KEY);
    deps.onAutoLoginOff();
  }
  return false;
}
