#!/usr/bin/env node
/**
 * `npm run lint`: every project's lint as one ESLint run over the projects' folders. Each
 * project's `lint` target (`npx nx lint <project>`, inferred by Nx from its .eslintrc.json) runs
 * `eslint .` in its folder; ESLint reads the same .eslintrc files either way (they cascade from
 * each file's folder), so one run lints the same files with the same rules, without ten start-ups
 * of ESLint and its plugins (73 → 32 CPU-s measured; docs/decisions/0732-one-lint-and-typecheck-run.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { projectFolders } from './lib/workspace-projects.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const folders = projectFolders(root).filter((folder) => existsSync(resolve(root, folder, '.eslintrc.json')));
console.log(`lint: one ESLint run over ${folders.join(', ')}`);
const t0 = Date.now();
// The module-boundary rule (@nx/enforce-module-boundaries) reads Nx's project graph from its
// cache and is silently skipped when there is none (a fresh clone, or `nx reset`): Nx writes it
// first, as an Nx lint target would have before running ESLint.
const graph = spawnSync(resolve(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (graph.status !== 0) {
  console.error('lint: Nx could not compute the project graph; the module boundaries cannot be checked.');
  process.exit(1);
}
const r = spawnSync(resolve(root, 'node_modules/.bin/eslint'), folders, {
  cwd: root,
  stdio: 'inherit',
  // The workspace's configuration is .eslintrc (as in the projects' Nx targets).
  env: { ...process.env, ESLINT_USE_FLAT_CONFIG: 'false' },
});
console.log(`lint: ${r.status === 0 ? 'no problems' : 'problems above'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
process.exit(r.status ?? 1);
