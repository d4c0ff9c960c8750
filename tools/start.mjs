#!/usr/bin/env node
/**
 * `npm start`: builds the app (the one live build, same-origin bases), the store desk (/desk/)
 * and the demo server, then
 * starts the demo server on http://localhost:4200. The demo server serves the app and
 * answers its API with libs/mock-api over real HTTP, plays the chain's sign-on host, and keeps
 * its state in .demo-data/ across restarts.
 *
 *   npm start                  build, then serve on localhost:4200
 *   npm start -- --reset       start from the seed state
 *   PORT=4300 npm start        another port
 *   HOST=0.0.0.0 npm start     reachable from a phone or the native shell on the same network
 *
 * Everything after `--` and the environment (PORT, HOST, DEMO_DATA_DIR, DEMO_RESET,
 * DEMO_LATENCY_MS, DEMO_LOG) goes to the demo server: apps/demo-server/README.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const nx = resolve(root, 'node_modules/.bin/nx');

// The demo server's build of the app says it is one (apps/bottle-web/src/config/live-build.ts):
// without the flag a production build refuses the demo values it runs on.
const demoEnv = { ...process.env, BOTTLE_DEMO_BUILD: '1' };
const built = spawnSync(nx, ['run-many', '-t', 'build', '-p', 'bottle-web', 'store-desk', 'demo-server', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env: demoEnv,
});
if (built.status !== 0) process.exit(built.status ?? 1);
// The native teams' bridge conformance page, served at /bridge-conformance/.
const conformance = spawnSync(nx, ['run', 'bridge:build-conformance', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
if (conformance.status !== 0) process.exit(conformance.status ?? 1);
// The libs/ui gallery, served at /gallery/ under the app's strict policy.
const gallery = spawnSync(nx, ['run', 'ui:build-gallery', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
if (gallery.status !== 0) process.exit(gallery.status ?? 1);

const server = spawn(process.execPath, [resolve(root, 'dist/apps/demo-server/main.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '4200', ...process.env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
