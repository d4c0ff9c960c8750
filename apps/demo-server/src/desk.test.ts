/**
 * The store desk on the demo server (issue 18 item 2): /desk/ and its routes answer the desk's
 * page under the same strict policy as an app page, its chunks are files (a missing one 404),
 * the desk calls answer at /desk-api, and DEMO_STORE_CONFIRM_AFTER_S sets a lone demo's store.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCli } from './config';
import { makeFixture, postJson, start, type Fixture } from './test-support';
import type { DemoServer } from './server';

const DESK_HTML = '<!doctype html><html lang="ko"><head><title>desk</title></head><body><div id="root"></div><script type="module" crossorigin src="/desk/assets/index-d1.js"></script></body></html>';

let fixture: Fixture;
let server: DemoServer;

beforeEach(async () => {
  fixture = await makeFixture();
  const deskDist = join(fixture.root, 'store-desk');
  await mkdir(join(deskDist, 'assets'), { recursive: true });
  await writeFile(join(deskDist, 'index.html'), DESK_HTML);
  await writeFile(join(deskDist, 'assets', 'index-d1.js'), 'export const desk = 1;\n');
  server = await start(fixture, { deskDist });
});

afterEach(async () => {
  await server.close();
  await fixture.cleanup();
});

describe('given the built desk', () => {
  it('when /desk/ or a desk route is opened, then its page comes with a fresh nonce on its script and the strict policy', async () => {
    for (const path of ['/desk/', '/desk/check', '/desk/queue']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(200);
      const policy = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).not.toContain('unsafe-inline');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(await answer.text()).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/desk/assets/index-d1.js">`);
    }
  });

  it('when /desk is opened, then it redirects to /desk/; a chunk is a file, a missing one is 404, never the page', async () => {
    const bare = await fetch(`${server.url}/desk`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([308, '/desk/']);
    const chunk = await fetch(`${server.url}/desk/assets/index-d1.js`);
    expect([chunk.status, chunk.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await fetch(`${server.url}/desk/assets/gone.js`)).status).toBe(404);
  });

  it('when staff sign in at /desk-api, then a staff token comes back; a wrong PIN is 401', async () => {
    const ok = await postJson(server.url, '/desk-api/desk/session/login', { str_cd: '361', pin: '361361' });
    expect(ok.status).toBe(200);
    expect((await postJson(server.url, '/desk-api/desk/session/login', { str_cd: '361', pin: '123456' })).status).toBe(401);
  });
});

describe('DEMO_STORE_CONFIRM_AFTER_S', () => {
  it('given 5 or off, then the store steps are 5 s or left to the desk; anything else is refused at start', async () => {
    expect(parseCli([], { DEMO_STORE_CONFIRM_AFTER_S: '5' }, fixture.root).storeStepSeconds).toBe(5);
    expect(parseCli([], { DEMO_STORE_CONFIRM_AFTER_S: 'off' }, fixture.root).storeStepSeconds).toBeNull();
    expect(parseCli([], {}, fixture.root).storeStepSeconds).toBeUndefined();
    expect(() => parseCli([], { DEMO_STORE_CONFIRM_AFTER_S: 'soon' }, fixture.root)).toThrow(/DEMO_STORE_CONFIRM_AFTER_S/);
    await server.close();
    server = await start(fixture, { storeStepSeconds: 5 });
    expect(server.api.backend.storeTiming()).toEqual({ confirmAfterMs: 5000, setAsideAfterMs: 5000 });
  });
});
