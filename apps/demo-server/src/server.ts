/**
 * The demo server: one Node process that serves the built app and answers its API
 * with libs/mock-api, so the demo is the live app over real HTTP.
 *
 * Routing, in order, after the target is checked (src/target.ts: no `..`, backslash or NUL):
 * 1. the API bases (/api, /user-api, /chat-api, /mock-api and the social token endpoints): MSW's
 *    `getResponse` over libs/mock-api's handlers (src/api.ts); a path no handler answers is 404
 *    JSON; OPTIONS is 204 (same origin: no CORS headers);
 * 2. the sign-on host's pages (/sso/..., /oauth/(kakao|naver)/authorize): src/sso/pages.ts;
 * 3. the store desk (src/desk.ts, /desk/: its files, else its index.html);
 * 4. the built app (src/static.ts): a file if there is one, `?demo-reset=1` on a page resets the
 *    demo and redirects without it, a missing /assets/ file is 404 (a stale chunk fails
 *    visibly), every other GET gets index.html (the app's routes).
 *
 * Persistence and concurrency. The backend lives in this process's memory; every change is
 * saved to DEMO_DATA_DIR/state.json (src/state-file.ts) before the answer of the call that made
 * it goes out. Calls from several members are applied one at a time because Node runs one
 * piece of JavaScript at a time: a handler's changes are plain synchronous code between its
 * awaits (the two handlers that await mid-call, a chat photo and the staff pass-code check,
 * change the state only in the synchronous step after their await, and what they do before it,
 * a new chat thread or a pickup's time-driven step, is whole on its own). The snapshot a save
 * takes is serialised synchronously in `persist()`, so it can only hold calls' changes whole,
 * never half of one. A call whose change was captured by another call's snapshot still waits
 * for that write before answering (StatePersister), so no answer outruns the disk.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getResponse } from 'msw';
import { type MockApi } from '@bottle/mock-api';
import {
  BodyTooLargeError,
  DEFAULT_BODY_LIMIT,
  isApiPath,
  isSsoPath,
  jsonError,
  originOf,
  readRequestBody,
  toFetchRequest,
  writeFetchResponse,
} from './api';
import { type Latency } from './config';
import { formatRequestLine, redactTarget } from './log';
import { ssoPages } from './sso/pages';
import { isPgPath, pgPages } from './pg/window';
import { isBridgeConformancePath, serveBridgeConformance } from './bridge-conformance';
import { ASSETS_PREFIX, createStaticFiles, type StaticFile } from './static';
import { createPreloadPlan } from './route-preload';
import { createPrerenderedPages, matchPrerendered, type PrerenderedMatch } from './prerendered';
import { CSP_REPORT_PATH, contentSecurityPolicy, describeViolations, HARDENING_HEADERS, sha256Source, vaulStyleHash } from './security';
import { parseTarget } from './target';
import { openDemoState, type DemoStateInfo } from './demo-state';
import { DemoServerError, listen, listenError, urlHost } from './listen';
import { createPageSender } from './page-sender';
import { htmlNotFound, plain } from './responses';
import { createDeskPages, isDeskPath } from './desk';
import { createGalleryPages } from './gallery';
import { createBuildCspOptions } from './build-csp';
import { checkControl, fromOwnOrigin, hasOperatorKey, isControlPath, OPERATOR_PAGE_PATH, handleOperatorPage } from './operator';

/** The query parameter that resets the demo when a page is opened with it (=1). */
export const DEMO_RESET_PARAM = 'demo-reset';

export interface DemoServerOptions {
  /** The built app: a folder with index.html and assets/. */
  appDist: string;
  /** Where state.json is kept (created if missing). */
  dataDir: string;
  /** Default 'localhost'; '0.0.0.0' listens on every interface. */
  host?: string;
  /** Default 4200; 0 picks a free port (see `url`). */
  port?: number;
  /** API answer delay in ms, fixed or [min, max]; default 40-150. */
  latency?: Latency;
  /** Start from the seed state (and save it) instead of the saved one. */
  reset?: boolean;
  /** The built store desk, served at /desk/; default dist/apps/store-desk beside the app's dist. */
  deskDist?: string;
  /**
   * A lone demo's store: it confirms a reservation this many seconds after it
   * is made and sets it aside as long after that; null: only the store desk does. Default: the
   * saved setting, else 120 and 600 s.
   */
  storeStepSeconds?: number | null;
  /** The built bridge conformance page; default dist/libs/bridge-conformance beside the app's dist. */
  conformanceDist?: string;
  /** The built libs/ui gallery, served at /gallery/; default dist/libs/ui-gallery beside the app's dist. */
  galleryDist?: string;
  /** Where request lines go; false for none. Default console.log. */
  log?: false | ((line: string) => void);
  /** Where problems go (a broken state file moved aside, a failed save). Default console.error. */
  warn?: (message: string) => void;
  /** Largest request body accepted; default 8 MB. */
  bodyLimit?: number;
  /** Compress the app's text files in the background at start. Default true. */
  warmCache?: boolean;
  /**
   * The demo operator's key (src/operator.ts), needed by every demo control and by
   * `?demo-reset=1`; default the one kept in `dataDir`, else a new random one kept there.
   */
  operatorKey?: string;
  /** Connection time-outs and the cap per client address (`ConnectionLimits`); default `DEFAULT_LIMITS`. */
  limits?: Partial<ConnectionLimits>;
}

/**
 * How long a client may take and how many connections one address may hold. A client sending a
 * header byte a second held a connection for as long as it liked; one address opening hundreds
 * held them all.
 */
export interface ConnectionLimits {
  /** The whole request head must arrive within this (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node's `requestTimeout`; a 13 MB photo on a slow phone fits). */
  requestTimeoutMs: number;
  /** Open connections one client address may hold; more are closed at once. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, maxConnectionsPerAddress: 64 };

export type { StateOrigin } from './demo-state';
export { DemoServerError, type DemoServerErrorCode } from './listen';

export interface DemoServer {
  server: Server;
  /** e.g. http://localhost:4200 (no trailing slash). */
  url: string;
  api: MockApi;
  state: DemoStateInfo;
  /** Stops accepting, lets the calls under way finish, writes the state, closes. */
  close(): Promise<void>;
  /** The CSP violations browsers reported to /csp-report, as logged. */
  cspReports: readonly string[];
  /** The demo operator's key (src/operator.ts): the start banner prints it. */
  operatorKey: string;
}

/** How long close() lets calls under way finish before it cuts their connections. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Replaces the MSW service worker a browser may still have registered from the in-page demo
 * (the demo backend no longer runs in the page): it takes over, unregisters itself and reloads the pages it controlled,
 * so they reach this server's API instead of a worker that no longer has a backend.
 */
const RETIRED_WORKER = `// Bottle demo: the demo backend is a server now; this retires the old worker.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => clients.forEach((client) => client.navigate(client.url))),
  );
});
`;

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

export async function createDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const appDist = resolve(options.appDist);
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? 'localhost';
  const port = options.port ?? 4200;
  const warn = options.warn ?? ((message: string) => console.error(message));
  const log = options.log === undefined ? (line: string) => console.log(line) : options.log;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;

  if (!(await isFile(join(appDist, 'index.html')))) {
    throw new DemoServerError(
      'NO_APP',
      `No built app in ${appDist} (index.html is missing). Build the app first: npx nx run bottle-web:build (npm start does it), or point APP_DIST at a built app.`,
    );
  }

  // ---- the state ------------------------------------------------------------------------------
  const { api, persist, info, stateFile, operatorKey, resetDemo } = await openDemoState({
    dataDir,
    warn,
    ...(options.reset !== undefined ? { reset: options.reset } : {}),
    ...(options.latency !== undefined ? { latency: options.latency } : {}),
    ...(options.storeStepSeconds !== undefined ? { storeStepSeconds: options.storeStepSeconds } : {}),
    ...(options.operatorKey !== undefined ? { operatorKey: options.operatorKey } : {}),
  });

  // ---- the app's files ------------------------------------------------------------------------
  const statics = createStaticFiles(appDist);
  const desk = createDeskPages(options.deskDist ?? resolve(appDist, '../store-desk'));
  const gallery = createGalleryPages(options.galleryDist ?? resolve(appDist, '../../libs/ui-gallery'));
  const preloadPlan = createPreloadPlan(appDist);
  const buildCspOptions = createBuildCspOptions(appDist, warn);
  const prerenderedPages = createPrerenderedPages(appDist);
  const vaulHash = vaulStyleHash();
  if (!vaulHash)
    warn('vaul was not found: its drawer stylesheet has no hash in the Content-Security-Policy (drawers lose their animation)');
  // vaul appends its style tag empty and fills it after: the empty one is checked too (harmless).
  const styleHashes = vaulHash ? [vaulHash, sha256Source('')] : [];
  /** CSP violations reported by browsers since the start (GET /mock-api/csp-reports lists them). */
  const cspReports: string[] = [];
  const stopWarming = new AbortController();
  const warming =
    (options.warmCache ?? true)
      ? statics.warm(stopWarming.signal).catch((error: unknown) => {
          if (!stopWarming.signal.aborted)
            warn(`Compressing the app's files in advance failed (they are compressed on request instead): ${(error as Error).message}`);
        })
      : Promise.resolve();

  // ---- requests -------------------------------------------------------------------------------
  async function handleApi(request: IncomingMessage, response: ServerResponse, origin: string, path: string): Promise<void> {
    if (request.method === 'OPTIONS') {
      // Same origin only: no Access-Control-Allow-Origin, so another site's preflight fails.
      response.writeHead(204, { allow: 'GET, POST, OPTIONS', 'cache-control': 'no-store' }).end();
      return;
    }
    const body = await readRequestBody(request, bodyLimit);
    const answer = await getResponse(api.handlers, toFetchRequest(request, origin, body));
    // A handler that changed the state and then failed answers an error: its change is saved too.
    await persist();
    if (!answer) {
      jsonError(response, 404, `unknown API path ${request.method ?? ''} ${path}`);
      return;
    }
    await writeFetchResponse(request, response, answer, { cacheControl: 'no-store' });
  }

  async function handleSso(
    request: IncomingMessage,
    response: ServerResponse,
    origin: string,
    path: string,
    pages = ssoPages,
  ): Promise<void> {
    const body = await readRequestBody(request, bodyLimit);
    const answer = await pages(toFetchRequest(request, origin, body), { api, origin });
    await persist();
    if (!answer) {
      htmlNotFound(response, path);
      return;
    }
    await writeFetchResponse(request, response, answer, { cacheControl: 'no-store' });
  }

  const sendPage = createPageSender({ preloadPlan, buildCspOptions, styleHashes });

  /** The prerendered page answering an app route, with its file, if the build has one. */
  async function prerenderedPage(path: string, query: string): Promise<{ file: StaticFile; match: PrerenderedMatch } | undefined> {
    const match = matchPrerendered(await prerenderedPages(), path, query);
    const file = match ? await statics.lookup(`/${match.entry.file}`) : undefined;
    return match && file ? { file, match } : undefined;
  }

  /** CSP violation reports (report-uri and the Reporting API): logged, and kept for the tests. */
  async function handleCspReport(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readRequestBody(request, 64 * 1024);
    for (const line of describeViolations(body.toString('utf8'))) {
      cspReports.push(line);
      warn(line);
    }
    response.writeHead(204, { 'cache-control': 'no-store' }).end();
  }

  async function handleApp(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    rawPath: string,
    query: string,
    requestOrigin: string,
  ): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const isAsset = path.startsWith(ASSETS_PREFIX);
    const file = await statics.lookup(path);
    const isPage = file ? file.type.startsWith('text/html') : !isAsset;
    if (request.method === 'GET' && isPage && query) {
      const params = new URLSearchParams(query);
      if (params.get(DEMO_RESET_PARAM) === '1') {
        // Only the operator resets, from this demo's own pages or an address typed in: an <img> or
        // a link on another site carries neither the key's cookie (SameSite=Strict) nor this origin.
        if (!fromOwnOrigin(request, requestOrigin) || !hasOperatorKey(request, operatorKey)) {
          const then = `${rawPath}?${query}`;
          response
            .writeHead(303, { location: `${OPERATOR_PAGE_PATH}?then=${encodeURIComponent(then)}`, 'cache-control': 'no-store' })
            .end();
          return;
        }
        resetDemo();
        await persist();
        params.delete(DEMO_RESET_PARAM);
        const rest = params.toString();
        response.writeHead(302, { location: `${rawPath}${rest ? `?${rest}` : ''}`, 'cache-control': 'no-store' }).end();
        return;
      }
    }
    // An app route with a prerendered page (home is one: '/' names index.html on disk).
    const prerendered = !isAsset && (!file || path === '/') ? await prerenderedPage(path, query) : undefined;
    if (prerendered) {
      await sendPage(request, response, prerendered.file, path, prerendered.match);
      return;
    }
    if (file) {
      if (file.type.startsWith('text/html')) await sendPage(request, response, file);
      else await statics.send(request, response, file);
      return;
    }
    if (path === '/mockServiceWorker.js') {
      plain(response, 200, RETIRED_WORKER, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      return;
    }
    if (isAsset) {
      // Never index.html for a chunk: a page of an older build must fail visibly, not run HTML as JS.
      plain(response, 404, `Not found: ${path}`);
      return;
    }
    const index = await statics.lookup('/index.html');
    if (!index) {
      plain(response, 503, `The app is not built (no index.html in ${appDist}): npx nx run bottle-web:build`);
      return;
    }
    await sendPage(request, response, index, path);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parsed = parseTarget(request.url);
    if (!parsed.ok) {
      plain(response, 400, `Bad request: ${parsed.reason}`);
      return;
    }
    const { path, rawPath, query } = parsed.target;
    const origin = originOf(request, `${urlHost(host)}:${(server.address() as AddressInfo | null)?.port ?? port}`);
    try {
      if (path === CSP_REPORT_PATH && request.method === 'POST') return await handleCspReport(request, response);
      // Source maps hold the full source: a build keeps them for error reporting, never served
      // (tools/vite-private-sourcemaps.ts), even when a folder still has one.
      if (path.endsWith('.map')) {
        plain(response, 404, `Not found: ${path}`);
        return;
      }
      if (path === OPERATOR_PAGE_PATH) return await handleOperatorPage(request, response, origin, query, operatorKey);
      if (isControlPath(path)) {
        const verdict = checkControl(request, origin, operatorKey);
        if (!verdict.ok) {
          // The body is not read: the connection closes after this answer.
          jsonError(response, verdict.status, verdict.message, { connection: 'close' });
          return;
        }
      }
      if (isApiPath(path)) return await handleApi(request, response, origin, path);
      if (isSsoPath(path)) return await handleSso(request, response, origin, path);
      // The demo payment gateway (src/pg/window.ts): pages like the sign-on host's.
      if (isPgPath(path)) return await handleSso(request, response, origin, path, pgPages);
      if (isDeskPath(path)) return await desk.handle(request, response, path, (file) => sendPage(request, response, file));
      if (gallery.owns(path)) return await gallery.handle(request, response, path, (file) => sendPage(request, response, file));
      if (isBridgeConformancePath(path))
        return await serveBridgeConformance(request, response, path, {
          dir: options.conformanceDist ?? resolve(appDist, '../../libs/bridge-conformance'),
          styleHashes,
        });
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      // The rest of the body is not read: the connection closes after this answer.
      jsonError(response, 413, error.message, { connection: 'close' });
      return;
    }
    if (path === '/oauth' || path.startsWith('/oauth/')) {
      htmlNotFound(response, path);
      return;
    }
    await handleApp(request, response, path, rawPath, query, origin);
  }

  const limits: ConnectionLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks both time-outs every this often (30 s by default): a slow client is then cut
      // off within a second of its time-out, not up to 30 s after it.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    (request, response) => {
      const at = new Date();
      const started = performance.now();
      // Every answer: the hardening headers and a policy without a nonce (an HTML app page replaces
      // it with its own, sendPage); the sign-on host's pages, error pages and JSON are covered too.
      for (const [name, value] of Object.entries(HARDENING_HEADERS)) response.setHeader(name, value);
      response.setHeader('content-security-policy', contentSecurityPolicy({ styleHashes }));
      if (log) {
        response.once('close', () => {
          log(
            formatRequestLine({
              at,
              method: request.method ?? '-',
              target: request.url ?? '',
              // A dropped connection (a network-error scenario, a client gone) has no status.
              status: response.headersSent ? response.statusCode : '-',
              durationMs: performance.now() - started,
            }),
          );
        });
      }
      route(request, response).catch((error: unknown) => {
        warn(
          `${request.method ?? '-'} ${redactTarget(request.url ?? '')} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (response.headersSent) response.destroy();
        else plain(response, 500, 'Internal server error (see the demo server log)');
      });
    },
  );

  const perAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '?';
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });

  try {
    await listen(server, port, host);
  } catch (error) {
    stopWarming.abort();
    await Promise.all([stateFile.idle(), warming]);
    throw listenError(error as NodeJS.ErrnoException, host, port);
  }
  const address = server.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      stopWarming.abort();
      const closed = new Promise<void>((done) => server.close(() => done()));
      // Keep-alive connections with no call under way would hold close() open.
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      grace.unref();
      await closed;
      clearTimeout(grace);
      await persist();
      await stateFile.idle();
      await warming;
    })();
    return closing;
  };

  return { server, url, api, state: info, close, cspReports, operatorKey };
}
