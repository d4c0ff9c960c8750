/**
 * Fetches, while the browser is idle, the code of the screens a member most often opens next
 * (the footer tabs and a product) and of the global popups, so that they open offline too once
 * the app has loaded (issue 12 item 2). Each piece waits for its own idle moment, so the first
 * screen's work is never held up; the list and the work live in the lazily loaded route table
 * (./feature-routes.ts prefetchCommonScreens), keeping this first-route module small.
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

let started: Promise<void> | undefined;

/**
 * Starts the idle prefetch once per page life. What fails (offline already) is skipped: it comes
 * with its screen later, as without the prefetch.
 */
export function prefetchWhenIdle(host: IdleHost = window): Promise<void> {
  started ??= whenIdle(host)
    .then(() => import('./feature-routes'))
    .then(({ prefetchCommonScreens }) => prefetchCommonScreens(() => whenIdle(host)))
    .catch(() => undefined);
  return started;
}
