#!/usr/bin/env node
/**
 * `npm run typecheck`: every project's typecheck as one TypeScript program (the plan and why:
 * tools/lib/typecheck-plan.mjs, docs/decisions/0732-one-lint-and-typecheck-run.md). The projects'
 * own `typecheck` targets (`npx nx typecheck <project>`) check the same files one project at a
 * time. Incremental: a second run over an unchanged tree takes seconds (tmp/typecheck).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix, resolve } from 'node:path';
import { tsconfigOfCommand, typecheckPlan } from './lib/typecheck-plan.mjs';
import { projectFolders } from './lib/workspace-projects.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const outDir = 'tmp/typecheck';
const tsc = resolve(root, 'node_modules/.bin/tsc');

const projects = [];
for (const projectRoot of projectFolders(root)) {
  const target = JSON.parse(readFileSync(resolve(root, projectRoot, 'project.json'), 'utf8')).targets?.typecheck;
  if (!target) continue;
  const config = tsconfigOfCommand(target.options?.command);
  const cwd = (target.options?.cwd ?? '{projectRoot}').replace('{projectRoot}', projectRoot).replace('{workspaceRoot}', '.');
  if (!config || posix.normalize(cwd) !== projectRoot) {
    console.error(`typecheck-all: ${projectRoot}'s typecheck target is not "tsc -p <tsconfig>" in its folder; run it with nx.`);
    process.exit(1);
  }
  const tsconfigPath = posix.join(projectRoot, config);
  projects.push({ root: projectRoot, tsconfigPath, tsconfig: JSON.parse(readFileSync(resolve(root, tsconfigPath), 'utf8')) });
}

const plan = typecheckPlan(projects, { base: 'tsconfig.base.json', outDir });
let failed = false;
const t0 = Date.now();
if (plan.tsconfig) {
  mkdirSync(resolve(root, outDir), { recursive: true });
  const combinedPath = posix.join(outDir, 'tsconfig.json');
  writeFileSync(resolve(root, combinedPath), `${JSON.stringify(plan.tsconfig, null, 2)}\n`);
  console.log(`typecheck: one program for ${plan.combined.join(', ')}`);
  const r = spawnSync(tsc, ['-p', combinedPath, '--incremental', '--tsBuildInfoFile', posix.join(outDir, 'all.tsbuildinfo')], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= r.status !== 0;
}
for (const s of plan.separate) {
  console.log(`typecheck: ${s.root} on its own (its tsconfig ${s.reason})`);
  const r = spawnSync(tsc, ['-p', s.tsconfigPath, '--noEmit'], { cwd: root, stdio: 'inherit' });
  failed ||= r.status !== 0;
}
console.log(`typecheck: ${failed ? 'errors above' : 'no errors'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
