/**
 * `createBridge(options)`: the typed, promise-based bridge to the native shell (issue 5).
 *
 * One instance per host window is usual (see `getBridge()`); tests create isolated instances on
 * their own windows. Pending calls live in a Map keyed by callback id and are deleted when
 * settled; every promise settles: no transport → browser fallback or BridgeUnavailableError at
 * once, no answer → BridgeTimeoutError (style.md "Bridge").
 */
import {
  BridgeArgumentError,
  BridgeNativeError,
  BridgeProtocolError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from './errors.js';
import { runFallback } from './fallbacks.js';
import { EVENT_GUARDS, RESULT_GUARDS, isRecord } from './guards.js';
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
  checkTimeout,
  checkUrl,
  NO_TIMEOUT,
  timeoutProblem,
} from './params.js';
import type { CallOptions } from './params.js';
import { deviceOsOf, findTransport } from './platform.js';
import type { BridgeWindow, DetectionOptions } from './platform.js';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  DEFAULT_ANDROID_BINDER_NAME,
  DEFAULT_IOS_HANDLER_NAME,
  DEFAULT_TIMEOUTS,
  DEFAULT_USER_AGENT_MARKER,
  FIRE_AND_FORGET_METHODS,
  PROTOCOL_VERSION,
} from './protocol.js';
import type {
  AnsweredMethod,
  AppInfo,
  AutoLoginState,
  BridgeEventName,
  BridgeEvents,
  BridgeMethod,
  BridgeMethods,
  CallPhoneParams,
  Capabilities,
  CopyParams,
  DeviceOs,
  FireAndForgetMethod,
  KeyValueParams,
  LoginInfo,
  MapWebViewParams,
  NativeSettings,
  OpenMapParams,
  Platform,
  SecurityInfo,
  SharePopupParams,
  ShareImageParams,
  ShareUrlParams,
  UrlParams,
} from './protocol.js';
import { hubOf } from './receiver.js';
import type { IgnoredReason, ReceiverSink } from './receiver.js';

export interface BridgeOptions {
  /**
   * The host window. Defaults to `globalThis.window`; `null` means no window at all (server
   * rendering), where every call takes its browser fallback or rejects.
   * @example createBridge({ window: iframe.contentWindow })
   */
  readonly window?: BridgeWindow | null;
  /**
   * Text the native shell appends to the user agent (spec §4). `null` detects the shell by its
   * transport object alone.
   * @default 'BottleApp'
   */
  readonly userAgentMarker?: string | null;
  /**
   * Name of the iOS script message handler.
   * @default 'bottleBridge'
   */
  readonly iosHandlerName?: string;
  /**
   * Name of the Android JavaScript interface object.
   * @default 'binder'
   */
  readonly androidBinderName?: string;
  /**
   * Timeouts in milliseconds by method, over DEFAULT_TIMEOUTS: whole numbers from 1 to
   * MAX_TIMEOUT_MS (2^31−1), or NO_TIMEOUT (Infinity) for no timeout; anything else makes
   * createBridge throw BridgeArgumentError.
   * @example createBridge({ timeouts: { getSecurityInfo: 20000, openBarcode: NO_TIMEOUT } })
   */
  readonly timeouts?: Partial<Record<AnsweredMethod, number>>;
  /**
   * Told whenever the receiver drops a message (bad JSON, an id nobody waits for, an unknown
   * event, …). Gets only the reason, never the payload, which may hold tokens.
   */
  readonly onIgnored?: (reason: IgnoredReason) => void;
}

type Handler<E extends BridgeEventName> = (payload: BridgeEvents[E]) => void;

export interface Bridge {
  /** 'ios' or 'android' inside the shell, 'web' in a plain browser; checked on each read. */
  readonly platform: Platform;
  /** Spec §3 device_os: 'I', 'A' or 'web'. */
  readonly deviceOs: DeviceOs;
  /** True inside the native shell (spec §4 "Startup (web view)"). */
  readonly isWebView: boolean;

  /** Auto-login state kept by the shell (spec §4 "Auto-login"). Browser: unavailable. */
  getAutoLogin(options?: CallOptions): Promise<AutoLoginState>;
  /** Passes the auto-login state to the shell (spec §4, §8 "sets auto-login to N"). Browser: unavailable. */
  setAutoLogin(params: AutoLoginState, options?: CallOptions): Promise<void>;
  /** Tokens held by the shell (spec §4 "Login-info step"). Browser: unavailable. */
  getLoginInfo(options?: CallOptions): Promise<LoginInfo>;
  /** Tells the shell about new tokens (spec §4 "Token refresh": "the native shell is told"). Browser: unavailable. */
  setLoginInfo(params: LoginInfo, options?: CallOptions): Promise<void>;
  /** Opens a URL in the device's browser. Browser: window.open in a new tab. */
  openBrowser(params: UrlParams, options?: CallOptions): Promise<void>;
  /** Clears the web view's caches (spec §4 session expiry). Browser: resolves, nothing to clear. */
  deleteCache(options?: CallOptions): Promise<void>;
  /** Shell settings. Browser: unavailable. */
  getSettings(options?: CallOptions): Promise<NativeSettings>;
  /** Changes shell settings (only the keys given). Browser: unavailable. */
  setSettings(params: NativeSettings, options?: CallOptions): Promise<void>;
  /** Native logout: the shell forgets its tokens (spec §4, §8). Browser: resolves, nothing to clear. */
  logout(options?: CallOptions): Promise<void>;
  /** Fire-and-forget: hides the launch splash; resolves once posted. Browser: resolves. */
  hideSplash(): Promise<void>;
  /** Fire-and-forget: quits the app (spec §2 update screen, §4 security check); resolves once posted. Browser: unavailable. */
  quit(): Promise<void>;
  /** Opens the app's page in the App Store or Play Store (spec §2 update screen). Browser: unavailable. */
  openStorePage(options?: CallOptions): Promise<void>;
  /** The membership barcode popup opened (spec §2): the shell may raise brightness. Browser: resolves. */
  openBarcode(options?: CallOptions): Promise<void>;
  /** The membership barcode popup closed: the shell restores what openBarcode changed. Browser: resolves. */
  closeBarcode(options?: CallOptions): Promise<void>;
  /** Stores a string under a key in the shell's storage. Browser: unavailable. */
  setKeyValue(params: KeyValueParams, options?: CallOptions): Promise<void>;
  /** Shows a map page in a native web view screen. Browser: window.open in a new tab. */
  openMapWebView(params: MapWebViewParams, options?: CallOptions): Promise<void>;
  /** Shares a link through the system share sheet. Browser: Web Share API where present, else unavailable. */
  shareUrl(params: ShareUrlParams, options?: CallOptions): Promise<void>;
  /** Shows the shell's share popup. Browser: Web Share API where present, else unavailable. */
  showSharePopup(params: SharePopupParams, options?: CallOptions): Promise<void>;
  /** Shares an image. Browser: Web Share API with a file where the browser can, else unavailable. */
  shareImage(params: ShareImageParams, options?: CallOptions): Promise<void>;
  /** Device info (spec §4 "Startup (web view)" step 1). Browser: the spec's defaults (web, 0.0.0). */
  getAppInfo(options?: CallOptions): Promise<AppInfo>;
  /** Compromise flag, hash, cert_key_dvs (spec §4 "Security check"). Browser: unavailable. */
  getSecurityInfo(options?: CallOptions): Promise<SecurityInfo>;
  /** Starts a phone call (spec §2 store info popup). Browser: a tel: link. */
  callPhone(params: CallPhoneParams, options?: CallOptions): Promise<void>;
  /** Copies text (spec §2 store info popup "copy address"). Browser: the Clipboard API, else unavailable. */
  copyToClipboard(params: CopyParams, options?: CallOptions): Promise<void>;
  /** Opens a place in the device's map app. Browser: unavailable. */
  openMap(params: OpenMapParams, options?: CallOptions): Promise<void>;
  /** Methods the shell implements. Browser: an empty list. */
  getCapabilities(options?: CallOptions): Promise<Capabilities>;

  /**
   * Whether the shell implements `method`. Asks `getCapabilities` once and remembers the answer;
   * a shell that does not know `getCapabilities` supports nothing optional. Never rejects:
   * false in a browser, on a timeout or on a malformed answer (then asks again next time).
   */
  supports(method: BridgeMethod): Promise<boolean>;
  /** Spec §4 "if the native side supports security info". */
  supportsSecurityInfo(): Promise<boolean>;

  /**
   * Subscribes to a native-initiated event; returns the unsubscribe function.
   * @example const off = bridge.on('back', () => closeTopLayer());
   */
  on<E extends BridgeEventName>(event: E, handler: Handler<E>): () => void;
  /** Unsubscribes a handler given to `on`. */
  off<E extends BridgeEventName>(event: E, handler: Handler<E>): void;

  /** Detaches from the receiver; pending calls reject with BridgeUnavailableError. */
  dispose(): void;
}

interface Pending {
  readonly method: AnsweredMethod;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Undefined for a call with no timeout (NO_TIMEOUT). */
  readonly timer: ReturnType<typeof setTimeout> | undefined;
}

function isFireAndForget(method: BridgeMethod): method is FireAndForgetMethod {
  return (FIRE_AND_FORGET_METHODS as readonly string[]).includes(method);
}

interface CheckedOptions extends DetectionOptions {
  readonly timeouts: Readonly<Record<AnsweredMethod, number>>;
}

function checkOptions(options: BridgeOptions): CheckedOptions {
  const problems: string[] = [];
  const marker = options.userAgentMarker === undefined ? DEFAULT_USER_AGENT_MARKER : options.userAgentMarker;
  if (marker !== null && (typeof marker !== 'string' || marker === '')) {
    problems.push('userAgentMarker must be a non-empty string or null');
  }
  const names = {
    iosHandlerName: options.iosHandlerName ?? DEFAULT_IOS_HANDLER_NAME,
    androidBinderName: options.androidBinderName ?? DEFAULT_ANDROID_BINDER_NAME,
  };
  for (const [key, value] of Object.entries(names)) {
    if (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value)) problems.push(`${key} must be a JavaScript identifier`);
  }
  const timeouts: Record<string, number> = { ...DEFAULT_TIMEOUTS };
  if (options.timeouts !== undefined) {
    if (!isRecord(options.timeouts)) {
      problems.push('timeouts must be an object');
    } else {
      for (const [method, ms] of Object.entries(options.timeouts)) {
        if (!(method in DEFAULT_TIMEOUTS)) problems.push(`timeouts.${method}: not an answered method`);
        else {
          const problem = timeoutProblem(`timeouts.${method}`, ms);
          if (problem !== undefined) problems.push(problem);
          else timeouts[method] = ms as number;
        }
      }
    }
  }
  if (options.onIgnored !== undefined && typeof options.onIgnored !== 'function') problems.push('onIgnored must be a function');
  if (problems.length > 0) throw new BridgeArgumentError('createBridge', problems);
  return {
    userAgentMarker: marker,
    ...names,
    timeouts: timeouts as Record<AnsweredMethod, number>,
  };
}

function defaultWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Reports an exception of an event handler without stopping the other handlers. */
function reportHandlerError(error: unknown): void {
  const report = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (typeof report === 'function') report(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/**
 * Creates a bridge on a host window.
 *
 * @example
 * const bridge = createBridge();
 * const info = await bridge.getAppInfo(); // { device_os: 'I', app_ver: '3.2.0', … } in the iOS shell
 * const off = bridge.on('back', () => history.back());
 */
export function createBridge(options: BridgeOptions = {}): Bridge {
  const config = checkOptions(options);
  const win = options.window === undefined ? defaultWindow() : (options.window ?? undefined);
  const onIgnored = options.onIgnored;
  const detection: DetectionOptions = config;
  const pending = new Map<string, Pending>();
  const listeners = new Map<BridgeEventName, Set<(payload: unknown) => void>>();
  let disposed = false;
  let capabilities: Promise<Capabilities | null> | undefined;

  const ignore = (reason: IgnoredReason): void => {
    if (onIgnored) {
      try {
        onIgnored(reason);
      } catch (error) {
        reportHandlerError(error);
      }
    }
  };

  const sink: ReceiverSink = {
    answer(id, message) {
      const call = pending.get(id);
      if (!call) return false;
      pending.delete(id);
      clearTimeout(call.timer);
      if (message['ok'] === true) {
        let result: unknown;
        try {
          result = RESULT_GUARDS[call.method](call.method, message['result']);
        } catch (error) {
          call.reject(error);
          return true;
        }
        call.resolve(result);
      } else if (message['ok'] === false) {
        const error = message['error'];
        if (!isRecord(error) || typeof error['code'] !== 'string' || error['code'] === '') {
          call.reject(new BridgeProtocolError(call.method, 'error.code must be a non-empty string'));
        } else {
          const text = typeof error['message'] === 'string' ? error['message'] : undefined;
          call.reject(new BridgeNativeError(call.method, error['code'], text));
        }
      } else {
        call.reject(new BridgeProtocolError(call.method, 'answer must have ok: true or ok: false'));
      }
      return true;
    },
    event(name, data) {
      if (!(BRIDGE_EVENTS as readonly string[]).includes(name)) {
        ignore('unknown-event');
        return false;
      }
      const event = name as BridgeEventName;
      const payload = EVENT_GUARDS[event](data);
      if (payload === undefined) {
        ignore('malformed-event');
        return false;
      }
      for (const handler of [...(listeners.get(event) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          reportHandlerError(error);
        }
      }
      return true;
    },
    ignored: ignore,
  };

  const hub = win ? hubOf(win) : undefined;
  const detach = hub?.attach(sink);

  async function call<M extends BridgeMethod>(
    method: M,
    params: Record<string, unknown>,
    callOptions?: CallOptions,
  ): Promise<BridgeMethods[M]['result']> {
    if (disposed) throw new BridgeUnavailableError(method, 'the bridge was disposed');
    const timeoutOverride = checkTimeout(method, callOptions?.timeoutMs);
    const transport = findTransport(win, detection);
    if (!transport || !hub) return (await runFallback(method, win, params)) as BridgeMethods[M]['result'];

    if (isFireAndForget(method)) {
      // No id: the shell never answers these, and the promise resolves once posted (issue 5).
      const json = JSON.stringify({ v: PROTOCOL_VERSION, method, params });
      try {
        transport.send(json);
      } catch (error) {
        throw new BridgeUnavailableError(method, 'the native transport refused the message', { cause: error });
      }
      return undefined as BridgeMethods[M]['result'];
    }

    const answered = method as AnsweredMethod;
    const timeoutMs = timeoutOverride ?? config.timeouts[answered];
    const id = hub.nextId();
    return new Promise((resolve, reject) => {
      // Timeouts are validated to fit a timer (at most 2^31−1 ms, issue 19); NO_TIMEOUT sets none.
      const timer =
        timeoutMs === NO_TIMEOUT
          ? undefined
          : setTimeout(() => {
              // Deleting the id makes a late answer "unknown": it is dropped, never delivered.
              pending.delete(id);
              reject(new BridgeTimeoutError(answered, timeoutMs));
            }, timeoutMs);
      pending.set(id, { method: answered, resolve: resolve as (v: unknown) => void, reject, timer });
      try {
        transport.send(JSON.stringify({ v: PROTOCOL_VERSION, id, method, params }));
      } catch (error) {
        clearTimeout(timer);
        pending.delete(id);
        reject(new BridgeUnavailableError(method, 'the native transport refused the message', { cause: error }));
      }
    });
  }

  const none = {};

  const bridge: Bridge = {
    get platform() {
      return findTransport(win, detection)?.platform ?? 'web';
    },
    get deviceOs() {
      return deviceOsOf(this.platform);
    },
    get isWebView() {
      return this.platform !== 'web';
    },
    getAutoLogin: (o) => call('getAutoLogin', none, o),
    setAutoLogin: async (p, o) => call('setAutoLogin', checkAutoLogin(p), o),
    getLoginInfo: (o) => call('getLoginInfo', none, o),
    setLoginInfo: async (p, o) => call('setLoginInfo', checkLoginInfo(p), o),
    openBrowser: async (p, o) => call('openBrowser', checkUrl('openBrowser', p), o),
    deleteCache: (o) => call('deleteCache', none, o),
    getSettings: (o) => call('getSettings', none, o),
    setSettings: async (p, o) => call('setSettings', checkSettings(p), o),
    logout: (o) => call('logout', none, o),
    hideSplash: () => call('hideSplash', none),
    quit: () => call('quit', none),
    openStorePage: (o) => call('openStorePage', none, o),
    openBarcode: (o) => call('openBarcode', none, o),
    closeBarcode: (o) => call('closeBarcode', none, o),
    setKeyValue: async (p, o) => call('setKeyValue', checkKeyValue(p), o),
    openMapWebView: async (p, o) => call('openMapWebView', checkMapWebView(p), o),
    shareUrl: async (p, o) => call('shareUrl', checkShareUrl(p), o),
    showSharePopup: async (p, o) => call('showSharePopup', checkSharePopup(p), o),
    shareImage: async (p, o) => call('shareImage', checkShareImage(p), o),
    getAppInfo: (o) => call('getAppInfo', none, o),
    getSecurityInfo: (o) => call('getSecurityInfo', none, o),
    callPhone: async (p, o) => call('callPhone', checkCallPhone(p), o),
    copyToClipboard: async (p, o) => call('copyToClipboard', checkCopy(p), o),
    openMap: async (p, o) => call('openMap', checkOpenMap(p), o),
    getCapabilities: (o) => call('getCapabilities', none, o),

    async supports(method) {
      if (!BRIDGE_METHODS.includes(method)) return false;
      if (disposed || !findTransport(win, detection)) return false;
      if (!capabilities) {
        const asked = call('getCapabilities', none).catch((error: unknown) => {
          // An older shell answers unknown-method: it supports nothing optional, for good.
          if (error instanceof BridgeNativeError && error.code === 'unknown-method') return null;
          // A timeout or a bad answer may be transient: forget it so the next check asks again.
          if (capabilities === asked) capabilities = undefined;
          return null;
        });
        capabilities = asked;
      }
      const caps = await capabilities;
      return caps?.methods.includes(method) ?? false;
    },
    supportsSecurityInfo() {
      return this.supports('getSecurityInfo');
    },

    on(event, handler) {
      if (!(BRIDGE_EVENTS as readonly string[]).includes(event)) {
        throw new BridgeArgumentError('on', [`unknown event '${String(event)}'; known: ${BRIDGE_EVENTS.join(', ')}`]);
      }
      if (typeof handler !== 'function') throw new BridgeArgumentError('on', ['handler must be a function']);
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => {
        listeners.get(event)?.delete(h);
      };
    },
    off(event, handler) {
      listeners.get(event)?.delete(handler as (payload: unknown) => void);
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      detach?.();
      listeners.clear();
      for (const [id, p] of pending) {
        clearTimeout(p.timer);
        pending.delete(id);
        p.reject(new BridgeUnavailableError(p.method, 'the bridge was disposed'));
      }
    },
  };
  return Object.freeze(bridge);
}

let defaultBridge: Bridge | undefined;

/**
 * The app's bridge on `window`, created on first use with the default options.
 * @example await getBridge().hideSplash();
 */
export function getBridge(): Bridge {
  defaultBridge ??= createBridge();
  return defaultBridge;
}
