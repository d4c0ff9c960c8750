/**
 * Who may use the demo controls (apps/demo-server README "Who may use the demo controls"): a
 * page of another site, open in the very browser that holds the operator's key, posts to every
 * control the way a hostile page can (a `no-cors` text/plain POST, and a JSON one that needs a
 * preflight) and loads `?demo-reset=1` as an image. The page is served at 127.0.0.1 while the
 * demo is at localhost: another site for the browser. Every request that reaches the server is
 * refused with 401 or 403, and nothing changes; the operator's own calls still work.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { control, expect, test, type Page } from './fixtures';

const CONTROLS: readonly [string, Record<string, unknown>][] = [
  ['/mock-api/reset', {}],
  ['/mock-api/clock', { advance_ms: 86_400_000 }],
  ['/mock-api/maintenance', { system: true }],
  ['/mock-api/store-timing', { confirm_after_s: 1, ready_after_s: 1 }],
  ['/mock-api/staff/stock', { prd_cd: 'W00010', str_cd: '361', stock_qty: 0 }],
  ['/mock-api/staff/pickup/step', { pickup_no: 'P1001', stage: 'SET_ASIDE' }],
  ['/mock-api/staff/pickup/verify', { pickup_no: 'P1001', pass_cd: '000000' }],
];

/** What the controls above would change, read through the operator's own calls and the public API. */
async function demoState(page: Page) {
  const clock = await control(page, '/mock-api/clock', {});
  const maintenance = await control(page, '/mock-api/maintenance', {});
  const timing = await control(page, '/mock-api/store-timing', {});
  const stock = await page.evaluate(async () => {
    const res = await fetch('/api/app/product/store/stock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-ssp-channel': '3', 'x-gateway-service-id': 'bottle-service' },
      body: JSON.stringify({ prd_cd: 'W00010' }),
    });
    const body = (await res.json()) as { str_list?: { str_cd: string; stock_qty: number }[] };
    return body.str_list?.find((s) => s.str_cd === '361')?.stock_qty;
  });
  return {
    clockMovedMinutes: Math.round((Number(clock.body['now_ms']) - Date.now()) / 60_000) || 0,
    maintenance: maintenance.body,
    timing: timing.body,
    stock,
  };
}

test('given a page of another site open in the operator’s browser, when it posts to every demo control and loads ?demo-reset=1 as an image, then each request is refused (401/403) and nothing changes', async ({
  page,
  baseURL,
}) => {
  const demo = new URL(baseURL ?? '');
  await page.goto('/?demo-reset=1');
  await expect(page).toHaveURL((url) => !url.search.includes('demo-reset'));
  // The operator sets a state a reset or the controls would change.
  expect((await control(page, '/mock-api/store-timing', { confirm_after_s: 300, ready_after_s: 900 })).status).toBe(200);
  expect((await control(page, '/mock-api/staff/stock', { prd_cd: 'W00010', str_cd: '361', stock_qty: 7 })).status).toBe(200);
  const before = await demoState(page);
  expect(before).toMatchObject({
    clockMovedMinutes: 0,
    maintenance: { system: false, card: false },
    timing: { confirm_after_s: 300, ready_after_s: 900 },
    stock: 7,
  });

  // Another site: a page served at 127.0.0.1 (a local address, as a page on the shared network
  // would be) while the demo is at localhost.
  const evil = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>another site</title><h1>another site</h1>'),
  );
  await new Promise<void>((listening) => evil.listen(0, '127.0.0.1', listening));
  const evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.host === demo.host &&
      (url.pathname.startsWith('/mock-api/') || url.searchParams.get('demo-reset') === '1') &&
      response.request().method() !== 'OPTIONS'
    ) {
      answers.push({ url: `${response.request().method()} ${url.pathname}${url.search}`, status: response.status() });
    }
  });
  await page.goto(`${evilOrigin}/evil`);
  await page.evaluate(
    async ({ target, controls }) => {
      for (const [path, body] of controls) {
        // The "simple" request any page may send: no preflight, an opaque answer.
        await fetch(`${target}${path}`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        // JSON with the app's header: the browser asks first (preflight), and the demo never allows it.
        await fetch(`${target}${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'x-ssp-channel': '3' },
          body: JSON.stringify(body),
        }).catch(() => undefined);
      }
      await new Promise<void>((done) => {
        const img = new Image();
        img.onload = img.onerror = () => done();
        img.src = `${target}/?demo-reset=1`;
      });
    },
    { target: demo.origin, controls: CONTROLS },
  );

  const posts = answers.filter((a) => a.url.startsWith('POST'));
  expect(posts.map((a) => a.url).sort()).toEqual(CONTROLS.map(([path]) => `POST ${path}`).sort());
  for (const answer of posts) expect([401, 403], answer.url).toContain(answer.status);
  // The reset by image is sent to the operator page instead of resetting.
  expect(answers.filter((a) => a.url.startsWith('GET')).map((a) => a.status)).toEqual([303]);

  await new Promise((closed) => evil.close(closed));
  await page.goto('/');
  expect(await demoState(page)).toEqual(before);
});
