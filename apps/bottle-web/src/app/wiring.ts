/**
 * The parts of start-up wiring that only some page lives need, loaded on demand by
 * ./bootstrap.ts: the web-view start-up (spec §4) and the session-expiry flow (spec §4, §8).
 */
import { storeCommonApi } from '@bottle/api';
import { loadLanguage, message } from '@bottle/domain';
import { paths } from '../config/paths';
import { authActions } from '../lib/session/auth-slice';
import { alertAndWait } from '../lib/popups/popup-thunks';
import { createSessionExpiryFlow, hasSession, pageStorages, storeShellLoginInfo } from '../lib/session/session';
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
    fetchRequiredVersions: () =>
      store.dispatch(storeCommonApi.endpoints.appVersion.initiate(undefined, { subscribe: false })).unwrap(),
    verifyHash: (req) => store.dispatch(storeCommonApi.endpoints.verifyHash.initiate(req, { subscribe: false })).unwrap(),
    setDeviceInfo: (info) => store.dispatch(authActions.setDeviceInfo(info)),
    storage: win.localStorage,
    storeLoginInfo: (info) => storeShellLoginInfo(info, win.localStorage),
    onLoginInfo: (loggedIn) => store.dispatch(authActions.setLoggedIn(loggedIn || hasSession())),
    onLoginInfoFailed: () => store.dispatch(authActions.setLoggedIn(hasSession())),
    log,
  });
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
