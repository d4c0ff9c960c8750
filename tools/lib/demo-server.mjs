/**
 * Starts the built demo server (dist/apps/demo-server/main.mjs) from the seed state on `port`
 * with its data in `dataDir`, no latency log, for the measuring tools (lighthouse.mjs,
 * bench-inp.mjs): their figures never depend on what a demo left behind. Resolves once the
 * server answers (or after 10 s of trying, when the measurement itself will say what failed)
 * with its base URL and the child process to stop; buildDemo builds what it serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Builds the app and the demo server as the demo serves them (BOTTLE_DEMO_BUILD=1: the demo
 * server's build, apps/bottle-web/src/config/live-build.ts); exits the measuring tool when the
 * build fails, since it would measure a stale or missing build.
 */
export function buildDemo(root) {
  const build = spawnSync(
    resolve(root, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '-p', 'bottle-web', 'demo-server', '--outputStyle=static'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BOTTLE_DEMO_BUILD: '1' } },
  );
  if (build.status !== 0) process.exit(1);
}

export async function startDemoServer(root, { port, dataDir }) {
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, [resolve(root, 'dist/apps/demo-server/main.mjs'), '--reset'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DEMO_DATA_DIR: dataDir, DEMO_LOG: '0' },
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { base, server };
}
