import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tsconfigOfCommand, typecheckPlan } from './typecheck-plan.mjs';

const where = { base: 'tsconfig.base.json', outDir: 'tmp/typecheck' };
const project = (root, tsconfig) => ({ root, tsconfigPath: `${root}/tsconfig.json`, tsconfig });

test("given the projects' tsconfigs, then one program includes each one's files, from the combined tsconfig's folder, with their types together", () => {
  const plan = typecheckPlan(
    [
      project('libs/bridge', {
        extends: '../../tsconfig.base.json',
        compilerOptions: { types: ['node'] },
        include: ['src/**/*.ts', '../../tools/vitest-shared.ts'],
      }),
      project('apps/web', {
        extends: '../../tsconfig.base.json',
        compilerOptions: { types: ['node', 'vite/client'] },
        include: ['src/**/*.tsx', '../../tools/vitest-shared.ts'],
      }),
    ],
    where,
  );
  assert.deepEqual(plan.combined, ['libs/bridge', 'apps/web']);
  assert.deepEqual(plan.separate, []);
  assert.deepEqual(plan.tsconfig, {
    extends: '../../tsconfig.base.json',
    compilerOptions: { types: ['node', 'vite/client'], noEmit: true },
    include: ['../../libs/bridge/src/**/*.ts', '../../tools/vitest-shared.ts', '../../apps/web/src/**/*.tsx'],
  });
});

test('given a project with options of its own or another base, then it keeps a program of its own, and says why', () => {
  const plan = typecheckPlan(
    [
      project('libs/a', { extends: '../../tsconfig.base.json', compilerOptions: { types: ['node'], strict: false }, include: ['src'] }),
      project('libs/b', { extends: '../other.json', include: ['src'] }),
      project('libs/c', { extends: '../../tsconfig.base.json', files: ['x.ts'], include: ['src'] }),
    ],
    where,
  );
  assert.equal(plan.tsconfig, null);
  assert.deepEqual(
    plan.separate.map((s) => [s.root, s.reason]),
    [
      ['libs/a', 'sets strict'],
      ['libs/b', 'extends libs/other.json, not tsconfig.base.json'],
      ['libs/c', 'lists files'],
    ],
  );
});

test("the typecheck command's tsconfig is read from tsc -p; another command has none", () => {
  assert.equal(tsconfigOfCommand('tsc -p tsconfig.json --noEmit'), 'tsconfig.json');
  assert.equal(tsconfigOfCommand('tsc --noEmit -p tsconfig.app.json'), 'tsconfig.app.json');
  assert.equal(tsconfigOfCommand('vue-tsc --noEmit'), null);
  assert.equal(tsconfigOfCommand(undefined), null);
});
