/**
 * Wires the app once per page life: configuration, native context, store, libs/api (token
 * store and the two callbacks it needs), router, and the start-up machine. Kept apart from
 * main.tsx so tests can boot the same wiring with doubles.
 */
import { configureApi, createStorageTokenStore, resetApiCaches, storeCommonApi } from '@bottle/api';
import { loadLanguage, message, STORAGE_KEYS } from '@bottle/domain';
import type { AppConfig } from '../config/env';
import { paths } from '../config/paths';
import { authActions } from '../features/auth/auth-slice';
import { DESKTOP_CONTINUE_KEY, isDesktopBrowser, shellActions } from '../features/shell/shell-slice';
import { alertAndWait } from '../features/popups/popup-thunks';
import type { SessionExpiryDeps } from '../features/session/session-expiry';
import type { StartupDeps, StartupResult } from '../features/startup/startup-machine';
import { createNativeContext, type NativeContext } from '../lib/native-bridge';
import { createAppRouter, type AppRouter } from './router';
import { makeStore, type AppStore } from './store';

export interface Booted {
  store: AppStore;
  native: NativeContext;
  router: AppRouter;
  startup: Promise<StartupResult>;
}

export function bootstrap(config: AppConfig, win: Window = window): Booted {
  const native = createNativeContext(win, config.nativeUserAgentMarker);
  const { getBridge, inWebView } = native;
  const store = makeStore();
  const router = createAppRouter(config);
  store.dispatch(authActions.setInWebView(inWebView));
  const log = (m: string, e?: unknown) => console.error(m, e);

  // The session-expiry flow (spec §4) loads when a session expires, not on every first visit;
  // libs/api calls onSessionExpired once per page life.
  const sessionExpiryDeps: SessionExpiryDeps = {
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
  };
  const onSessionExpired = () =>
    void Promise.all([import('../features/session/session-expiry'), loadLanguage(store.getState().settings.lang)]).then(
      ([{ createSessionExpiryFlow }]) => createSessionExpiryFlow(sessionExpiryDeps)(),
    );

  configureApi({
    bottleBase: config.apiBase,
    userBase: config.userApiBase,
    chatBase: config.chatApiBase,
    tokenStore: createStorageTokenStore(win.localStorage),
    // Spec §4: after a refresh the native shell is told the new tokens (a browser has no shell).
    onTokensRefreshed: (tokens) => {
      if (!inWebView) return;
      getBridge()
        .then((b) =>
          b.setLoginInfo({
            ...(tokens.accessToken ? { access_token: tokens.accessToken } : {}),
            ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
          }),
        )
        .catch((e: unknown) => log('error bridge setLoginInfo', e));
    },
    onSessionExpired,
  });

  const hasToken = () => Boolean(win.localStorage.getItem(STORAGE_KEYS.accessToken));
  store.dispatch(authActions.setLoggedIn(hasToken()));

  const startupDeps: StartupDeps = {
    inWebView,
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
      else store.dispatch(authActions.setLoggedIn(hasToken()));
    },
    onLoginInfoFailed: () => store.dispatch(authActions.setLoggedIn(hasToken())),
    log,
  };
  // Outside the web view the start-up machine goes straight from 'start' through 'outside' to
  // 'ready', and the device info it would set is the auth slice's initial state; so a plain
  // browser skips loading it. In the web view it runs every step (spec §4).
  const startup: Promise<StartupResult> = inWebView
    ? import('../features/startup/startup-machine').then(({ runStartup }) => runStartup(startupDeps))
    : Promise.resolve({ state: 'ready', trace: ['start', 'outside', 'ready'] });
  // Spec §2: a desktop browser gets the guidance page (a member may choose to continue).
  let continued = false;
  try {
    continued = win.sessionStorage.getItem(DESKTOP_CONTINUE_KEY) === 'Y';
  } catch {
    // No storage: ask again.
  }
  if (!continued && isDesktopBrowser(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0, inWebView)) {
    store.dispatch(shellActions.showShellScreen('desktop'));
  }
  // Spec §4: the start-up machine ends in the update screen or the tampering notice.
  void startup.then((result) => {
    if (result.state === 'update-required') store.dispatch(shellActions.showShellScreen('update'));
    if (result.state === 'tampered') store.dispatch(shellActions.showShellScreen('tampered'));
  });
  return { store, native, router, startup };
}
