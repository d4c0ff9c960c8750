import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failedNxTargets } from './nx-output.mjs';

const targets = ['lint', 'typecheck', 'test', 'build', 'e2e'];

test('a failed run names each failed target once, in the run order', () => {
  const output = [
    '> nx run ui:lint',
    '',
    ' NX   Running targets lint, typecheck, test, build, e2e for 12 projects failed',
    '',
    '   Failed tasks:',
    '',
    '   - bottle-web:test',
    '   - ui:lint',
    '   - api:test',
    '',
    '   Hint: run the command with --verbose for more details.',
  ].join('\n');
  assert.deepEqual(failedNxTargets(output, targets), ['lint', 'test']);
});

test('colours and a configuration in the task id do not hide a failed target', () => {
  const output = '\u001b[2mFailed tasks:\u001b[22m\n\n\u001b[2m-\u001b[22m bottle-web:build:production\n';
  assert.deepEqual(failedNxTargets(output, targets), ['build']);
});

test('a failed dependency of the run is named after the run targets', () => {
  assert.deepEqual(failedNxTargets('Failed tasks:\n\n- bridge:build-conformance\n- ui:lint\n', targets), ['lint', 'build-conformance']);
});

test('a run without failed tasks names none', () => {
  assert.deepEqual(failedNxTargets(' NX   Successfully ran targets lint, test for 12 projects\n', targets), []);
});
