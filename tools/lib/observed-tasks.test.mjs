import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chunkOf, eventLabel, longTaskOnHost, topLevelEvents } from './observed-tasks.mjs';

test("the host's longest task that stays short once slowed; a bad multiplier is refused", () => {
  assert.equal(longTaskOnHost(4), 12.5);
  assert.equal(Number(longTaskOnHost(9.4).toFixed(2)), 5.32);
  assert.throws(() => longTaskOnHost(0), /multiplier/);
  assert.throws(() => longTaskOnHost(NaN), /multiplier/);
});

test('the events one level inside a task, not those nested deeper or outside it', () => {
  const task = { name: 'RunTask', ts: 0, dur: 100 };
  const evaluate = { name: 'v8.evaluateModule', ts: 5, dur: 60 };
  const call = { name: 'FunctionCall', ts: 10, dur: 20 }; // inside the evaluation
  const layout = { name: 'Layout', ts: 70, dur: 20 };
  const later = { name: 'Paint', ts: 120, dur: 5 }; // another task's
  assert.deepEqual(
    topLevelEvents(task, [task, evaluate, call, layout, later]).map((e) => e.name),
    ['v8.evaluateModule', 'Layout'],
  );
});

test('an event is named with the chunk it ran (no folder, no hash) or the function it called', () => {
  assert.equal(chunkOf('http://localhost:4200/assets/framework-DgW4NYLu.js'), 'framework');
  assert.equal(
    eventLabel({ name: 'v8.evaluateModule', args: { data: { url: 'http://h/assets/index-CPCVskcl.js' } } }),
    'v8.evaluateModule index',
  );
  assert.equal(eventLabel({ name: 'FunctionCall', args: { data: { functionName: 'zs' } } }), 'FunctionCall zs');
  assert.equal(eventLabel({ name: 'Layout' }), 'Layout');
});
