/**
 * The parts of start-up wiring that only some page lives need, loaded on demand by
 * ./bootstrap.ts: the web-view start-up (spec §4) and the session-expiry flow (spec §4, §8).
 */
import { hasApiSession, isApiError, storeCommonApi, userServiceApi, type LoginResponse } from '@bottle/api';
import { loadLanguage, message } from '@bottle/domain';
import { paths } from '../config/paths';
import { authActions } from '../lib/session/auth-slice';
import { alertAndWait } from '../lib/popups/popup-thunks';
import { createSessionExpiryFlow, pageStorages, storeShellLoginInfo } from '../lib/session/session';
import { resumeAutoLogin } from '../lib/session/auto-login';
import { runStartup, type StartupResult } from '../lib/startup/startup-machine';
import type { GetBridge } from '../lib/native-bridge';
import type { AppRouter } from './router';
import type { AppStore } from '../lib/store/store';

export interface WiringContext {
  store: AppStore;
  router: AppRouter;
  getBridge: GetBridge;
  win: Window;
  log: (message: string, error?: unknown) => void;
}

/** Runs the web-view start-up machine with the real bridge, store and API. */
export function runWebViewStartup({ store, getBridge, win, log }: WiringContext): Promise<StartupResult> {
  return runStartup({
    inWebView: true,
    bridge: {
      getAppInfo: () => getBridge().then((b) => b.getAppInfo()),
      supportsSecurityInfo: () => getBridge().then((b) => b.supportsSecurityInfo()),
      getSecurityInfo: () => getBridge().then((b) => b.getSecurityInfo()),
      getLoginInfo: () => getBridge().then((b) => b.getLoginInfo()),
    },
    fetchRequiredVersions: () => store.dispatch(storeCommonApi.endpoints.appVersion.initiate(undefined, { subscribe: false })).unwrap(),
    verifyHash: (req) => store.dispatch(storeCommonApi.endpoints.verifyHash.initiate(req, { subscribe: false })).unwrap(),
    setDeviceInfo: (info) => store.dispatch(authActions.setDeviceInfo(info)),
    storage: win.localStorage,
    storeLoginInfo: (info) => storeShellLoginInfo(info, win.localStorage),
    // The auth slice already follows libs/api (lib/session/follow-session.ts): the shell's tokens,
    // stored by the step before, began the session there.
    onLoginInfo: (loggedIn) => {
      // Spec §4 "Auto-login": no live session, but the member chose auto-login.
      if (!loggedIn && !hasApiSession()) void resumeAutoLogin(autoLoginDeps({ getBridge, win, log }, store));
    },
    onLoginInfoFailed: () => undefined,
    log,
  });
}

/** auto-bt with the real API, store and shell (lib/session's resumeAutoLogin decides). */
function autoLoginDeps({ getBridge, win, log }: Omit<WiringContext, 'router' | 'store'>, store: AppStore) {
  return {
    storage: win.localStorage,
    login: (request: Parameters<typeof userServiceApi.endpoints.autoLogin.initiate>[0]) =>
      store
        .dispatch(userServiceApi.endpoints.autoLogin.initiate(request))
        .unwrap()
        // A spec §8 answer may come in an error body: it is still the login's answer.
        .catch((error: unknown): LoginResponse => {
          if (isApiError(error) && error.rspC && error.rspDtc) return { rspC: error.rspC, rspDtc: error.rspDtc };
          throw error;
        }),
    tellShell: (info: Parameters<typeof storeShellLoginInfo>[0]) => getBridge().then((b) => b.setLoginInfo(info)),
    onAutoLoginOff: () =>
      void getBridge()
        .then((b) => b.setAutoLogin({ auto_login_yn: 'N' }))
        .catch((e: unknown) => log('error bridge setAutoLogin', e)),
    shellAutoLogin: () =>
      getBridge()
        .then((b) => b.getAutoLogin())
        .then((state) => state.auto_login_yn),
    log,
  };
}

/** The session-expiry flow with the real popups, bridge, caches, storages and router. */
export async function createSessionExpiry({ store, router, getBridge, win, log }: WiringContext) {
  await loadLanguage(store.getState().settings.lang);
  return createSessionExpiryFlow({
    dispatch: store.dispatch,
    // The alert text is read when the flow runs (its strings load with the flow).
    notice: () => store.dispatch(alertAndWait(message('session.expired', store.getState().settings.lang))),
    nativeLogout: () => getBridge().then((b) => b.logout()),
    deleteNativeCache: () => getBridge().then((b) => b.deleteCache()),
    storages: pageStorages(win),
    leave: () => void router.navigate(paths.login, { replace: true }),
    log,
  });
}
