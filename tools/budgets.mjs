#!/usr/bin/env node
/**
 * Size budgets of the built app (dist/apps/bottle-web), checked inside `npm test`.
 *
 * - first route: gzipped JavaScript that a member's first visit to "/" loads: the entry
 *   chunk, everything it imports statically, and home's own chunks (the screen, the sections
 *   below the banners, a first visit's age check: tools/lib/budget-core.mjs) with their static
 *   imports. Budget: BUDGETS.firstRouteKb; the target, 150 KB, is printed beside it.
 * - lazy routes: no single lazily loaded chunk over 50 KB gzipped.
 * - no demo backend: the build is the live app; nothing of MSW or libs/mock-api may
 *   be in any file of it (their tell-tale strings are searched for in every built file).
 * - no demo-only route: the component gallery (/gallery, src/app/gallery-route.tsx) is the dev
 *   server's only: neither its chunk nor its scenario titles may be built.
 *
 * Reads Vite's manifest (build.manifest: true). Prints the figures every run; exits 1 when
 * a budget is exceeded.
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { FIRST_ROUTE_TARGET_KB, firstRoute as firstRouteOf, firstRouteFailures } from './lib/budget-core.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = resolve(root, 'dist/apps/bottle-web');
const manifestPath = resolve(dist, '.vite/manifest.json');
/**
 * First route. The target is 150 KB (FIRST_ROUTE_TARGET_KB, printed with the gap on every run):
 * the framework chunk (react-dom 62, react-router 28.5, Redux Toolkit with RTK Query 16.4,
 * immer 4.8, Emotion ~8 KB) is 127 KB alone. The cap holds today's figure so nothing grows
 * unseen and is lowered with every cut, to 150: 191.1 KB until the kit's tabs and the age check
 * dropped Radix (172.1) and Emotion's unused hoist-non-react-statics went (171.2); the early-data
 * module every page names (src/early.ts, 0.6 KB and its share of a chunk) made it 172.4, and its
 * picture preload 172.8. Start-up code that must run before anything else added 1.8 KB (174.6):
 * the bridge keeps the built-ins it uses before page script can hook them
 * (docs/decisions/0301-bridge-channel-against-page-script.md), the sign-on return takes its keys
 * out of the address first, and the login status and previous location are read on every route.
 * What start-up reads of dates (today's Korean day, a day N days on) left the date module for
 * its own (libs/domain/src/format/kst-wall-time.ts): the parsers and display formats of other
 * screens stay out of the first route (173.8); likewise home's analytics names
 * (libs/domain/src/analytics/home-events.ts) without the catalogue of every screen (172.5).
 * The configuration's Kakao map key and Toss client key, checked at start-up as every setting
 * is, and home's store chip's distance added 0.5 KB (173.0). Home's largest picture asked for
 * early (the monthly picks among the early calls, with their picture reader, and the shelf's
 * first-viewport pictures not lazy) added 0.1 KB (173.1 → 173.2, measured against 173.1 the same day).
 * Merged the same day with search's early calls (the early module +0.3 KB), the draws' and
 * reviews' paths and cache tags in the entry's API chunk, and the session's one owner: 174.3 KB.
 * The entry's small shared chunks (the API's base query and tags, the paths, the message
 * catalogue, the Korean day, the code table, the preload helper) joined the entry's chunk
 * (tools/vite-start-chunk.ts): 28 chunks → 23, 174.3 → 172.7 KB. Start-up giving the main thread
 * back between its steps (src/lib/yield-to-main.ts) added 0.2 KB: 172.9; the cap follows at 173.0.
 * Alerts and confirms waiting their turn instead of two modals at once (lib/popups, in the entry
 * with the popup host) took it just over: 173.0 KB; the cap 173.1.
 * Home's English strings and its overlays' left the first route: fetched only for a member who
 * chose English (docs/decisions/0150-first-route-strings-and-figures.md): 173.1 → 172.7 KB. The merged day
 * (libs/api's endpoint helpers, the product page's slices) adds under 0.1 KB: 172.8.
 * The session's renewal (libs/api src/lib/refresh.ts) left the entry: fetched alongside a call
 * that carries a token, which a first visit makes none of: 172.7 → 172.3. The table of what each
 * write invalidates (libs/api src/lib/mutation-tags.ts) left it too: loaded before a mutation
 * leaves, and after the page's load: 171.9 (171.82). The list of calls allowed without a token
 * (libs/api src/lib/public-paths.ts, libs/domain's public endpoints), which only a warning for
 * a token-less call off it reads, left it as well: 171.4 (171.31). The auth slice writes the
 * login-status codes without libs/domain's code table (its labels, defineCodes): 171.0 (170.95).
 * Home's largest picture painted by the early module in the loading state's place for it
 * (docs/decisions/0160-early-largest-picture.md: the early module's paint, home's first-pick
 * placeholder, the kit's shelf placeholder) added 0.42 KB; merged with the above: 171.4 (cap 171.5, above its rounding).
 * The first banner's place in home's loading state and inline pictures painted by the early
 * module (0160), merged with one table for home's two pill-tab sections and the kit's shared
 * styles (the kit's form styles and word button kept in modules of their own, off the first
 * route): 171.57 (cap 171.6).
 * React Router in its declarative mode, driven by the app's navigation core (src/lib/router,
 * docs/decisions/0170-declarative-router-core.md), instead of the data router (createRouter,
 * fetchers, actions, revalidation, hydration data: the framework chunk 127.0 -> 110.7 KB; the core and its view add 1.7 KB to the
 * entry): 157.01. Merged the same day with the kit's line-icon style joining the entry (the footer
 * tabs use it; the kit's styles chunk, 22 chunks instead of 23) and the view without a page-wide
 * Suspense boundary: 156.81 (cap 156.9).
 * React Router's module made tree-shakeable (tools/vite-router-treeshake.ts) and the app's own
 * Link, NavLink and useSearchParams (src/lib/router/link.tsx): the framework chunk 110.7 -> 105.8 KB,
 * 152.38. The configuration the build checked instead of its parser (src/config/app-config.ts):
 * 151.52. Start-up modules split from what only other screens read (safe storage, sections,
 * overlay parts, inspection's end, sign-on call types, store rows' styles): 149.93
 * (docs/decisions/0171-react-router-tree-shaking.md). The cap is the target.
 */
export const BUDGETS = { firstRouteKb: 150, lazyChunkKb: 50, deskEntryKb: 160 };
/** The store desk's build (apps/store-desk): what its page loads before it can take a pass. */
const deskDist = resolve(root, 'dist/apps/store-desk');
/**
 * Strings that only MSW or libs/mock-api contain, and that survive minification: MSW's log prefix
 * and worker file, the mock backend's token prefixes, pass-code secret and error texts.
 */
const MOCK_MARKERS = [
  '[MSW]',
  'mockServiceWorker',
  'msw/browser',
  'bottle-demo-pickup-secret',
  'demo-at.',
  'demo-rt.',
  'access token expired',
  'unknown member token',
];
/**
 * Code a first visit must not download, by strings that survive minification: the configuration's
 * parser (a build serves the configuration it checked: src/config/app-config.ts) and React
 * Router's form and framework-mode code (tools/vite-router-treeshake.ts lets the bundler drop it).
 */
const FIRST_ROUTE_LEFTOVERS = ['Invalid Bottle configuration', 'fetcher.Form'];
/** The gallery route's source, and titles of libs/ui's gallery scenarios that survive minification. */
const DEMO_ROUTE_SOURCES = [/src\/app\/gallery-route/, /libs\/ui\/src\/gallery\//];
const DEMO_ROUTE_MARKERS = ['Current default preselected', 'With inspection time'];

if (!existsSync(manifestPath)) {
  console.error(`budgets: ${manifestPath} not found; build the app first (BOTTLE_DEMO_BUILD=1 npx nx build bottle-web, or npm test).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};
const isJs = (file) => file.endsWith('.js');

let route;
try {
  route = firstRouteOf(manifest);
} catch (error) {
  console.error(`budgets: ${error.message}`);
  process.exit(1);
}
const { keys: firstRoute, initial } = route;

const sum = (keys) =>
  [...keys]
    .map((k) => manifest[k].file)
    .filter(isJs)
    .reduce((a, f) => a + gzipKb(f), 0);
const firstKb = sum(firstRoute);
const initialKb = sum(initial);

const lazy = Object.keys(manifest)
  .filter((k) => !firstRoute.has(k) && isJs(manifest[k].file))
  .map((k) => ({ key: k, file: manifest[k].file, kb: gzipKb(manifest[k].file) }))
  .sort((a, b) => b.kb - a.kb);
const largestLazy = lazy[0];
const failures = [];
failures.push(...firstRouteFailures(firstKb, BUDGETS.firstRouteKb, route.missing));
for (const c of lazy)
  if (c.kb > BUDGETS.lazyChunkKb) failures.push(`lazy chunk ${c.file} (${c.key}) ${c.kb.toFixed(1)} KB > ${BUDGETS.lazyChunkKb} KB`);

const fmt = (kb) => `${kb.toFixed(1)} KB`;
console.log('Budgets (gzipped JavaScript, level 9):');
console.log(
  `  first route "/":      ${fmt(firstKb)} / ${BUDGETS.firstRouteKb} KB  (entry and its static imports ${fmt(initialKb)}; ${firstRoute.size} chunks)`,
);
console.log(
  `  first route target:   ${FIRST_ROUTE_TARGET_KB} KB ${firstKb <= FIRST_ROUTE_TARGET_KB ? '(met)' : `(not met: ${fmt(firstKb - FIRST_ROUTE_TARGET_KB)} over)`}`,
);
console.log(
  `  largest lazy chunk:   ${largestLazy ? `${fmt(largestLazy.kb)} / ${BUDGETS.lazyChunkKb} KB  (${largestLazy.file})` : 'none'}  (${lazy.length} lazy chunks)`,
);

const leftovers = [...firstRoute]
  .map((k) => manifest[k].file)
  .filter(isJs)
  .flatMap((file) =>
    FIRST_ROUTE_LEFTOVERS.filter((m) => readFileSync(resolve(dist, file), 'latin1').includes(m)).map((m) => `${file} contains "${m}"`),
  );
console.log(
  `  start-up leftovers:   ${leftovers.length === 0 ? 'none' : leftovers.length} (the configuration's parser, React Router's forms)`,
);
for (const hit of leftovers) failures.push(`first route carries code it does not run: ${hit}`);

// Every built file (the source maps aside: they name source paths, not shipped code).
function builtFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = resolve(dir, e.name);
    if (e.isDirectory()) return e.name === '.vite' ? [] : builtFiles(path);
    return e.name.endsWith('.map') ? [] : [path];
  });
}
const files = builtFiles(dist);
const mockHits = files.flatMap((file) => {
  const text = readFileSync(file, 'latin1');
  return MOCK_MARKERS.filter((m) => text.includes(m)).map((m) => `${file.slice(dist.length + 1)} contains "${m}"`);
});
console.log(
  `  demo backend in the build: ${mockHits.length === 0 ? 'none' : mockHits.length} (${files.length} files searched for MSW and libs/mock-api)`,
);
for (const hit of mockHits) failures.push(`mock code in the live build: ${hit}`);
const demoHits = [
  ...Object.keys(manifest)
    .filter((k) => DEMO_ROUTE_SOURCES.some((re) => re.test(k)))
    .map((k) => `chunk of ${k}`),
  ...files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return DEMO_ROUTE_MARKERS.filter((m) => text.includes(m)).map((m) => `${file.slice(dist.length + 1)} contains "${m}"`);
  }),
];
console.log(`  demo-only routes in the build: ${demoHits.length === 0 ? 'none' : demoHits.length} (the gallery is the dev server's)`);
for (const hit of demoHits) failures.push(`demo-only route in the live build: ${hit}`);
// The store desk: the scripts its page names (the entry; jsQR and the languages load on use).
const deskIndex = resolve(deskDist, 'index.html');
if (existsSync(deskIndex)) {
  const deskScripts = [...readFileSync(deskIndex, 'utf8').matchAll(/(?:src|href)="\/desk\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const deskKb = deskScripts.reduce((a, f) => a + gzipSync(readFileSync(resolve(deskDist, f)), { level: 9 }).length / 1024, 0);
  console.log(`  store desk entry:     ${fmt(deskKb)} / ${BUDGETS.deskEntryKb} KB  (${deskScripts.length} scripts)`);
  if (deskScripts.length === 0) failures.push('store desk: its index.html names no script under /desk/assets/');
  if (deskKb > BUDGETS.deskEntryKb) failures.push(`store desk entry ${fmt(deskKb)} > ${BUDGETS.deskEntryKb} KB`);
  const deskMock = builtFiles(deskDist).flatMap((file) =>
    MOCK_MARKERS.filter((m) => readFileSync(file, 'latin1').includes(m)).map((m) => `${file.slice(deskDist.length + 1)} contains "${m}"`),
  );
  for (const hit of deskMock) failures.push(`mock code in the store desk's build: ${hit}`);
} else {
  console.log('  store desk entry:     not built (npx nx build store-desk)');
}
if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('budgets: ok');
