/**
 * The social provider's OAuth code exchange (spec §7 "Social provider token exchange"): a
 * form-encoded POST of grant_type=authorization_code, client_id, redirect_uri and code. It runs
 * outside RTK Query because its answer is a one-off credential, never cached.
 */
import { ApiCallError, apiError, errorFromStatus } from '../lib/errors';

export interface OAuthCodeExchangeOptions {
  /** The provider's token endpoint, e.g. `https://kauth.kakao.com/oauth/token`. */
  tokenEndpoint: string;
  client_id: string;
  /** Must equal the redirect URI used for the authorisation request. */
  redirect_uri: string;
  /** The `code` query parameter of the callback (login_callback_kakao, naver callback). */
  code: string;
  /** Some providers (naver) also want these. */
  client_secret?: string;
  state?: string;
  signal?: AbortSignal;
  /** Defaults to the global fetch. */
  fetchFn?: typeof fetch;
}

/** The provider's token answer (RFC 6749 §5.1); extra provider fields are kept. */
export interface OAuthTokenResponse {
  access_token: string;
  token_type: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  [extra: string]: unknown;
}

/**
 * Exchanges an authorisation code for the provider's tokens.
 * Rejects with an ApiCallError (kind network, cancelled, bad-request, bad-response) on failure.
 *
 * @example
 * const tokens = await exchangeOAuthCode({
 *   tokenEndpoint: 'https://kauth.kakao.com/oauth/token',
 *   client_id: 'KAKAO_REST_KEY',
 *   redirect_uri: `${location.origin}/login_callback_kakao`,
 *   code: new URLSearchParams(location.search).get('code') ?? '',
 * });
 */
export async function exchangeOAuthCode(options: OAuthCodeExchangeOptions): Promise<OAuthTokenResponse> {
  for (const key of ['tokenEndpoint', 'client_id', 'redirect_uri', 'code'] as const) {
    if (typeof options[key] !== 'string' || options[key] === '') {
      throw new ApiCallError(apiError('bad-request', { message: `${key} is required for the OAuth code exchange` }));
    }
  }
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: options.client_id,
    redirect_uri: options.redirect_uri,
    code: options.code,
  });
  if (options.client_secret) body.set('client_secret', options.client_secret);
  if (options.state) body.set('state', options.state);

  const fetchFn = options.fetchFn ?? fetch;
  let response: Response;
  try {
    response = await fetchFn(options.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: body.toString(),
      signal: options.signal,
    });
  } catch (cause) {
    const aborted = options.signal?.aborted === true;
    throw new ApiCallError(apiError(aborted ? 'cancelled' : 'network', { message: aborted ? undefined : String(cause) }));
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    throw new ApiCallError(apiError('bad-response', { status: response.status, message: 'The token answer is not JSON' }));
  }
  if (!response.ok) {
    const description = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['error_description'] : undefined;
    const error = errorFromStatus(response.status, data);
    // A refused code is the caller's problem (bad-request), whatever status the provider chose.
    throw new ApiCallError({
      ...error,
      kind: error.kind === 'unauthorized' ? 'bad-request' : error.kind,
      message: typeof description === 'string' ? description : error.message,
    });
  }
  if (typeof data !== 'object' || data === null || typeof (data as { access_token?: unknown }).access_token !== 'string') {
    throw new ApiCallError(apiError('bad-response', { status: response.status, message: 'The token answer has no access_token' }));
  }
  return data as OAuthTokenResponse;
}
