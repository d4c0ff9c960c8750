#!/usr/bin/env node
/**
 * The stack's floor in Lighthouse: what the chain's framework costs a first visit when the app
 * around it does almost nothing. Builds tools/stack-floor (React 19, React Router, Redux Toolkit
 * with RTK Query, react-redux and Emotion in one framework chunk, as the app's build makes it; a
 * prerendered list of twelve links hydrated in a transition), serves it gzipped from a small
 * static server, and runs Lighthouse's mobile profile on it as tools/lighthouse.mjs runs the app
 * (same Chromium flags, simulated throttling), RUNS times (5) at each multiplier, printing the
 * medians. Read the app's table beside it: the difference is what the app's own start-up and
 * screens add (docs/decisions/0174-the-lab-multiplies-our-main-thread.md).
 *
 *   node tools/stack-floor.mjs [--cpu 4,9.4] [--runs 5]
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs } from './chromium-args.mjs';
import { median } from './lib/cpu-multiplier.mjs';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const multipliers = option('--cpu', '4,9.4').split(',').map(Number);
const runs = Math.max(1, Number(option('--runs', 5)));
if (multipliers.some((m) => !Number.isFinite(m) || m <= 0)) throw new Error(`--cpu takes positive numbers, e.g. 4,9.4`);
const source = resolve(root, 'tools/stack-floor');
const out = resolve(root, 'tmp/stack-floor');
const PORT = Number(process.env.FLOOR_PORT ?? 4390);

/** The app's build choices that shape the framework's cost: its chunk, its target, the router's production build. */
const common = {
  configFile: false,
  root: source,
  logLevel: 'warn',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: [{ find: /^react-router$/, replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs') }],
  },
};
await build({
  ...common,
  build: {
    outDir: join(out, 'client'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules/ }] } } },
  },
});
await build({ ...common, build: { outDir: join(out, 'server'), emptyOutDir: true, ssr: join(source, 'server.tsx') } });
const { render } = await import(pathToFileURL(join(out, 'server', 'server.js')).href);
const page = join(out, 'client', 'index.html');
writeFileSync(page, readFileSync(page, 'utf8').replace('<!--app-->', render()));

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://floor').pathname;
  const file = join(out, 'client', path === '/' ? 'index.html' : path);
  // Files of the build only: nothing outside it, no folder.
  if (!file.startsWith(join(out, 'client')) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(gzipSync(readFileSync(file)));
});
await new Promise((listening) => server.listen(PORT, '127.0.0.1', listening));

ensureChromium();
mkdirSync(join(out, 'reports'), { recursive: true });
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');
try {
  console.log(`Stack floor (tools/stack-floor), Lighthouse mobile, simulated throttling, median of ${runs} run(s)`);
  console.log('cpu    perf  FCP ms  LCP ms  TBT ms  bench');
  for (const multiplier of multipliers) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const report = join(out, 'reports', `cpu-${multiplier}-run-${run}.json`);
      // Asynchronous: this process serves the page Lighthouse loads.
      const status = await new Promise((done) => {
        const child = spawn(
          resolve(root, 'node_modules/.bin/lighthouse'),
          [
            `http://127.0.0.1:${PORT}/`,
            '--quiet',
            '--output=json',
            `--output-path=${report}`,
            `--chrome-flags=${chromeFlags}`,
            '--only-categories=performance',
            `--throttling.cpuSlowdownMultiplier=${multiplier}`,
          ],
          { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath } },
        );
        child.on('error', () => done(1));
        child.on('exit', (code) => done(code ?? 1));
      });
      if (status !== 0) continue;
      const lhr = JSON.parse(readFileSync(report, 'utf8'));
      samples.push({
        perf: Math.round(lhr.categories.performance.score * 100),
        fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        bench: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    if (samples.length === 0) {
      console.log(`${String(multiplier).padEnd(6)} lighthouse failed on every run`);
      continue;
    }
    const m = (key) => String(median(samples.map((s) => s[key])));
    console.log(
      `${`${multiplier}×`.padEnd(6)} ${m('perf').padEnd(5)} ${m('fcp').padEnd(7)} ${m('lcp').padEnd(7)} ${m('tbt').padEnd(7)} ${m('bench')}`,
    );
  }
} finally {
  server.close();
}
