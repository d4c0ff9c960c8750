/**
 * The store desk on the demo server: the desk calls answer at /desk-api, and
 * DEMO_STORE_CONFIRM_AFTER_S sets a lone demo's store. Its page under the strict policy:
 * ./static-pages.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCli } from './config';
import { makeFixture, postJson, start, type Fixture } from './test-support';
import type { DemoServer } from './server';

let fixture: Fixture;
let server: DemoServer;

beforeEach(async () => {
  fixture = await makeFixture();
  server = await start(fixture);
});

afterEach(async () => {
  await server.close();
  await fixture.cleanup();
});

describe('given the desk calls', () => {
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
