/**
 * Writes the tests that failed and then passed on a retry to `<report dir>/vitest-flaky.json`
 * (an array of "file › full name"), so `npm test` can name them at the end as it names the
 * journeys Playwright retried. A retry keeps one slow moment of a loaded CI machine from failing
 * the whole run; naming the test keeps it from being forgotten (a flaky test is a bug to fix).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  constructor(
    private readonly outputFile: string,
    private readonly root: string,
  ) {}

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${relative(this.root, testCase.module.moduleId)} › ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(this.flaky, null, 2)}\n`);
  }
}
