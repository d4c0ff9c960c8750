#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile form factor, simulated throttling: its defaults) in
 * Debian's Chromium against the live build served by the demo server (issue 13: the app the
 * members get, its API answered over HTTP with the server's realistic latency, compressed).
 * Runs every route three times and prints the median of performance, accessibility and
 * best-practices scores and FCP / LCP / TBT / CLS. Not part of `npm test`: the figures move
 * from run to run on a shared 2-core machine, so they inform rather than gate.
 *
 * Usage: npm run lighthouse [-- /path /other?x=1]   (default routes below)
 *        npm run lighthouse -- --no-build          (measure the build already in dist/)
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), LH_PORT (default 4320), LH_RUNS (default 3).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { chromiumArgs } from './chromium-args.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { ensureChromium, chromiumPath } from './ensure-chromium.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.LH_PORT ?? 4320);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
// Issue 15's five: home, a search and a product of the seeded demo catalogue (libs/mock-api),
// the events tab and my page (a visitor's: Lighthouse opens it logged out).
const DEFAULT_ROUTES = ['/', '/search?q=%EB%A0%88%EB%93%9C', '/product/W00001', '/event', '/mypage'];
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const routeArgs = args.filter((a) => a !== '--no-build');
const routes = routeArgs.length ? routeArgs : DEFAULT_ROUTES;
const outDir = resolve(root, 'tmp/lighthouse');
mkdirSync(outDir, { recursive: true });

ensureChromium();
if (!noBuild) {
  const build = spawnSync(resolve(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', 'bottle-web', 'demo-server', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BOTTLE_DEMO_BUILD: '1' }, // the demo server's build (apps/bottle-web/src/config/live-build.ts)
  });
  if (build.status !== 0) process.exit(1);
}

// Its own data folder, from the seed state: the figures never depend on what a demo left behind.
const { base, server } = await startDemoServer(root, { port, dataDir: resolve(root, 'tmp/lighthouse/data') });

const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
let failed = false;
try {
  for (const [i, route] of routes.entries()) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const out = resolve(outDir, `route-${i}-run-${run}.json`);
      const r = spawnSync(
        resolve(root, 'node_modules/.bin/lighthouse'),
        [
          base + route,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-flags=${chromeFlags}`,
          '--max-wait-for-load=60000',
        ],
        { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath } },
      );
      if (r.status !== 0) continue;
      const lhr = JSON.parse(readFileSync(out, 'utf8'));
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const audit = (a) => lhr.audits[a]?.numericValue ?? NaN;
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
    }
    if (samples.length === 0) {
      failed = true;
      rows.push({ route, error: 'lighthouse failed on every run' });
      continue;
    }
    const row = { route, runs: samples.length };
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map((x) => x[key]));
    rows.push(row);
  }
} finally {
  server.kill('SIGTERM');
}

console.log(`\nLighthouse (mobile, simulated throttling), median of ${runs} runs, live build on the demo server:`);
console.log('route'.padEnd(34) + 'perf  a11y  bp    FCP ms  LCP ms  TBT ms  CLS');
for (const r of rows) {
  if (r.error) {
    console.log(r.route.padEnd(34) + r.error);
    continue;
  }
  console.log(
    r.route.padEnd(34) +
      String(r.performance).padEnd(6) +
      String(r.accessibility).padEnd(6) +
      String(r.bestPractices).padEnd(6) +
      String(r.fcpMs).padEnd(8) +
      String(r.lcpMs).padEnd(8) +
      String(r.tbtMs).padEnd(8) +
      String(r.cls) +
      (r.runs < runs ? `  (${r.runs} of ${runs} runs)` : ''),
  );
}
console.log(`(full reports: ${outDir})`);
process.exit(failed ? 1 : 0);
