#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile form factor, simulated throttling) in Debian's
 * Chromium against the live build served by the demo server (the app the members
 * get, its API answered over HTTP with the server's realistic latency, compressed).
 *
 * 1. Calibration: Lighthouse's 4× CPU slowdown is meant for a fast desktop; on a slower host it
 *    emulates a slower phone. Three short Lighthouse runs read the host's benchmarkIndex
 *    (every report's `environment`); their median chooses the multiplier by Lighthouse's
 *    throttling calculator (tools/lib/cpu-multiplier.mjs). `LH_CPU=4` forces a value.
 * 2. Every route LH_RUNS times (default 5) with that multiplier, and as many times with
 *    Lighthouse's default 4×; the medians of each (performance, accessibility and
 *    best-practices scores, FCP, LCP, TBT, CLS) are printed side by side, so the calibrated
 *    figures answer the goal and the 4× ones compare with earlier figures.
 *
 * Every figure is printed with the host's load average: on a shared machine another process's
 * work shows up as the page's. Not part of `npm test`: the figures inform rather than gate.
 *
 * Usage: npm run lighthouse [-- /path /other?x=1]   (default routes below)
 *        npm run lighthouse -- --no-build          (measure the build already in dist/)
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), LH_PORT (default 4320), LH_RUNS (default 5),
 *      LH_ROUTES (comma-separated routes, e.g. LH_ROUTES=/ ), LH_CPU (force the multiplier),
 *      LH_DEFAULT=0 (skip the default-4× runs), LH_NO_KOREAN_FONT=1 (measure on a host without a
 *      Korean font, which it otherwise refuses: tools/lib/korean-font.mjs).
 * Quick check that the tool works end to end: LH_RUNS=1 LH_ROUTES=/ npm run lighthouse -- --no-build
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { chooseMultiplier, median } from './lib/cpu-multiplier.mjs';
import { chromiumArgs } from './chromium-args.mjs';
import { buildDemo, startDemoServer } from './lib/demo-server.mjs';
import { ensureChromium, chromiumPath } from './ensure-chromium.mjs';
import { hostKoreanFamilies } from './lib/korean-font.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.LH_PORT ?? 4320);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const withDefault = process.env.LH_DEFAULT !== '0';
// The five measured routes: home, a search and a product of the seeded demo catalogue (libs/mock-api),
// the events tab and my page (a visitor's: Lighthouse opens it logged out).
const DEFAULT_ROUTES = ['/', '/search?q=%EB%A0%88%EB%93%9C', '/product/W00001', '/event', '/mypage'];
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const routeArgs = args.filter((a) => a !== '--no-build');
const envRoutes = (process.env.LH_ROUTES ?? '')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const routes = routeArgs.length ? routeArgs : envRoutes.length ? envRoutes : DEFAULT_ROUTES;
const outDir = resolve(root, 'tmp/lighthouse');
mkdirSync(outDir, { recursive: true });

ensureChromium();
// A phone draws Korean with its own font; a host without one measures Chromium's fallback search
// instead (docs/decisions/0132-lab-needs-a-korean-font.md). LH_NO_KOREAN_FONT=1 measures anyway.
const koreanFonts = hostKoreanFamilies();
if (koreanFonts === null) console.warn('lighthouse: fontconfig (fc-list) not found: cannot tell whether a Korean font is installed');
else if (koreanFonts.length === 0 && process.env.LH_NO_KOREAN_FONT !== '1') {
  console.error(
    'lighthouse: this host has no font that draws Korean, so its figures would measure the fallback search, not a phone.\n' +
      '  Install one (Debian: apt-get install fonts-noto-cjk), or set LH_NO_KOREAN_FONT=1 to measure anyway.',
  );
  process.exit(1);
} else if (koreanFonts.length) console.log(`Korean font: ${koreanFonts[0]}`);
if (!noBuild) buildDemo(root);

// Its own data folder, from the seed state: the figures never depend on what a demo left behind.
const { base, server } = await startDemoServer(root, { port, dataDir: resolve(root, 'tmp/lighthouse/data') });

const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One Lighthouse run; its report, or null when Lighthouse failed. */
function lighthouse(url, out, extra) {
  const r = spawnSync(
    resolve(root, 'node_modules/.bin/lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${chromeFlags}`, '--max-wait-for-load=60000', ...extra],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  if (r.status !== 0) return null;
  return JSON.parse(readFileSync(out, 'utf8'));
}

function sample(lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (a) => lhr.audits[a]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** The medians of `runs` runs of one route at one CPU multiplier. */
function measure(route, i, multiplier, tag) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const lhr = lighthouse(base + route, resolve(outDir, `route-${i}-${tag}-run-${run}.json`), [
      '--only-categories=performance,accessibility,best-practices',
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    ]);
    if (lhr) samples.push(sample(lhr));
  }
  if (samples.length === 0) return { error: 'lighthouse failed on every run' };
  const row = { runs: samples.length, load: load() };
  for (const key of Object.keys(samples[0])) row[key] = median(samples.map((x) => x[key]));
  return row;
}

let calibration;
const rows = [];
let failed = false;
try {
  // Calibration: the benchmark runs at the start of every Lighthouse run; one cheap audit is enough.
  const indexes = [];
  for (let run = 0; run < 3; run++) {
    const lhr = lighthouse(`${base}/event`, resolve(outDir, `calibration-${run}.json`), ['--only-audits=viewport']);
    const bi = lhr?.environment?.benchmarkIndex;
    if (Number.isFinite(bi)) indexes.push(bi);
  }
  const benchmarkIndex = indexes.length ? median(indexes) : NaN;
  if (!Number.isFinite(benchmarkIndex) && !process.env.LH_CPU)
    throw new Error('calibration failed: no Lighthouse run reported a benchmarkIndex (set LH_CPU to force a multiplier)');
  calibration = { ...chooseMultiplier(process.env.LH_CPU, benchmarkIndex), benchmarkIndex, indexes, load: load() };
  console.log(
    `\nCalibration: benchmarkIndex ${Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex) : 'unknown'} (median of ${indexes.map(Math.round).join(', ')}) → ` +
      `CPU ${calibration.multiplier}×${calibration.forced ? ' (forced by LH_CPU)' : " (Lighthouse's throttling calculator)"}; load average ${calibration.load}`,
  );
  for (const [i, route] of routes.entries()) {
    const calibrated = measure(route, i, calibration.multiplier, 'calibrated');
    const fourX = withDefault ? measure(route, i, 4, 'default') : null;
    if (calibrated.error || fourX?.error) failed = true;
    rows.push({ route, calibrated, fourX });
  }
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  server.kill('SIGTERM');
}

const header = 'route'.padEnd(22) + 'perf  a11y  bp    FCP ms  LCP ms  TBT ms  CLS     bench  load (1/5/15 min)';
const line = (route, r) =>
  r.error
    ? route.padEnd(22) + r.error
    : route.padEnd(22) +
      String(r.performance).padEnd(6) +
      String(r.accessibility).padEnd(6) +
      String(r.bestPractices).padEnd(6) +
      String(r.fcpMs).padEnd(8) +
      String(r.lcpMs).padEnd(8) +
      String(r.tbtMs).padEnd(8) +
      String(r.cls).padEnd(8) +
      String(r.benchmarkIndex).padEnd(7) +
      r.load +
      (r.runs < runs ? `  (${r.runs} of ${runs} runs)` : '');
const show = (route) => decodeURI(route);
if (calibration) {
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${runs} run(s), live build on the demo server.`);
  console.log(
    `Calibrated: CPU ${calibration.multiplier}×${calibration.forced ? ' (LH_CPU)' : ` (benchmarkIndex ${Math.round(calibration.benchmarkIndex)})`}`,
  );
  console.log(header);
  for (const r of rows) console.log(line(show(r.route), r.calibrated));
  if (withDefault) {
    console.log("\nLighthouse's default: CPU 4×");
    console.log(header);
    for (const r of rows) if (r.fourX) console.log(line(show(r.route), r.fourX));
  }
}
console.log(`(full reports: ${outDir})`);
process.exit(failed ? 1 : 0);
