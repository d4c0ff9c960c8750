/**
 * THE CALL TABLE: one entry per built-in native call, and the one place a call is defined. An
 * entry says what the call takes and answers (its params check and result guard, whose types
 * are the call's request and answer types), how long the web waits, what a plain browser does
 * instead, the fake shells' static answer, and a harmless valid invocation.
 *
 * Everything else reads this table: the method list, default timeouts and method types of the
 * protocol (protocol.ts), the `Bridge` methods (bridge.ts), the fake shells' method list,
 * required params and capabilities (testing.ts), the conformance page's round trips
 * (conformance.ts) and the tests' walk over every call. README "Adding a built-in call" says
 * what else a new call needs (its documentation, a stateful fake answer, the caller).
 *
 * This module must not import protocol.ts at run time (protocol.ts derives from it); types only.
 */
import {
  callPhone,
  copy,
  noop,
  NO_SHELL,
  openWindow,
  shareImage,
  unavailable,
  webShare,
  BROWSER_APP_INFO,
  type Fallback,
} from './fallbacks.js';
import { appInfo, autoLogin, capabilities, loginInfo, securityInfo, settings, voidResult, type Guard } from './guards.js';
import {
  checkAutoLogin,
  checkCallPhone,
  checkCopy,
  checkKeyValue,
  checkLoginInfo,
  checkMapWebView,
  checkOpenMap,
  checkSettings,
  checkShareImage,
  checkSharePopup,
  checkShareUrl,
  checkUrl,
} from './params.js';
import type {
  AppInfo,
  AutoLoginState,
  CallPhoneParams,
  Capabilities,
  CopyParams,
  Empty,
  KeyValueParams,
  LoginInfo,
  MapWebViewParams,
  NativeSettings,
  OpenMapParams,
  SecurityInfo,
  SharePopupParams,
  ShareImageParams,
  ShareUrlParams,
  UrlParams,
} from './protocol.js';

/** Params as they travel to the shell. */
export type WireParams = Record<string, unknown>;

interface EntryBase<P, R> {
  /** What a plain browser does instead (README "Browser fallback"). */
  readonly fallback: Fallback;
  /**
   * The fake shells' answer when they keep no state for the call (JSON: it travels into the
   * Playwright init script). A call the fake shells answer from their state has its answer in
   * fake-shell-core.ts instead; with neither, they answer `unknown-method`.
   */
  readonly fake?: unknown;
  /** false: the conformance page leaves the call out (quit would end the app). */
  readonly conformance?: false;
  /** Never set: carries the call's request and answer types for the derived types. */
  readonly types?: { readonly params: P; readonly result: R };
}

/** A call without params that the shell answers. */
export interface AskEntry<R> extends EntryBase<Empty, R> {
  readonly kind: 'ask';
  readonly result: Guard<R>;
  /** Default milliseconds to wait for the answer (DEFAULT_TIMEOUTS). */
  readonly timeoutMs: number;
}

/** A call with params that the shell answers. */
export interface SendEntry<P, R> extends EntryBase<P, R> {
  readonly kind: 'send';
  /** Checks the app's params (BridgeArgumentError listing every problem) and returns the wire params. */
  readonly check: (params: P) => WireParams;
  readonly result: Guard<R>;
  readonly timeoutMs: number;
  /** String params the shell needs: the fake shells answer `invalid-params` without them. */
  readonly required?: readonly string[];
  /** A harmless valid invocation (conformance round trip, tests) and the params the shell must receive for it. */
  readonly example: { readonly params: P; readonly wire: WireParams };
}

/** A fire-and-forget call without params: posted, never answered. */
export interface NotifyEntry extends EntryBase<Empty, void> {
  readonly kind: 'notify';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table holds entries of every request and answer type
export type CallEntry = AskEntry<any> | SendEntry<any, any> | NotifyEntry;

/** An answered call without params; its answer type is its guard's (void when none is given). */
export function ask<R = void>(entry: Omit<AskEntry<R>, 'kind' | 'result'> & { readonly result?: Guard<R> }): AskEntry<R> {
  return { kind: 'ask', result: (entry.result ?? voidResult) as Guard<R>, ...entry };
}

/** An answered call with params `P`; its answer type is its guard's (void when none is given). */
export function send<P, R = void>(entry: Omit<SendEntry<P, R>, 'kind' | 'result'> & { readonly result?: Guard<R> }): SendEntry<P, R> {
  return { kind: 'send', result: (entry.result ?? voidResult) as Guard<R>, ...entry };
}

/** A fire-and-forget call. */
export function notify(entry: Omit<NotifyEntry, 'kind'>): NotifyEntry {
  return { kind: 'notify', ...entry };
}

/** Every built-in call, in the order of README.md. The doc comment of an entry is its method's. */
export const CALL_TABLE = Object.freeze({
  /** Auto-login state kept by the shell (spec §4 "Auto-login"). Browser: unavailable. */
  getAutoLogin: ask<AutoLoginState>({ result: autoLogin, timeoutMs: 5000, fallback: unavailable(NO_SHELL) }),
  /** Passes the auto-login state to the shell (spec §4, §8 "sets auto-login to N"). Browser: unavailable. */
  setAutoLogin: send<AutoLoginState>({
    check: checkAutoLogin,
    timeoutMs: 5000,
    fallback: unavailable(NO_SHELL),
    required: ['auto_login_yn'],
    example: { params: { auto_login_yn: 'N' }, wire: { auto_login_yn: 'N' } },
  }),
  /** Tokens held by the shell (spec §4 "Login-info step"). Browser: unavailable. */
  getLoginInfo: ask<LoginInfo>({ result: loginInfo, timeoutMs: 5000, fallback: unavailable(NO_SHELL) }),
  /** Tells the shell about new tokens (spec §4 "Token refresh": "the native shell is told"). Browser: unavailable. */
  setLoginInfo: send<LoginInfo>({
    check: checkLoginInfo,
    timeoutMs: 5000,
    fallback: unavailable(NO_SHELL),
    example: { params: { ssoTkn: 'conformance-token' }, wire: { ssoTkn: 'conformance-token' } },
  }),
  /** Opens a URL in the device's browser. Browser: window.open in a new tab. */
  openBrowser: send<UrlParams>({
    check: (p) => checkUrl('openBrowser', p),
    timeoutMs: 5000,
    fallback: openWindow('openBrowser'),
    required: ['url'],
    example: { params: { url: 'https://example.com/' }, wire: { url: 'https://example.com/' } },
  }),
  /** Clears the web view's caches (spec §4 session expiry). Browser: resolves, nothing to clear. */
  deleteCache: ask({ timeoutMs: 10000, fallback: noop }),
  /** Shell settings. Browser: unavailable. */
  getSettings: ask<NativeSettings>({ result: settings, timeoutMs: 5000, fallback: unavailable(NO_SHELL) }),
  /** Changes shell settings (only the keys given). Browser: unavailable. */
  setSettings: send<NativeSettings>({
    check: checkSettings,
    timeoutMs: 5000,
    fallback: unavailable(NO_SHELL),
    example: { params: { conformance_yn: 'Y' }, wire: { conformance_yn: 'Y' } },
  }),
  /** Native logout: the shell forgets its tokens (spec §4, §8). Browser: resolves, nothing to clear. */
  logout: ask({ timeoutMs: 5000, fallback: noop }),
  /** Fire-and-forget: hides the launch splash; resolves once posted. Browser: resolves. */
  hideSplash: notify({ fallback: noop }),
  /** Fire-and-forget: quits the app (spec §2 update screen, §4 security check); resolves once posted. Browser: unavailable. */
  quit: notify({ fallback: unavailable(NO_SHELL), conformance: false }),
  /** Opens the app's page in the App Store or Play Store (spec §2 update screen). Browser: unavailable. */
  openStorePage: ask({ timeoutMs: 5000, fallback: unavailable(NO_SHELL) }),
  /** The membership barcode popup opened (spec §2): the shell may raise brightness. Browser: resolves. */
  openBarcode: ask({ timeoutMs: 5000, fallback: noop }),
  /** The membership barcode popup closed: the shell restores what openBarcode changed. Browser: resolves. */
  closeBarcode: ask({ timeoutMs: 5000, fallback: noop }),
  /** Stores a string under a key in the shell's storage. Browser: unavailable. */
  setKeyValue: send<KeyValueParams>({
    check: checkKeyValue,
    timeoutMs: 5000,
    fallback: unavailable(NO_SHELL),
    required: ['key', 'value'],
    example: { params: { key: 'CONFORMANCE', value: 'Y' }, wire: { key: 'CONFORMANCE', value: 'Y' } },
  }),
  /** Shows a map page in a native web view screen. Browser: window.open in a new tab. */
  openMapWebView: send<MapWebViewParams>({
    check: checkMapWebView,
    timeoutMs: 5000,
    fallback: openWindow('openMapWebView'),
    required: ['url'],
    example: {
      params: { url: 'https://example.com/map', title: 'Map' },
      wire: { url: 'https://example.com/map', title: 'Map' },
    },
  }),
  /** Shares a link through the system share sheet. Browser: Web Share API where present, else unavailable. */
  shareUrl: send<ShareUrlParams>({
    check: checkShareUrl,
    timeoutMs: 5000,
    fallback: webShare('shareUrl'),
    required: ['url'],
    example: { params: { url: 'https://example.com/', title: 'Bottle' }, wire: { url: 'https://example.com/', title: 'Bottle' } },
  }),
  /** Shows the shell's share popup. Browser: Web Share API where present, else unavailable. */
  showSharePopup: send<SharePopupParams>({
    check: checkSharePopup,
    timeoutMs: 5000,
    fallback: webShare('showSharePopup'),
    required: ['title'],
    example: { params: { title: 'Bottle', url: 'https://example.com/' }, wire: { title: 'Bottle', url: 'https://example.com/' } },
  }),
  /** Shares an image. Browser: Web Share API with a file where the browser can, else unavailable. */
  shareImage: send<ShareImageParams>({
    check: checkShareImage,
    timeoutMs: 15000,
    fallback: shareImage,
    required: ['imageUrl'],
    example: { params: { imageUrl: 'https://example.com/a.png' }, wire: { imageUrl: 'https://example.com/a.png' } },
  }),
  /** Device info (spec §4 "Startup (web view)" step 1). Browser: the spec's defaults (web, 0.0.0). */
  getAppInfo: ask<AppInfo>({ result: appInfo, timeoutMs: 5000, fallback: async () => BROWSER_APP_INFO }),
  /** Compromise flag, hash, cert_key_dvs (spec §4 "Security check"). Browser: unavailable. */
  getSecurityInfo: ask<SecurityInfo>({ result: securityInfo, timeoutMs: 10000, fallback: unavailable(NO_SHELL) }),
  /** Starts a phone call (spec §2 store info popup). Browser: a tel: link. */
  callPhone: send<CallPhoneParams>({
    check: checkCallPhone,
    timeoutMs: 5000,
    fallback: callPhone,
    required: ['tel'],
    example: { params: { tel: '02-1234-5678' }, wire: { tel: '0212345678' } },
  }),
  /** Copies text (spec §2 store info popup "copy address"). Browser: the Clipboard API, else unavailable. */
  copyToClipboard: send<CopyParams>({
    check: checkCopy,
    timeoutMs: 5000,
    fallback: copy,
    required: ['text'],
    example: { params: { text: 'bottle conformance' }, wire: { text: 'bottle conformance' } },
  }),
  /** Opens a place in the device's map app. Browser: unavailable. */
  openMap: send<OpenMapParams>({
    check: checkOpenMap,
    timeoutMs: 5000,
    fallback: unavailable(NO_SHELL),
    example: {
      params: { name: 'Bottle', latitude: 37.51, longitude: 127.1 },
      wire: { name: 'Bottle', latitude: 37.51, longitude: 127.1 },
    },
  }),
  /** Methods the shell implements. Browser: an empty list. */
  getCapabilities: ask<Capabilities>({
    result: capabilities,
    timeoutMs: 2000,
    fallback: async () => ({ methods: Object.freeze([]) }),
  }),
});

export type CallTable = typeof CALL_TABLE;

/** Each call's request and answer types, by method (protocol.ts `BridgeMethods` extends it). */
export type CallTypes = { [M in keyof CallTable]: NonNullable<CallTable[M]['types']> };

/** The `Bridge` method of each call, documented by its table entry. */
export type CallFunctions<Options> = {
  [M in keyof CallTable]: CallTable[M] extends NotifyEntry
    ? () => Promise<void>
    : CallTable[M] extends SendEntry<infer P, infer R>
      ? (params: P, options?: Options) => Promise<R>
      : CallTable[M] extends AskEntry<infer R>
        ? (options?: Options) => Promise<R>
        : never;
};

/** The entry of a method, or undefined for a name that is no built-in call. */
export function callEntry(method: string): CallEntry | undefined {
  return Object.prototype.hasOwnProperty.call(CALL_TABLE, method) ? (CALL_TABLE as Record<string, CallEntry>)[method] : undefined;
}

/** The arguments of a call's harmless valid invocation (conformance page, tests). */
export function exampleArgs(entry: CallEntry): readonly unknown[] {
  return entry.kind === 'send' ? [entry.example.params] : [];
}
