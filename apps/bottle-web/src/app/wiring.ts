/**
 * The parts of start-up wiring that only some page lives need, loaded on demand by
 * ./bootstrap.ts: the web-view start-up (spec §4) and the session-expiry flow (spec §4, §8).
 */
import { resetApiCaches, storeCommonApi } from '@bottle/api';
import { loadLanguage, message, STORAGE_KEYS } from '@bottle/domain';
import { paths } from '../config/paths';
import { authActions } from '../lib/session/auth-slice';
import { alertAndWait } from '../lib/popups/popup-thunks';
import { createSessionExpiryFlow } from '../lib/session/session-expiry';
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

const hasToken = (win: Window) => Boolean(win.localStorage.getItem(STORAGE_KEYS.accessToken));

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
    fetchRequiredVersions: () =>
      store.dispatch(storeCommonApi.endpoints.appVersion.initiate(undefined, { subscribe: false })).unwrap(),
    verifyHash: (req) => store.dispatch(storeCommonApi.endpoints.verifyHash.initiate(req, { subscribe: false })).unwrap(),
    setDeviceInfo: (info) => store.dispatch(authActions.setDeviceInfo(info)),
    storage: win.localStorage,
    onLoginInfo: (loggedIn) => {
      if (loggedIn) store.dispatch(authActions.setLoginStatus('success'));
      else store.dispatch(authActions.setLoggedIn(hasToken(win)));
    },
    onLoginInfoFailed: () => store.dispatch(authActions.setLoggedIn(hasToken(win))),
    log,
  });
}

/** The session-expiry flow with the real popups, bridge, caches, storages and router. */
export async function createSessionExpiry({ store, router, getBridge, win, log }: WiringContext) {
  await loadLanguage(store.getState().settings.lang);
  return createSessionExpiryFlow({
    alert: (text) => store.dispatch(alertAndWait(text)),
    message: () => message('session.expired', store.getState().settings.lang),
    nativeLogout: () => getBridge().then((b) => b.logout()),
    deleteNativeCache: () => getBridge().then((b) => b.deleteCache()),
    resetApiCaches: () => resetApiCaches(store.dispatch),
    storages: [win.localStorage, win.sessionStorage],
    goToLogin: () => {
      store.dispatch(authActions.setLoginStatus('expired'));
      void router.navigate(paths.login, { replace: true });
    },
    log,
  });
}
