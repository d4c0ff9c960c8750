/**
 * What tools/budgets.mjs measures, as pure functions of Vite's manifest, so the
 * rules are tested (./budget-core.test.mjs) apart from any build.
 *
 * The first route "/" is what a phone's first visit to home loads: the entry chunk and its
 * static imports, and the chunks home brings (FIRST_ROUTE_SOURCES) with theirs. Other screens
 * of the main feature (promotions, recommendations, wine navigation …) and what only some
 * visits load (a member's store chip, the web view's splash, the notices shown after the age
 * check) are not part of it.
 */

/** Home's own chunks: the screen, the sections below its banners, the age check of a first visit. */
export const FIRST_ROUTE_SOURCES = [
  'src/features/main/routes/main-page.tsx',
  'src/features/main/components/home-sections.tsx',
  'src/features/main/components/age-popup.tsx',
];

/**
 * The goal for the first route: the framework (React, react-dom, React Router, Redux Toolkit
 * with RTK Query, react-redux, Emotion: 127 KB gzipped) plus at most 22 KB of the app's own code.
 * (An earlier 120 KB target was set before the framework's floor was known.)
 */
export const FIRST_ROUTE_TARGET_KB = 150;

/** Manifest keys reachable from `keys` by static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) stack.push(dep);
  }
  return seen;
}

/**
 * The first route's manifest keys, and the listed sources missing from the build (a renamed
 * screen must update FIRST_ROUTE_SOURCES, or the budget would silently measure less).
 */
export function firstRoute(manifest, sources = FIRST_ROUTE_SOURCES) {
  // Every entry of the app's build is named by every page (index.html's script and the early-data
  // module in its head): all of them are loaded by a first visit.
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entry = entries.includes('index.html') ? 'index.html' : entries[0];
  if (!entry) throw new Error('no entry in the manifest');
  const missing = sources.filter((s) => !manifest[s]);
  return {
    entry,
    keys: staticClosure(manifest, [...entries, ...sources.filter((s) => manifest[s])]),
    initial: staticClosure(manifest, entries),
    missing,
  };
}

/** The failures of the first route's figure against the budget. */
export function firstRouteFailures(kb, budgetKb, missing) {
  return [
    ...(kb > budgetKb ? [`first route ${kb.toFixed(1)} KB > ${budgetKb} KB`] : []),
    ...missing.map((s) => `the first route's ${s} is not in the build: update FIRST_ROUTE_SOURCES (tools/lib/budget-core.mjs)`),
  ];
}
