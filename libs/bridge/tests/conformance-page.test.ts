// @vitest-environment node
/**
 * The conformance page (conformance/index.html with src/conformance-page.ts, bundled as one
 * script) in real Chromium under a strict policy, against the fake shell at document start, as a
 * native engineer would open it: a fast correct shell passes, a fast shell whose answer crosses the
 * cancel is not failed (the summary names the check it could not make), and a shell that injected
 * no secret gets its table and a summary naming what was not checked, without waiting for a back
 * press that could never be seen.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleScript, chromiumPath } from './support/browser-bundle';
import { fakeShellInitScript } from '../src/testing';
// The workspace's Chromium switches (shared with the e2e suite and Lighthouse; not library code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumArgs } from '../../../tools/chromium-args.mjs';

const ORIGIN = 'https://app.bottle.test';
const NONCE = 'Y29uZm9ybWFuY2UtcGFnZQ';
const CSP = `default-src 'self'; script-src 'nonce-${NONCE}' 'strict-dynamic'; style-src 'nonce-${NONCE}'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types bottle`;

let browser: Browser;
let html: string;

beforeAll(async () => {
  const script = await bundleScript('conformance-page', 'BottleConformancePage');
  const page = readFileSync(new URL('../conformance/index.html', import.meta.url), 'utf8');
  const tag = '<script type="module" src="../src/conformance-page.ts"></script>';
  if (!page.includes(tag)) throw new Error('conformance/index.html no longer loads src/conformance-page.ts');
  html = page.replace('<style>', `<style nonce="${NONCE}">`).replace(tag, `<script nonce="${NONCE}">${script}</script>`);
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens the page with the fake shell (and `after`, run right after it) at document start. */
async function open(query: string, shellScript: string, after = ''): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(shellScript + after);
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', headers: { 'content-security-policy': CSP }, body: html }),
  );
  await page.goto(`${ORIGIN}/${query}`);
  return { page, violations };
}

/** Presses back when the page asks, then waits for the end; the summary line. */
async function finish(page: Page): Promise<string> {
  await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toMatch(/press the back button|done|stopped/);
  if ((await page.locator('#status').textContent())?.includes('press the back button')) {
    await page.evaluate(() => (window as unknown as { __bottleFakeShell: { pressBack(): boolean } }).__bottleFakeShell.pressBack());
  }
  await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toBe('done');
  return (await page.locator('#summary').textContent()) ?? '';
}

const coldPush = `;window.__bottleFakeShell.emit('pushTap', { url: '/alarm?seq=1', data: {} });`;
/** The shell answers before it reads the cancel: the cancel never reaches it. */
const cancelCrossesAnswer = `;(() => {
  const handler = window.webkit.messageHandlers.bottleBridge;
  const post = handler.postMessage;
  handler.postMessage = (text) => { if (JSON.parse(text).type !== 'cancel') post(text); };
})();`;

describe.skipIf(!chromiumPath)('the conformance page in Chromium under a strict policy', () => {
  it('given a correct shell answering in 2 ms, with back pressed and a cold-start push, then every check passes and the summary says PASS', async () => {
    const { page, violations } = await open('?cold-push=1', fakeShellInitScript({ platform: 'ios', latencyMs: 2 }), coldPush);
    const summary = await finish(page);
    expect(summary).toMatch(/^ios: PASS \(\d+ passed\), /);
    expect(await page.locator('#rows td.fail').count()).toBe(0);
    expect(await page.locator('#rows td.skip').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('given a fast shell whose answer crosses the cancel, then nothing fails and the summary names the check it could not make instead of PASS', async () => {
    const { page } = await open('?cold-push=1', fakeShellInitScript({ platform: 'ios', latencyMs: 2 }), coldPush + cancelCrossesAnswer);
    const summary = await finish(page);
    expect(await page.locator('#rows td.fail').count()).toBe(0);
    const cancel = page.locator('#rows tr', { hasText: 'cancelled call left unanswered' }).locator('td').nth(1);
    expect(await cancel.textContent()).toBe('SKIP');
    expect(summary).toMatch(/^ios: NOT FULLY CHECKED \(\d+ passed; not checked: cancelled call left unanswered\), /);
    await page.context().close();
  }, 60_000);

  it('given a shell that injected no secret, then the run ends without waiting for back, every row is shown, and the summary names what was not checked', async () => {
    const { page } = await open(
      '?cold-push=1',
      fakeShellInitScript({ platform: 'android', latencyMs: 2 }),
      ';delete window.__bottleBridgeSecret;',
    );
    const summary = await finish(page);
    expect(summary).toMatch(
      /^android: FAIL \(.*failed: secret injected before page script, .*; not checked: cancelled call left unanswered, back asked with a reply token, push tap queued until ready\), /,
    );
    expect(await page.locator('#rows tr').count()).toBeGreaterThan(20);
    expect(await page.locator('#rows tr', { hasText: 'back asked with a reply token' }).textContent()).toMatch(/SKIP.*no private channel/);
    await page.context().close();
  }, 60_000);
});
