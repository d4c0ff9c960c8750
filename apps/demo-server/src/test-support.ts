/**
 * What the demo server's tests share: a tiny built app in a temporary folder, a temporary data
 * folder, a server on a free port with no latency and no request log, raw HTTP requests (fetch
 * normalises `..` away before it sends, so traversal attempts need node:http), and the gateway
 * headers of spec §7.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHANNEL_HEADER_VALUE, GATEWAY_SERVICE, GATEWAY_SERVICE_HEADER, SSP_HEADERS } from '@bottle/domain';
import type { LoginResponse } from '@bottle/api';
import { createDemoServer, type DemoServer, type DemoServerOptions } from './server';

/** A page as the server sends it, less the per-response CSP nonce it adds (src/security.ts). */
export function withoutNonce(html: string): string {
  return html.replace(/<meta property="csp-nonce" nonce="[^"]*">/, '').replace(/ nonce="[^"]*"/g, '');
}

export const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>Bottle</title>' +
  '<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n';

/** A hashed chunk well over the 1 KB compression threshold. */
export const APP_JS = `${Array.from({ length: 80 }, (_, i) => `export const line${i} = 'Bottle demo chunk line ${i}: 와인과 위스키';`).join('\n')}\n`;

/** Not a text type: never compressed. */
export const LOGO_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

export const MANIFEST = JSON.stringify({ name: 'Bottle', icons: [] });

export interface Fixture {
  root: string;
  appDist: string;
  dataDir: string;
  cleanup(): Promise<void>;
}

export async function makeFixture(): Promise<Fixture> {
  const root = await mkdtemp(join(tmpdir(), 'demo-server-'));
  const appDist = join(root, 'app');
  const dataDir = join(root, 'data');
  await mkdir(join(appDist, 'assets'), { recursive: true });
  await writeFile(join(appDist, 'index.html'), INDEX_HTML);
  await writeFile(join(appDist, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(join(appDist, 'assets', 'logo-abc123.png'), LOGO_PNG);
  await writeFile(join(appDist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'secret.txt'), 'outside the app');
  return { root, appDist, dataDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** The operator key the test servers start with (src/operator.ts). */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789';

/** What a demo control call carries from the operator: the key, JSON, the app's channel header. */
export function controlHeaders(key = TEST_OPERATOR_KEY): Record<string, string> {
  return { 'content-type': 'application/json', [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE, 'x-demo-key': key };
}

export function start(fixture: Fixture, options: Partial<DemoServerOptions> = {}): Promise<DemoServer> {
  return createDemoServer({
    appDist: fixture.appDist,
    dataDir: fixture.dataDir,
    host: '127.0.0.1',
    port: 0,
    latency: 0,
    log: false,
    warmCache: false,
    operatorKey: TEST_OPERATOR_KEY,
    ...options,
  });
}

/** A fresh fixture per test and the servers a test starts on it (see useFreshFixture). */
export interface FreshFixture {
  /** This test's fixture; valid inside tests, once the hook ran. */
  readonly fixture: Fixture;
  /** Starts a server on this test's fixture; it is closed after the test, before the fixture goes. */
  startTracked(options?: Partial<DemoServerOptions>): Promise<DemoServer>;
}

/** A new fixture before each test; after it, the servers it started are closed and the fixture removed. */
export function useFreshFixture(): FreshFixture {
  let current: Fixture | undefined;
  const running: DemoServer[] = [];
  beforeEach(async () => {
    current = await makeFixture();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((demo) => demo.close()));
    await current?.cleanup();
  });
  const fresh: FreshFixture = {
    get fixture(): Fixture {
      if (!current) throw new Error('the fixture is made before each test: read it inside a test');
      return current;
    },
    async startTracked(options = {}) {
      const demo = await start(fresh.fixture, options);
      running.push(demo);
      return demo;
    },
  };
  return fresh;
}

/** What a test reads from the server `serveFixture` runs; valid inside tests, once its hook ran. */
export interface ServedDemo {
  readonly url: string;
  readonly api: DemoServer['api'];
  /** The fixture's built app folder (writeInApp changes what the server serves). */
  readonly appDist: string;
}

/** Writes `text` at `path` inside the built app folder `appDist`, making its folders. */
export async function writeInApp(appDist: string, path: string, text: string): Promise<void> {
  const file = join(appDist, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Serves a fresh fixture for the tests around this call and removes both after: one server for all
 * of them (`'all'`), or a new one around each test (`'each'`, where tests change the demo state).
 * `prepare` adds to the built app before the server starts (e.g. a manifest, prerendered pages).
 */
export function serveFixture(
  options: Partial<DemoServerOptions> = {},
  scope: 'all' | 'each' = 'all',
  prepare: (appDist: string) => Promise<void> = async () => undefined,
): ServedDemo {
  let fixture: Fixture | undefined;
  let demo: DemoServer | undefined;
  const current = (): DemoServer => {
    if (!demo) throw new Error('serveFixture: the server is read outside a test (it starts in a before hook)');
    return demo;
  };
  (scope === 'all' ? beforeAll : beforeEach)(async () => {
    fixture = await makeFixture();
    await prepare(fixture.appDist);
    demo = await start(fixture, options);
  });
  (scope === 'all' ? afterAll : afterEach)(async () => {
    await demo?.close();
    await fixture?.cleanup();
    demo = undefined;
    fixture = undefined;
  });
  return {
    get url() {
      return current().url;
    },
    get api() {
      return current().api;
    },
    get appDist() {
      current();
      return (fixture as Fixture).appDist;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose target goes on the wire exactly as given. */
export function raw(
  baseUrl: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: target, method: init.method ?? 'GET', headers: init.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export function gatewayHeaders(service: 'bottle' | 'user', accessToken?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE,
    [GATEWAY_SERVICE_HEADER]: GATEWAY_SERVICE[service],
    ...(accessToken ? { [SSP_HEADERS.token]: accessToken } : {}),
  };
}

export async function postJson<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** Signs in over HTTP as a demo member (password bottle1234) and gives the access token. */
export async function login(baseUrl: string, loginId = 'demo'): Promise<string> {
  const { status, body } = await postJson<LoginResponse>(
    baseUrl,
    '/user-api/fo/user/ssobottle/login/auto-sso',
    { login_id: loginId, password: 'bottle1234' },
    gatewayHeaders('user'),
  );
  if (status !== 200 || !body.access_token) throw new Error(`login ${loginId} failed: ${status} ${JSON.stringify(body)}`);
  return body.access_token;
}
