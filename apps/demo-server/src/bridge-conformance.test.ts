/**
 * Issue 19 item 6 over HTTP: the demo server serves the bridge conformance page (the static build
 * of libs/bridge/conformance) at /bridge-conformance/ under the app's strict policy: its own nonce
 * on its script and style tags, Trusted Types required, and its one script file beside it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFixture, raw, start, type Fixture } from './test-support';
import type { DemoServer } from './server';

let fixture: Fixture;
let server: DemoServer;
let pageDir: string;

const SCRIPT = 'export const conformance = true;\n';

beforeEach(async () => {
  fixture = await makeFixture();
  pageDir = join(fixture.root, 'bridge-conformance');
  await mkdir(join(pageDir, 'assets'), { recursive: true });
  // The page's source, with the script link the build writes.
  const source = await readFile(fileURLToPath(new URL('../../../libs/bridge/conformance/index.html', import.meta.url)), 'utf8');
  await writeFile(join(pageDir, 'index.html'), source.replace('src="../src/conformance-page.ts"', 'crossorigin src="./assets/index-abc123.js"'));
  await writeFile(join(pageDir, 'assets', 'index-abc123.js'), SCRIPT);
});

afterEach(async () => {
  await server?.close();
  await fixture.cleanup();
});

describe('the bridge conformance page', () => {
  it('given /bridge-conformance, then it redirects to the folder so the relative script link works', async () => {
    server = await start(fixture, { conformanceDist: pageDir });
    const answer = await raw(server.url, '/bridge-conformance');
    expect(answer.status).toBe(308);
    expect(answer.headers['location']).toBe('/bridge-conformance/');
  });

  it('given the page, then its script and style tags carry the nonce of its strict policy with Trusted Types', async () => {
    server = await start(fixture, { conformanceDist: pageDir });
    const answer = await fetch(`${server.url}/bridge-conformance/`);
    const html = await answer.text();
    const policy = answer.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="./assets/index-abc123.js">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/<script(?![^>]*nonce=)[^>]*>/);
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toContain('unsafe-inline');
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('given its script, then it is served as JavaScript; an unknown or nested file is 404', async () => {
    server = await start(fixture, { conformanceDist: pageDir });
    const script = await fetch(`${server.url}/bridge-conformance/assets/index-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe(SCRIPT);
    expect((await fetch(`${server.url}/bridge-conformance/assets/none.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/bridge-conformance/secrets/x.js`)).status).toBe(404);
  });

  it('given the page is not built, then 503 says how to build it', async () => {
    server = await start(fixture, { conformanceDist: join(fixture.root, 'missing') });
    const answer = await fetch(`${server.url}/bridge-conformance/`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('npx nx run bridge:build-conformance');
  });
});
