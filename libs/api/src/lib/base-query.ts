/**
 * The base query of the three services: headers, token refresh with a single flight, retry with
 * back-off, offline pause, error normalisation. Layers, outermost first:
 *
 * 1. offline gate: a mutation offline fails at once with `offline`; a query waits for 'online'
 *    (spec §4 "Data fetching pauses when offline", §9);
 * 2. retry: queries only, network errors and 5xx only, RETRY_COUNT times with retryDelayMs(n)
 *    between tries; `extraOptions.retry: false` turns it off (the shell's queries, spec §9);
 * 3. re-authorisation: bottle base only, a 401 on a call that had an access token refreshes the
 *    pair once for all concurrent callers and retries the call once (spec §4 "Token refresh");
 * 4. one HTTP exchange.
 *
 * It never throws: every failure is `{ error: ApiError }`.
 */
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  isPublicEndpoint,
  isTokenFreePath,
  retryDelayMs,
  RETRY_COUNT,
  STORAGE_KEYS,
  THREAD_ID_HEADER,
  TOKEN_REFRESH_PATH,
} from '@bottle/domain';
import { announceSessionChange, getApiRuntime, type ApiRuntime, type RefreshOutcome, type ServiceName } from './config';
import { delay, waitUntilOnline } from './connectivity';
import { apiError, errorFromStatus, isRetryable, type ApiError } from './errors';
import { buildHeaders } from './headers';
import { takeEarlyCall } from './early-calls';
import type { ApiTokens } from './tokens';
import type { TokenRefreshResponse } from '../types/token';

/** What an endpoint's `query` returns. */
export interface ApiRequest {
  /** Path exactly as the spec writes it, appended to the service base. */
  path: string;
  /** POST unless told (spec §7). */
  method?: 'GET' | 'POST';
  /** JSON body of a POST; `{}` when absent (ASSUMPTIONS T2). */
  body?: unknown;
  /**
   * A raw body instead of JSON, sent as `application/octet-stream` (the image bucket's chunks,
   * A38: base64 in JSON would make them a third larger).
   */
  bytes?: Uint8Array;
  /** Call-specific headers, e.g. the recent-search count's cno. */
  headers?: Record<string, string>;
  /** Chat calls: send the stored thread id and store the one the answer carries (spec §3, §4). */
  thread?: boolean;
}

/** Per-endpoint options. */
export interface ApiExtraOptions {
  /** false: no retry at all (the shell's version and security checks, spec §9). */
  retry?: boolean;
}

export interface ApiMeta {
  /** The last HTTP answer, if one arrived. */
  response?: Response;
  /** HTTP exchanges made for this call, retries and the post-refresh retry included. */
  attempts: number;
  /** True when the token pair was refreshed and the call retried. */
  refreshed: boolean;
  /**
   * True when the call's 401 needed a refresh that failed for a passing reason (or waits out its
   * back-off): the call answers the refresh's temporary error and is not retried on its own (the
   * back-off decides when the refresh is tried again; the screen's retry comes after it).
   */
  refreshUnavailable?: boolean;
}

type Outcome = { data: unknown; error?: undefined; meta: ApiMeta } | { error: ApiError; data?: undefined; meta: ApiMeta };

function joinUrl(base: string, path: string): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One HTTP exchange, normalised. */
async function exchange(
  rt: ApiRuntime,
  service: ServiceName,
  request: ApiRequest,
  tokens: ApiTokens,
  signal: AbortSignal | undefined,
  meta: ApiMeta,
): Promise<Outcome> {
  const { config } = rt;
  const url = joinUrl(rt.bases[service], request.path);
  const method = request.method ?? 'POST';
  const headers = buildHeaders({
    service,
    url,
    origin: config.origin,
    tokens,
    cookies: config.readCookies(),
    threadId: request.thread ? config.sessionStorage.getItem(STORAGE_KEYS.threadId) : null,
    extra: request.headers,
    language: config.language(),
  });

  // No timeout unless configured (spec §9); the caller's signal always applies.
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = config.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, config.timeoutMs)
    : undefined;

  meta.attempts += 1;
  try {
    let response: Response;
    const sent = method === 'GET' || request.bytes ? undefined : JSON.stringify(request.body ?? {});
    if (request.bytes) headers['Content-Type'] = 'application/octet-stream';
    try {
      // The page may have made this very request already, before the app loaded (./early-calls.ts).
      const early = request.bytes ? undefined : takeEarlyCall({ url, method, headers, ...(sent === undefined ? {} : { body: sent }) });
      const body: BodyInit | undefined = request.bytes ? (request.bytes as Uint8Array<ArrayBuffer>) : sent;
      response = (early && (await early)) ?? (await config.fetchFn(url, { method, headers, body, signal: controller.signal }));
    } catch (cause) {
      if (timedOut) return { error: apiError('timeout'), meta };
      if (controller.signal.aborted) return { error: apiError('cancelled'), meta };
      return { error: apiError('network', { message: cause instanceof Error ? cause.message : String(cause) }), meta };
    }
    meta.response = response;

    if (request.thread) {
      const threadId = response.headers.get(THREAD_ID_HEADER);
      if (threadId) config.sessionStorage.setItem(STORAGE_KEYS.threadId, threadId);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      if (timedOut) return { error: apiError('timeout'), meta };
      if (controller.signal.aborted) return { error: apiError('cancelled'), meta };
      return { error: apiError('network', { message: String(cause) }), meta };
    }
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok) return { error: apiError('bad-response', { status: response.status, message: 'The answer is not JSON' }), meta };
        body = text;
      }
    }
    if (!response.ok) return { error: errorFromStatus(response.status, body), meta };
    return { data: body, meta };
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Calls a callback injected by the app without letting its failure break the request. */
function notify(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    // The app's handler failed: report it as an uncaught error (its error reporting sees it)
    // instead of turning a successful refresh into a failed request.
    queueMicrotask(() => {
      throw error;
    });
  }
}

/**
 * Stores a refreshed pair (keeping the old refresh token when none came) and tells the app
 * (spec §4: "the new tokens are stored, the native shell is told"). It writes through the app's
 * store directly: a refresh continues the session, it does not start a new generation.
 */
export function storeRefreshedTokens(tokens: ApiTokens, rt: ApiRuntime = getApiRuntime()): void {
  const next: ApiTokens = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken || rt.tokens.get().refreshToken };
  rt.tokens.set(next);
  notify(() => rt.config.onTokensRefreshed(next));
  announceSessionChange(rt, 'refresh');
}

const sameTokens = (a: ApiTokens, b: ApiTokens) => a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;

/**
 * Taken when a refresh starts; the returned check says whether its answer still belongs to the
 * session: no logout or login since (same generation) and the stored pair is the one sent (no
 * other tab logged out).
 */
export function refreshSnapshot(rt: ApiRuntime = getApiRuntime()): () => boolean {
  const generation = rt.generation;
  const tokens = rt.tokens.get();
  return () => rt.generation === generation && sameTokens(rt.tokens.get(), tokens);
}

/**
 * A refresh failure other than 401 (network, 5xx, an answer without a token): the session is
 * fine, so it is `unavailable`, not unauthorized, and no other refresh is tried before
 * min(1 s × 2^n, 30 s): the first wait is 1 s, so a screen's retry finds the
 * refresh open again.
 */
function backOff(rt: ApiRuntime, error: ApiError): RefreshOutcome {
  rt.nextRefreshAt = Date.now() + retryDelayMs(rt.refreshFailures);
  rt.refreshFailures += 1;
  rt.refreshError = error;
  return 'unavailable';
}

/** What a call answers when its refresh is unavailable: the refresh's own passing error (retryable), never unauthorized. */
function unavailableError(rt: ApiRuntime): ApiError {
  return rt.refreshError ?? apiError('network', { message: 'The session could not be renewed just now; try again' });
}

async function refreshTokens(rt: ApiRuntime): Promise<RefreshOutcome> {
  const generation = rt.generation;
  const tokens = rt.tokens.get();
  const current = refreshSnapshot(rt);
  // Not tied to any caller's signal: one caller going away must not fail the others' refresh.
  const result = await exchange(rt, 'bottle', { path: TOKEN_REFRESH_PATH, method: 'GET' }, tokens, undefined, {
    attempts: 0,
    refreshed: false,
  });
  // Race 1: a logout or login while the refresh was on the wire (here: a new generation;
  // in another tab: the shared storage no longer holds the pair that was sent) makes its answer
  // stale. Storing it would bring back a session the member ended; its 401 is no expiry either.
  if (!current()) return 'failed';
  if (!result.error) {
    const data = result.data as Partial<TokenRefreshResponse> | null;
    if (data && typeof data.token === 'string' && data.token !== '') {
      rt.refreshFailures = 0;
      rt.nextRefreshAt = 0;
      rt.refreshError = null;
      storeRefreshedTokens({ accessToken: data.token, refreshToken: data.refreshToken }, rt);
      return 'refreshed';
    }
    // A 200 without a token: the refresh service is not itself, the session is not refused.
    return backOff(rt, apiError('bad-response', { message: 'The token refresh answered without a token; try again' }));
  }
  if (result.error.kind === 'unauthorized') {
    // Once per expiry (race 2): the calls that follow on this session are just
    // unauthorized; a new login re-arms it.
    rt.expired = { generation, refreshToken: tokens.refreshToken };
    notify(() => rt.config.onSessionExpired());
    announceSessionChange(rt, 'expired');
    return 'expired';
  }
  // A network error, a time-out, a 5xx (a 4xx other than 401 too: the session was not refused).
  return backOff(rt, result.error);
}

/**
 * Single flight: the first 401 starts the refresh, every other 401 meanwhile joins it. A 401
 * that arrives after another caller already refreshed just retries with the new token.
 * `generation` is the session generation the call was sent in.
 */
function refreshAfter401(rt: ApiRuntime, usedAccessToken: string, generation: number): Promise<RefreshOutcome> {
  // Race 3: the member logged out (or in again) since the call went out: its 401
  // belongs to a session that is gone. Nothing to refresh, nothing expired.
  if (generation !== rt.generation) return Promise.resolve('failed');
  const current = rt.tokens.get();
  if (current.accessToken && current.accessToken !== usedAccessToken) return Promise.resolve('refreshed');
  // No refresh token (logged out, here or in another tab): the call is just unauthorized.
  if (!current.refreshToken) return Promise.resolve('failed');
  if (rt.expired && rt.expired.generation === rt.generation && rt.expired.refreshToken === current.refreshToken)
    return Promise.resolve('expired');
  if (!rt.refreshing) {
    // Race 4: after a failure other than 401, wait out the back-off.
    if (Date.now() < rt.nextRefreshAt) return Promise.resolve('unavailable');
    rt.refreshing = refreshTokens(rt).finally(() => {
      rt.refreshing = null;
    });
  }
  return rt.refreshing;
}

/** One try of a call, with the re-authorisation of spec §4 on the bottle base. */
async function withReauth(rt: ApiRuntime, service: ServiceName, request: ApiRequest, signal: AbortSignal, meta: ApiMeta): Promise<Outcome> {
  const canRefresh = service === 'bottle' && request.path !== TOKEN_REFRESH_PATH;
  // Wait for a refresh in progress so this call goes out with the new pair.
  if (canRefresh && rt.refreshing) await rt.refreshing;
  const generation = rt.generation;
  const tokens = rt.tokens.get();
  const result = await exchange(rt, service, request, tokens, signal, meta);
  if (!canRefresh || result.error?.kind !== 'unauthorized' || !tokens.accessToken) return result;

  const outcome = await refreshAfter401(rt, tokens.accessToken, generation);
  // The session is fine but could not be renewed just now: a temporary error the screen (and
  // the query's own retries) can try again, never `unauthorized`.
  if (outcome === 'unavailable') {
    meta.refreshUnavailable = true;
    return { error: unavailableError(rt), meta };
  }
  if (outcome !== 'refreshed') return result;
  meta.refreshed = true;
  // Retried once: a second 401 is final (spec §4 "Refresh is tried once per failing call").
  return exchange(rt, service, request, rt.tokens.get(), signal, meta);
}

/**
 * Public calls libs/api adds beyond spec §7's list (ASSUMPTIONS.md A21, A38, A40): callable without a token
 * like the spec's public product calls, so they do not warn either.
 */
export const EXTRA_PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/app/product/store/stock',
  // Reviews (A40): a visitor reads a product's reviews and their summary.
  '/app/review/list',
  '/app/review/summary',
  // The image bucket (A38): a visitor's sommelier photo goes up too.
  '/app/bucket/upload/start',
  '/app/bucket/upload/chunk',
  '/app/bucket/upload/status',
  '/app/bucket/upload/finish',
]);

function warnIfNotPublic(rt: ApiRuntime, service: ServiceName, request: ApiRequest): void {
  if (service === 'chat' || rt.config.tokenStore.get().accessToken) return;
  if (isPublicEndpoint(request.path) || isTokenFreePath(request.path) || EXTRA_PUBLIC_PATHS.has(request.path)) return;
  // Spec §6: other token-less calls only produce a console warning; the call still goes out.
  rt.config.warn(`[@bottle/api] ${request.path} is not a public endpoint but is called without a token`);
}

/**
 * Makes the base query of one service. Exported for tests and for apps that add their own
 * createApi on one of the bases.
 */
export function createApiBaseQuery(service: ServiceName): BaseQueryFn<ApiRequest, unknown, ApiError, ApiExtraOptions, ApiMeta> {
  return async (request: ApiRequest, api: BaseQueryApi, extraOptions: ApiExtraOptions = {}) => {
    const rt = getApiRuntime();
    const meta: ApiMeta = { attempts: 0, refreshed: false };
    const isQuery = api.type === 'query';
    const cancelled = () => ({ error: apiError('cancelled'), meta });

    if (!isQuery && !rt.config.connectivity.isOnline()) {
      // A write offline changes nothing and tells the screen at once (spec §9).
      return { error: apiError('offline'), meta };
    }
    warnIfNotPublic(rt, service, request);

    const maxRetries = isQuery && extraOptions.retry !== false ? RETRY_COUNT : 0;
    let retries = 0;
    for (;;) {
      if (isQuery) {
        try {
          await waitUntilOnline(rt.config.connectivity, api.signal);
        } catch {
          return cancelled();
        }
      }
      const result = await withReauth(rt, service, request, api.signal, meta);
      if (!result.error || !isRetryable(result.error) || meta.refreshUnavailable) return result;
      if (!isQuery) return result;
      // Lost the connection: wait for it instead of spending a retry (spec §9).
      if (result.error.kind === 'network' && !rt.config.connectivity.isOnline()) continue;
      if (retries >= maxRetries) return result;
      try {
        await delay(retryDelayMs(retries), api.signal);
      } catch {
        return cancelled();
      }
      retries += 1;
    }
  };
}
