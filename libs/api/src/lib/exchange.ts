/**
 * One HTTP exchange of the base query (./base-query.ts), normalised: headers, the early call the
 * page may have made already, the optional time-out, the caller's signal, JSON or an ApiError.
 * A module of its own so that the session's renewal (./refresh.ts), loaded apart, makes its call
 * the same way.
 */
import { STORAGE_KEYS, THREAD_ID_HEADER } from '@bottle/domain';
import type { ApiRuntime, ServiceName } from './config';
import { apiError, errorFromStatus, type ApiError } from './errors';
import { buildHeaders } from './headers';
import { takeEarlyCall } from './early-calls';
import type { ApiTokens } from './tokens';
import type { ApiMeta, ApiRequest } from './base-query';

export type Outcome = { data: unknown; error?: undefined; meta: ApiMeta } | { error: ApiError; data?: undefined; meta: ApiMeta };

function joinUrl(base: string, path: string): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One HTTP exchange, normalised. */
export async function exchange(
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
