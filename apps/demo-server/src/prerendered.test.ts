/**
 * The server sends each public route's prerendered page (the
 * app's build writes them with prerendered/pages.json), with the request's values in place of
 * the page's placeholders, the response's CSP nonce on its inlined styles, the page's style
 * attributes allowed by hash, and no inline script; any other path gets the empty shell.
 */
import { describe, expect, it } from 'vitest';
import { INDEX_HTML, serveFixture, writeInApp } from './test-support';
import { escapeHtml, matchPrerendered, PRERENDERED_LIST, type PrerenderedEntry } from './prerendered';
import { sha256Source } from './security';

const STYLE = '<style data-emotion="css a1 b2">.css-a1{color:#00484d}.css-b2{height:180px}</style>';
/** A page as tools/prerender.mjs writes it: the built index.html with the markup and its styles. */
const page = (markup: string) =>
  INDEX_HTML.replace('</head>', `${STYLE}</head>`).replace('<div id="root"></div>', `<div id="root" data-prerendered="">${markup}</div>`);
const SHELL = (content: string) =>
  `<a href="#content">본문으로 건너뛰기</a><main id="content">${content}</main><nav aria-label="메뉴"><a href="/">홈</a></nav>`;

const PAGES: Record<string, string> = {
  home: page(
    SHELL(
      '<header class="css-a1"><h1>보틀</h1></header><section><h2>추천 배너</h2><div aria-hidden="true" class="css-b2"></div></section>',
    ),
  ),
  search: page(SHELL('<h1>검색</h1><input value=""/>')),
  'search-q': page(
    SHELL(
      '<h1>검색</h1><input value="Zq0prerenderq0Z"/><div role="tablist" style="outline:none"></div><div role="status" aria-busy="true" data-testid="skeleton-list"></div>',
    ),
  ),
  product: page(SHELL('<div role="status" aria-busy="true" data-testid="skeleton-list"><span class="css-b2"></span></div>')),
};

const ENTRIES: PrerenderedEntry[] = [
  { file: 'prerendered/home.html', pattern: '/', params: {}, query: null, styleAttributes: [] },
  { file: 'prerendered/search.html', pattern: '/search', params: {}, query: null, styleAttributes: [] },
  { file: 'prerendered/search-q.html', pattern: '/search', params: {}, query: { q: 'Zq0prerenderq0Z' }, styleAttributes: ['outline:none'] },
  { file: 'prerendered/product.html', pattern: '/product/:prdCd', params: { prdCd: 'Zp0prerenderp0Z' }, query: null, styleAttributes: [] },
];

describe('which prerendered page answers a path', () => {
  const match = (path: string, query = '') => matchPrerendered(ENTRIES, path, query)?.entry.file;

  it('given the public routes, then each path and query finds its page', () => {
    expect(match('/')).toBe('prerendered/home.html');
    expect(match('/search')).toBe('prerendered/search.html');
    expect(match('/search', 'q=%EB%A0%88%EB%93%9C')).toBe('prerendered/search-q.html');
    expect(match('/product/W00001')).toBe('prerendered/product.html');
  });

  it('given a path or query no page was rendered for, then none answers (the empty shell does)', () => {
    expect(match('/product/W00001/extra')).toBeUndefined();
    expect(match('/product/findplace', 'prd_cd=W1')).toBeUndefined();
    expect(match('/search', 'q=')).toBeUndefined();
    expect(match('/search', 'q=red&sort=price')).toBeUndefined();
    expect(match('/search', 'q=a&q=b')).toBeUndefined();
    expect(match('/', 'utm=x')).toBeUndefined();
    expect(match('/diary/12')).toBeUndefined();
  });

  it('given values with markup, then they are escaped for text and attributes', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&amp;');
    expect(matchPrerendered(ENTRIES, '/product/A%3Cb', '')?.replacements).toEqual([['Zp0prerenderp0Z', 'A<b']]);
  });
});

describe('prerendered pages served', () => {
  const demo = serveFixture({}, 'each', async (appDist) => {
    for (const [name, html] of Object.entries(PAGES)) await writeInApp(appDist, `prerendered/${name}.html`, html);
    await writeInApp(appDist, PRERENDERED_LIST, JSON.stringify(ENTRIES));
  });

  const get = async (path: string) => {
    const answer = await fetch(`${demo.url}${path}`);
    return { html: await answer.text(), csp: answer.headers.get('content-security-policy') ?? '', status: answer.status };
  };
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];

  it.each(['/', '/search?q=레드', '/product/W00001'])(
    'given %s, when it is opened, then the HTML has the shell (skip link, main, footer tabs), the styles with the response nonce, and no inline script',
    async (path) => {
      const { html, csp, status } = await get(path);
      expect(status).toBe(200);
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      expect(html).toContain('<div id="root" data-prerendered="">');
      expect(html).toMatch(/<main id="content">.*<\/main><nav aria-label="메뉴">/);
      expect(html).toContain(`<style nonce="${nonce}" data-emotion="css a1 b2">`);
      expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/app-abc123.js">`);
      expect(inlineScripts(html)).toEqual([]);
      expect(csp).not.toContain('unsafe-inline');
    },
  );

  it('given the home path, then the page has its heading and the banner skeleton sized by its class', async () => {
    const { html } = await get('/');
    expect(html).toContain('<header class="css-a1"><h1>보틀</h1></header>');
    expect(html).toContain('<h2>추천 배너</h2><div aria-hidden="true" class="css-b2"></div>');
  });

  it('given a search with markup in q, then the page carries the word escaped, never as markup', async () => {
    const { html } = await get(`/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(html).toContain('<input value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(html).not.toContain('Zq0prerenderq0Z');
    expect(inlineScripts(html)).toEqual([]);
  });

  it("given a page with style attributes, then its policy allows exactly those by hash, and other pages' policies allow none", async () => {
    const search = await get('/search?q=red');
    expect(search.csp).toContain(`style-src-attr 'unsafe-hashes' '${sha256Source('outline:none')}'`);
    expect((await get('/')).csp).not.toContain('style-src-attr');
  });

  it('given a path without a prerendered page, then the empty shell answers', async () => {
    const { html } = await get('/diary/12');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('given a build without prerendered pages, then every path gets the empty shell', async () => {
    await writeInApp(demo.appDist, PRERENDERED_LIST, 'not json');
    expect((await get('/')).html).toContain('<div id="root"></div>');
  });
});
