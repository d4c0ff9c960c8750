#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in one command.
 *   1. lint, typecheck, unit tests (Vitest) and build of every project, through Nx (cached);
 *   2. size budgets of the built app (tools/budgets.mjs);
 *   3. the Playwright e2e suite in Debian's Chromium (installed by tools/ensure-chromium.mjs).
 * Every step runs even when an earlier one fails, so one run shows every problem. It ends with
 * one line `tests: N passed, N failed[, N skipped]` that adds unit and e2e tests together (a
 * failed lint, typecheck, build or budget step counts as one failure), and exits non-zero on
 * any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const reports = resolve(root, 'tmp/reports');
const nx = resolve(root, 'node_modules/.bin/nx');
const started = Date.now();
const failedSteps = [];

function run(label, cmd, args) {
  console.log(`\n=== ${label} ===`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
  if (!ok) failedSteps.push(label);
  return ok;
}

rmSync(reports, { recursive: true, force: true });

for (const target of ['lint', 'typecheck', 'test', 'build']) {
  run(target, nx, ['run-many', '-t', target, '--outputStyle=static']);
}
run('budgets', process.execPath, [resolve(root, 'tools/budgets.mjs')]);
if (run('chromium', process.execPath, [resolve(root, 'tools/ensure-chromium.mjs')])) {
  run('e2e', nx, ['run', 'bottle-web-e2e:e2e', '--outputStyle=static']);
} else {
  failedSteps.push('e2e (no chromium)');
}

// Count tests from the JSON reports that Vitest (tools/vitest-shared.ts) and Playwright write.
let passed = 0;
let failed = 0;
let skipped = 0;
const perProject = [];
if (existsSync(reports)) {
  for (const project of readdirSync(reports)) {
    const vitest = resolve(reports, project, 'vitest.json');
    const pw = resolve(reports, project, 'results.json');
    if (existsSync(vitest)) {
      const r = JSON.parse(readFileSync(vitest, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + r.numTodoTests;
      perProject.push(`${project} ${r.numPassedTests}/${r.numTotalTests}`);
    } else if (existsSync(pw)) {
      const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += s.unexpected ?? 0;
      skipped += s.skipped ?? 0;
      perProject.push(`${project} ${(s.expected ?? 0) + (s.flaky ?? 0)}/${(s.expected ?? 0) + (s.flaky ?? 0) + (s.unexpected ?? 0) + (s.skipped ?? 0)}`);
    }
  }
}
const nonTestFailures = failedSteps.filter((s) => s !== 'test' && s !== 'e2e');
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nper project (passed/total): ${perProject.join(', ') || 'no reports'}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`npm test took ${minutes} min`);
const totalFailed = failed + nonTestFailures.length + (failed === 0 && failedSteps.some((s) => s === 'test' || s === 'e2e') ? 1 : 0);
console.log(`tests: ${passed} passed, ${totalFailed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || totalFailed ? 1 : 0);
