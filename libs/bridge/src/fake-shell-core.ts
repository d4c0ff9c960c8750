/**
 * The fake native shell, as ONE self-contained function.
 *
 * `installFakeShell` calls it directly; `fakeShellInitScript` turns its source text into a
 * script for Playwright's `addInitScript`, so the same code runs in a real browser before the
 * page loads, with no imports and no eval on the page. For that to work the function must not
 * reference anything outside its own body: no imports (types only), no module constants, no
 * helpers. Names it shares with the library (the receiver global, the method list) are repeated
 * here on purpose, and fake-shell.test.ts checks they stay equal.
 */
import type { FakeHandler, FakeShellConfig, FakeShellHandle, FakeShellState, RecordedMessage, RecordedSignal } from './fake-shell-types.js';
import type { LoginInfo } from './protocol.js';

export type {
  RecordedMessage,
  FakeAnswer,
  FakeShellState,
  RecordedSignal,
  FakeShellConfig,
  FakeShellContext,
  FakeHandler,
  FakeShellHandle,
} from './fake-shell-types.js';

export function fakeShellCore(
  win: object,
  config: FakeShellConfig,
  handlers: Readonly<Record<string, FakeHandler | undefined>> | undefined,
): FakeShellHandle {
  const host = win as Record<string, unknown>;
  const RECEIVER = '__bottleBridge';
  // The call table's methods, required params and static answers come in the config (this
  // function reaches nothing outside itself: it is serialised into an init script).
  const METHODS = config.methods.slice();
  const REQUIRED = config.required;
  const platform = config.platform;
  const SECRET_NAME = '__bottleBridgeSecret';
  const VERSION = 2;
  const bytes = new Uint8Array(24);
  const cryptoObj = (globalThis as { crypto?: { getRandomValues?(a: Uint8Array): Uint8Array } }).crypto;
  if (cryptoObj && cryptoObj.getRandomValues) cryptoObj.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  // A fresh secret per install, like a real shell per page load (README "The private channel").
  let secret = '';
  for (const b of bytes) secret += (b < 16 ? '0' : '') + b.toString(16);
  if (config.exposeAs && host[config.exposeAs] !== undefined) {
    throw new Error('A fake native shell is already installed on this window: uninstall it first');
  }

  const state: FakeShellState = {
    autoLogin: config.autoLogin,
    loginInfo: { ...config.loginInfo },
    settings: { ...config.settings },
    keyValues: {},
    clipboard: '',
    splashHidden: false,
    quitRequested: false,
    barcodeOpen: false,
    storePageOpened: 0,
    cacheCleared: 0,
    logoutCount: 0,
    opened: [],
    dialled: [],
    shared: [],
    maps: [],
    ready: false,
    readyEvents: [],
    cancelled: [],
    nativeBacks: 0,
    refused: 0,
  };
  const messages: RecordedMessage[] = [];
  const signals: RecordedSignal[] = [];
  // Events before ready, as README "Handshake" asks of a shell: the last 20, none older than a minute.
  const QUEUE_LIMIT = 20;
  const QUEUE_MAX_AGE_MS = 60_000;
  const waiting: Array<{ event: string; data: unknown; at: number }> = [];
  let replies = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let installed = true;

  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const defaults: Record<string, (p: Record<string, unknown>) => unknown> = {};
  for (const method of Object.keys(config.staticAnswers)) {
    const answer = config.staticAnswers[method];
    defaults[method] = () => (answer && typeof answer === 'object' ? JSON.parse(JSON.stringify(answer)) : answer);
  }
  const stateful: Record<string, (p: Record<string, unknown>) => unknown> = {
    getAutoLogin: () => ({ auto_login_yn: state.autoLogin }),
    setAutoLogin: (p) => {
      state.autoLogin = p['auto_login_yn'] === 'Y' ? 'Y' : 'N';
      return {};
    },
    getLoginInfo: () => ({ ...state.loginInfo }),
    setLoginInfo: (p) => {
      state.loginInfo = { ...state.loginInfo, ...(p as LoginInfo) };
      return {};
    },
    openBrowser: (p) => {
      state.opened.push(str(p['url']));
      return {};
    },
    deleteCache: () => {
      state.cacheCleared += 1;
      return {};
    },
    getSettings: () => ({ ...state.settings }),
    setSettings: (p) => {
      for (const key of Object.keys(p)) state.settings[key] = str(p[key]);
      return {};
    },
    logout: () => {
      state.loginInfo = {};
      state.logoutCount += 1;
      return {};
    },
    hideSplash: () => {
      state.splashHidden = true;
    },
    quit: () => {
      state.quitRequested = true;
    },
    openStorePage: () => {
      state.storePageOpened += 1;
      return {};
    },
    openBarcode: () => {
      state.barcodeOpen = true;
      return {};
    },
    closeBarcode: () => {
      state.barcodeOpen = false;
      return {};
    },
    setKeyValue: (p) => {
      state.keyValues[str(p['key'])] = str(p['value']);
      return {};
    },
    openMapWebView: (p) => {
      state.opened.push(str(p['url']));
      return {};
    },
    shareUrl: (p) => {
      state.shared.push({ method: 'shareUrl', params: p });
      return {};
    },
    showSharePopup: (p) => {
      state.shared.push({ method: 'showSharePopup', params: p });
      return {};
    },
    shareImage: (p) => {
      state.shared.push({ method: 'shareImage', params: p });
      return {};
    },
    getAppInfo: () => ({
      auto_login_yn: state.autoLogin,
      device_id: platform === 'ios' ? 'FAKE-IOS-0000-0001' : 'fake-android-0001',
      device_os: platform === 'ios' ? 'I' : 'A',
      model_nm: platform === 'ios' ? 'iPhone15,2' : 'Pixel 8',
      // Above any version the demo server requires, so demo mode never stops at the update
      // screen (spec §4 step 3); override appInfo.app_ver to try that screen.
      app_ver: '9.9.9',
      ...config.appInfo,
    }),
    getSecurityInfo: () => ({
      compromised_yn: 'N',
      hash: 'fake-package-hash',
      // D passes the security check without the server (spec §4 "Security check").
      cert_key_dvs: 'D',
      ...config.securityInfo,
    }),
    callPhone: (p) => {
      state.dialled.push(str(p['tel']));
      return {};
    },
    copyToClipboard: (p) => {
      state.clipboard = str(p['text']);
      return {};
    },
    openMap: (p) => {
      state.maps.push(p);
      return {};
    },
    getCapabilities: () => ({
      methods: METHODS.concat(Object.keys(handlers || {}).filter((m) => METHODS.indexOf(m) < 0)).filter(
        (m) => config.unsupported.indexOf(m) < 0,
      ),
    }),
  };
  // The answers from the shell's state win over a static one.
  for (const method of Object.keys(stateful)) defaults[method] = stateful[method] as (p: Record<string, unknown>) => unknown;

  const deliverText = (json: unknown): boolean => {
    const receiver = host[RECEIVER] as { receive?: (json: unknown) => unknown } | undefined;
    if (!receiver || typeof receiver.receive !== 'function') return false;
    return receiver.receive(json) === true;
  };
  const deliver = (payload: Record<string, unknown>): boolean => deliverText(JSON.stringify({ ...payload, secret }));
  const emit = (event: string, data?: unknown, reply?: string): boolean => {
    if (!state.ready) {
      // Queued until the page says ready (a cold-start push tap); back is done natively now.
      if (event === 'back') state.nativeBacks += 1;
      else {
        waiting.push({ event, data, at: Date.now() });
        while (waiting.length > QUEUE_LIMIT) waiting.shift();
      }
      return false;
    }
    const envelope: Record<string, unknown> = { event };
    if (data !== undefined) envelope['data'] = data;
    if (reply !== undefined) envelope['reply'] = reply;
    return deliver(envelope);
  };
  const pressBack = (): boolean => {
    if (!state.ready) return emit('back');
    replies += 1;
    const reply = 'back-' + replies;
    emit('back', undefined, reply);
    // The page answers before receive returns; no answer is the same as "not handled".
    let handled = false;
    for (const signal of signals)
      if (signal.type === 'handled' && signal.fields['reply'] === reply) handled = signal.fields['handled'] === true;
    if (!handled) state.nativeBacks += 1;
    return handled;
  };
  const respond = (id: string, result?: unknown): boolean => deliver(result === undefined ? { id, ok: true } : { id, ok: true, result });
  const respondError = (id: string, code: string, message?: string): boolean =>
    deliver({ id, ok: false, error: message === undefined ? { code } : { code, message } });

  const answer = async (message: RecordedMessage): Promise<void> => {
    const id = message.id as string;
    const method = message.method as string;
    const params = (message.params ?? {}) as Record<string, unknown>;
    let result: unknown;
    try {
      if (config.unsupported.indexOf(method) >= 0) {
        respondError(id, 'unknown-method', `${method} is not supported by this shell`);
        return;
      }
      const fixed = Object.prototype.hasOwnProperty.call(config.answers, method) ? config.answers[method] : undefined;
      const handler = handlers ? handlers[method] : undefined;
      const fallback = Object.prototype.hasOwnProperty.call(defaults, method) ? defaults[method] : undefined;
      if (fixed) {
        if ('noAnswer' in fixed) return;
        if ('error' in fixed) {
          respondError(id, fixed.error.code, fixed.error.message);
          return;
        }
        result = fixed.result;
      } else if (handler) {
        result = await handler(params, { platform, state, message });
        if (result && typeof result === 'object' && (result as { fakeShellNoAnswer?: unknown }).fakeShellNoAnswer === true) return;
      } else if (fallback) {
        const missing = (REQUIRED[method] || []).filter((key) => typeof params[key] !== 'string');
        if (missing.length > 0) {
          // Like a real shell: a malformed request is answered, never a crash (README "Questions").
          respondError(id, 'invalid-params', missing.join(', ') + ' must be a string');
          return;
        }
        result = fallback(params);
      } else {
        respondError(id, 'unknown-method', `${method} is not a method of the protocol`);
        return;
      }
    } catch (error) {
      const e = error as { code?: unknown; message?: unknown } | null;
      const code = e && typeof e.code === 'string' && e.code !== '' ? e.code : 'failed';
      respondError(id, code, e && typeof e.message === 'string' ? e.message : undefined);
      return;
    }
    if (installed && state.cancelled.indexOf(id) < 0) respond(id, result);
  };

  const onPost = (raw: unknown): void => {
    if (!installed) return;
    const text = typeof raw === 'string' ? raw : String(raw);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const env = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    if (env['secret'] !== secret) {
      // Not from this page's bridge (page script): ignored unread, never answered.
      state.refused += 1;
      return;
    }
    if (env['v'] !== VERSION) {
      state.refused += 1;
      if (typeof env['id'] === 'string') respondError(env['id'], 'unsupported-version', 'this shell speaks version ' + VERSION);
      return;
    }
    if (typeof env['type'] === 'string') {
      signals.push({ type: env['type'], raw: text, fields: env });
      if (env['type'] === 'ready') {
        state.ready = true;
        state.readyEvents = Array.isArray(env['events']) ? (env['events'] as unknown[]).map(String) : [];
        const now = Date.now();
        for (const item of waiting.splice(0)) {
          if (now - item.at <= QUEUE_MAX_AGE_MS && state.readyEvents.indexOf(item.event) >= 0) emit(item.event, item.data);
        }
      } else if (env['type'] === 'cancel' && typeof env['id'] === 'string') {
        state.cancelled.push(env['id']);
      }
      return;
    }
    const message: RecordedMessage = {
      raw: text,
      id: typeof env['id'] === 'string' ? env['id'] : undefined,
      method: typeof env['method'] === 'string' ? env['method'] : undefined,
      params: env['params'] && typeof env['params'] === 'object' ? (env['params'] as Record<string, unknown>) : undefined,
      via: platform,
    };
    messages.push(message);
    if (message.method === undefined) return; // a real shell ignores what it cannot read
    if (message.id === undefined) {
      // Fire-and-forget (hideSplash, quit): act, never answer.
      const handler = handlers ? handlers[message.method] : undefined;
      const fallback = defaults[message.method];
      try {
        if (handler) handler(message.params ?? {}, { platform, state, message });
        else if (fallback) fallback(message.params ?? {});
      } catch {
        // Nothing to answer to: a fire-and-forget failure stays on the native side.
      }
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (installed && state.cancelled.indexOf(message.id as string) < 0) void answer(message);
    }, config.latencyMs);
    timers.add(timer);
  };

  const undo: Array<() => void> = [];
  const setProp = (obj: Record<string, unknown>, key: string, value: unknown): void => {
    const before = Object.getOwnPropertyDescriptor(obj, key);
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
    undo.push(() => {
      if (before) Object.defineProperty(obj, key, before);
      else delete obj[key];
    });
  };

  const endpoint = { postMessage: (json: unknown) => onPost(json) };
  if (platform === 'ios') {
    let webkit = host['webkit'] as Record<string, unknown> | undefined;
    if (!webkit || typeof webkit !== 'object') {
      webkit = {};
      setProp(host, 'webkit', webkit);
    }
    let handlersObj = webkit['messageHandlers'] as Record<string, unknown> | undefined;
    if (!handlersObj || typeof handlersObj !== 'object') {
      handlersObj = {};
      setProp(webkit, 'messageHandlers', handlersObj);
    }
    setProp(handlersObj, config.iosHandlerName, endpoint);
  } else {
    setProp(host, config.androidBinderName, endpoint);
  }

  const nav = host['navigator'] as Record<string, unknown> | undefined;
  if (config.userAgentMarker && nav && typeof nav === 'object') {
    const ua = typeof nav['userAgent'] === 'string' ? (nav['userAgent'] as string) : '';
    if (ua.indexOf(config.userAgentMarker) < 0) {
      try {
        setProp(nav, 'userAgent', `${ua} ${config.userAgentMarker}`.trim());
      } catch {
        // A host whose user agent cannot be redefined: the bridge must then be created with
        // userAgentMarker: null to detect the fake shell by its transport alone.
      }
    }
  }

  const handle: FakeShellHandle = {
    platform,
    messages,
    state,
    signals,
    emit: (event, data) => emit(event, data),
    pressBack,
    respond,
    respondError,
    send: (envelope) => deliver(envelope),
    sendRaw: deliverText,
    clear: () => {
      messages.length = 0;
      signals.length = 0;
    },
    uninstall: () => {
      if (!installed) return;
      installed = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (undo.length > 0) {
        const step = undo.pop();
        if (step) step();
      }
    },
  };
  // Before any page script, like a WKUserScript at document start (configurable: the bridge
  // deletes it when it takes it).
  setProp(host, SECRET_NAME, secret);
  if (config.exposeAs) setProp(host, config.exposeAs, handle);
  return handle;
}
