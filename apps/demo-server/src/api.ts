/**
 * Node's HTTP on one side, libs/mock-api's MSW handlers on the other: the demo
 * server answers the API bases. The handlers are the ones unit tests run through msw/node; here MSW's server-side
 * entry point `getResponse(handlers, request)` resolves a WHATWG Request made from the incoming
 * message, and the Response it gives is written back as it is: status, every header (the chat
 * thread id, several set-cookie), body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESS_MIN_BYTES, compress, isCompressible, negotiateEncoding } from './compress';

/** The same-origin bases of apps/bottle-web's config (env.ts) and the demo's own controls. */
export const API_BASES = ['/api', '/user-api', '/chat-api', '/mock-api', '/desk-api'] as const;
/** The social providers' token endpoints the app posts to (env.ts social.*.tokenUrl). */
export const OAUTH_TOKEN_PATHS = ['/oauth/kakao/token', '/oauth/naver/token'] as const;

/**
 * Request bodies above this are refused with 413. The largest honest body is a sommelier photo:
 * the app takes pictures up to 10 MB (chat MAX_IMAGE_BYTES), sent as a base64 data URL in JSON,
 * about 13.4 MB; 16 MiB leaves room for that and nothing much more. The image bucket's chunks
 * (libs/api A38) are 65536 bytes each, far below it; its routes are same-origin under /api, so the
 * CSP's `connect-src 'self'` covers them.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024 * 1024;

export function isApiPath(path: string): boolean {
  return API_BASES.some((base) => path === base || path.startsWith(`${base}/`)) || (OAUTH_TOKEN_PATHS as readonly string[]).includes(path);
}

/** The sign-on host's pages (src/sso/pages.ts). */
export function isSsoPath(path: string): boolean {
  return path === '/sso' || path.startsWith('/sso/') || /^\/oauth\/(kakao|naver)\/authorize$/.test(path);
}

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`the request body is larger than ${Math.round(limit / 1024 / 1024)} MB`);
  }
}

/** The whole body, refused as soon as it passes `limit` (by its Content-Length or as it streams). */
export async function readRequestBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The origin the browser used, from the Host header (a phone on the LAN reaches the server by
 * its address, not by localhost); a missing or odd Host falls back to the listening address.
 */
export function originOf(request: IncomingMessage, fallbackHost: string): string {
  const host = request.headers.host;
  return `http://${host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : fallbackHost}`;
}

/** A WHATWG Request for the incoming message: absolute URL, method, every header, the body. */
export function toFetchRequest(request: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i] as string, raw[i + 1] as string);
    } catch {
      // A header Fetch cannot carry is dropped; Node's parser has checked the rest.
    }
  }
  const method = request.method ?? 'GET';
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD' && body.length > 0) init.body = new Uint8Array(body);
  return new Request(`${origin}${request.url ?? '/'}`, init);
}

/** Headers the server sets itself from the body it writes. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

export interface WriteOptions {
  /** Added when the Response sets none (API answers are personal: `no-store`). */
  cacheControl?: string;
}

/**
 * Writes a Fetch Response to the Node response; compresses a text body of 1 KB or more as the
 * client accepts. `Response.error()` (a scenario's network failure) drops the connection, as a
 * broken network would. Returns the status written, or undefined for a dropped connection.
 */
export async function writeFetchResponse(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Response,
  options: WriteOptions = {},
): Promise<number | undefined> {
  if (answer.type === 'error') {
    request.socket.destroy();
    return undefined;
  }
  let body: Buffer = Buffer.from(await answer.arrayBuffer());
  for (const [name, value] of answer.headers) {
    if (!OWN_HEADERS.has(name)) response.setHeader(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader('set-cookie', cookies);
  if (options.cacheControl && !answer.headers.has('cache-control')) response.setHeader('cache-control', options.cacheControl);
  response.setHeader('x-content-type-options', 'nosniff');
  const type = answer.headers.get('content-type');
  if (isCompressible(type) && body.length >= COMPRESS_MIN_BYTES) {
    response.setHeader('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding) {
      body = await compress(body, encoding, 'dynamic');
      response.setHeader('content-encoding', encoding);
    }
  }
  response.setHeader('content-length', body.length);
  response.writeHead(answer.status, answer.statusText || undefined);
  response.end(request.method === 'HEAD' ? undefined : body);
  return answer.status;
}

/** A JSON error in the ServerResult shape every handler answers errors with (libs/api A1). */
export function jsonError(response: ServerResponse, status: number, message: string, extraHeaders: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify({ rspC: '99', rspDtc: String(status), rspMsgCn: message }));
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': body.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  });
  response.end(body);
}
