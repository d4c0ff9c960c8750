import assert from 'node:assert/strict';
import test from 'node:test';
import { formatProjectTimes, playwrightReportTime, tapReportTime, vitestReportTime } from './report-times.mjs';

test('a Vitest report took from its start to the end of its last file', () => {
  const report = { startTime: 1_000, testResults: [{ endTime: 4_500 }, { endTime: 61_000 }, { endTime: 30_000 }] };
  assert.deepEqual(vitestReportTime(report), { startedAt: 1_000, seconds: 60 });
  assert.equal(vitestReportTime({ startTime: 1_000, testResults: [] }), undefined);
  assert.equal(vitestReportTime(undefined), undefined);
});

test('a Playwright report took its stats duration, from its stats start', () => {
  const report = { suites: [], stats: { startTime: '2026-11-28T08:03:56.233Z', duration: 593793.123, expected: 121 } };
  assert.deepEqual(playwrightReportTime(report), { startedAt: Date.parse('2026-11-28T08:03:56.233Z'), seconds: 593.793123 });
  assert.equal(playwrightReportTime({ stats: { duration: 5 } }), undefined);
});

test('a TAP report took its closing duration_ms', () => {
  assert.deepEqual(tapReportTime('ok 1 - a\n# pass 1\n# fail 0\n# duration_ms 1234.5\n'), { seconds: 1.2345 });
  assert.equal(tapReportTime('# pass 1\n'), undefined);
});

test('the line lists projects longest first, marks reports older than the run as cached and unknown times with ?', () => {
  const line = formatProjectTimes(
    [
      { project: 'domain', time: { startedAt: 100, seconds: 20 } },
      { project: 'bottle-web', time: { startedAt: 2_000, seconds: 400.04 } },
      { project: 'tools', time: { seconds: 1.5 } },
      { project: 'ui', time: undefined },
    ],
    1_000,
  );
  assert.equal(line, 'time per project (tests only): bottle-web 400.0 s, domain 20.0 s (cached), tools 1.5 s, ui ?');
  assert.equal(formatProjectTimes([], undefined), 'time per project (tests only): no reports');
});
