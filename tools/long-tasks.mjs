#!/usr/bin/env node
/**
 * What a first visit's long tasks are made of: the tool to find where total blocking time goes
 * before changing anything. One build (its bottle-web and demo-server built, BOTTLE_DEMO_BUILD=1)
 * on its demo server; a fresh Chromium context (Pixel 7, no cache) opens the page with the CPU
 * slowed down (CDP Emulation.setCPUThrottlingRate, 4× unless BENCH_CPU) and Lighthouse's
 * simulated mobile link, records a trace (devtools.timeline) and a CPU profile of the load and
 * the next five seconds, and prints for the page's main thread:
 * - every task over 50 ms from the HTML's parse on (the time it began, its length) with the
 *   top-level events inside it (Layout, style, a script's evaluation, a function call, microtasks)
 *   and, from the profile, the functions its samples were in (the leaf, then the first frames
 *   of the app's own chunks, so a framework-heavy task still names the app's caller);
 * - the layouts and style recalculations over 5 ms;
 * - the sum over 50 ms of every task (the trace's own TBT: it counts the tasks before the first
 *   paint too, which Lighthouse does not).
 * Figures only, never pass/fail; minified names: read them against the build's chunk
 * (`dist/apps/bottle-web/assets/<chunk>.js`, line:column as printed).
 *
 *   node tools/long-tasks.mjs <root> [--path /search?q=레드] [--no-samples]
 */
import { resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { chromiumArgs } from './chromium-args.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { chunkOf, eventLabel } from './lib/observed-tasks.mjs';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const root = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--path')) ?? '.');
const PATH = encodeURI(option('--path', '/'));
const SAMPLES = !args.includes('--no-samples');
const CPU = Number(process.env.BENCH_CPU ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 4360);
/** Lighthouse's simulated mobile link (as tools/bench-first-paint.mjs). */
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

ensureChromium();
const { base, server } = await startDemoServer(root, { port: PORT, dataDir: resolve(root, 'tmp/long-tasks/data') });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  if (SAMPLES) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(`${base}${PATH}`, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const profile = SAMPLES ? (await cdp.send('Profiler.stop')).profile : null;
  await cdp.send('Tracing.end');
  await traced;

  // The page's main thread: the renderer main thread that parsed the HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base));
  if (!parse) throw new Error('long-tasks: the trace has no ParseHTML of the page');
  const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const start = parse.ts;
  const at = (e) => ((e.ts - start) / 1000).toFixed(0);
  const ms = (us) => (us / 1000).toFixed(0);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts + e.dur >= start).sort((a, b) => a.ts - b.ts);

  // Profile samples on the trace's clock (both are microseconds of the same monotonic clock).
  const sampled = [];
  if (profile) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i] ?? 0;
      const leaf = nodes.get(id).callFrame;
      const ownFrames = [];
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        const f = nodes.get(cur).callFrame;
        if (f.url.includes('/assets/') && !f.url.includes('/framework-'))
          ownFrames.push(`${f.functionName || '(anonymous)'}@${chunkOf(f.url)}:${f.lineNumber}:${f.columnNumber}`);
      }
      sampled.push({
        t,
        what: `${leaf.functionName || chunkOf(leaf.url) || '(native)'}${ownFrames.length ? ` < ${ownFrames.slice(0, 3).join(' < ')}` : ''}`,
      });
    });
  }

  console.log(`Long tasks of ${PATH} (CPU ${CPU}×, 150 ms / 1.6 Mbps, one load), ms from the HTML's parse:`);
  let blocking = 0;
  for (const task of tasks) {
    blocking += task.dur / 1000 - 50;
    const inside = mine
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const top = [];
    let end = -1;
    for (const e of inside) {
      if (e.ts < end) continue;
      top.push(e);
      end = e.ts + e.dur;
    }
    console.log(`  at ${at(task)}: ${ms(task.dur)} ms`);
    for (const e of top.filter((x) => x.dur > 3000)) console.log(`    ${ms(e.dur).padStart(5)} ${eventLabel(e)}`);
    const counts = new Map();
    for (const s of sampled) if (s.t >= task.ts && s.t <= task.ts + task.dur) counts.set(s.what, (counts.get(s.what) ?? 0) + 1);
    for (const [what, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5))
      console.log(`      ${String(n).padStart(4)} samples  ${what.slice(0, 200)}`);
  }
  const over = (name) =>
    mine
      .filter((e) => e.name === name && e.dur > 5000 && e.ts >= start)
      .map((e) => `${at(e)}:${ms(e.dur)}`)
      .join(' ');
  console.log(`  layouts over 5 ms (at:ms): ${over('Layout') || 'none'}`);
  console.log(`  style recalculations over 5 ms (at:ms): ${over('UpdateLayoutTree') || 'none'}`);
  console.log(`  tasks over 50 ms: ${tasks.length}, their time over 50 ms: ${blocking.toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill();
}
