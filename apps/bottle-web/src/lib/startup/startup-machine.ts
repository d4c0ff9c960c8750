/**
 * The start-up sequence (spec §4 "Startup", "Security check", "Login-info step") as an explicit
 * state machine: each state is one step that does its work through injected dependencies and
 * names the next state. `runStartup` walks it to a terminal state and returns the trace, so
 * tests check every transition with a fake bridge and fake calls.
 *
 *   start ─ outside web view ─> outside ─> ready
 *     └─ web view ─> app-info ─> version-check ─ lower version ─> update-required (terminal)
 *                                   │ (failure: log, go on to login-info)
 *                                   └─> capability ─ supports security info ─> security-check
 *                                          └─ no ─> login-info           ├─ compromised / valid_yn N ─> tampered (terminal)
 *                                                                         └─ pass / failure ─> login-info
 *   login-info ─ tokens stored ─> ready (success handler) | bridge failure ─> ready (failure handler)
 */
import { needsMandatoryUpdate, securityAfterHash, securityFirstStep, STORAGE_KEYS } from '@bottle/domain';
import type { AppInfo, LoginInfo, SecurityInfo } from '@bottle/bridge';

export type StartupState =
  | 'start'
  | 'outside'
  | 'app-info'
  | 'version-check'
  | 'capability'
  | 'security-check'
  | 'login-info'
  | 'update-required'
  | 'tampered'
  | 'ready';

export const TERMINAL_STATES: readonly StartupState[] = ['update-required', 'tampered', 'ready'];

export interface StartupDeps {
  inWebView: boolean;
  bridge: {
    getAppInfo(): Promise<AppInfo>;
    supportsSecurityInfo(): Promise<boolean>;
    getSecurityInfo(): Promise<SecurityInfo>;
    getLoginInfo(): Promise<LoginInfo>;
  };
  /** Required versions (POST /v2/hybridapp/common/whole/app/ver); rejects on failure. */
  fetchRequiredVersions(): Promise<{ ios_ver?: string; and_ver?: string }>;
  /** Server hash verification (POST /v2/hybridapp/common/hash); rejects on failure. */
  verifyHash(req: { hash: string; device_os: string; cert_key_dvs: string }): Promise<{ valid_yn?: string }>;
  /** Device info into the auth slice (spec §3 "Device info"). */
  setDeviceInfo(info: { device_id?: string; device_os: 'web' | 'I' | 'A'; model_nm?: string; app_ver?: string }): void;
  /** Where AUTO_LOGIN_STATE is kept (spec §4 step 1). */
  storage: Pick<Storage, 'setItem'>;
  /** Stores the shell's tokens (lib/session/session.ts); true when an access token came. */
  storeLoginInfo(info: LoginInfo): boolean;
  /** Success handler of the login-info step: whether an access token was delivered. */
  onLoginInfo(loggedIn: boolean): void;
  /** Failure handler of the login-info step. */
  onLoginInfoFailed(): void;
  log: (message: string, error?: unknown) => void;
}

interface Context {
  appInfo?: AppInfo;
}

type Step = (deps: StartupDeps, ctx: Context) => Promise<StartupState>;

const steps: Record<Exclude<StartupState, 'update-required' | 'tampered' | 'ready'>, Step> = {
  async start(deps) {
    return deps.inWebView ? 'app-info' : 'outside';
  },

  // Spec §4 "Startup (outside web view)": default device info is set and the app proceeds.
  async outside(deps) {
    deps.setDeviceInfo({ device_os: 'web', app_ver: '0.0.0' });
    return 'ready';
  },

  // Step 1: app info (auto-login state stored locally, device id, OS, model, app version).
  async 'app-info'(deps, ctx) {
    try {
      const info = await deps.bridge.getAppInfo();
      ctx.appInfo = info;
      deps.storage.setItem(STORAGE_KEYS.autoLoginState, info.auto_login_yn);
      deps.setDeviceInfo({ device_id: info.device_id, device_os: info.device_os, model_nm: info.model_nm, app_ver: info.app_ver });
    } catch (error) {
      // Without app info the defaults stay; the version check then cannot force an update.
      deps.log('error bridge getAppInfo', error);
    }
    return 'version-check';
  },

  // Steps 2–3: required versions; a lower installed version shows the mandatory update.
  async 'version-check'(deps, ctx) {
    try {
      const required = await deps.fetchRequiredVersions();
      const update = needsMandatoryUpdate({
        deviceOs: ctx.appInfo?.device_os,
        appVer: ctx.appInfo?.app_ver,
        iosVer: required.ios_ver ?? null,
        andVer: required.and_ver ?? null,
      });
      return update ? 'update-required' : 'capability';
    } catch (error) {
      // Spec §8: app-version check failure logs an error and goes to the login-info step.
      deps.log('error app version check', error);
      return 'login-info';
    }
  },

  // Step 4: security check when the native side supports it, else the login-info fetch.
  async capability(deps) {
    return (await deps.bridge.supportsSecurityInfo()) ? 'security-check' : 'login-info';
  },

  async 'security-check'(deps, ctx) {
    let info: SecurityInfo;
    try {
      info = await deps.bridge.getSecurityInfo();
    } catch (error) {
      deps.log('error bridge getSecurityInfo', error);
      return 'login-info';
    }
    const first = securityFirstStep({ compromised: info.compromised_yn, certKeyDvs: info.cert_key_dvs });
    if (first === 'quit') return 'tampered';
    if (first === 'pass') return 'login-info';
    try {
      const result = await deps.verifyHash({
        hash: info.hash,
        device_os: ctx.appInfo?.device_os ?? 'web',
        cert_key_dvs: info.cert_key_dvs,
      });
      return securityAfterHash(result.valid_yn) === 'quit' ? 'tampered' : 'login-info';
    } catch (error) {
      // Spec §4/§8: a hash verification failure goes to the login-info step.
      deps.log('error hash verification', error);
      return 'login-info';
    }
  },

  // Spec §4 "Login-info step".
  async 'login-info'(deps) {
    let info: LoginInfo;
    try {
      info = await deps.bridge.getLoginInfo();
    } catch (error) {
      deps.log('error bridge getLoginInfo', error);
      deps.onLoginInfoFailed();
      return 'ready';
    }
    deps.onLoginInfo(deps.storeLoginInfo(info));
    return 'ready';
  },
};

export interface StartupResult {
  state: 'update-required' | 'tampered' | 'ready';
  trace: StartupState[];
}

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const ctx: Context = {};
  const trace: StartupState[] = ['start'];
  let state: StartupState = 'start';
  while (!TERMINAL_STATES.includes(state)) {
    state = await steps[state as keyof typeof steps](deps, ctx);
    trace.push(state);
  }
  return { state: state as StartupResult['state'], trace };
}
