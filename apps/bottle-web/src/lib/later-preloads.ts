/**
 * The modules a page names for later (`<link rel="bottle-later-modulepreload">`, written by the
 * page's server: apps/demo-server src/route-preload.ts), preloaded once the screen's first API
 * calls have been answered, so those calls and the pictures their answers name do not queue
 * behind the page's modules for one of the browser's six connections to the origin
 * (docs/decisions/0173-calls-before-modules.md). Each link is replaced once, in the page's order;
 * a page without such links is left as it is. Were the early module not to run, the entry would
 * still fetch what it imports itself, and the router what a screen imports: later, not never.
 */
/** Repeated in the page's server, which writes it (its route-preload.test.ts holds the two equal). */
export const LATER_MODULE_REL = 'bottle-later-modulepreload';

/**
 * Turns the page's later modules into modulepreload links. A link whose `rel` becomes
 * modulepreload is fetched then (HTML: a link type created on a connected element), with its
 * `crossorigin` and `href` as written.
 */
export function releaseLaterModules(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${LATER_MODULE_REL}"]`)) link.rel = 'modulepreload';
}

/**
 * How long the later modules wait for the first answers at most: a slow or hanging API must not
 * hold back the app's code, which the screen needs to show an error or ask again.
 */
export const LATER_MODULES_WAIT_MS = 1000;

/**
 * Releases the page's later modules once every one of `answers` has settled (answered or failed),
 * or after LATER_MODULES_WAIT_MS, whichever comes first (the other then finds nothing left to
 * release); with no answer to wait for (no early call), in the same task. In the moment of the
 * answers the screen's largest picture is asked for (early-data.ts): it comes before the modules.
 */
export function releaseLaterModulesAfter(doc: Document, answers: readonly Promise<unknown>[]): void {
  const release = () => releaseLaterModules(doc);
  setTimeout(release, LATER_MODULES_WAIT_MS);
  void Promise.allSettled(answers).then(release);
}
