/**
 * A page other than home names the app's route table (and what it imports beyond
 * the entry's chunks) as modulepreload links, so the browser fetches it with the entry instead of
 * after it; home, which does not need it, goes without.
 */
import { describe, expect, it } from 'vitest';
import { INDEX_HTML, serveFixture, withoutNonce, writeInApp } from './test-support';
import { ROUTE_TABLE_SOURCE, routeTableChunks, withModulePreloads } from './route-preload';

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

  it('given a build without a manifest, when a path is opened, then the page goes as built', async () => {
    await writeInApp(demo.appDist, '.vite/manifest.json', '{ not json');
    expect(await page('/search')).toBe(INDEX_HTML);
  });
});
