#!/usr/bin/env node
/**
 * `npm run lint`: every project's lint as one ESLint run over the projects' folders. Each
 * project's `lint` target (`npx nx lint <project>`, inferred by Nx from its .eslintrc.json) runs
 * `eslint .` in its folder; ESLint reads the same .eslintrc files either way (they cascade from
 * each file's folder), so one run lints the same files with the same rules, without ten start-ups
 * of ESLint and its plugins (73 → 32 CPU-s measured; docs/decisions/0732-one-lint-and-typecheck-run.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const folders = [];
for (const group of ['apps', 'libs', 'e2e']) {
  if (!existsSync(resolve(root, group))) continue;
  for (const name of readdirSync(resolve(root, group)).sort()) {
    const dir = resolve(root, group, name);
    if (existsSync(resolve(dir, 'project.json')) && existsSync(resolve(dir, '.eslintrc.json'))) folders.push(`${group}/${name}`);
  }
}
console.log(`lint: one ESLint run over ${folders.join(', ')}`);
const t0 = Date.now();
const r = spawnSync(resolve(root, 'node_modules/.bin/eslint'), folders, {
  cwd: root,
  stdio: 'inherit',
  // The workspace's configuration is .eslintrc (as in the projects' Nx targets).
  env: { ...process.env, ESLINT_USE_FLAT_CONFIG: 'false' },
});
console.log(`lint: ${r.status === 0 ? 'no problems' : 'problems above'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
process.exit(r.status ?? 1);
