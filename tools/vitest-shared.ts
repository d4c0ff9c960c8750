/**
 * Shared Vitest settings for every project of the workspace.
 *
 * Each project writes a JSON report to tmp/reports/<project>/vitest.json besides the console
 * output, so that `npm test` (tools/test-all.mjs) can add unit and e2e counts into one summary
 * line, and so that Nx can restore the report from its cache with the test target's outputs.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';
import { FlakyReporter } from './vitest-flaky-reporter.ts';

export const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

// tools/test-determinism.mjs sends its extra runs' reports elsewhere, so they never replace the
// ones `npm test` counts.
const reportRoot = process.env['BOTTLE_VITEST_REPORTS'] ?? resolve(workspaceRoot, 'tmp/reports');

// In CI a failed test runs once more, as the journeys do (playwright.config.ts): one slow moment
// of a loaded 2-core machine should not fail the run, and `npm test` names every test that
// needed the retry (tools/vitest-flaky-reporter.ts). The determinism runs (shuffle, clocks) send
// their reports elsewhere and never retry: finding such tests is what they are for.
const retry = process.env['CI'] && !process.env['BOTTLE_VITEST_REPORTS'] ? 1 : 0;

type TestOptions = NonNullable<ViteUserConfig['test']>;

function toArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function testConfig(project: string, environment: 'node' | 'jsdom', extra: TestOptions = {}): TestOptions {
  return {
    name: project,
    environment,
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    reporters: [
      'default',
      ['json', { outputFile: resolve(reportRoot, project, 'vitest.json') }],
      new FlakyReporter(resolve(reportRoot, project, 'vitest-flaky.json'), workspaceRoot),
    ],
    retry,
    watch: false,
    passWithNoTests: false,
    restoreMocks: true,
    ...extra,
    // The shared clock switch runs first in every project (BOTTLE_TEST_CLOCK).
    setupFiles: [resolve(workspaceRoot, 'tools/vitest-clock.ts'), ...toArray(extra.setupFiles)],
  };
}
