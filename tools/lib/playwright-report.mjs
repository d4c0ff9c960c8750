/**
 * Reads a Playwright JSON report (reporter `json`) into counts and test names, for the summary
 * at the end of `npm test` (tools/test-all.mjs). Pure: takes the parsed JSON, returns data.
 *
 * Each test in the report has a status: 'expected' (passed, or failed as test.fail() said),
 * 'unexpected' (failed on every attempt), 'flaky' (failed, then passed on a retry — retries
 * are on for CI only, see e2e/bottle-web-e2e/playwright.config.ts) or 'skipped'. Flaky tests
 * count as passed and are also listed by name so they stay visible.
 */

/**
 * @param {any} report the parsed results.json
 * @returns {{ passed: number, failed: number, skipped: number, flaky: string[], failedTests: string[] }}
 *   `passed` includes the flaky ones; names read `file › describe › title` (plus ` [project]`
 *   when the report has more than one project).
 */
export function summarizePlaywrightReport(report) {
  const out = { passed: 0, failed: 0, skipped: 0, flaky: [], failedTests: [] };
  const projects = new Set();
  const seen = [];

  /** @param {any} suite @param {string[]} titles describe titles below the file */
  function walk(suite, titles) {
    for (const spec of suite.specs ?? []) {
      const name = [spec.file ?? suite.file ?? suite.title, ...titles, spec.title].join(' › ');
      for (const test of spec.tests ?? []) {
        projects.add(test.projectName ?? '');
        seen.push({ name, project: test.projectName ?? '', status: test.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  }
  // Top-level suites are files (title = file path); their children are describe blocks.
  for (const file of report?.suites ?? []) walk(file, []);

  const label = (t) => (projects.size > 1 && t.project ? `${t.name} [${t.project}]` : t.name);
  for (const t of seen) {
    if (t.status === 'expected') out.passed++;
    else if (t.status === 'flaky') {
      out.passed++;
      out.flaky.push(label(t));
    } else if (t.status === 'skipped') out.skipped++;
    else {
      out.failed++;
      out.failedTests.push(label(t));
    }
  }
  return out;
}

/**
 * Counts from a node:test TAP report (`node --test --test-reporter=tap`): its closing
 * `# pass N`, `# fail N`, `# cancelled N`, `# skipped N`, `# todo N` lines. Cancelled tests
 * count as failed. Returns undefined when the summary lines are missing (run crashed).
 * @param {string} tap
 */
export function summarizeNodeTap(tap) {
  const count = (key) => {
    const m = tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'));
    return m ? Number(m[1]) : undefined;
  };
  const pass = count('pass');
  const fail = count('fail');
  if (pass === undefined || fail === undefined) return undefined;
  return {
    passed: pass,
    failed: fail + (count('cancelled') ?? 0),
    skipped: (count('skipped') ?? 0) + (count('todo') ?? 0),
  };
}
