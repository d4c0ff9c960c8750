#!/usr/bin/env node
/**
 * Unit suites in any order, any zone, at any hour.
 *
 *   npm run test:shuffle            every project's Vitest suite three times, each in a new random
 *                                   order (`--sequence.shuffle`, the seed printed for a replay)
 *   npm run test:clocks             every suite under TZ=UTC, TZ=Asia/Seoul, and with the wall clock
 *                                   started at 23:30 UTC (already tomorrow in Korea) and at 14:59 UTC
 *                                   (a minute before midnight in Korea), see tools/vitest-clock.ts
 *   node tools/test-determinism.mjs --seed 1234 [project …]   replay one order
 *
 * Vitest is run directly, not through Nx, so no cached result stands in for a run. Reports go to
 * tmp/determinism/ and never replace the ones `npm test` counts. Exits non-zero on any failure
 * and prints which run and seed failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const vitest = resolve(root, 'node_modules/.bin/vitest');
const PROJECTS = {
  domain: 'libs/domain',
  barcode: 'libs/barcode',
  bridge: 'libs/bridge',
  api: 'libs/api',
  ui: 'libs/ui',
  'mock-api': 'libs/mock-api',
  'bottle-web': 'apps/bottle-web',
  'store-desk': 'apps/store-desk',
  // Its built.test.ts runs dist/apps/demo-server/main.mjs: build it first (npx nx run demo-server:build).
  'demo-server': 'apps/demo-server',
};

const args = process.argv.slice(2);
const mode = args.includes('--clocks') ? 'clocks' : 'shuffle';
const seedAt = args.indexOf('--seed');
const fixedSeed = seedAt >= 0 ? Number(args[seedAt + 1]) : undefined;
const named = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--seed');
const projects = named.length ? named : Object.keys(PROJECTS);
for (const p of projects) if (!PROJECTS[p]) throw new Error(`unknown project ${p}; one of ${Object.keys(PROJECTS).join(', ')}`);

const runs =
  mode === 'clocks'
    ? [
        { label: 'TZ=UTC', env: { TZ: 'UTC' } },
        { label: 'TZ=Asia/Seoul', env: { TZ: 'Asia/Seoul' } },
        { label: 'clock 23:30 UTC (TZ=UTC)', env: { TZ: 'UTC', BOTTLE_TEST_CLOCK: '2026-11-24T23:30:00Z' } },
        {
          label: 'clock 14:59 UTC (TZ=America/Los_Angeles)',
          env: { TZ: 'America/Los_Angeles', BOTTLE_TEST_CLOCK: '2026-11-24T14:59:00Z' },
        },
      ]
    : (fixedSeed !== undefined ? [fixedSeed] : [0, 1, 2].map(() => Math.floor(Math.random() * 1e6))).map((seed, i) => ({
        label: `shuffle ${i + 1}, seed ${seed}`,
        seed,
        env: {},
      }));

const failures = [];
let passed = 0;
let failed = 0;
for (const run of runs) {
  for (const project of projects) {
    const reports = resolve(root, 'tmp/determinism');
    const extra = run.seed !== undefined ? ['--sequence.shuffle', `--sequence.seed=${run.seed}`] : ['--sequence.shuffle'];
    console.log(`\n=== ${run.label}: ${project} ===`);
    const r = spawnSync(
      vitest,
      ['run', ...extra, '--reporter=dot', '--reporter=json', `--outputFile.json=${resolve(reports, project, 'vitest.json')}`],
      {
        cwd: resolve(root, PROJECTS[project]),
        stdio: 'inherit',
        env: { ...process.env, ...run.env, BOTTLE_VITEST_REPORTS: reports },
      },
    );
    const report = resolve(reports, project, 'vitest.json');
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      passed += json.numPassedTests;
      failed += json.numFailedTests;
    }
    if (r.status !== 0) failures.push(`${run.label}: ${project}`);
  }
}
console.log(`\n${mode}: ${runs.length} run(s) of ${projects.length} project(s)`);
for (const f of failures) console.log(`FAILED ${f}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
