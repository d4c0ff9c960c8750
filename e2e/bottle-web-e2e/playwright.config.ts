/**
 * Playwright journeys against the built app (dist/apps/bottle-web, the one live build) served
 * with its API by the demo server (dist/apps/demo-server), so every journey crosses
 * real HTTP: headers, status codes, redirects to the sign-on host and back. Each worker has a
 * server of its own on its own port and data folder (src/fixtures.ts points the worker's pages
 * there), so journeys that run side by side never share members or reservations. The servers
 * start with a clean state, no latency and no request log; `node` runs them directly, not
 * through Nx, so they never outlive the run (docs/conventions.md); the builds come from the e2e
 * target's dependsOn.
 *
 * The browser is CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when present (these
 * machines cannot reach Playwright's CDN; `npm run chromium` installs it), else Playwright's own
 * Chromium (`npx playwright install --with-deps chromium`, as the GitHub CI does).
 */
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
// The switches are shared with tools/lighthouse.mjs (a workspace tool, not a project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumArgs } from '../../tools/chromium-args.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
/** The first worker's port; worker n listens on port + n (src/fixtures.ts). */
export const E2E_BASE_PORT = Number(process.env['E2E_PORT'] ?? 4310);
const WORKERS = 2;
/**
 * The demo operator's key the journeys' servers start with (apps/demo-server src/operator.ts):
 * every page of a journey holds it in the operator cookie (src/fixtures.ts), as the operator's
 * browser does, so `?demo-reset=1` and the demo controls work for the journeys and for them only.
 */
export const E2E_OPERATOR_KEY = process.env['E2E_OPERATOR_KEY'] ?? 'e2e-demo-operator-key';
const baseURL = `http://localhost:${E2E_BASE_PORT}`;

/** undefined: Playwright's own downloaded Chromium. */
export const chromiumPath: string | undefined =
  process.env['CHROMIUM_PATH'] || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** A phone: 390×844 CSS px, touch, a mobile Chrome user agent. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
};

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  // One retry on CI: a test that passes only on its retry is 'flaky' in the JSON report, and
  // `npm test` (tools/test-all.mjs) lists it by name.
  retries: process.env['CI'] ? 1 : 0,
  workers: WORKERS,
  timeout: 30_000,
  outputDir: resolve(root, 'tmp/e2e-results'),
  reporter: [['list'], ['json', { outputFile: resolve(root, 'tmp/reports/bottle-web-e2e/results.json') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium', ...phone } }],
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: `node ${resolve(root, 'dist/apps/demo-server/main.mjs')} --reset`,
    cwd: root,
    url: `http://localhost:${E2E_BASE_PORT + worker}/`,
    env: {
      PORT: String(E2E_BASE_PORT + worker),
      HOST: 'localhost',
      DEMO_DATA_DIR: resolve(root, `tmp/e2e-data/worker-${worker}`),
      DEMO_LATENCY_MS: '0',
      DEMO_LOG: '0',
      DEMO_OPERATOR_KEY: E2E_OPERATOR_KEY,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
  })),
});
