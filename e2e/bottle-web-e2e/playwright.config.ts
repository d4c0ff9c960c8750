/**
 * Playwright journeys against the built app (dist/apps/bottle-web, demo mode) served by
 * `vite preview`. The browser is CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when
 * present (these machines cannot reach Playwright's CDN; `npm run chromium` installs it), else
 * Playwright's own Chromium (`npx playwright install --with-deps chromium`, as the GitHub CI
 * does). `vite preview` is started directly, not through Nx, so it never outlives the run
 * (toolchain.md pitfall); the build comes from the e2e target's dependsOn.
 */
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
const baseURL = `http://localhost:${port}`;

/** undefined: Playwright's own downloaded Chromium. */
export const chromiumPath: string | undefined =
  process.env['CHROMIUM_PATH'] || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone: 390×844 CSS px, touch, a mobile Chrome user agent. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
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
  workers: 2,
  timeout: 30_000,
  outputDir: resolve(root, 'tmp/e2e-results'),
  reporter: [['list'], ['json', { outputFile: resolve(root, 'tmp/reports/bottle-web-e2e/results.json') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium', ...phone } }],
  webServer: {
    command: `${resolve(root, 'node_modules/.bin/vite')} preview --port ${port} --strictPort`,
    cwd: resolve(root, 'apps/bottle-web'),
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
