/**
 * A page other than home names the app's route table (and what it imports beyond
 * the entry's chunks) as modulepreload links, so the browser fetches it with the entry instead of
 * after it; home, which does not need it, goes without.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_HTML, serveFixture, withoutNonce, writeInApp } from './test-support';
import {
  firstModules,
  LATER_MODULE_REL,
  ROUTE_TABLE_SOURCE,
  routeTableChunks,
  withLaterModules,
  withModulePreloads,
} from './route-preload';

const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-f1.js' },
  '_paths.js': { file: 'assets/paths-p1.js', imports: ['_framework.js'] },
  [ROUTE_TABLE_SOURCE]: { file: 'assets/feature-routes-r1.js', isDynamicEntry: true, imports: ['_framework.js', '_paths.js'] },
  'src/features/catalogue/routes/search-page.tsx': { file: 'assets/search-page-s1.js', isDynamicEntry: true, imports: ['_paths.js'] },
};

describe('route table chunks', () => {
  it("given a build's manifest, then the route table comes first, with the chunks it imports that the entry does not, and no screen's chunk", () => {
    expect(routeTableChunks(MANIFEST)).toEqual(['/assets/feature-routes-r1.js', '/assets/paths-p1.js']);
  });

  it('given a manifest without the route table, then nothing is preloaded and the page is unchanged', () => {
    expect(routeTableChunks({ 'index.html': { file: 'assets/app.js', isEntry: true } })).toEqual([]);
    expect(withModulePreloads(INDEX_HTML, [])).toBe(INDEX_HTML);
  });

  it('given a page that already names some of the chunks (a prerendered page), then only the others are added, each once', () => {
    const page = '<head><link rel="modulepreload" crossorigin href="/assets/feature-routes-r1.js"></head>';
    expect(withModulePreloads(page, ['/assets/feature-routes-r1.js', '/assets/paths-p1.js'])).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/feature-routes-r1.js"><link rel="modulepreload" crossorigin href="/assets/paths-p1.js"></head>',
    );
    expect(withModulePreloads(page, ['/assets/feature-routes-r1.js'])).toBe(page);
  });
});

/** A build with the early module (importing the shared settings chunk) and the framework chunk by name. */
const WITH_EARLY = {
  ...MANIFEST,
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_framework.js', '_settings.js'] },
  '_framework.js': { file: 'assets/framework-f1.js', name: 'framework', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-t1.js' },
  '_settings.js': { file: 'assets/settings-c1.js' },
  'src/early.ts': { file: 'assets/early-e1.js', isEntry: true, imports: ['_settings.js'] },
};

describe('modules named for later', () => {
  it("given a build, then a page keeps preloading the early module's imports and the framework with what it imports, nothing else", () => {
    expect([...firstModules(WITH_EARLY)].sort()).toEqual([
      '/assets/early-e1.js',
      '/assets/framework-f1.js',
      '/assets/runtime-t1.js',
      '/assets/settings-c1.js',
    ]);
  });

  it('given a page, then every other modulepreload link is named for later, in its place, with its crossorigin', () => {
    const head =
      '<head><link rel="modulepreload" crossorigin href="/assets/framework-f1.js">\n<link rel="modulepreload" crossorigin href="/assets/feature-routes-r1.js"><link rel="modulepreload" href="/assets/paths-p1.js" /></head>';
    expect(withLaterModules(head, firstModules(WITH_EARLY))).toBe(
      `<head><link rel="modulepreload" crossorigin href="/assets/framework-f1.js">\n<link rel="${LATER_MODULE_REL}" crossorigin href="/assets/feature-routes-r1.js"><link rel="${LATER_MODULE_REL}" href="/assets/paths-p1.js"></head>`,
    );
  });

  it("given the app's early module, then it releases links of the very rel this server writes (the two are repeated, not shared)", () => {
    const app = readFileSync(resolve(__dirname, '../../bottle-web/src/lib/later-preloads.ts'), 'utf8');
    expect(app).toContain(`export const LATER_MODULE_REL = '${LATER_MODULE_REL}';`);
  });

  it('given no plan (no manifest, no early module), then the page goes as it is', () => {
    const head = '<head><link rel="modulepreload" crossorigin href="/assets/feature-routes-r1.js"></head>';
    expect(withLaterModules(head, new Set())).toBe(head);
    expect(firstModules(MANIFEST).size).toBe(0);
  });
});

describe('pages of the app', () => {
  const demo = serveFixture({}, 'each', (appDist) => writeInApp(appDist, '.vite/manifest.json', JSON.stringify(MANIFEST)));

  const page = async (path: string) => withoutNonce(await (await fetch(`${demo.url}${path}`)).text());
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('given a product path, when it is opened, then its head preloads the route table and the chunk it adds, after the entry script', async () => {
    const html = await page('/product/W00001');
    expect(preloads(html)).toEqual(['/assets/feature-routes-r1.js', '/assets/paths-p1.js']);
    expect(html.indexOf('/assets/app-abc123.js')).toBeLessThan(html.indexOf('feature-routes-r1'));
    expect(html.indexOf('feature-routes-r1')).toBeLessThan(html.indexOf('</head>'));
  });

  it('given the home path, when it is opened, then the page goes as built, without the route table', async () => {
    expect(await page('/')).toBe(INDEX_HTML);
  });

  it('given a new build, when a page is opened again, then the new chunk names are preloaded', async () => {
    expect(preloads(await page('/search'))).toContain('/assets/feature-routes-r1.js');
    const rebuilt = { ...MANIFEST, [ROUTE_TABLE_SOURCE]: { file: 'assets/feature-routes-r2-longer-name.js', imports: [] } };
    await writeInApp(demo.appDist, '.vite/manifest.json', JSON.stringify(rebuilt));
    expect(preloads(await page('/search'))).toEqual(['/assets/feature-routes-r2-longer-name.js']);
  });

  it("given a build with the early module, when a product path is opened, then the route table's chunks are named for later and the framework is preloaded at once", async () => {
    await writeInApp(demo.appDist, '.vite/manifest.json', JSON.stringify(WITH_EARLY));
    const html = await page('/product/W00001');
    const later = [...html.matchAll(new RegExp(`<link rel="${LATER_MODULE_REL}" crossorigin href="([^"]+)">`, 'g'))].map((m) => m[1]);
    expect(later).toEqual(['/assets/feature-routes-r1.js', '/assets/paths-p1.js']);
    expect(preloads(html)).toEqual([]);
  });

  it('given a build without a manifest, when a path is opened, then the page goes as built', async () => {
    await writeInApp(demo.appDist, '.vite/manifest.json', '{ not json');
    expect(await page('/search')).toBe(INDEX_HTML);
  });
});
