/**
 * Serves the built app : files with their types and cache headers, the SPA fallback,
 * a missing chunk that fails visibly, no way out of the app's folder, and compression.
 */
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_JS, INDEX_HTML, LOGO_PNG, MANIFEST, makeFixture, raw, serveFixture, start, withoutNonce } from './test-support';

const demo = serveFixture();

describe('files of the built app', () => {
  it('given a hashed asset, when it is fetched, then it is JavaScript cached for a year as immutable', async () => {
    const response = await fetch(`${demo.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(APP_JS);
  });

  it('given the root, when it is fetched, then index.html comes with no-cache', async () => {
    const response = await fetch(`${demo.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(withoutNonce(await response.text())).toBe(INDEX_HTML);
  });

  it('given unhashed files, when they are fetched, then each has its type and is revalidated', async () => {
    const png = await fetch(`${demo.url}/assets/logo-abc123.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer())).toEqual(LOGO_PNG);
    const manifest = await fetch(`${demo.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toBe(MANIFEST);
    expect((await fetch(`${demo.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('given a file fetched once, when it is asked again with its ETag, then the answer is 304 without a body', async () => {
    const first = await fetch(`${demo.url}/manifest.webmanifest`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw(demo.url, '/manifest.webmanifest', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('given HEAD, when a file is asked, then the headers come without the body', async () => {
    const head = await raw(demo.url, '/assets/app-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(APP_JS));
    expect(head.body.length).toBe(0);
  });

  it('given another method than GET or HEAD, when an app path is asked, then it is 405', async () => {
    const response = await fetch(`${demo.url}/product/W00001`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the app routes and missing files', () => {
  it.each(['/product/W00001', '/search?q=%EB%A0%88%EB%93%9C', '/my/pickup/PK1001', '/assets', '/favicon.ico'])(
    'given the app route %s, when it is opened, then index.html answers (the SPA fallback)',
    async (path) => {
      const response = await fetch(`${demo.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(withoutNonce(await response.text())).toBe(INDEX_HTML);
    },
  );

  it('given a chunk of an older build, when it is fetched, then it is a real 404, never index.html', async () => {
    const response = await fetch(`${demo.url}/assets/app-old999.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).not.toContain('<html');
  });

  it('given an unknown /sso or /oauth page, when it is opened, then it is a 404 page, not the app', async () => {
    for (const path of ['/sso/nothing-here', '/oauth/kakao/nothing', '/oauth/other']) {
      const response = await fetch(`${demo.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).not.toBe(INDEX_HTML);
    }
  });

  it('given a browser still holding the old MSW worker, when it checks /mockServiceWorker.js, then a worker that unregisters itself answers', async () => {
    const response = await fetch(`${demo.url}/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('registration');
  });
});

describe('path traversal', () => {
  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2E%2E/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets\\..\\..\\secret.txt',
    '/assets/app-abc123.js%00.html',
    '/%',
    '/api/../../secret.txt',
  ])('given the target %s, when it is asked, then it is refused with 400 and nothing outside the app is read', async (target) => {
    const response = await raw(demo.url, target);
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toContain('outside the app');
  });

  it('given a hidden file name, when it is asked, then no file is served (the app route answers)', async () => {
    const response = await raw(demo.url, '/.env');
    expect(response.status).toBe(200);
    expect(withoutNonce(response.body.toString())).toBe(INDEX_HTML);
  });
});

describe('compression', () => {
  it('given Accept-Encoding br, when the chunk is fetched, then brotli of the very bytes comes, with Vary', async () => {
    const response = await raw(demo.url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(response.body.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(brotliDecompressSync(response.body).toString()).toBe(APP_JS);
  });

  it('given gzip preferred by q-value, when the chunk is fetched, then gzip of the very bytes comes', async () => {
    const response = await raw(demo.url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(APP_JS);
  });

  it('given brotli refused with q=0, when the chunk is fetched, then gzip comes', async () => {
    const response = await raw(demo.url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0, *' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(APP_JS);
  });

  it('given the same file asked twice, when compressed, then the second answer is the same bytes (computed once, cached)', async () => {
    const first = await raw(demo.url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    const second = await raw(demo.url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('given a file under 1 KB or an image, when fetched with br accepted, then it goes as it is', async () => {
    const html = await raw(demo.url, '/', { headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBeUndefined();
    expect(withoutNonce(html.body.toString())).toBe(INDEX_HTML);
    const png = await raw(demo.url, '/assets/logo-abc123.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['vary']).toBeUndefined();
    expect(png.body.equals(LOGO_PNG)).toBe(true);
  });

  it('given no Accept-Encoding, when the chunk is fetched, then it goes as it is', async () => {
    const response = await raw(demo.url, '/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(APP_JS);
  });
});

describe('compressing in advance', () => {
  it('given warmCache, when the server starts, then the text files are compressed in the background and served the same', async () => {
    const warmFixture = await makeFixture();
    const warm = await start(warmFixture, { warmCache: true });
    try {
      const response = await raw(warm.url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(response.body).toString()).toBe(APP_JS);
    } finally {
      await warm.close();
      await warmFixture.cleanup();
    }
  });
});
