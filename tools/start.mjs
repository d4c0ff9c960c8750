#!/usr/bin/env node
/**
 * `npm start`: builds the app in demo mode (libs/mock-api answers every call through the MSW
 * service worker) and serves the build on http://localhost:4200. Set VITE_BOTTLE_MODE=live and
 * the VITE_BOTTLE_*_BASE variables to build against the chain's servers instead (README.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = process.env.PORT ?? '4200';
const nx = resolve(root, 'node_modules/.bin/nx');

const built = spawnSync(nx, ['run', 'bottle-web:build', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const mode = process.env.VITE_BOTTLE_MODE ?? 'demo';
const server = spawn(resolve(root, 'node_modules/.bin/vite'), ['preview', '--port', port, '--strictPort', '--host', 'localhost'], {
  cwd: resolve(root, 'apps/bottle-web'),
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
server.stdout.on('data', (chunk) => {
  if (!announced && /localhost/.test(String(chunk))) {
    announced = true;
    console.log(`\nBottle (${mode} mode) is running at http://localhost:${port}/`);
    console.log('Open it at a phone width, or add ?shell=ios / ?shell=android to try the native-shell behaviour.');
    console.log('Press Ctrl+C to stop.\n');
  }
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
