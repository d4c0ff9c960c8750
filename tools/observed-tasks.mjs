#!/usr/bin/env node
/**
 * What Lighthouse multiplies: the main-thread tasks of a first visit as Lighthouse observes them
 * before it simulates a phone. Lighthouse's default throttling loads the page once, unthrottled,
 * in a fresh browser profile, then multiplies every task of that load by its CPU multiplier
 * (tools/lib/observed-tasks.mjs). This tool makes the same kind of load: one build (its
 * bottle-web and demo-server built, BOTTLE_DEMO_BUILD=1) on its demo server, a fresh Chromium
 * profile for each run (Pixel 7, no throttling), a trace of the load and the next three seconds.
 * For the page's main thread it prints:
 * - the first contentful paint and the last largest-paint candidate as observed;
 * - every task of at least --min ms (3): when it began, its length, before or after that paint,
 *   and the events one level inside it (a module's evaluation, microtasks, layout, a frame);
 * - the sum of the tasks after the paint, and how many of them would be long tasks at --cpu (9.4):
 *   on a host calibrated to 9.4×, a task of 5.3 ms is already one. Not Lighthouse's total
 *   blocking time: Lighthouse simulates when the first paint comes, and a task it places before
 *   that paint does not count (a page whose simulated paint waits for the framework hides the
 *   framework's evaluation there).
 * Tracing slows the page's scripts down, so the lengths are longer than in Lighthouse's own load.
 * A fresh profile matters: the first read of `document.cookie` or of localStorage waits on the
 * browser's stores, which a fresh profile has still to open (5–19 ms seen here), and Lighthouse
 * multiplies the wait too.
 * Figures only, never pass/fail: compare builds in the same run on a quiet machine.
 *
 *   node tools/observed-tasks.mjs <root> [--path /search?q=레드] [--runs 3] [--min 3] [--cpu 9.4]
 *   node tools/observed-tasks.mjs --url http://127.0.0.1:4390/   (a page already served: the stack's floor)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { chromiumArgs } from './chromium-args.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { median } from './lib/cpu-multiplier.mjs';
import { eventLabel, longTaskOnHost, topLevelEvents } from './lib/observed-tasks.mjs';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const root = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '.');
const URL_GIVEN = option('--url', undefined);
const PATH = URL_GIVEN ? new URL(URL_GIVEN).pathname + new URL(URL_GIVEN).search : encodeURI(option('--path', '/'));
const RUNS = Math.max(1, Number(option('--runs', 3)));
const MIN_MS = Number(option('--min', 3));
const CPU = Number(option('--cpu', 9.4));
const PORT = Number(process.env.BENCH_PORT ?? 4380);

async function observe(base) {
  const profile = mkdtempSync(join(tmpdir(), 'observed-tasks-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    ...devices['Pixel 7'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8.execute,loading,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${base}${PATH}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base));
    if (!parse) throw new Error(`no parse of ${base}${PATH} in the trace`);
    const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.pid === parse.pid && e.args?.data?.documentLoaderURL?.startsWith(base),
    );
    const t0 = (navigation ?? parse).ts;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
    const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === parse.pid).at(-1);
    // The events worth naming inside a task (over 0.3 ms), found once for all tasks.
    const named = main.filter((e) => e.dur > 300);
    const tasks = main
      .filter((e) => e.name === 'RunTask' && e.dur >= MIN_MS * 1000 && e.ts >= parse.ts - 1000)
      .sort((a, b) => a.ts - b.ts)
      .map((task) => ({
        ts: task.ts,
        durMs: task.dur / 1000,
        inside: topLevelEvents(task, named).map((e) => `${eventLabel(e)} ${(e.dur / 1000).toFixed(1)}`),
      }));
    const fcpTs = fcp?.ts ?? Infinity;
    return {
      fcpMs: fcp ? (fcp.ts - t0) / 1000 : NaN,
      lcpMs: lcp ? (lcp.ts - t0) / 1000 : NaN,
      tasks: tasks.map((t) => ({ ...t, atMs: (t.ts - t0) / 1000, afterPaint: t.ts > fcpTs })),
      afterMs: tasks.filter((t) => t.ts > fcpTs).reduce((a, t) => a + t.durMs, 0),
      long: tasks.filter((t) => t.ts > fcpTs && t.durMs > longTaskOnHost(CPU)).length,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  ensureChromium();
  const { base, server } = URL_GIVEN
    ? { base: new URL(URL_GIVEN).origin, server: { kill: () => undefined } }
    : await startDemoServer(root, { port: PORT, dataDir: resolve(tmpdir(), `observed-tasks-${process.pid}`) });
  try {
    console.log(
      `Observed tasks of ${decodeURI(PATH)} (unthrottled, fresh profile, ${RUNS} run(s)); tasks ≥ ${MIN_MS} ms; at ${CPU}× a task over ${longTaskOnHost(CPU).toFixed(1)} ms is long`,
    );
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      const run = await observe(base);
      runs.push(run);
      console.log(`run ${r + 1}: first contentful paint ${run.fcpMs.toFixed(0)} ms, largest ${run.lcpMs.toFixed(0)} ms`);
      for (const t of run.tasks)
        console.log(
          `  ${t.atMs.toFixed(0).padStart(6)} ms ${t.durMs.toFixed(1).padStart(6)} ms  ${t.afterPaint ? 'after ' : 'before'}  ${t.inside.slice(0, 6).join(', ')}`,
        );
      console.log(`  after the paint: ${run.afterMs.toFixed(1)} ms of tasks, ${run.long} of them long tasks at ${CPU}×`);
    }
    console.log(
      `median of ${RUNS}: first paint ${median(runs.map((r) => r.fcpMs)).toFixed(0)} ms, tasks after it ${median(runs.map((r) => r.afterMs)).toFixed(1)} ms, ${median(runs.map((r) => r.long))} of them long at ${CPU}×`,
    );
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
