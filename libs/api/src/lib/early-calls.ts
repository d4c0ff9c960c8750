/**
 * Early calls: a screen's first API calls started by the page before the app has loaded (the
 * prerendered page's early-data module, apps/bottle-web/src/early-data.ts), and adopted by the
 * base query when the app makes the same request, so the data travels with the HTML and no call
 * is made twice (docs/decisions/0101-early-data.md).
 *
 * The contract is the request itself: an early call is adopted only by a request with the same
 * URL, method, body and every header (the token, the refresh token, the XSRF value …). A request
 * that differs in anything (the member logged in meanwhile, a token was refreshed) does not match
 * and goes out on its own; an early call that failed (no answer) is made again normally; one that
 * was answered is the call's answer, whatever its status, and the base query's rules (refresh on
 * 401, retries) apply to it as to any other. An early call is adopted once.
 *
 * The registry lives on the global object because the early module and the app are separate
 * scripts of the page.
 */

/** The global the early calls are kept under. */
export const EARLY_CALLS_KEY = '__bottleEarlyCalls';
/**
 * The global the app's base query sets at its first request. The early module and the app's
 * entry are separate scripts whose order the browser does not promise: on a busy phone both
 * become ready when their last shared file arrives, and the app can run first. Its calls have
 * left then, and an early call made after them would be made a second time; so the page makes
 * none once this is set (`appIsCalling`).
 */
export const APP_CALLING_KEY = '__bottleAppCalling';

export interface EarlyRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** The request's body as sent (JSON text), none for GET. */
  body?: string;
}

interface EarlyCall extends EarlyRequest {
  response: Promise<Response>;
}

type Holder = { [EARLY_CALLS_KEY]?: EarlyCall[]; [APP_CALLING_KEY]?: boolean };

function registry(): EarlyCall[] {
  const holder = globalThis as Holder;
  return (holder[EARLY_CALLS_KEY] ??= []);
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const norm = (h: Record<string, string>) =>
    Object.entries(h)
      .map(([k, v]) => `${k.toLowerCase()}:${v}`)
      .sort()
      .join('\n');
  return norm(a) === norm(b);
}

function same(a: EarlyRequest, b: EarlyRequest): boolean {
  return a.url === b.url && a.method === b.method && (a.body ?? '') === (b.body ?? '') && sameHeaders(a.headers, b.headers);
}

/** Starts `request` now and keeps its answer for the app's matching request; the answer. */
export function startEarlyCall(request: EarlyRequest, fetchFn: typeof fetch = (...args) => fetch(...args)): Promise<Response> {
  const response = fetchFn(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  // Nobody may ever adopt it: its failure must not be reported as unhandled.
  response.catch(() => undefined);
  registry().push({ ...request, response });
  return response;
}

/**
 * The answer of the early call made with exactly `request`, taken out of the registry (adopted
 * once), or undefined at once when there is none; the promise gives undefined when the early
 * call failed (the caller then makes the call itself).
 */
export function takeEarlyCall(request: EarlyRequest): Promise<Response | undefined> | undefined {
  const holder = globalThis as Holder;
  // From the app's first request on, the page's early calls would come too late.
  holder[APP_CALLING_KEY] = true;
  const calls = holder[EARLY_CALLS_KEY];
  if (!calls || calls.length === 0) return undefined;
  const index = calls.findIndex((call) => same(call, request));
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  return call?.response.then(
    (response) => response,
    () => undefined,
  );
}

/** Whether the app has made a request already: early calls made now would come second. */
export function appIsCalling(): boolean {
  return (globalThis as Holder)[APP_CALLING_KEY] === true;
}

/** The early calls not adopted yet (for tests and diagnostics). */
export function pendingEarlyCalls(): readonly EarlyRequest[] {
  return ((globalThis as Holder)[EARLY_CALLS_KEY] ?? []).map(({ url, method, headers, body }) => ({
    url,
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  }));
}
