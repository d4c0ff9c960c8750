/**
 * The demo dataset in libs/mock-api/src/data is what tools/generate-mock-data.mjs writes: a hand
 * edit of the JSON (or a generator change not run) would be lost on the next generation.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

test('given the committed demo data, when the generator checks it, then nothing is stale', () => {
  const run = spawnSync(process.execPath, [resolve(root, 'tools/generate-mock-data.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.doesNotMatch(run.stdout + run.stderr, /stale:/);
});
