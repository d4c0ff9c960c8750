#!/usr/bin/env node
/**
 * Size budgets of the built app (dist/apps/bottle-web), checked inside `npm test`.
 *
 * - first route: gzipped JavaScript that a member's first visit to "/" loads: the entry
 *   chunk, everything it imports statically, and the lazy chunk(s) of the home route with
 *   their static imports. Budget: 150 KB.
 * - lazy routes: no single lazily loaded chunk over 50 KB gzipped.
 * - demo mode: the chunks reachable only from src/demo/ (MSW worker, libs/mock-api and its
 *   dataset) are loaded in demo mode only, never for members of the live app; they are
 *   printed for information and kept out of both budgets.
 *
 * Reads Vite's manifest (build.manifest: true). Prints the figures every run; exits 1 when
 * a budget is exceeded.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = resolve(root, 'dist/apps/bottle-web');
const manifestPath = resolve(dist, '.vite/manifest.json');
export const BUDGETS = { firstRouteKb: 150, lazyChunkKb: 50 };
/** Source modules whose lazy chunks make up the first route "/" (see src/app/routes.tsx). */
const HOME_ROUTE_SOURCES = [/src\/features\/main\//, /src\/app\/layout/];
const DEMO_SOURCES = /src\/demo\//;

if (!existsSync(manifestPath)) {
  console.error(`budgets: ${manifestPath} not found; build the app first (npx nx build bottle-web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};
const isJs = (file) => file.endsWith('.js');

function staticClosure(keys) {
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

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('budgets: no entry in the manifest');
  process.exit(1);
}
const initial = staticClosure([entryKey]);
const homeKeys = Object.keys(manifest).filter((k) => HOME_ROUTE_SOURCES.some((re) => re.test(k)) && manifest[k].isDynamicEntry);
const firstRoute = staticClosure([entryKey, ...homeKeys]);

// Demo-only chunks: reachable from src/demo/ (through static or dynamic imports) and not
// reachable from the entry without passing through src/demo/.
function fullClosure(keys, stopAt = () => false) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key] || stopAt(key)) continue;
    seen.add(key);
    for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) stack.push(dep);
  }
  return seen;
}
const demoRoots = Object.keys(manifest).filter((k) => DEMO_SOURCES.test(k));
const appReachable = fullClosure([entryKey], (k) => DEMO_SOURCES.test(k));
const demoOnly = new Set([...fullClosure(demoRoots)].filter((k) => !appReachable.has(k)));

const sum = (keys) => [...keys].map((k) => manifest[k].file).filter(isJs).reduce((a, f) => a + gzipKb(f), 0);
const firstKb = sum(firstRoute);
const initialKb = sum(initial);
const demoKb = sum(demoOnly);

const lazy = Object.keys(manifest)
  .filter((k) => !firstRoute.has(k) && !demoOnly.has(k) && isJs(manifest[k].file))
  .map((k) => ({ key: k, file: manifest[k].file, kb: gzipKb(manifest[k].file) }))
  .sort((a, b) => b.kb - a.kb);
const largestLazy = lazy[0];
const failures = [];
if (firstKb > BUDGETS.firstRouteKb) failures.push(`first route ${firstKb.toFixed(1)} KB > ${BUDGETS.firstRouteKb} KB`);
for (const c of lazy) if (c.kb > BUDGETS.lazyChunkKb) failures.push(`lazy chunk ${c.file} (${c.key}) ${c.kb.toFixed(1)} KB > ${BUDGETS.lazyChunkKb} KB`);

const fmt = (kb) => `${kb.toFixed(1)} KB`;
console.log('Budgets (gzipped JavaScript, level 9):');
console.log(`  first route "/":      ${fmt(firstKb)} / ${BUDGETS.firstRouteKb} KB  (entry and its static imports ${fmt(initialKb)}; ${firstRoute.size} chunks)`);
console.log(
  `  largest lazy chunk:   ${largestLazy ? `${fmt(largestLazy.kb)} / ${BUDGETS.lazyChunkKb} KB  (${largestLazy.file})` : 'none'}  (${lazy.length} lazy chunks)`,
);
console.log(`  demo-only (not budgeted, loaded in demo mode only): ${fmt(demoKb)} in ${demoOnly.size} chunks`);
if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('budgets: ok');
