/**
 * The built server as `npm start` and the e2e suite run it: `node
 * dist/apps/demo-server/main.mjs` (built by `npx nx run demo-server:build`, which the test
 * target runs first). It starts, prints where it listens, serves the app and the API, stops
 * with exit code 0 on SIGTERM, and refuses to start with a clear message when it cannot.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRoot } from './config';
import { STATE_FILE_NAME, type StateFileData } from './state-file';
import { INDEX_HTML, gatewayHeaders, login, makeFixture, postJson, start, withoutNonce, type Fixture } from './test-support';

const ROOT = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();
const MAIN = join(ROOT, 'dist/apps/demo-server/main.mjs');

interface Run {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** The URL it prints once it listens. */
  url: Promise<string>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];
let fixture: Fixture | undefined;

function run(env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(process.execPath, [MAIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', DEMO_LOG: '0', DEMO_LATENCY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+?)\/?\s/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    void exit.then(({ code }) => reject(new Error(`the server exited (${code}) before listening:\n${out}\n${err}`)));
  });
  // The runs that must fail never listen: their URL's rejection is expected, not unhandled.
  url.catch(() => undefined);
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { child, stdout: () => out, stderr: () => err, url, exit };
}

/** The demo member's wish for W00001, saved by an in-process server on the fixture's data folder. */
async function saveAWish(at: Fixture): Promise<void> {
  const demo = await start(at);
  try {
    const wish = await postJson(
      demo.url,
      '/api/app/mybunker/toggle',
      { prd_cd: 'W00001' },
      gatewayHeaders('bottle', await login(demo.url)),
    );
    if (wish.status !== 200) throw new Error(`wish: ${wish.status}`);
  } finally {
    await demo.close();
  }
}

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build it first with npx nx run demo-server:build (the test target does).`);
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fixture?.cleanup();
  fixture = undefined;
});

// Each case starts the built server as its own Node process (a second one to save state first in
// some): on a loaded 2-core machine a start alone took several seconds. A bound, not a measure.
describe('the built demo server', { timeout: 30_000 }, () => {
  it('given a built app and PORT=0, when it starts, then it prints its URL and data folder, serves the app and the API, and exits 0 on SIGTERM with the state saved', async () => {
    fixture = await makeFixture();
    const server = run({ APP_DIST: fixture.appDist, DEMO_DATA_DIR: fixture.dataDir });
    const url = await server.url;

    expect(server.stdout()).toContain(`Data:    ${fixture.dataDir}`);
    expect(server.stdout()).toContain('State:   fresh');
    const page = await fetch(`${url}/product/W00001`);
    expect(page.status).toBe(200);
    expect(withoutNonce(await page.text())).toBe(INDEX_HTML);
    const token = await login(url);
    const wish = await postJson(url, '/api/app/mybunker/toggle', { prd_cd: 'W00001' }, gatewayHeaders('bottle', token));
    expect(wish.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exit).toEqual({ code: 0, signal: null });
    const saved = JSON.parse(await readFile(join(fixture.dataDir, STATE_FILE_NAME), 'utf8')) as StateFileData;
    expect(Object.values(saved.state.members).map((m) => m.wish)).toEqual([['W00001']]);
  });

  it('given a saved state, when it starts, then it says the state was loaded and serves it', async () => {
    fixture = await makeFixture();
    await saveAWish(fixture);
    const server = run({ APP_DIST: fixture.appDist, DEMO_DATA_DIR: fixture.dataDir });
    const url = await server.url;
    expect(server.stdout()).toContain('State:   loaded');
    const { body } = await postJson<{ list: { prd_cd: string }[] }>(
      url,
      '/api/app/mybunker/list',
      {},
      gatewayHeaders('bottle', await login(url)),
    );
    expect(body.list.map((p) => p.prd_cd)).toEqual(['W00001']);
    server.child.kill('SIGINT');
    expect((await server.exit).code).toBe(0);
  });

  it('given a saved state and --reset, when it starts, then it says so and the saved state is the seed', async () => {
    fixture = await makeFixture();
    await saveAWish(fixture);
    const server = run({ APP_DIST: fixture.appDist, DEMO_DATA_DIR: fixture.dataDir }, ['--reset']);
    await server.url;
    expect(server.stdout()).toContain('State:   reset');
    const saved = JSON.parse(await readFile(join(fixture.dataDir, STATE_FILE_NAME), 'utf8')) as StateFileData;
    expect(saved.state.members).toEqual({});
    server.child.kill('SIGTERM');
    expect((await server.exit).code).toBe(0);
  });

  it('given HOST=0.0.0.0, when it starts, then it prints a URL for every LAN IPv4 address', async () => {
    fixture = await makeFixture();
    const server = run({ APP_DIST: fixture.appDist, DEMO_DATA_DIR: fixture.dataDir, HOST: '0.0.0.0' });
    const url = await server.url;
    const port = new URL(url).port;
    const lan = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .filter((a) => a.family === 'IPv4' && !a.internal)
      .map((a) => `http://${a.address}:${port}/`);
    for (const address of lan) expect(server.stdout()).toContain(`Network: ${address}`);
    if (lan.length === 0) expect(server.stdout()).toContain('no LAN address found');
    server.child.kill('SIGTERM');
    expect((await server.exit).code).toBe(0);
  });

  it('given an invalid DEMO_LATENCY_MS, when it starts, then it exits 2 naming the variable', async () => {
    fixture = await makeFixture();
    const server = run({ APP_DIST: fixture.appDist, DEMO_DATA_DIR: fixture.dataDir, DEMO_LATENCY_MS: 'fast' });
    expect((await server.exit).code).toBe(2);
    expect(server.stderr()).toContain('DEMO_LATENCY_MS must be');
  });

  it('given no built app, when it starts, then it exits 1 saying to build the app first', async () => {
    fixture = await makeFixture();
    const server = run({ APP_DIST: join(fixture.root, 'nothing'), DEMO_DATA_DIR: fixture.dataDir });
    expect((await server.exit).code).toBe(1);
    expect(server.stderr()).toContain('Build the app first');
  });

  it('given the port taken, when it starts, then it exits 1 saying the port is in use', async () => {
    fixture = await makeFixture();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const port = (blocker.address() as { port: number }).port;
      const server = run({ APP_DIST: fixture.appDist, DEMO_DATA_DIR: fixture.dataDir, PORT: String(port) });
      expect((await server.exit).code).toBe(1);
      expect(server.stderr()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
