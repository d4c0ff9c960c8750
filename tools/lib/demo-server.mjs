/**
 * Starts the built demo server (dist/apps/demo-server/main.mjs) from the seed state on `port`
 * with its data in `dataDir`, no latency log, for the measuring tools (lighthouse.mjs,
 * bench-inp.mjs): their figures never depend on what a demo left behind. Resolves once the
 * server answers (or after 10 s of trying, when the measurement itself will say what failed)
 * with its base URL and the child process to stop.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

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
