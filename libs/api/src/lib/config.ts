/**
 * Run-time configuration of the three services (architecture.md "Configuration": bases are
 * configuration, changeable without editing code). The app calls `configureApi` once at
 * start-up; it is checked once and fails with the list of what is wrong.
 */
import { createBrowserConnectivity, type Connectivity } from './connectivity';
import type { ApiError } from './errors';
import { createMemoryStorage, createMemoryTokenStore, createStorageTokenStore, type ApiTokens, type TokenStore } from './tokens';

export type ServiceName = 'bottle' | 'user' | 'chat';

/** Origin used to resolve relative bases where there is no `location` (Vitest, Node). */
export const FALLBACK_ORIGIN = 'http://localhost';

export interface ApiConfig {
  /** Main API base (bottle service), absolute or relative to the page origin. @example '/api' */
  bottleBase: string;
  /** User service host. @example 'https://user.example.com' */
  userBase: string;
  /** AI chat base. @example 'https://chat.example.com' */
  chatBase: string;
  /**
   * Token pair store; the app usually passes `createStorageTokenStore(localStorage)`. After
   * `configureApi` this member is a wrapper whose `set` (login, logout) starts a new session
   * generation; the refresh writes to the store passed in.
   */
  tokenStore: TokenStore;
  /** After a successful refresh, with the new pair: the app tells the native shell (spec §4). */
  onTokensRefreshed: (tokens: ApiTokens) => void;
  /**
   * The refresh call answered 401: alert, native logout, clear caches and storages, go to /login
   * (spec §4). Called once per expiry: the 401s that follow on the same session are just
   * unauthorized, and a new login in the same page (new tokens) re-arms it. Spec §4 and §9 say
   * "once per page life"; architecture.md "Data flow" says once per expiry, so that a
   * member who logs in again without a reload still gets refreshes and is told when that session
   * expires too.
   */
  onSessionExpired: () => void;
  /**
   * Session storage for the chat thread id (spec §3). Default: `sessionStorage` or memory.
   * `removeItem` is optional: without it, `clearChatThreadId` stores '' (never sent).
   */
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;
  /** Online / offline source. Default: `navigator.onLine` and the window's 'online' event. */
  connectivity: Connectivity;
  /** Reads `document.cookie` (XSRF-TOKEN, spec §9). */
  readCookies: () => string;
  /** The page origin; relative bases resolve against it and XSRF is sent only to it. */
  origin: string;
  /** Default: the global fetch, looked up at call time (so MSW can intercept it). */
  fetchFn: typeof fetch;
  /** Per-request timeout in ms; none by default (spec §9 "The HTTP client sends no timeout"). */
  timeoutMs: number | undefined;
  /** Where the public-endpoint warning goes (spec §6). Default: console.warn. */
  warn: (message: string) => void;
  /**
   * The member's language, read per request and sent as `Accept-Language` (a header every base
   * may take, CORS-safelisted), so the server answers in it. Default: none sent.
   */
  language: () => string | undefined;
}

export class ApiConfigError extends Error {
  override readonly name = 'ApiConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * The state of one page life: the configuration, the single flight, the session generation, the
 * expiry already handled and the refresh back-off.
 */
export interface ApiRuntime {
  /** `tokenStore` here is the session-aware wrapper: each `set` starts a new generation. */
  readonly config: ApiConfig;
  /** The store the app passed in; the refresh writes through it without starting a generation. */
  readonly tokens: TokenStore;
  /** Absolute bases without a trailing slash. */
  readonly bases: Record<ServiceName, string>;
  refreshing: Promise<RefreshOutcome> | null;
  /**
   * Session generation: bumped by every login and logout (a `set` on `config.tokenStore`). A
   * refresh or a 401 that started in an older generation belongs to a session that is gone: its
   * answer is discarded (3).
   */
  generation: number;
  /** The expiry already handled: the generation and refresh token whose refresh answered 401. */
  expired: { generation: number; refreshToken: string | undefined } | null;
  /** Refresh failures other than 401 in a row, and the time before which none is tried again. */
  refreshFailures: number;
  nextRefreshAt: number;
  /** Why the last refresh failed for a passing reason (network, 5xx, no token): what the calls waiting on it answer. */
  refreshError: ApiError | null;
  /** Whether the last session change left an access token (what `SessionChange.wasActive` reports). */
  active: boolean;
  /** Who hears every session change of this page life (`onSessionChange`). */
  readonly listeners: Set<(change: SessionChange) => void>;
  /** Stops listening to the token store's changes made elsewhere (another tab); run when configured again. */
  unwatch: () => void;
}

/**
 * Why the session's tokens changed: `begin` (a login, the shell's login info), `end` (logout,
 * withdrawal, the end of an expired session), `refresh` (the pair renewed here), `expired` (the
 * refresh answered 401: the pair is dead, the app now runs its expiry flow, which ends with
 * `endApiSession`), `other-tab` (the shared store was changed by another tab of the app).
 */
export type SessionChangeCause = 'begin' | 'end' | 'refresh' | 'expired' | 'other-tab';

export interface SessionChange {
  cause: SessionChangeCause;
  /** The pair held now. */
  tokens: ApiTokens;
  /** Whether a session is held now (an access token). */
  active: boolean;
  /** Whether one was held before this change. */
  wasActive: boolean;
}

/**
 * How a refresh ended: `refreshed`; `expired` (its 401: the session is over); `unavailable` (a
 * passing failure, or its back-off: the session is fine, the call fails as a temporary error the
 * screen can retry); `failed` (the call's session is gone: logged out, another login, no refresh
 * token; the call stays unauthorized).
 */
export type RefreshOutcome = 'refreshed' | 'expired' | 'unavailable' | 'failed';

function defaultOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
}

function webStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return (globalThis as Record<string, unknown>)[name] as Storage | undefined;
  } catch {
    // Some web views throw a SecurityError on access when storage is disabled.
    return undefined;
  }
}

function defaults(): ApiConfig {
  const local = webStorage('localStorage');
  return {
    bottleBase: '/',
    userBase: '/',
    chatBase: '/',
    tokenStore: local ? createStorageTokenStore(local) : createMemoryTokenStore(),
    onTokensRefreshed: () => undefined,
    onSessionExpired: () => undefined,
    sessionStorage: webStorage('sessionStorage') ?? createMemoryStorage(),
    connectivity: createBrowserConnectivity(),
    readCookies: () => (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '',
    origin: defaultOrigin(),
    fetchFn: (...args) => fetch(...args),
    timeoutMs: undefined,
    warn: (message) => console.warn(message),
    language: () => undefined,
  };
}

/** Resolves a base against the origin: '/api' → 'http://localhost/api' (docs/conventions.md). */
export function resolveBase(base: string, origin: string): string {
  return new URL(base, `${origin}/`).href.replace(/\/+$/, '');
}

function check(config: ApiConfig): Record<ServiceName, string> {
  const problems: string[] = [];
  try {
    const origin = new URL(config.origin);
    if (origin.origin !== config.origin.replace(/\/+$/, ''))
      problems.push(`origin must be a bare origin, got ${JSON.stringify(config.origin)}`);
  } catch {
    problems.push(`origin must be an absolute URL, got ${JSON.stringify(config.origin)}`);
  }
  const bases = {} as Record<ServiceName, string>;
  for (const service of ['bottle', 'user', 'chat'] as const) {
    const key = `${service}Base` as const;
    const base = config[key];
    if (typeof base !== 'string' || base.trim() === '') {
      problems.push(`${key} must be a non-empty string`);
      continue;
    }
    try {
      const resolved = resolveBase(base, problems.length ? FALLBACK_ORIGIN : config.origin);
      if (!/^https?:/.test(resolved)) problems.push(`${key} must be http(s), got ${JSON.stringify(base)}`);
      else if (/[?#]/.test(base)) problems.push(`${key} must not carry a query or fragment, got ${JSON.stringify(base)}`);
      bases[service] = resolved;
    } catch {
      problems.push(`${key} is not a URL or path: ${JSON.stringify(base)}`);
    }
  }
  if (typeof config.tokenStore?.get !== 'function' || typeof config.tokenStore?.set !== 'function') {
    problems.push('tokenStore must have get() and set()');
  }
  for (const key of ['onTokensRefreshed', 'onSessionExpired', 'readCookies', 'fetchFn', 'warn'] as const) {
    if (typeof config[key] !== 'function') problems.push(`${key} must be a function`);
  }
  if (config.timeoutMs !== undefined && !(Number.isFinite(config.timeoutMs) && config.timeoutMs > 0)) {
    problems.push(`timeoutMs must be a positive number of milliseconds, got ${String(config.timeoutMs)}`);
  }
  if (problems.length) throw new ApiConfigError(problems);
  return bases;
}

let runtime: ApiRuntime | undefined;

/**
 * Sets the bases, token store and callbacks of every service. Call it once at start-up, before
 * the first request; calling it again starts a new "page life" (the session-expiry callback may
 * run again). Missing members keep their defaults.
 *
 * @example
 * configureApi({
 *   bottleBase: import.meta.env.VITE_BOTTLE_API ?? '/api',
 *   userBase: 'https://user.example.com',
 *   chatBase: 'https://chat.example.com',
 *   tokenStore: createStorageTokenStore(localStorage),
 *   onTokensRefreshed: (tokens) => bridge.setTokens(tokens),
 *   onSessionExpired: () => store.dispatch(sessionExpired()),
 * });
 */
export function configureApi(options: Partial<ApiConfig> = {}): ApiConfig {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<ApiConfig>;
  const config: ApiConfig = { ...defaults(), ...defined };
  const bases = check(config);
  const tokens = config.tokenStore;
  runtime?.unwatch();
  const rt: ApiRuntime = {
    config,
    tokens,
    bases,
    refreshing: null,
    generation: 0,
    expired: null,
    refreshFailures: 0,
    nextRefreshAt: 0,
    refreshError: null,
    active: Boolean(tokens.get().accessToken),
    listeners: new Set(),
    unwatch: () => undefined,
  };
  // Kept for callers of the older shape: a `set` on `config.tokenStore` starts a new session
  // generation and is told to the listeners as a begin (an access token given) or an end.
  config.tokenStore = {
    get: () => tokens.get(),
    set: (next) => {
      startNewSession(rt);
      tokens.set(next);
      announce(rt, next.accessToken ? 'begin' : 'end', next);
    },
  };
  // The store changed elsewhere (another tab shares local storage): a session appearing or going
  // there is a new generation here too, so a refresh this page had on the wire is discarded; a
  // pair rotated by the other tab's refresh keeps the session.
  rt.unwatch =
    tokens.subscribe?.(() => {
      const now = tokens.get();
      if (Boolean(now.accessToken) !== rt.active) startNewSession(rt);
      announce(rt, 'other-tab', now);
    }) ?? (() => undefined);
  runtime = rt;
  return config;
}

/** Tells every listener of `rt` what changed; a failing listener does not stop the others. */
function announce(rt: ApiRuntime, cause: SessionChangeCause, tokens: ApiTokens): void {
  const change: SessionChange = { cause, tokens: { ...tokens }, active: Boolean(tokens.accessToken), wasActive: rt.active };
  rt.active = change.active;
  for (const listener of [...rt.listeners]) {
    try {
      listener(change);
    } catch (error) {
      // Reported as an uncaught error (the app's error reporting sees it), after the others ran.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * Begins a session with a login's pair (or the shell's): stored, a new session generation (a
 * refresh of an older session never lands, the expiry is armed again, the back-off starts
 * over), and every `onSessionChange` listener told (`begin`).
 *
 * @example
 * const answer = await login(…).unwrap();
 * beginApiSession({ accessToken: answer.access_token, refreshToken: answer.refresh_token });
 */
export function beginApiSession(tokens: ApiTokens, rt: ApiRuntime = getApiRuntime()): void {
  if (!tokens.accessToken) throw new TypeError('beginApiSession needs an access token; use endApiSession to end a session');
  startNewSession(rt);
  const next: ApiTokens = { accessToken: tokens.accessToken, ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}) };
  rt.tokens.set(next);
  announce(rt, 'begin', next);
}

/** Ends the session: the pair removed, a new generation, every listener told (`end`). Idempotent. */
export function endApiSession(rt: ApiRuntime = getApiRuntime()): void {
  startNewSession(rt);
  rt.tokens.set({});
  announce(rt, 'end', {});
}

/** The pair held now (a copy). */
export function getSessionTokens(rt: ApiRuntime = getApiRuntime()): ApiTokens {
  return { ...rt.tokens.get() };
}

/** Whether a session is held: an access token in the store. The one answer to "is there a session". */
export function hasApiSession(rt: ApiRuntime = getApiRuntime()): boolean {
  return Boolean(rt.tokens.get().accessToken);
}

/**
 * Calls `listener` on every change of the session's tokens in this page life (until
 * `configureApi` is called again): begin, end, refresh, expiry, another tab. Returns the function
 * that stops it.
 */
export function onSessionChange(listener: (change: SessionChange) => void, rt: ApiRuntime = getApiRuntime()): () => void {
  rt.listeners.add(listener);
  return () => void rt.listeners.delete(listener);
}

/** Tells the listeners of `rt` about a change libs/api made itself (a refresh, an expiry). @internal */
export function announceSessionChange(rt: ApiRuntime, cause: 'refresh' | 'expired'): void {
  announce(rt, cause, rt.tokens.get());
}

/**
 * Starts a new session generation (login, logout, or tokens changed by another tab).
 * `beginApiSession`, `endApiSession` and the store's own change events already do it.
 */
export function startNewSession(rt: ApiRuntime = getApiRuntime()): void {
  rt.generation += 1;
  rt.expired = null;
  rt.refreshFailures = 0;
  rt.nextRefreshAt = 0;
  rt.refreshError = null;
}

/** The current runtime; a default one (same-origin bases) when configureApi was never called. */
export function getApiRuntime(): ApiRuntime {
  if (!runtime) configureApi();
  return runtime as ApiRuntime;
}
