#!/usr/bin/env node
/**
 * A/B of a first visit's load on a phone, two builds in the same run: for each build root given
 * (each with dist/apps/bottle-web and dist/apps/demo-server built, BOTTLE_DEMO_BUILD=1), a fresh
 * Chromium context (Pixel 7, no cache) opens each page with the CPU slowed down (CDP
 * Emulation.setCPUThrottlingRate, 4× unless BENCH_CPU) and a slow link (Lighthouse's simulated
 * mobile: 150 ms round trip, 1.6 Mbps down, 750 kbps up), alternating A and B, ROUNDS times each.
 * Prints medians per build: FCP, LCP and its element, the bytes of script the page
 * fetched before LCP, how many scripts the HTML names, and the main thread's long tasks from
 * navigation until the page is settled (a PerformanceObserver for 'longtask': total blocking
 * time, the sum of each task's time over 50 ms; their count; the longest), and when React first
 * committed (the hydration of a prerendered page: from then on a tap works). Figures only, never a pass/fail: the
 * machine is shared, compare A and B of the same run.
 *
 * `--web-picture`: the demo's product pictures are inline (data:), which the page's early module
 * does not draw (docs/decisions/0160-early-largest-picture.md); with it, home's monthly picks answer
 * with the first pick's first picture as a picture of the demo server's own origin (a small SVG of
 * the app, fetched over the slow link as a shop's picture would be), for A and B alike.
 *
 *   node tools/bench-first-paint.mjs <rootA> <rootB> [--rounds 5] [--path /] [--web-picture] [--runs (each run's figures too)]
 */
import { resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { chromiumArgs } from './chromium-args.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const roots = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const ROUNDS = Number(option('--rounds', 5));
const PATHS = option('--path', '/,/product/W00001').split(',');
const CPU = Number(process.env.BENCH_CPU ?? 4);
const WEB_PICTURE = args.includes('--web-picture');
const PORT = Number(process.env.BENCH_PORT ?? 4350);
/** Lighthouse's simulated mobile link. */
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (values) => {
  const s = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** Watches paint and LCP in the page (before any script of it runs). */
function observe() {
  const w = window;
  w.__bench = { fcp: undefined, lcp: undefined, lcpElement: '', longTasks: [], firstPick: undefined, firstCommit: undefined };
  // When React first commits (a hydrated page's hydration, or a fresh page's first render): React
  // reports each commit to a developer-tools hook that is there before it loads, production
  // builds included. A record of the time, nothing more.
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      w.__bench.firstCommit ??= performance.now();
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
  // When home's first pick's first picture has first loaded in an <img> of the page (the early
  // module's or the shelf's), whichever is the page's largest element. A load listener (images'
  // load events reach the document's capture phase), no polling: it must not add main-thread work.
  document.addEventListener(
    'load',
    (event) => {
      const img = event.target;
      if (w.__bench.firstPick !== undefined || !(img instanceof HTMLImageElement)) return;
      const first = document.querySelector('section[aria-labelledby="main-monthly"] img[src]');
      if (img === first) w.__bench.firstPick = performance.now();
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__bench.lcp = e.startTime;
      const el = e.element;
      w.__bench.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.closest('[aria-labelledby]') ? ` in ${el.closest('[aria-labelledby]').getAttribute('aria-labelledby')}` : ''}`
        : '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function visit(browser, base, path) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base, locale: 'ko-KR' });
  // A device that answered the age check and hid today's notices: the screen itself is measured.
  await context.addInitScript(() => {
    localStorage.setItem('bottle.age.confirmedUntil', '99991231');
    localStorage.setItem('bottle.mainPopup.hiddenUntil', '99991231');
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  if (WEB_PICTURE)
    await page.route('**/api/app/main/monthlyitem/list', async (route) => {
      const answer = await route.fetch();
      const json = await answer.json();
      const first = json.list?.[0]?.prd_list?.[0];
      if (first) first.img_url = '/images/system-inspection.svg?bench-first-pick';
      await route.fulfill({ response: answer, json });
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const answer = await page.goto(path, { waitUntil: 'load' });
  const html = (await answer?.text()) ?? '';
  // The sections below load as they come near; a busy machine may never be idle for long.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // A slowed page can be idle on the network while the app is still hydrating: on home, read the
  // figures once the app has drawn the banners and the first pick's shelf (their pictures are LCP
  // candidates), within 30 s.
  if (path === '/')
    await page
      .waitForFunction(
        () =>
          document.querySelector('section[aria-labelledby="main-banners"] img') &&
          document.querySelector('section[aria-labelledby="main-monthly"] ul[aria-label] img'),
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const b = window.__bench;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || /\.js$/.test(new URL(e.name).pathname));
    const before = scripts.filter((e) => /\.js$/.test(new URL(e.name).pathname) && e.startTime < (b.lcp ?? Infinity));
    return {
      fcp: b.fcp,
      lcp: b.lcp,
      lcpElement: b.lcpElement,
      firstPick: b.firstPick,
      firstCommit: b.firstCommit,
      jsBeforeLcpKb: before.reduce((a, e) => a + (e.transferSize || e.encodedBodySize || 0), 0) / 1024,
      tbt: b.longTasks.reduce((a, d) => a + Math.max(0, d - 50), 0),
      longTasks: b.longTasks.length,
      longest: Math.max(0, ...b.longTasks),
    };
  });
  await context.close();
  return { ...figures, headScripts: (html.slice(0, html.indexOf('</head>')).match(/modulepreload|<script/g) ?? []).length };
}

async function main() {
  if (roots.length < 1) {
    console.error('usage: node tools/bench-first-paint.mjs <rootA> [rootB] [--rounds N] [--path /,/product/W00001]');
    process.exit(1);
  }
  ensureChromium();
  const servers = [];
  for (const [i, root] of roots.entries())
    servers.push(
      await startDemoServer(resolve(root), { port: PORT + i, dataDir: resolve('/tmp', `bench-first-paint-${process.pid}-${i}`) }),
    );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(
      `first paint A/B: CPU ${CPU}×, 150 ms / 1.6 Mbps, ${ROUNDS} rounds each, medians${WEB_PICTURE ? ", home's first pick's picture a web picture" : ''}`,
    );
    for (const path of PATHS) {
      const runs = roots.map(() => []);
      for (let r = 0; r < ROUNDS; r++) for (const [i, s] of servers.entries()) runs[i].push(await visit(browser, s.base, path));
      for (const [i, root] of roots.entries()) {
        const rs = runs[i];
        const elements = [...new Set(rs.map((x) => x.lcpElement))].join(' | ');
        if (args.includes('--runs'))
          for (const x of rs)
            console.log(
              `   ${String.fromCharCode(65 + i)} run: FCP ${x.fcp?.toFixed(0)} LCP ${x.lcp?.toFixed(0)} ${x.lcpElement}${x.firstPick ? ` first pick's picture ${x.firstPick.toFixed(0)}` : " first pick's picture -"} TBT ${x.tbt.toFixed(0)} (${x.longTasks} long tasks, longest ${x.longest.toFixed(0)})`,
            );
        console.log(
          `${path.padEnd(18)} ${String.fromCharCode(65 + i)} ${root.padEnd(22)} FCP ${median(rs.map((x) => x.fcp)).toFixed(0)} ms  LCP ${median(rs.map((x) => x.lcp)).toFixed(0)} ms (${elements})${path === '/' ? `  first pick's picture ${median(rs.map((x) => x.firstPick)).toFixed(0)} ms` : ''}  first commit ${median(rs.map((x) => x.firstCommit)).toFixed(0)} ms  JS before LCP ${median(rs.map((x) => x.jsBeforeLcpKb)).toFixed(1)} KB  head scripts ${rs[0]?.headScripts}  TBT ${median(rs.map((x) => x.tbt)).toFixed(0)} ms (${median(rs.map((x) => x.longTasks))} long tasks, longest ${median(rs.map((x) => x.longest)).toFixed(0)} ms)`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
