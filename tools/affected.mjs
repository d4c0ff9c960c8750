#!/usr/bin/env node
/**
 * `npm run affected`: the per-library run for the chain's own CI. Runs lint, typecheck, test,
 * build and e2e for the projects affected since NX_BASE (default origin/main; when that ref
 * does not exist, e.g. in a fresh clone without a remote, the repository's first commit, so
 * everything runs). NX_HEAD defaults to HEAD.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const exists = (ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).status === 0;

let base = process.env.NX_BASE || 'origin/main';
if (!exists(base)) {
  const first = git('rev-list', '--max-parents=0', 'HEAD').split('\n').pop();
  console.log(`NX_BASE ${base} does not exist here; using the first commit ${first.slice(0, 10)}.`);
  base = first;
}
const head = process.env.NX_HEAD || 'HEAD';
console.log(`nx affected from ${base} to ${head}`);
const r = spawnSync(
  'npx',
  ['nx', 'affected', '-t', 'lint', 'typecheck', 'test', 'build', 'e2e', `--base=${base}`, `--head=${head}`, '--outputStyle=static'],
  // The builds are the demo server's (e2e), which say so (apps/bottle-web/src/config/live-build.ts).
  { stdio: 'inherit', env: { ...process.env, BOTTLE_DEMO_BUILD: '1' } },
);
process.exit(r.status ?? 1);
