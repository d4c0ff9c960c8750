import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseMultiplier, cpuMultiplier, median } from './cpu-multiplier.mjs';

test("the calculator's points: 150 → 1, 800 → 2, 1300 → 3, 1533 → 4, and linear between", () => {
  assert.equal(cpuMultiplier(150), 1);
  assert.equal(cpuMultiplier(800), 2);
  assert.equal(cpuMultiplier(1300), 3);
  assert.equal(cpuMultiplier(1533), 4);
  assert.equal(cpuMultiplier(475), 1.5);
  assert.equal(cpuMultiplier(1050), 2.5);
  assert.equal(cpuMultiplier(1250), 2.9);
  assert.equal(cpuMultiplier(2000), 6);
});

test('below 150 the host is not slowed further than 1×; a bad index is refused', () => {
  assert.equal(cpuMultiplier(90), 1);
  assert.throws(() => cpuMultiplier(NaN), /benchmarkIndex/);
  assert.throws(() => cpuMultiplier(0), /benchmarkIndex/);
});

test('LH_CPU forces the multiplier; an invalid one is refused; unset, the index decides', () => {
  assert.deepEqual(chooseMultiplier('4', 900), { multiplier: 4, forced: true });
  assert.deepEqual(chooseMultiplier(undefined, 1300), { multiplier: 3, forced: false });
  assert.deepEqual(chooseMultiplier('', 800), { multiplier: 2, forced: false });
  assert.throws(() => chooseMultiplier('fast', 800), /LH_CPU/);
});

test('median: the middle of three, the upper middle of an even count', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 3);
  assert.throws(() => median([]), /no values/);
});
