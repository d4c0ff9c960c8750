/**
 * The session's renewal (spec §4 "Token refresh"): on a 401 of a call that had an access token,
 * the pair is refreshed once for every concurrent caller (single flight), with a back-off after a
 * passing failure and the session's expiry told once. Loaded apart from the base query
 * (./base-query.ts imports it with the first 401 that needs it): no first screen needs it, and
 * the app fetches it after the page's load (loadSessionRenewal), so a later 401 finds it there.
 */
import { retryDelayMs, TOKEN_REFRESH_PATH } from '@bottle/domain';
import { announceSessionChange, getApiRuntime, type ApiRuntime, type RefreshOutcome, type ServiceName } from './config';
import { apiError, type ApiError } from './errors';
import { exchange, type Outcome } from './exchange';
import type { ApiTokens } from './tokens';
import type { ApiMeta, ApiRequest } from './base-query';
import type { TokenRefreshResponse } from '../types/token';

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

/**
 * The rest of a call's try after its 401 (spec §4 "Token refresh"): refresh the pair once for
 * every concurrent caller, then retry the call once with the new pair. `result` is the 401,
 * `usedAccessToken` and `generation` what the call was sent with.
 */
export async function reauthorise(
  rt: ApiRuntime,
  service: ServiceName,
  request: ApiRequest,
  signal: AbortSignal,
  meta: ApiMeta,
  result: Outcome,
  usedAccessToken: string,
  generation: number,
): Promise<Outcome> {
  const outcome = await refreshAfter401(rt, usedAccessToken, generation);
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
