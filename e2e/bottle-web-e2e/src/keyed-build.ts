/**
 * A second live build made with a key the shared e2e build does not have (GA's measurement id,
 * Kakao's map key), served by its own demo server: for the journeys about what such a key changes
 * (the policy, the SDK). The server listens on a port the system gives as free, so it never
 * meets another server on a fixed port, and a server that exits is an error at once, not a
 * minute of polling a port some other process answers on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './fixtures';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface KeyedBuild {
  origin: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port given'))));
    });
  });
}

async function answered(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the keyed build's demo server exited (${server.exitCode ?? server.signalCode}) before it answered on ${origin}`);
    const status = await fetch(`${origin}/`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`the keyed build's demo server did not answer on ${origin} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Builds the app with `env` added (a demo build) into a temporary folder and serves it. */
export async function startKeyedBuild(name: string, env: Record<string, string>): Promise<KeyedBuild> {
  const dir = mkdtempSync(join(tmpdir(), `bottle-${name}-build-`));
  const stopAll = (server?: ChildProcess) => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  const build = spawnSync(
    resolve(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', join(dir, 'app'), '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: resolve(root, 'apps/bottle-web'),
      // A demo build served by the demo server, which says so (apps/bottle-web/src/config/live-build.ts).
      env: { ...process.env, ...env, BOTTLE_DEMO_BUILD: '1' },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    stopAll();
    throw new Error(`the ${name} build failed: ${build.stderr}`);
  }
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [resolve(root, 'dist/apps/demo-server/main.mjs'), '--reset'], {
    cwd: root,
    env: {
      ...process.env,
      APP_DIST: join(dir, 'app'),
      PORT: String(port),
      HOST: 'localhost',
      DEMO_DATA_DIR: join(dir, 'data'),
      DEMO_LATENCY_MS: '0',
      DEMO_LOG: '0',
    },
    stdio: 'ignore',
  });
  try {
    await answered(origin, server, 60_000);
  } catch (error) {
    stopAll(server);
    throw error;
  }
  return { origin, stop: () => stopAll(server) };
}

/**
 * The keyed build of one describe block's journeys: built and started before them (a build takes
 * minutes: `timeoutMs`), stopped after them. Its `origin` is there once the journeys run.
 */
export function useKeyedBuild(name: string, env: Record<string, string>, timeoutMs: number): { readonly origin: string } {
  let keyed: KeyedBuild | undefined;
  test.beforeAll(async () => {
    test.setTimeout(timeoutMs);
    keyed = await startKeyedBuild(name, env);
  });
  test.afterAll(() => keyed?.stop());
  return {
    get origin() {
      if (!keyed) throw new Error(`the keyed build "${name}" has not started`);
      return keyed.origin;
    },
  };
}
