/**
 * The pages served beside the app (./static-pages.ts): the store desk at /desk/
 * and the libs/ui gallery at /gallery/. Each page and its routes come under the
 * same strict policy as an app page with a fresh nonce, the bare prefix redirects to the folder,
 * a chunk is a file and a missing one is 404 (never the page), and a page not built says how to
 * build it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFixture, start, type Fixture } from './test-support';
import type { DemoServer, DemoServerOptions } from './server';

const PAGES = [
  { prefix: '/desk', option: 'deskDist', routes: ['/desk/', '/desk/check', '/desk/queue'], build: 'npx nx run store-desk:build' },
  {
    prefix: '/gallery',
    option: 'galleryDist',
    routes: ['/gallery/', '/gallery/?s=alert&lang=en', '/gallery/index.html'],
    build: 'npx nx run ui:build-gallery',
  },
] as const satisfies ReadonlyArray<{ prefix: string; option: keyof DemoServerOptions; routes: readonly string[]; build: string }>;

const html = (prefix: string) =>
  `<!doctype html><html lang="ko"><head><title>page</title></head><body><div id="root"></div><script type="module" crossorigin src="${prefix}/assets/index-d1.js"></script></body></html>`;

let fixture: Fixture;
let server: DemoServer;

beforeEach(async () => {
  fixture = await makeFixture();
  const dists: Partial<Record<(typeof PAGES)[number]['option'], string>> = {};
  for (const page of PAGES) {
    const dist = join(fixture.root, page.option);
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), html(page.prefix));
    await writeFile(join(dist, 'assets', 'index-d1.js'), 'export const page = 1;\n');
    dists[page.option] = dist;
  }
  server = await start(fixture, dists);
});

afterEach(async () => {
  await server.close();
  await fixture.cleanup();
});

describe.each(PAGES)('$prefix, built', ({ prefix, routes }) => {
  it('when the page or one of its routes is opened, then it comes with a fresh nonce on its script and the strict policy', async () => {
    const nonces = new Set<string>();
    for (const path of routes) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      const policy = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      nonces.add(nonce);
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(await answer.text()).toContain(`<script nonce="${nonce}" type="module" crossorigin src="${prefix}/assets/index-d1.js">`);
    }
    expect(nonces.size).toBe(routes.length);
  });

  it('when the bare prefix is opened, then it redirects to the folder; a chunk is a file, a missing one is 404, never the page', async () => {
    const bare = await fetch(`${server.url}${prefix}`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([308, `${prefix}/`]);
    const chunk = await fetch(`${server.url}${prefix}/assets/index-d1.js`);
    expect([chunk.status, chunk.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await fetch(`${server.url}${prefix}/assets/gone.js`)).status).toBe(404);
    expect((await fetch(`${server.url}${prefix}/`, { method: 'POST' })).status).toBe(405);
  });
});

describe.each(PAGES)('$prefix, not built', ({ prefix, option, build }) => {
  it('when the page is opened, then the answer says how to build it', async () => {
    await server.close();
    server = await start(fixture, { [option]: join(fixture.root, 'missing') });
    const answer = await fetch(`${server.url}${prefix}/`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain(build);
  });
});
