// node --test tools/lib/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';
import { summarizeNodeTap, summarizePlaywrightReport } from './playwright-report.mjs';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/playwright-results.json', import.meta.url), 'utf8'));

test('counts a Playwright report: flaky tests count as passed and are listed by name', () => {
  assert.deepEqual(summarizePlaywrightReport(fixture), {
    passed: 3,
    failed: 1,
    skipped: 1,
    flaky: ['catalogue.spec.ts › wish toggle shows its count'],
    failedTests: ['pickup.spec.ts › reserve a pickup'],
  });
});

test('names carry describe titles, and the project only when there are several', () => {
  const two = structuredClone(fixture);
  two.suites[0].suites[0].specs[0].tests = [
    { projectName: 'phone', status: 'flaky' },
    { projectName: 'desktop', status: 'expected' },
  ];
  const r = summarizePlaywrightReport(two);
  assert.deepEqual(r.flaky, [
    'catalogue.spec.ts › wish toggle shows its count [phone-chromium]',
    'catalogue.spec.ts › product page › taste chart [phone]',
  ]);
  assert.equal(r.passed, 4);
});

test('agrees with the report stats', () => {
  const r = summarizePlaywrightReport(fixture);
  const s = fixture.stats;
  assert.equal(r.passed, s.expected + s.flaky);
  assert.equal(r.failed, s.unexpected);
  assert.equal(r.skipped, s.skipped);
  assert.equal(r.flaky.length, s.flaky);
});

test('an empty or missing report counts nothing', () => {
  const none = { passed: 0, failed: 0, skipped: 0, flaky: [], failedTests: [] };
  assert.deepEqual(summarizePlaywrightReport({ suites: [] }), none);
  assert.deepEqual(summarizePlaywrightReport(undefined), none);
});

test('reads the closing counts of a node:test TAP report', () => {
  const tap = [
    'TAP version 13',
    'ok 1 - a',
    '1..5',
    '# tests 5',
    '# suites 0',
    '# pass 3',
    '# fail 1',
    '# cancelled 0',
    '# skipped 1',
    '# todo 0',
    '# duration_ms 42',
  ].join('\n');
  assert.deepEqual(summarizeNodeTap(tap), { passed: 3, failed: 1, skipped: 1 });
  assert.equal(summarizeNodeTap('TAP version 13\nnot ok 1 - crashed\n'), undefined);
});
