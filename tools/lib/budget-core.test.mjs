/**
 * The first route's budget: which chunks count, and when it fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstRoute, firstRouteFailures, FIRST_ROUTE_SOURCES } from './budget-core.mjs';

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'], dynamicImports: FIRST_ROUTE_SOURCES },
  '_framework.js': { file: 'assets/framework.js' },
  '_tabs.js': { file: 'assets/tabs.js', imports: ['_framework.js'] },
  '_dialog.js': { file: 'assets/dialog.js' },
  'src/features/main/routes/main-page.tsx': { file: 'assets/main-page.js', isDynamicEntry: true, imports: ['_framework.js'] },
  'src/features/main/components/home-sections.tsx': { file: 'assets/home-sections.js', isDynamicEntry: true, imports: ['_tabs.js'] },
  'src/features/main/components/age-popup.tsx': { file: 'assets/age-popup.js', isDynamicEntry: true, imports: ['_dialog.js'] },
  'src/features/main/routes/promotion-page.tsx': { file: 'assets/promotion-page.js', isDynamicEntry: true, imports: ['_big.js'] },
  'src/features/main/components/my-store-chip.tsx': { file: 'assets/my-store-chip.js', isDynamicEntry: true },
  '_big.js': { file: 'assets/big.js' },
};

test('given a build, then the first route is the entry, home and what they import statically, and no other screen of the main feature', () => {
  const { keys, missing } = firstRoute(MANIFEST);
  assert.deepEqual([...keys].sort(), [
    '_dialog.js',
    '_framework.js',
    '_tabs.js',
    'index.html',
    'src/features/main/components/age-popup.tsx',
    'src/features/main/components/home-sections.tsx',
    'src/features/main/routes/main-page.tsx',
  ]);
  assert.deepEqual(missing, []);
});

test('given a second entry (the early-data module every page names), then it and its imports count too', () => {
  const withEarly = {
    ...MANIFEST,
    'src/early.ts': { file: 'assets/early.js', isEntry: true, imports: ['_env.js'] },
    '_env.js': { file: 'assets/env.js' },
  };
  const { entry, keys, initial } = firstRoute(withEarly);
  assert.equal(entry, 'index.html');
  assert.ok(keys.has('src/early.ts') && keys.has('_env.js'));
  assert.ok(initial.has('src/early.ts') && initial.has('index.html'));
});

test('given a home chunk renamed in the build, then the budget fails and names it', () => {
  const renamed = { ...MANIFEST };
  delete renamed['src/features/main/components/home-sections.tsx'];
  const { missing } = firstRoute(renamed);
  assert.deepEqual(missing, ['src/features/main/components/home-sections.tsx']);
  assert.match(firstRouteFailures(100, 120, missing).join('\n'), /home-sections\.tsx is not in the build/);
});

test('given the figure over the budget, then it fails; at or under, it passes', () => {
  assert.deepEqual(firstRouteFailures(120.1, 120, []), ['first route 120.1 KB > 120 KB']);
  assert.deepEqual(firstRouteFailures(120, 120, []), []);
});
