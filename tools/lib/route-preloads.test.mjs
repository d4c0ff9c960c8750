/**
 * A prerendered page's modulepreload links: the chunks its first visit loads
 * after the entry, the screen's own first, none the entry already brings, none twice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { preloadLinkTags, routePreloads, withPreloads } from './route-preloads.mjs';

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js', '_api.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_framework.js'] },
  '_kit.js': { file: 'assets/kit.js', imports: ['_framework.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/app/feature-routes.ts': { file: 'assets/feature-routes.js', isDynamicEntry: true, imports: ['_framework.js'] },
  'src/features/catalogue/routes/search-page.tsx': {
    file: 'assets/search-page.js',
    isDynamicEntry: true,
    imports: ['_kit.js', '_api.js', '_styles.css'],
  },
  'src/features/catalogue/routes/product-page.tsx': { file: 'assets/product-page.js', isDynamicEntry: true, imports: ['_kit.js'] },
};

test('given a screen, then its chunk comes first, then what it imports that the entry does not load', () => {
  const { files, missing } = routePreloads(MANIFEST, ['src/features/catalogue/routes/search-page.tsx']);
  assert.deepEqual(files, ['assets/search-page.js', 'assets/kit.js']);
  assert.deepEqual(missing, []);
});

test('given two modules sharing a chunk, then each file is named once, in the order the modules are listed', () => {
  const { files } = routePreloads(MANIFEST, [
    'src/app/feature-routes.ts',
    'src/features/catalogue/routes/search-page.tsx',
    'src/features/catalogue/routes/product-page.tsx',
  ]);
  assert.deepEqual(files, ['assets/feature-routes.js', 'assets/search-page.js', 'assets/kit.js', 'assets/product-page.js']);
});

test('given a module the build does not have (a renamed screen), then it is reported missing, not silently skipped', () => {
  const { files, missing } = routePreloads(MANIFEST, ['src/features/catalogue/routes/gone-page.tsx', 'src/app/feature-routes.ts']);
  assert.deepEqual(files, ['assets/feature-routes.js']);
  assert.deepEqual(missing, ['src/features/catalogue/routes/gone-page.tsx']);
});

test('given a template with the entry and its preloads, then the route preloads follow the last of them, as Vite writes links', () => {
  const template = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '  </head>',
  ].join('\n');
  const html = withPreloads(template, preloadLinkTags(['assets/search-page.js', 'assets/kit.js']));
  assert.equal(
    html,
    [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/search-page.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/kit.js">',
      '  </head>',
    ].join('\n'),
  );
  assert.equal(withPreloads(template, ''), template);
  assert.match(
    withPreloads('<head></head>', preloadLinkTags(['assets/a.js'])),
    /<link rel="modulepreload" crossorigin href="\/assets\/a.js">\n {2}<\/head>/,
  );
});
