/**
 * The base query of the three services: headers, token refresh with a single flight, retry with
 * back-off, offline pause, error normalisation. Layers, outermost first:
 *
 * 1. offline gate: a mutation offline fails at once with `offline`; a query waits for 'online'
 *    (spec §4 "Data fetching pauses when offline", §9);
 * 2. retry: queries only, network errors and 5xx only, RETRY_COUNT times with retryDelayMs(n)
 *    between tries; `extraOptions.retry: false` turns it off (the shell's queries, spec §9);
 * 3. re-authorisation: bottle base only, a 401 on a call that had an access token refreshes the
 *    pair once for all concurrent callers and retries the call once (spec §4 "Token refresh";
 *    ./refresh.ts, loaded apart);
 * 4. one HTTP exchange (./exchange.ts).
 *
 * It never throws: every failure is `{ error: ApiError }`.
 */
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { retryDelayMs, RETRY_COUNT, TOKEN_REFRESH_PATH } from '@bottle/domain';
import { getApiRuntime, type ApiRuntime, type ServiceName } from './config';
import { delay, waitUntilOnline } from './connectivity';
import { apiError, isRetryable, type ApiError } from './errors';
import { exchange, type Outcome } from './exchange';
import { loadMutationTags } from './tags';
import type * as Renewal from './refresh';

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

/**
 * The session's renewal (./refresh.ts) is a chunk of its own: a visitor without a session never
 * needs it, so no first screen carries its bytes. A call that carries an access token may come
 * back 401, so the chunk is fetched alongside it (not after the 401: no round trip is added).
 */
export function loadSessionRenewal(): Promise<typeof Renewal> {
  return import('./refresh');
}

/** One try of a call, with the re-authorisation of spec §4 on the bottle base. */
async function withReauth(rt: ApiRuntime, service: ServiceName, request: ApiRequest, signal: AbortSignal, meta: ApiMeta): Promise<Outcome> {
  const canRefresh = service === 'bottle' && request.path !== TOKEN_REFRESH_PATH;
  // Wait for a refresh in progress so this call goes out with the new pair.
  if (canRefresh && rt.refreshing) await rt.refreshing;
  const generation = rt.generation;
  const tokens = rt.tokens.get();
  const renewal = canRefresh && tokens.accessToken ? loadSessionRenewal() : undefined;
  // Not awaited unless a 401 comes: its failure alone (offline) must not go unhandled.
  renewal?.catch(() => undefined);
  const result = await exchange(rt, service, request, tokens, signal, meta);
  if (!renewal || result.error?.kind !== 'unauthorized' || !tokens.accessToken) return result;
  let reauthorise: (typeof Renewal)['reauthorise'];
  try {
    ({ reauthorise } = await renewal);
  } catch {
    // Its code could not be fetched (the connection dropped): a passing error the screen can retry.
    return { error: apiError('network', { message: 'The session could not be renewed just now; try again' }), meta };
  }
  return reauthorise(rt, service, request, signal, meta, result, tokens.accessToken, generation);
}

/**
 * Spec §6: a token-less call off the public list only produces a console warning; the call still
 * goes out. The list is a chunk of its own (./public-paths.ts), off the first route: it is read
 * after the call has left, and nothing waits for the warning (a diagnostic, not a rule).
 */
function warnIfNotPublic(rt: ApiRuntime, service: ServiceName, request: ApiRequest): void {
  if (service === 'chat' || rt.config.tokenStore.get().accessToken) return;
  void import('./public-paths').then(
    ({ isPublicPath }) => {
      if (!isPublicPath(request.path))
        rt.config.warn(`[@bottle/api] ${request.path} is not a public endpoint but is called without a token`);
    },
    () => undefined,
  );
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

    if (!isQuery) {
      // Its tags are read when it settles: the table comes first (./tags.ts loadMutationTags).
      // Unloadable, the write is not sent: it changed nothing, so it invalidates nothing.
      try {
        await loadMutationTags();
      } catch {
        const online = rt.config.connectivity.isOnline();
        return {
          error: online ? apiError('network', { message: 'The write could not be prepared just now; try again' }) : apiError('offline'),
          meta,
        };
      }
    }
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
