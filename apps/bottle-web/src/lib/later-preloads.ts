/**
 * The modules a page names for later (`<link rel="bottle-later-modulepreload">`, written by the
 * page's server: apps/demo-server src/route-preload.ts), preloaded once the screen's first API
 * calls have been answered, so those calls and the pictures their answers name do not queue
 * behind the page's modules for one of the browser's six connections to the origin
 * (docs/decisions/0173-calls-before-modules.md). Each link is replaced once, in the page's order,
 * a few in each task; a page without such links is left as it is. Were the early module not to
 * run, the entry would still fetch what it imports itself, and the router what a screen imports:
 * later, not never.
 */
/** Repeated in the page's server, which writes it (its route-preload.test.ts holds the two equal). */
export const LATER_MODULE_REL = 'bottle-later-modulepreload';

/**
 * How many later modules one task releases. Each link becomes a fetch in the task that changes
 * its `rel`, which costs the main thread 1–2 ms a link in the lab (a product page names 45 for
 * later: one task of 70–90 ms, a long task at any phone's speed). Three a task stay short on a
 * slow phone. The fetches lose nothing: a browser opens at most six connections to an origin.
 */
export const LATER_MODULES_PER_TASK = 3;

/**
 * Turns the page's later modules into modulepreload links, LATER_MODULES_PER_TASK in this task
 * and as many in each next one, in the page's order. A link whose `rel` becomes modulepreload is
 * fetched then (HTML: a link type created on a connected element), with its `crossorigin` and
 * `href` as written. Each task takes the links still named for later, so two calls at once
 * release each link once.
 */
export function releaseLaterModules(doc: Document): void {
  let released = 0;
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${LATER_MODULE_REL}"]`))
    if (released++ < LATER_MODULES_PER_TASK) link.rel = 'modulepreload';
    else return void setTimeout(() => releaseLaterModules(doc));
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
