#!/usr/bin/env node
/**
 * Makes sure a Chromium for Playwright is present without Playwright's own download, which
 * cannot reach its CDN from these machines. Uses CHROMIUM_PATH or Debian's /usr/bin/chromium;
 * installs Debian's `chromium` (and fonts for Korean text) with apt when missing and running as
 * root; otherwise prints exactly what to install and exits non-zero.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      [
        `Chromium is missing at ${chromiumPath}. The e2e suite and Lighthouse use Debian's Chromium.`,
        'Install it, then run again:',
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation fonts-noto-cjk',
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
  console.log(`chromium: ${ensureChromium()} (${chromiumPath})`);
}
