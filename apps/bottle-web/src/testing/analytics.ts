/**
 * What a test reads of the analytics events the app sent: lib/analytics queues every gtag call in
 * `window.dataLayer` (gtag.js is not loaded in tests), each an arguments list `['event', name, params]`.
 */
type DataLayerWindow = Window & { dataLayer?: ArrayLike<unknown>[] };

/** The events sent so far, in order, as [name, params]. */
export function sentEvents(): (readonly [unknown, unknown])[] {
  return ((window as DataLayerWindow).dataLayer ?? [])
    .map((call) => Array.from(call))
    .filter((call) => call[0] === 'event')
    .map((call) => [call[1], call[2]] as const);
}

/** The names of the events sent so far, in order. */
export function sentEventNames(): unknown[] {
  return sentEvents().map(([name]) => name);
}
