/**
 * Who may use the demo controls (src/operator.ts): the operator only, from this demo's own pages
 * or no page at all. Every control refuses another site (403), a call without the operator's key
 * (401) and a body that is not JSON with the app's channel header (415), and changes nothing;
 * `?demo-reset=1` without the key asks for it instead of resetting.
 */
import { describe, expect, it } from 'vitest';
import { controlHeaders, gatewayHeaders, login, postJson, raw, serveFixture, TEST_OPERATOR_KEY } from './test-support';

const demo = serveFixture({}, 'each');

/** Every control, with a body that would change the demo if it were obeyed. */
const CONTROLS: readonly [string, unknown][] = [
  ['/mock-api/reset', {}],
  ['/mock-api/clock', { advance_ms: 86_400_000 }],
  ['/mock-api/maintenance', { system: true }],
  ['/mock-api/store-timing', { confirm_after_s: 1, ready_after_s: 1 }],
  ['/mock-api/staff/stock', { prd_cd: 'W00001', str_cd: '361', stock_qty: 0 }],
  ['/mock-api/staff/pickup/step', { pickup_no: 'P1', stage: 'SET_ASIDE' }],
  ['/mock-api/staff/pickup/verify', { pickup_no: 'P1', pass_cd: '000000' }],
];

/** What the controls above would change: the clock, the scenarios, the store timing, a shelf, a member's wish list. */
function snapshot() {
  const { backend, scenarios } = demo.api;
  return {
    clockOffset: Math.round((backend.now() - Date.now()) / 60_000),
    maintenance: scenarios.has('*'),
    timing: backend.storeTiming(),
    stock: backend.stockAt('W00001', '361'),
    members: JSON.stringify(backend.state.members),
  };
}

async function withAWish(): Promise<void> {
  const token = await login(demo.url);
  expect((await postJson(demo.url, '/api/app/mybunker/toggle', { prd_cd: 'W00002' }, gatewayHeaders('bottle', token))).status).toBe(200);
}

describe('the demo controls', () => {
  it('given another site (Sec-Fetch-Site cross-site, or an Origin that is not the demo), when it posts to any control even with the key, then 403 and nothing changes', async () => {
    await withAWish();
    const before = snapshot();
    for (const [path, body] of CONTROLS) {
      const others: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'http://evil.example' },
        { origin: demo.url.replace('127.0.0.1', 'localhost') },
      ];
      for (const from of others) {
        const answer = await postJson(demo.url, path, body, { ...controlHeaders(), ...from });
        expect(answer.status, `${path} ${JSON.stringify(from)}`).toBe(403);
      }
      // The "simple" request a page of another site can send without asking: no-cors text/plain.
      const simple = await raw(demo.url, path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
        body: JSON.stringify(body),
      });
      expect(simple.status, path).toBe(403);
    }
    expect(snapshot()).toEqual(before);
  });

  it('given no key or a wrong one, when a control is called from the demo itself, then 401 names what is needed and nothing changes', async () => {
    await withAWish();
    const before = snapshot();
    for (const [path, body] of CONTROLS) {
      const none = await postJson<{ rspMsgCn: string }>(demo.url, path, body, {
        'content-type': 'application/json',
        'x-ssp-channel': '3',
        'sec-fetch-site': 'same-origin',
      });
      expect(none.status, path).toBe(401);
      expect(none.body.rspMsgCn).toContain('operator key');
      expect((await postJson(demo.url, path, body, controlHeaders('not-the-operator-key-at-all'))).status, path).toBe(401);
      expect(
        (
          await postJson(demo.url, path, body, {
            ...controlHeaders(),
            'x-demo-key': '',
            cookie: 'bottle_demo_operator=wrong-key-wrong-key',
          })
        ).status,
        path,
      ).toBe(401);
    }
    expect(snapshot()).toEqual(before);
  });

  it('given the key but not JSON with the app channel header, when a control is called, then 415 and nothing changes', async () => {
    const before = snapshot();
    for (const [path, body] of CONTROLS) {
      const { 'x-ssp-channel': _channel, ...noChannel } = controlHeaders();
      expect((await postJson(demo.url, path, body, noChannel)).status, path).toBe(415);
      expect(
        (
          await raw(demo.url, path, {
            method: 'POST',
            headers: { ...controlHeaders(), 'content-type': 'text/plain' },
            body: JSON.stringify(body),
          })
        ).status,
        path,
      ).toBe(415);
    }
    expect(snapshot()).toEqual(before);
  });

  it('given the operator (the key as a header, or the operator page cookie, from the same origin), when a control is called, then it works', async () => {
    const moved = await postJson<{ now_ms: number }>(
      demo.url,
      '/mock-api/clock',
      { advance_ms: 60_000 },
      { ...controlHeaders(), 'sec-fetch-site': 'same-origin', origin: demo.url },
    );
    expect(moved.status).toBe(200);
    const { 'x-demo-key': _key, ...withoutKey } = controlHeaders();
    const read = await postJson(
      demo.url,
      '/mock-api/maintenance',
      {},
      { ...withoutKey, cookie: `other=1; bottle_demo_operator=${TEST_OPERATOR_KEY}` },
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ system: false, card: false });
  });
});

describe('?demo-reset=1 and the operator page', () => {
  it('given no key (an <img> on another site, a member opening a shared link), when a page is opened with ?demo-reset=1, then nothing resets and the browser is sent to the operator page', async () => {
    await withAWish();
    const before = snapshot();
    const img = await fetch(`${demo.url}/?demo-reset=1`, {
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', cookie: `bottle_demo_operator=${TEST_OPERATOR_KEY}` },
    });
    expect(img.status).toBe(303);
    const shared = await fetch(`${demo.url}/product/W00001?demo-reset=1`, { redirect: 'manual' });
    expect(shared.status).toBe(303);
    expect(shared.headers.get('location')).toBe(`/demo/operator?then=${encodeURIComponent('/product/W00001?demo-reset=1')}`);
    expect(snapshot()).toEqual(before);
  });

  it('given the operator page, when the right key is posted from the page, then the browser keeps it (HttpOnly, SameSite=Strict) and goes back; a wrong key or another site is refused', async () => {
    const page = await fetch(`${demo.url}/demo/operator?then=${encodeURIComponent('/?demo-reset=1')}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="key">');
    expect(html).toContain('value="/?demo-reset=1"');
    expect(html).not.toContain('<script');

    const post = (key: string, headers: Record<string, string> = {}) =>
      fetch(`${demo.url}/demo/operator`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url, 'sec-fetch-site': 'same-origin', ...headers },
        body: new URLSearchParams({ key, then: '/?demo-reset=1' }).toString(),
      });
    const wrong = await post('not-the-operator-key-at-all');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const crossSite = await post(TEST_OPERATOR_KEY, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const offSite = await post(TEST_OPERATOR_KEY);
    expect(offSite.status).toBe(303);
    expect(offSite.headers.get('location')).toBe('/?demo-reset=1');
    const setCookie = offSite.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^bottle_demo_operator=${TEST_OPERATOR_KEY};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  it('given a `then` that leaves the origin, when the operator page is used, then it goes back to the operator page instead', async () => {
    const answer = await fetch(`${demo.url}/demo/operator`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: TEST_OPERATOR_KEY, then: '//evil.example/' }).toString(),
    });
    expect(answer.headers.get('location')).toBe('/demo/operator');
  });
});
