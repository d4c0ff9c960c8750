/**
 * @bottle/bridge/testing: a fake native shell for unit tests, the e2e suite and the app's demo
 * mode. It installs the same transport objects a real shell
 * injects, answers through the same global receiver, and records every message.
 */
import { BridgeArgumentError } from './errors.js';
import { fakeShellCore } from './fake-shell-core.js';
import { forgetChannel } from './channel.js';
import type { FakeAnswer, FakeHandler, FakeShellConfig, FakeShellHandle } from './fake-shell-core.js';
import { BRIDGE_METHODS, DEFAULT_ANDROID_BINDER_NAME, DEFAULT_IOS_HANDLER_NAME, DEFAULT_USER_AGENT_MARKER } from './protocol.js';
import { CALL_TABLE } from './calls.js';
import type { CallEntry } from './calls.js';
import type { AppInfo, BridgeMethod, BridgeMethods, LoginInfo, SecurityInfo, YN } from './protocol.js';

export type { FakeAnswer, FakeShellContext, FakeShellHandle, FakeShellState, RecordedMessage, RecordedSignal } from './fake-shell-core.js';

/** Global name under which the installed fake shell's handle is exposed on the window. */
export const FAKE_SHELL_GLOBAL = '__bottleFakeShell';

/** Return this from a handler to leave the call unanswered (to try timeouts). */
export const NO_ANSWER: { readonly fakeShellNoAnswer: true } = Object.freeze({ fakeShellNoAnswer: true });

/** Throw this from a handler to answer with a native error. */
export class FakeNativeError extends Error {
  override readonly name = 'FakeNativeError';
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}

/**
 * Handlers by method. A handler gets the wire params and returns the result (any value, so
 * tests can return malformed ones), a promise of it, or NO_ANSWER; it throws to fail.
 */
export type FakeShellHandlers = {
  readonly [M in BridgeMethod]?: (params: BridgeMethods[M]['params'], context: Parameters<FakeHandler>[1]) => unknown;
} & {
  /** Calls another team declared with defineCall (listed by getCapabilities too). */
  readonly [method: string]: ((params: never, context: Parameters<FakeHandler>[1]) => unknown) | undefined;
};

/** Options that survive JSON, shared by installFakeShell and fakeShellInitScript. */
export interface FakeShellScriptOptions {
  readonly platform: 'ios' | 'android';
  /**
   * Delay before each answer, in milliseconds.
   * @default 0
   */
  readonly latencyMs?: number;
  /**
   * Appended to navigator.userAgent so the bridge detects a web view; null leaves it alone.
   * @default 'BottleApp'
   */
  readonly userAgentMarker?: string | null;
  /** @default 'bottleBridge' */
  readonly iosHandlerName?: string;
  /** @default 'binder' */
  readonly androidBinderName?: string;
  /**
   * Methods to answer with 'unknown-method' (an older shell), e.g. ['getSecurityInfo'].
   * @default []
   */
  readonly unsupported?: readonly BridgeMethod[];
  /** Overrides of the default getAppInfo answer (auto_login_yn comes from autoLogin). */
  readonly appInfo?: Partial<Omit<AppInfo, 'auto_login_yn'>>;
  /** Overrides of the default getSecurityInfo answer ({ compromised_yn: 'N', hash, cert_key_dvs: 'D' }). */
  readonly securityInfo?: Partial<SecurityInfo>;
  /** Tokens the shell holds at start. @default {} (no native session) */
  readonly loginInfo?: LoginInfo;
  /** @default { push_yn: 'Y' } */
  readonly settings?: Readonly<Record<string, string>>;
  /** @default 'N' */
  readonly autoLogin?: YN;
  /** Fixed answers by method, over handlers and defaults. */
  readonly answers?: { readonly [M in BridgeMethod]?: FakeAnswer };
  /**
   * Global name of the handle on the window (tests in Playwright reach it with page.evaluate).
   * @default '__bottleFakeShell'
   */
  readonly exposeAs?: string | null;
}

export interface FakeShellOptions extends FakeShellScriptOptions {
  /** Handlers by method, after `answers` and before the defaults. */
  readonly handlers?: FakeShellHandlers;
  /** @default globalThis.window */
  readonly window?: object;
}

/** The installed fake: call it (or its `uninstall`) to remove it. */
export type FakeShell = (() => void) & FakeShellHandle;

/** The fake shells' share of the call table: its methods, their required params and static answers. */
function fromCallTable(): Pick<FakeShellConfig, 'methods' | 'required' | 'staticAnswers'> {
  const required: Record<string, readonly string[]> = {};
  const staticAnswers: Record<string, unknown> = {};
  for (const method of BRIDGE_METHODS) {
    const entry = CALL_TABLE[method] as CallEntry;
    if (entry.kind === 'send' && entry.required) required[method] = [...entry.required];
    if ('fake' in entry) staticAnswers[method] = entry.fake;
  }
  return { methods: [...BRIDGE_METHODS], required, staticAnswers };
}

function toConfig(options: FakeShellScriptOptions): FakeShellConfig {
  const problems: string[] = [];
  if (!options || (options.platform !== 'ios' && options.platform !== 'android')) {
    problems.push("platform must be 'ios' or 'android'");
  }
  const latency = options?.latencyMs ?? 0;
  if (typeof latency !== 'number' || !Number.isFinite(latency) || latency < 0) {
    problems.push('latencyMs must be a finite number of at least 0');
  }
  const marker = options?.userAgentMarker === undefined ? DEFAULT_USER_AGENT_MARKER : options.userAgentMarker;
  if (marker !== null && (typeof marker !== 'string' || marker === '')) {
    problems.push('userAgentMarker must be a non-empty string or null');
  }
  const autoLogin = options?.autoLogin ?? 'N';
  if (autoLogin !== 'Y' && autoLogin !== 'N') problems.push("autoLogin must be 'Y' or 'N'");
  const exposeAs = options?.exposeAs === undefined ? FAKE_SHELL_GLOBAL : options.exposeAs;
  for (const [key, value] of Object.entries({
    iosHandlerName: options?.iosHandlerName ?? DEFAULT_IOS_HANDLER_NAME,
    androidBinderName: options?.androidBinderName ?? DEFAULT_ANDROID_BINDER_NAME,
    ...(exposeAs === null ? {} : { exposeAs }),
  })) {
    if (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value)) problems.push(`${key} must be a JavaScript identifier`);
  }
  if (options?.unsupported !== undefined && !Array.isArray(options.unsupported)) problems.push('unsupported must be an array');
  if (problems.length > 0) throw new BridgeArgumentError('fakeShell', problems);
  return {
    platform: options.platform,
    latencyMs: latency,
    userAgentMarker: marker,
    iosHandlerName: options.iosHandlerName ?? DEFAULT_IOS_HANDLER_NAME,
    androidBinderName: options.androidBinderName ?? DEFAULT_ANDROID_BINDER_NAME,
    unsupported: [...(options.unsupported ?? [])],
    appInfo: { ...options.appInfo },
    securityInfo: { ...options.securityInfo },
    loginInfo: { ...options.loginInfo },
    settings: { push_yn: 'Y', ...options.settings },
    autoLogin,
    answers: { ...options.answers },
    exposeAs,
    ...fromCallTable(),
  };
}

/**
 * Installs a fake iOS or Android shell on a window: the transport object, a user-agent marker,
 * default answers for every call, and the handle at `window.__bottleFakeShell`.
 *
 * @example
 * const shell = installFakeShell({ platform: 'ios', handlers: { getLoginInfo: () => ({ acesTkn: 'a' }) } });
 * await createBridge().getLoginInfo(); // { acesTkn: 'a' }
 * shell.emit('back');
 * shell(); // uninstall
 */
export function installFakeShell(options: FakeShellOptions): FakeShell {
  const config = toConfig(options);
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) throw new BridgeArgumentError('installFakeShell', ['no window: pass options.window']);
  // A test window outlives one fake shell: its bridges take the new shell's secret, like a new
  // page load would.
  forgetChannel(win);
  const handle = fakeShellCore(win, config, options.handlers as Record<string, FakeHandler | undefined> | undefined);
  const uninstall = (): void => {
    handle.uninstall();
    forgetChannel(win);
  };
  return Object.assign(uninstall, handle);
}

/**
 * The fake shell as JavaScript source that installs itself on `window` with no imports, for
 * Playwright's `page.addInitScript(script)` (it runs before the page's own scripts). Only the
 * JSON options are available here: handlers are functions and cannot cross into the page, so use
 * `answers`. Reach the handle in the page as `window.__bottleFakeShell`.
 *
 * @example
 * await page.addInitScript(fakeShellInitScript({ platform: 'android', latencyMs: 20 }));
 * await page.goto('/');
 * await page.evaluate(() => window.__bottleFakeShell.emit('back'));
 */
export function fakeShellInitScript(options: FakeShellScriptOptions): string {
  const config = toConfig(options);
  // JSON is valid JavaScript; escaping < keeps the source safe even if someone inlines it in HTML.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `;(${fakeShellCore.toString()})(window, ${json}, undefined);\n`;
}

/**
 * Reads the demo-mode query parameter (`?shell=ios` or `?shell=android`) the app uses to install
 * the fake shell in a desktop browser; undefined for anything else.
 * @example const platform = shellFromQuery(location.search); if (platform) installFakeShell({ platform });
 */
export function shellFromQuery(search: string): 'ios' | 'android' | undefined {
  const value = new URLSearchParams(search).get('shell');
  return value === 'ios' || value === 'android' ? value : undefined;
}
