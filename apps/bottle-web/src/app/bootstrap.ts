/**
 * Wires the app once per page life: configuration, native context, store, libs/api (token
 * store and the two callbacks it needs), router, and the start-up machine. Kept apart from
 * main.tsx so tests can boot the same wiring with doubles.
 */
import { configureApi, createStorageTokenStore, onSessionChange } from '@bottle/api';
import type { AppConfig } from '../config/env';
import { followApiSession } from '../lib/session/follow-session';
import { DESKTOP_CONTINUE_KEY, isDesktopBrowser, shellActions } from '../lib/shell/shell-slice';
import type { StartupResult } from '../lib/startup/startup-machine';
import { createNativeContext, type NativeContext } from '../lib/native-bridge';
import { createAppRouter, type AppRouter } from './router';
import { makeStore, type AppStore } from '../lib/store/store';

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
  const log = (m: string, e?: unknown) => console.error(m, e);

  // The session-expiry flow (spec §4) loads when a session expires, not on every first visit;
  // libs/api calls onSessionExpired once per expiry (a new login re-arms it). `ctx` is
  // made below, with the router.
  const onSessionExpired = () => void import('./wiring').then(({ createSessionExpiry }) => createSessionExpiry(ctx)).then((flow) => flow());

  configureApi({
    bottleBase: config.apiBase,
    userBase: config.userApiBase,
    chatBase: config.chatApiBase,
    // Given the window, libs/api hears another tab's login or logout itself (the shared storage).
    tokenStore: createStorageTokenStore(win.localStorage, win),
    onSessionExpired,
    // The server answers in the member's language (names, notices, benefits from the catalogue).
    language: () => store.getState().settings.lang,
  });

  // libs/api owns the session; the screens' "logged in" follows it, from now on (one subscription).
  followApiSession(store.dispatch);
  // Spec §4: after a refresh the native shell is told the new tokens (a browser has no shell).
  if (inWebView) {
    onSessionChange(({ cause, tokens }) => {
      if (cause !== 'refresh') return;
      getBridge()
        .then((b) =>
          b.setLoginInfo({
            ...(tokens.accessToken ? { access_token: tokens.accessToken } : {}),
            ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
          }),
        )
        .catch((e: unknown) => log('error bridge setLoginInfo', e));
    });
  }
  // The router after libs/api's configuration: the browser router runs the first route's loaders
  // as it is made, and their calls must go to the configured bases (before, home's
  // first two calls went to the page's own origin, failed and were made again by the screen).
  const router = createAppRouter(store);
  const ctx = { store, router, getBridge, win, log };
  // A logout or a login in another tab of the app is followed in this one. Its
  // code loads after the first route's (budgets: tools/budgets.mjs): another tab's change can
  // wait the moment that takes.
  void import('../lib/session/cross-tab').then(({ crossTabSessionHandlers, watchSessionInOtherTabs }) =>
    watchSessionInOtherTabs(crossTabSessionHandlers(store.dispatch)),
  );

  // Outside the web view the start-up machine goes straight from 'start' through 'outside' to
  // 'ready', and the device info it would set is the auth slice's initial state; so a plain
  // browser skips loading it. In the web view it runs every step (spec §4).
  const startup: Promise<StartupResult> = inWebView
    ? import('./wiring').then(({ runWebViewStartup }) => runWebViewStartup(ctx))
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
