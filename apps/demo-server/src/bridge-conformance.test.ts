/**
 * Over HTTP: the demo server serves the bridge conformance page (the static build
 * of libs/bridge/conformance) at /bridge-conformance/ under the app's strict policy: its own nonce
 * on its script and style tags, Trusted Types required, and its one script file beside it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { raw, serveFixture } from './test-support';

const SCRIPT = 'export const conformance = true;\n';

/** The page as bridge:build-conformance writes it: the source HTML with the built script's link. */
const pageDir = mkdtempSync(join(tmpdir(), 'bottle-conformance-page-'));
mkdirSync(join(pageDir, 'assets'));
const source = readFileSync(fileURLToPath(new URL('../../../libs/bridge/conformance/index.html', import.meta.url)), 'utf8');
writeFileSync(
  join(pageDir, 'index.html'),
  source.replace('src="../src/conformance-page.ts"', 'crossorigin src="./assets/index-abc123.js"'),
);
writeFileSync(join(pageDir, 'assets', 'index-abc123.js'), SCRIPT);
afterAll(() => rmSync(pageDir, { recursive: true, force: true }));

describe('the bridge conformance page', () => {
  const server = serveFixture({ conformanceDist: pageDir });

  it('given /bridge-conformance, then it redirects to the folder so the relative script link works', async () => {
    const answer = await raw(server.url, '/bridge-conformance');
    expect(answer.status).toBe(308);
    expect(answer.headers['location']).toBe('/bridge-conformance/');
  });

  it('given the page, then its script and style tags carry the nonce of its strict policy with Trusted Types', async () => {
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
    const script = await fetch(`${server.url}/bridge-conformance/assets/index-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe(SCRIPT);
    expect((await fetch(`${server.url}/bridge-conformance/assets/none.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/bridge-conformance/secrets/x.js`)).status).toBe(404);
  });
});

describe('the bridge conformance page, not built', () => {
  const server = serveFixture({ conformanceDist: join(pageDir, 'missing') });

  it('given no build, then 503 says how to build it', async () => {
    const answer = await fetch(`${server.url}/bridge-conformance/`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('npx nx run bridge:build-conformance');
  });
});
