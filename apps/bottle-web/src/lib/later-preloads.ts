/**
 * The modules a page names for later (`<link rel="bottle-later-modulepreload">`, written by the
 * page's server: apps/demo-server src/route-preload.ts), preloaded now. The early module calls
 * this once the screen's first API calls have left, so those calls do not queue behind the
 * page's modules for one of the browser's six connections to the origin
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
