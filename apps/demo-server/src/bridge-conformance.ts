/**
 * The native teams' conformance page of @bottle/bridge at
 * /bridge-conformance/: the static build of libs/bridge/conformance
 * (`npx nx run bridge:build-conformance` → dist/libs/bridge-conformance). The page gets the same
 * strict policy as an app page, with its own nonce on its script and style tags; its script
 * sets no HTML, so Trusted Types has nothing to allow.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { htmlSecurityHeaders, newNonce, withNonce } from './security';

export const BRIDGE_CONFORMANCE_PATH = '/bridge-conformance';

export function isBridgeConformancePath(path: string): boolean {
  return path === BRIDGE_CONFORMANCE_PATH || path.startsWith(`${BRIDGE_CONFORMANCE_PATH}/`);
}

export interface BridgeConformanceOptions {
  /** The built page: index.html and assets/. */
  readonly dir: string;
  /** The style hashes the app pages' policy allows (passed through unchanged). */
  readonly styleHashes?: readonly string[];
}

async function readOrUndefined(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, request: IncomingMessage, status: number, type: string, body: Buffer | string): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  response.setHeader('content-type', type);
  response.setHeader('cache-control', 'no-cache');
  response.setHeader('content-length', bytes.length);
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

export async function serveBridgeConformance(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  options: BridgeConformanceOptions,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(response, request, 405, 'text/plain; charset=utf-8', 'GET only');
    return;
  }
  // The page's links are relative (it is a static folder anywhere): it must be read as a folder.
  if (path === BRIDGE_CONFORMANCE_PATH) {
    response.setHeader('location', `${BRIDGE_CONFORMANCE_PATH}/`);
    send(response, request, 308, 'text/plain; charset=utf-8', `${BRIDGE_CONFORMANCE_PATH}/`);
    return;
  }
  const rest = path.slice(BRIDGE_CONFORMANCE_PATH.length + 1);
  if (rest === '' || rest === 'index.html') {
    const html = await readOrUndefined(join(options.dir, 'index.html'));
    if (!html) {
      send(
        response,
        request,
        503,
        'text/plain; charset=utf-8',
        `The conformance page is not built (no index.html in ${options.dir}): npx nx run bridge:build-conformance`,
      );
      return;
    }
    const nonce = newNonce();
    for (const [name, value] of Object.entries(htmlSecurityHeaders({ nonce, styleHashes: options.styleHashes })))
      response.setHeader(name, value);
    send(response, request, 200, 'text/html; charset=utf-8', withNonce(html.toString('utf8'), nonce));
    return;
  }
  // One level of assets/, file names only (the request target was already checked for '..').
  const match = /^assets\/([\w.-]+\.js)$/.exec(rest);
  const file = match?.[1] ? await readOrUndefined(join(options.dir, 'assets', basename(match[1]))) : undefined;
  if (!file) {
    send(response, request, 404, 'text/plain; charset=utf-8', 'Not found');
    return;
  }
  send(response, request, 200, 'text/javascript; charset=utf-8', file);
}
