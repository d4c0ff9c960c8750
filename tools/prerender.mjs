#!/usr/bin/env node
/**
 * Writes the prerendered pages of the built app ("HTML first"): runs the
 * prerender module (`vite build --ssr src/prerender.tsx` in apps/bottle-web, written to
 * dist/apps/bottle-web-prerender) over every page it lists, puts each into the built index.html
 * and writes dist/apps/bottle-web/prerendered/<name>.html with pages.json, the list the demo
 * server matches requests against (apps/demo-server/src/prerendered.ts). index.html itself stays
 * the empty shell, for every path without a prerendered page. Each page also names the chunks its
 * first visit loads after the entry as modulepreload links (./lib/route-preloads.mjs, from Vite's
 * manifest), so they load while the HTML parses.
 *
 * Fails (exit 1) when a page cannot be rendered, or when a page's markup would break the
 * strict CSP (an inline script) or misses the shell (footer tabs). The style attributes a page
 * carries (Radix sets a few) are listed with it: the server allows exactly those by hash.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { preloadLinkTags, routePreloads, withPreloads } from './lib/route-preloads.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = resolve(root, 'dist/apps/bottle-web');
const moduleFile = resolve(root, 'dist/apps/bottle-web-prerender/prerender.mjs');
const outDir = resolve(dist, 'prerendered');

/** The distinct style attribute values in a page's root (entity-free values only, as React writes them). */
export function styleAttributes(html) {
  const body = html.slice(html.indexOf('<div id="root"'));
  return [...new Set([...body.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]))].sort();
}

/** Problems in a page's markup that the browser would refuse or that would show no shell. */
export function markupProblems(html) {
  const problems = [];
  const body = html.slice(html.indexOf('<div id="root"'));
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(body)) problems.push('an inline script in the root');
  if (!/<nav[\s>]/i.test(body)) problems.push('no footer tabs (<nav>)');
  return problems;
}

async function main() {
  const started = Date.now();
  const { PRERENDER_PAGES, renderPage, intoTemplate, prerenderUrl } = await import(pathToFileURL(moduleFile).href);
  const template = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const pages = [];
  const failures = [];
  for (const page of PRERENDER_PAGES) {
    const url = prerenderUrl(page);
    const preloads = routePreloads(manifest, page.modules);
    for (const module of preloads.missing) failures.push(`${url}: ${module} is not in the build (update its modules in src/prerender.tsx)`);
    const html = intoTemplate(withPreloads(template, preloadLinkTags(preloads.files)), await renderPage(url));
    for (const problem of markupProblems(html)) failures.push(`${url}: ${problem}`);
    const styles = styleAttributes(html);
    for (const style of styles) if (/[&<]/.test(style)) failures.push(`${url}: a style attribute with an entity (${style})`);
    writeFileSync(resolve(outDir, `${page.name}.html`), html);
    pages.push({
      file: `prerendered/${page.name}.html`,
      pattern: page.pattern,
      params: page.params ?? {},
      query: page.query ?? null,
      styleAttributes: styles,
    });
    console.log(
      `prerender: ${url} → prerendered/${page.name}.html (${(html.length / 1024).toFixed(1)} KB, ${preloads.files.length} route chunks preloaded)`,
    );
  }
  writeFileSync(resolve(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  if (failures.length) {
    console.error(`prerender: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`prerender: ${pages.length} pages in ${Date.now() - started} ms`);
  // Lazy screens keep timers (chunk-load timeouts) alive: the pages are written, so stop.
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error('prerender failed:', error);
    process.exit(1);
  });
}
