/**
 * Fetches, while the browser is idle, the code of the screens a member most often opens next
 * (the footer tabs and a product) and of the global popups, so that they open offline too once
 * the app has loaded. Each piece waits for its own idle moment, so the first
 * screen's work is never held up; the list and the work live in the lazily loaded route table
 * (./feature-routes.ts prefetchCommonScreens), keeping this first-route module small.
 *
 * It starts {@link PREFETCH_DELAY_MS} after the page's load event: an idle moment comes long
 * before the first screen has settled (its data arrives and renders after the code), and the
 * prefetched screens' code then ran in the middle of it. Measured on home (Lighthouse, mobile,
 * median of three): blocking time 836 ms with the prefetch at the first idle moment, 515 ms
 * without it.
 */

type IdleHost = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/** Without requestIdleCallback (older WebKit): after this long, when the first screen is up. */
export const IDLE_FALLBACK_MS = 1500;

/** Resolves when the browser is idle (requestIdleCallback), or after IDLE_FALLBACK_MS without it. */
export function whenIdle(host: IdleHost = window): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else host.setTimeout(resolve, IDLE_FALLBACK_MS);
  });
}

/** How long after the load event the prefetch waits before its first idle moment. */
export const PREFETCH_DELAY_MS = 5000;

type LoadHost = IdleHost & { document?: Pick<Document, 'readyState'> } & Partial<Pick<Window, 'addEventListener'>>;

/** Resolves once the page has loaded (at once when it already has). */
export function whenLoaded(host: LoadHost = window): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!host.document || host.document.readyState === 'complete' || !host.addEventListener) resolve();
    else host.addEventListener('load', () => resolve(), { once: true });
  });
}

let started: Promise<void> | undefined;

/**
 * Starts the idle prefetch once per page life. What fails (offline already) is skipped: it comes
 * with its screen later, as without the prefetch.
 */
export function prefetchWhenIdle(host: LoadHost = window): Promise<void> {
  started ??= whenLoaded(host)
    .then(() => new Promise<void>((resolve) => host.setTimeout(resolve, PREFETCH_DELAY_MS)))
    .then(() => whenIdle(host))
    .then(() => import('./feature-routes'))
    .then(({ prefetchCommonScreens }) => prefetchCommonScreens(() => whenIdle(host)))
    .catch(() => undefined);
  return started;
}
