/**
 * "third-party scripts (gtag) load under the same policy": a build with a GA
 * measurement ID (built here, beside the suite's own build, in a few seconds), served by the demo
 * server, whose page policy then names gtag's hosts and Trusted Types policy from the build's
 * csp-sources.json. gtag.js (Google's host is not reachable from CI: the browser gets a stand-in
 * script for it) loads through the app's bottle-gtag policy, sees the queued page view, and the
 * page reports no policy violation (the fixtures' page fails on any).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_BASE_PORT } from '../playwright.config';
import { expect, test } from './fixtures';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const GA_ID = 'G-E2ETEST01';

test.describe('gtag under the strict policy', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let origin: string;

  // Playwright reads a hook's fixtures from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000);
    dir = mkdtempSync(join(tmpdir(), 'bottle-ga-build-'));
    const build = spawnSync(
      resolve(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', join(dir, 'app'), '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: resolve(root, 'apps/bottle-web'),
        // A demo build served by the demo server, which says so (apps/bottle-web/src/config/live-build.ts).
        env: { ...process.env, VITE_BOTTLE_GA_ID: GA_ID, BOTTLE_DEMO_BUILD: '1' },
        encoding: 'utf8',
      },
    );
    expect(build.status, build.stderr).toBe(0);
    // Its own port, clear of the workers' demo servers (playwright.config.ts).
    const port = E2E_BASE_PORT + 40 + testInfo.parallelIndex;
    origin = `http://localhost:${port}`;
    server = spawn(process.execPath, [resolve(root, 'dist/apps/demo-server/main.mjs'), '--reset'], {
      cwd: root,
      env: {
        ...process.env,
        APP_DIST: join(dir, 'app'),
        PORT: String(port),
        HOST: 'localhost',
        DEMO_DATA_DIR: join(dir, 'data'),
        DEMO_LATENCY_MS: '0',
        DEMO_LOG: '0',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test('given a build that measures with GA, when home opens, then gtag.js loads through the bottle-gtag policy with no policy violation', async ({
    page,
  }) => {
    const scripts: string[] = [];
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagSawQueue = (window.dataLayer || []).length;' });
    });
    const answer = await page.goto(`${origin}/`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('trusted-types bottle-sanitizer bottle-gtag goog#html');
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.google-analytics\.com/);
    await expect.poll(() => page.evaluate(() => (window as { __gtagSawQueue?: number }).__gtagSawQueue)).toBeGreaterThan(0);
    expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
  });
});
