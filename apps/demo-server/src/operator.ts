/**
 * The demo operator: the one person (or test run) allowed to drive the demo's controls, every
 * call under `/mock-api/*` (reset, clock, maintenance, store timing, the staff shortcuts) and the
 * reset by `?demo-reset=1`. The demo is opened from phones on a shared network, so a control that
 * answered anyone let another member, or any web page a member had open, wipe the demo, stop
 * every API call or move someone's reservation (docs/decisions/0201-demo-operator-key.md).
 *
 * A control call must
 * 1. come from this origin: `Sec-Fetch-Site` absent (curl), `same-origin` or `none`, and an
 *    `Origin`, when sent, equal to the server's own. Anything else is 403: another site, and
 *    another port of the same host (another demo), alike;
 * 2. carry the operator's key: the `X-Demo-Key` header, or the cookie the operator page
 *    (`/demo/operator`) keeps in the operator's browser (HttpOnly, SameSite=Strict: never sent
 *    by another site's page). None or a wrong one is 401;
 * 3. be `application/json` with the app's channel header (`x-ssp-channel: 3`): a page of another
 *    site cannot send either without a CORS preflight, which this server never grants. 415
 *    without them.
 *
 * The key is `DEMO_OPERATOR_KEY` when set, else random (24 bytes of crypto.randomBytes) and kept
 * in `DEMO_DATA_DIR/operator-key` (mode 600) so a restart keeps the browsers that hold it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHANNEL_HEADER_VALUE, SSP_HEADERS } from '@bottle/domain';
import { readRequestBody } from './api';
import { plain } from './responses';

export const OPERATOR_KEY_HEADER = 'x-demo-key';
export const OPERATOR_COOKIE = 'bottle_demo_operator';
export const OPERATOR_PAGE_PATH = '/demo/operator';
/** The demo controls: every path under it needs the operator (libs/mock-api demo-controls.ts). */
export const CONTROL_PREFIX = '/mock-api/';
/** A key the operator chooses must be at least this long, of URL-safe characters. */
export const OPERATOR_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long the operator's browser keeps the key: a month of demos. */
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export function isControlPath(path: string): boolean {
  return path.startsWith(CONTROL_PREFIX) || path === CONTROL_PREFIX.slice(0, -1);
}

/** A fresh key: 24 random bytes, base64url (32 characters). */
export function newOperatorKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The key of this run: the one given, else the one kept in `dataDir`, else a new one written
 * there. A kept file that is not a key is replaced.
 */
export async function loadOperatorKey(dataDir: string, given?: string): Promise<string> {
  if (given !== undefined) {
    if (!OPERATOR_KEY_PATTERN.test(given)) throw new Error('DEMO_OPERATOR_KEY must be 16 to 128 of A-Z a-z 0-9 _ -');
    return given;
  }
  const file = join(dataDir, 'operator-key');
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (OPERATOR_KEY_PATTERN.test(kept)) return kept;
  const key = newOperatorKey();
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** Compares in constant time (hashes first, so the lengths match). */
export function isOperatorKey(given: string | undefined, key: string): boolean {
  return sameKey(given, key);
}

function sameKey(given: string | undefined, key: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(key).digest();
  return timingSafeEqual(a, b);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A cookie of the request by name. */
export function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (header(request, 'cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Whether the request comes from this origin's own pages (or from no page at all: curl, a test,
 * an address typed in the browser). `Sec-Fetch-Site` is what browsers send on every request;
 * `Origin` covers an older browser that sends only that.
 */
export function fromOwnOrigin(request: IncomingMessage, origin: string): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const from = header(request, 'origin');
  return from === undefined || from === origin;
}

/** Whether the request carries the operator's key (header or the operator page's cookie). */
export function hasOperatorKey(request: IncomingMessage, key: string): boolean {
  return sameKey(header(request, OPERATOR_KEY_HEADER), key) || sameKey(cookie(request, OPERATOR_COOKIE), key);
}

export type ControlVerdict = { ok: true } | { ok: false; status: 401 | 403 | 415; message: string };

/** The rules above, in order: origin (403), key (401), JSON with the app's header (415). */
export function checkControl(request: IncomingMessage, origin: string, key: string): ControlVerdict {
  if (request.method === 'OPTIONS') return { ok: true };
  if (!fromOwnOrigin(request, origin))
    return { ok: false, status: 403, message: "demo controls answer this demo's own pages only, not another site" };
  if (!hasOperatorKey(request, key)) {
    return {
      ok: false,
      status: 401,
      message: `demo controls need the operator key (printed by the demo server at start): the ${OPERATOR_KEY_HEADER} header, or open ${OPERATOR_PAGE_PATH} once in this browser`,
    };
  }
  const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' || header(request, SSP_HEADERS.channel) !== CHANNEL_HEADER_VALUE) {
    return { ok: false, status: 415, message: `demo controls take application/json with ${SSP_HEADERS.channel}: ${CHANNEL_HEADER_VALUE}` };
  }
  return { ok: true };
}

/** The Set-Cookie that keeps the key in the operator's browser (never readable by script, never sent cross-site). */
export function operatorCookie(key: string): string {
  return `${OPERATOR_COOKIE}=${key}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict`;
}

/** A path of this origin to go back to after the operator page (a path, never another host). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\0\r\n]/.test(value)) return OPERATOR_PAGE_PATH;
  return value;
}

const PAGE_STYLE = '/sso/host.css';

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The operator page, `/demo/operator`: a script-free form where the operator enters the key once;
 * the server keeps it in the browser's cookie and goes back to `then` (a `?demo-reset=1` page,
 * say). `problem` is shown above the form (a wrong key).
 */
export function operatorPage(options: { then: string; hasKey: boolean; problem?: string }): string {
  const { then, hasKey, problem } = options;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>데모 운영자 키 | Demo operator key</title>
<link rel="stylesheet" href="${PAGE_STYLE}">
</head>
<body>
<main>
<h1>데모 운영자 키 <span lang="en">Demo operator key</span></h1>
<p class="notice">데모 초기화, 시계, 점검 모드, 매장 설정은 데모 서버가 시작할 때 출력한 운영자 키가 있어야 합니다. 이 브라우저에 한 번 입력하면 기억됩니다.<br><span lang="en">Resetting the demo, its clock, maintenance and store settings need the operator key the demo server printed at start. Enter it once and this browser keeps it.</span></p>
${hasKey ? '<p class="notice" role="status">이 브라우저에 운영자 키가 있습니다. <span lang="en">This browser holds the operator key.</span></p>' : ''}
<form method="post" action="${OPERATOR_PAGE_PATH}">
<input type="hidden" name="then" value="${esc(then)}">
<label for="key">운영자 키 <span lang="en">Operator key</span></label>
<input type="password" id="key" name="key" autocomplete="off" required${problem ? ' aria-invalid="true" aria-describedby="key-error"' : ''}>
${problem ? `<p class="error" id="key-error" role="alert">${esc(problem)}</p>` : ''}
<button type="submit">이 브라우저에 저장 <span lang="en">Keep in this browser</span></button>
</form>
</main>
</body>
</html>
`;
}

/** The operator page (src/operator.ts): GET shows the form, POST keeps a right key in the browser. */
export async function handleOperatorPage(
  request: IncomingMessage,
  response: ServerResponse,
  requestOrigin: string,
  query: string,
  operatorKey: string,
): Promise<void> {
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    const bytes = Buffer.from(body);
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': bytes.length,
      'cache-control': 'no-store',
      'referrer-policy': 'same-origin',
      ...headers,
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
  const hasKey = hasOperatorKey(request, operatorKey);
  if (request.method === 'GET' || request.method === 'HEAD') {
    send(200, operatorPage({ then: safeReturnPath(new URLSearchParams(query).get('then')), hasKey }));
    return;
  }
  if (request.method !== 'POST') {
    plain(response, 405, 'Method not allowed', { allow: 'GET, HEAD, POST' });
    return;
  }
  const form = new URLSearchParams((await readRequestBody(request, 4096)).toString('utf8'));
  const then = safeReturnPath(form.get('then'));
  if (!fromOwnOrigin(request, requestOrigin)) {
    send(403, operatorPage({ then, hasKey, problem: '다른 사이트에서 보낸 요청입니다. / A request from another site.' }));
    return;
  }
  const given = form.get('key')?.trim() ?? '';
  if (!OPERATOR_KEY_PATTERN.test(given) || !isOperatorKey(given, operatorKey)) {
    send(401, operatorPage({ then, hasKey, problem: '운영자 키가 맞지 않습니다. / This is not the operator key.' }));
    return;
  }
  response.writeHead(303, { location: then, 'set-cookie': operatorCookie(operatorKey), 'cache-control': 'no-store' }).end();
}
