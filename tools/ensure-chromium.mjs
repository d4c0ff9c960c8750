#!/usr/bin/env node
/**
 * Makes sure a Chromium for Playwright (and Lighthouse) is present, picking the same one as
 * e2e/bottle-web-e2e/playwright.config.ts: CHROMIUM_PATH when set, else Debian's
 * /usr/bin/chromium, else Playwright's own Chromium when it was downloaded
 * (`npx playwright install --with-deps chromium`, as the GitHub CI does). When none is there it
 * installs Debian's `chromium` (and fonts for Korean text) with apt, when running as root on
 * Debian — Playwright's download cannot reach its CDN from these machines; otherwise it prints
 * what to install and exits non-zero. Prints which Chromium it uses.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const debianPath = '/usr/bin/chromium';

/** Playwright's own Chromium when it has been downloaded, else undefined. */
export function playwrightChromiumPath() {
  try {
    const path = createRequire(import.meta.url)('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const ownPath = existsSync(debianPath) ? undefined : playwrightChromiumPath();
export const chromiumPath = process.env.CHROMIUM_PATH || ownPath || debianPath;
/** Which Chromium `chromiumPath` is, in words. */
export const chromiumSource = process.env.CHROMIUM_PATH ? 'CHROMIUM_PATH' : ownPath ? "Playwright's own Chromium" : "Debian's chromium";

function version() {
  const r = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export function ensureChromium() {
  if (existsSync(chromiumPath) && version()) return version();
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${chromiumPath} does not run. Point it at a working Chromium or unset it.`);
    process.exit(1);
  }
  if (ownPath) {
    console.error(
      `Playwright's Chromium at ${chromiumPath} does not run; install its system libraries:\n` +
        '  sudo npx playwright install-deps chromium',
    );
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const isUbuntu = existsSync('/etc/os-release') && /^ID=ubuntu$/m.test(readFileSync('/etc/os-release', 'utf8'));
  if (!isRoot || !hasApt || isUbuntu) {
    console.error(
      [
        `No Chromium found: not at ${chromiumPath}, no CHROMIUM_PATH, no Playwright download.`,
        'Install one, then run again. On Debian:',
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation fonts-noto-cjk',
        "elsewhere (Ubuntu, whose chromium is a snap only), Playwright's own build:",
        '  npx playwright install --with-deps chromium',
        'or set CHROMIUM_PATH to another Chromium/Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium with apt-get (about a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env,
  });
  const v = version();
  if (!v) {
    console.error('apt-get finished but chromium does not run.');
    process.exit(1);
  }
  return v;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const v = ensureChromium();
  console.log(`chromium: ${v}, ${chromiumSource} (${chromiumPath})`);
}
