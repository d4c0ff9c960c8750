#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in one command.
 *   1. beside step 2, one after the other: the format check (Prettier, `npm run format:check`;
 *      `npm run format` mends the tree), every project's lint as one ESLint run
 *      (tools/lint-all.mjs) and every project's typecheck as one program (tools/typecheck-all.mjs);
 *   2. unit tests (Vitest), build of every project and the Playwright e2e suite
 *      in Chromium (tools/ensure-chromium.mjs finds or installs one), in ONE Nx run (cached):
 *      Nx runs independent tasks side by side, so the e2e suite starts as soon as its builds are
 *      done while the app's long unit suite still runs, and no core idles behind a serial step;
 *   3. the tests of the workspace scripts themselves (`node --test tools/lib/`);
 *   4. size budgets of the built app (tools/budgets.mjs).
 * Every step runs even when an earlier one fails, so one run shows every problem. It ends with
 * one line `tests: N passed, N failed[, N flaky][, N skipped]` that adds unit, script and e2e
 * tests together (a failed lint, typecheck, build or budget step counts as one failure), and
 * exits non-zero on any failure. Flaky tests (unit or e2e: failed, then passed on CI's retry) count as
 * passed and are listed by name above that line, after each project's count and the time its
 * tests took (tools/lib/report-times.mjs; a report Nx restored from its cache says so).
 *
 * `node tools/test-all.mjs --summary-only [--reports=DIR]` runs no step: it prints the summary
 * from the reports already in tmp/reports (or DIR, laid out as DIR/<project>/<report>).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';
import { failedNxTargets } from './lib/nx-output.mjs';
import { summarizeNodeTap, summarizePlaywrightReport } from './lib/playwright-report.mjs';
import { formatProjectTimes, playwrightReportTime, tapReportTime, vitestReportTime } from './lib/report-times.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const reportsArg = process.argv.find((a) => a.startsWith('--reports='));
const reports = reportsArg ? resolve(reportsArg.slice('--reports='.length)) : resolve(root, 'tmp/reports');
const nx = resolve(root, 'node_modules/.bin/nx');
const started = Date.now();
const failedSteps = [];

// Everything npm test builds is the demo server's build, and says so (BOTTLE_DEMO_BUILD:
// apps/bottle-web/src/config/live-build.ts).
const env = { ...process.env, BOTTLE_DEMO_BUILD: '1' };

function run(label, cmd, args) {
  console.log(`\n=== ${label} ===`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const ok = r.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
  if (!ok) failedSteps.push(label);
  return ok;
}

/**
 * A step that runs beside the others (one core of its own at most): its output is held and
 * printed in one piece when it ends, so it does not cut through the Nx run's.
 */
async function runBeside(label, cmd, args) {
  const t = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  const status = await new Promise((done) => child.on('close', done));
  const ok = status === 0;
  console.log(`\n=== ${label} ===\n${text.trimEnd()}`);
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
  if (!ok) failedSteps.push(label);
  return ok;
}

/**
 * One Nx run of several targets. Its output goes through as it comes; the failed tasks Nx lists
 * at the end (`- project:target`) name the failed steps, one per target, as separate runs did.
 */
async function runNx(targets) {
  const label = targets.join(', ');
  console.log(`\n=== ${label} ===`);
  const t = Date.now();
  const child = spawn(nx, ['run-many', '-t', ...targets, '--outputStyle=static'], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
  // The list of failed tasks is at the end: the last 256 KB of the output hold it.
  let text = '';
  const keep = (chunk) => (text = (text + chunk).slice(-262144));
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  const status = await new Promise((done) => child.on('close', done));
  const failed = failedNxTargets(text, targets);
  if (status !== 0 && failed.length === 0) failed.push(label);
  failedSteps.push(...failed);
  console.log(`=== ${label}: ${status === 0 ? 'ok' : `FAILED (${failed.join(', ')})`} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
}

const summaryOnly = process.argv.includes('--summary-only') || !!reportsArg;
/** Steps whose failures are counted test by test from their reports. */
const testSteps = ['test', 'tools', 'e2e'];

if (!summaryOnly) {
  rmSync(reports, { recursive: true, force: true });

  const chromium = run('chromium', process.execPath, [resolve(root, 'tools/ensure-chromium.mjs')]);
  // Beside the Nx run, on one core, one after the other: the Prettier check (about 40 CPU-s for
  // the tree with no cache), every project's lint as one ESLint run (73 → 32 CPU-s) and every
  // project's typecheck as one TypeScript program (176 → 69 CPU-s): ten start-ups of ESLint and
  // ten programs re-checking the shared libraries cost more than the checks themselves
  // (docs/decisions/0732-one-lint-and-typecheck-run.md).
  const beside = (async () => {
    await runBeside('format', resolve(root, 'node_modules/.bin/prettier'), [
      '--check',
      '.',
      '--cache',
      '--cache-strategy',
      'content',
      '--log-level',
      'warn',
    ]);
    await runBeside('lint', process.execPath, [resolve(root, 'tools/lint-all.mjs')]);
    await runBeside('typecheck', process.execPath, [resolve(root, 'tools/typecheck-all.mjs')]);
  })();
  // The journeys run after the unit suites, not beside them: on two cores, bottle-web's unit
  // suite beside the e2e suite took 1,315 s instead of ~700 s, the whole run was no shorter, and
  // tests with a 5 s wait failed by load (docs/decisions/0731-npm-test-one-nx-run.md).
  await runNx(['test', 'build']);
  if (chromium) await runNx(['e2e']);
  else failedSteps.push('e2e (no chromium)');
  await beside;
  mkdirSync(resolve(reports, 'tools'), { recursive: true });
  run('tools', process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${resolve(reports, 'tools/node-test.tap')}`,
    // Explicit files, not the folder: Node 22 reads --test arguments as globs.
    ...readdirSync(resolve(root, 'tools/lib'))
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => resolve(root, 'tools/lib', f)),
  ]);
  run('budgets', process.execPath, [resolve(root, 'tools/budgets.mjs')]);
}

// Count tests from the JSON reports that Vitest (tools/vitest-shared.ts) and Playwright write,
// and the TAP report of the scripts' node:test run.
let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
const failedTests = [];
const perProject = [];
const times = [];
if (existsSync(reports)) {
  for (const project of readdirSync(reports)) {
    const vitest = resolve(reports, project, 'vitest.json');
    const pw = resolve(reports, project, 'results.json');
    const tap = resolve(reports, project, 'node-test.tap');
    let r;
    if (existsSync(vitest)) {
      const v = JSON.parse(readFileSync(vitest, 'utf8'));
      r = { passed: v.numPassedTests, failed: v.numFailedTests, skipped: v.numPendingTests + v.numTodoTests };
      times.push({ project, time: vitestReportTime(v) });
      // CI shows only the end of the output: name each failed test there, with its file and
      // the first line of its error, so a failure far up the log is not a guess.
      const flakyFile = resolve(reports, project, 'vitest-flaky.json');
      if (existsSync(flakyFile)) flaky.push(...JSON.parse(readFileSync(flakyFile, 'utf8')).map((name) => `${project}: ${name}`));
      for (const file of v.testResults ?? []) {
        for (const t of file.assertionResults ?? []) {
          if (t.status !== 'failed') continue;
          const where = relative(root, file.name ?? '');
          const why = String(t.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 200);
          failedTests.push(`${project}: ${where} › ${t.fullName ?? t.title}${why ? `\n      ${why}` : ''}`);
        }
      }
    } else if (existsSync(pw)) {
      const report = JSON.parse(readFileSync(pw, 'utf8'));
      r = summarizePlaywrightReport(report);
      times.push({ project, time: playwrightReportTime(report) });
      flaky.push(...r.flaky.map((name) => `${project}: ${name}`));
      failedTests.push(...r.failedTests.map((name) => `${project}: ${name}`));
    } else if (existsSync(tap)) {
      const text = readFileSync(tap, 'utf8');
      r = summarizeNodeTap(text);
      times.push({ project, time: tapReportTime(text) });
      if (!r) {
        perProject.push(`${project} (no counts in node-test.tap)`);
        continue;
      }
    } else continue;
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    perProject.push(`${project} ${r.passed}/${r.passed + r.failed + r.skipped}`);
  }
}
const nonTestFailures = failedSteps.filter((s) => !testSteps.includes(s));
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nper project (passed/total): ${perProject.join(', ') || 'no reports'}`);
// A report Nx restored from its cache is older than this run: its time is marked (cached).
console.log(formatProjectTimes(times, summaryOnly ? undefined : started));
if (failedTests.length) console.log(`failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (flaky.length) {
  console.log(`flaky tests (failed, then passed on a retry):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
}
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
if (!summaryOnly) console.log(`npm test took ${minutes} min`);
const totalFailed = failed + nonTestFailures.length + (failed === 0 && failedSteps.some((s) => testSteps.includes(s)) ? 1 : 0);
const extra = `${flaky.length ? `, ${flaky.length} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`;
console.log(`tests: ${passed} passed, ${totalFailed} failed${extra}`);
process.exit(failedSteps.length || totalFailed ? 1 : 0);
