/**
 * The gateway every mock handler goes through: scenarios, latency, the spec §7 headers, tokens,
 * JSON bodies and errors, so each endpoint handler is only its business answer.
 */
import { inEnglish, wantsEnglish } from './language';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { CHANNEL_HEADER_VALUE, GATEWAY_SERVICE, GATEWAY_SERVICE_HEADER, SSP_HEADERS } from '@bottle/domain';
import type { MockBackend } from '../state/backend';
import { StoreDesk } from '../state/desk';
import { Draws } from '../state/draws';
import { MOCK_CODES, MockApiError, badRequest } from '../state/errors';
import type { Scenarios } from '../scenarios';

/**
 * oauth: a social provider's token endpoint (form-encoded, no gateway headers, RFC 6749 errors);
 * desk: the store desk's calls (apps/store-desk/README.md), under /desk-api.
 */
export type Service = 'bottle' | 'user' | 'chat' | 'mock' | 'oauth' | 'desk';
/**
 * public: the token is not read (sign-on and sign-up, the token refresh itself, which carries the
 * expired token by design, chat, OAuth, the demo's own controls); optional: a visitor without a
 * token, personalised with one, and 401 when the token that came is expired or unknown, as a real
 * gateway answers any call carrying a bad token; token: a valid token required;
 * staff: a store desk's staff token (`Authorization: Bearer`), never a member's.
 */
export type Auth = 'public' | 'optional' | 'token' | 'staff';

export interface HandlerContext {
  backend: MockBackend;
  request: Request;
  /** The JSON body ({} for GET or an empty body); the form fields for a 'form' route. */
  body: Record<string, unknown>;
  /** A 'bytes' route's raw body (`application/octet-stream`); absent for the other routes. */
  bytes?: Uint8Array;
  /** The member when a valid access token came (always set for 'token' routes). */
  cno: string | null;
  /** The store of a valid staff token (always set for 'staff' routes). */
  strCd: string | null;
  /** The `Authorization: Bearer` token that came, if any (the desk's staff token). */
  bearer: string | null;
  accessToken: string | null;
  /** Response headers to add (the chat thread id). */
  responseHeaders: Record<string, string>;
}

export interface RouteSpec {
  method: 'GET' | 'POST';
  path: string;
  service: Service;
  auth: Auth;
  /**
   * How the request body is read: JSON (default), application/x-www-form-urlencoded, or raw
   * bytes (`application/octet-stream`: the image bucket's chunks, which base64 in JSON would
   * make a third larger).
   */
  body?: 'json' | 'form' | 'bytes';
}

/**
 * An OAuth 2.0 error (RFC 6749 §5.2): answered as `{ error, error_description? }` with its status,
 * the way a social provider's token endpoint answers, not as a ServerResult.
 */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly error: 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_client',
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }

  get body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.message };
  }
}

export interface HttpOptions {
  backend: MockBackend;
  scenarios: Scenarios;
  /** Delay before each answer: a fixed ms, or a [min, max] range. 0 in tests. */
  latency: number | readonly [number, number];
  /**
   * Awaited after each call is handled and before its answer goes out: the browser entry saves
   * the state here, so whatever a member saw succeed survives an immediate reload.
   */
  afterAnswer?: () => Promise<void>;
}

/** Every route registered, so a test can walk libs/api's endpoint list against it. */
export type RouteTable = RouteSpec[];

function latencyMs(latency: HttpOptions['latency']): number {
  if (typeof latency === 'number') return latency;
  const [min, max] = latency;
  return min + Math.round(Math.random() * (max - min));
}

/**
 * The gateway check (spec §7): bottle and user-service calls need `x-ssp-channel: 3` and the
 * gateway header naming the right service. A real gateway refuses anything else with 403 before
 * the service sees it, so a wrong client fails in demo mode too.
 */
function checkGateway(request: Request, service: Service): void {
  if (service !== 'bottle' && service !== 'user') return;
  const channel = request.headers.get(SSP_HEADERS.channel);
  const gateway = request.headers.get(GATEWAY_SERVICE_HEADER);
  if (channel !== CHANNEL_HEADER_VALUE) {
    throw new MockApiError(
      403,
      MOCK_CODES.gateway[0],
      MOCK_CODES.gateway[1],
      `gateway: ${SSP_HEADERS.channel} must be ${CHANNEL_HEADER_VALUE}`,
    );
  }
  if (gateway !== GATEWAY_SERVICE[service]) {
    throw new MockApiError(
      403,
      MOCK_CODES.gateway[0],
      MOCK_CODES.gateway[1],
      `gateway: ${GATEWAY_SERVICE_HEADER} must be ${GATEWAY_SERVICE[service]}`,
    );
  }
}

/** A form-encoded body as fields; a body of another content type is an invalid OAuth request. */
async function readForm(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new OAuthError('invalid_request', 'the body must be application/x-www-form-urlencoded');
  }
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** A raw body, for a 'bytes' route: only application/octet-stream, never JSON or a form taken as bytes. */
async function readBytes(request: Request): Promise<Uint8Array> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (!type.startsWith('application/octet-stream')) throw badRequest('the body must be application/octet-stream');
  return new Uint8Array(await request.arrayBuffer());
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return {};
  const text = await request.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('the body is not JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
}

export function createRouter(options: HttpOptions) {
  const routes: RouteTable = [];
  const handlers: HttpHandler[] = [];

  function route(spec: RouteSpec, answer: (ctx: HandlerContext) => unknown): void {
    routes.push(spec);
    const method = spec.method === 'GET' ? http.get : http.post;
    // '*' before the path: the same handlers answer whatever base libs/api is configured with.
    handlers.push(
      method(`*${spec.path}`, async ({ request }) => {
        const scenario = options.scenarios.take(spec.path);
        const wait = scenario?.kind === 'slow' ? scenario.ms : latencyMs(options.latency);
        if (wait > 0) await delay(wait);
        if (scenario?.kind === 'network') return HttpResponse.error();
        if (scenario?.kind === 'status') {
          const [rspC, rspDtc] = scenario.status === 401 ? MOCK_CODES.expired : ['99', String(scenario.status)];
          return HttpResponse.json({ rspC, rspDtc, rspMsgCn: `scenario ${scenario.status}` }, { status: scenario.status });
        }
        const ctx: HandlerContext = {
          backend: options.backend,
          request,
          body: {},
          cno: null,
          strCd: null,
          bearer: null,
          accessToken: null,
          responseHeaders: {},
        };
        try {
          checkGateway(request, spec.service);
          // An empty header is no token (a visitor), not a bad one.
          ctx.accessToken = request.headers.get(SSP_HEADERS.token) || null;
          ctx.bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
          if (spec.auth === 'token') ctx.cno = options.backend.authenticate(ctx.accessToken);
          else if (spec.auth === 'staff') ctx.strCd = new StoreDesk(options.backend).authenticate(ctx.bearer);
          else if (spec.auth === 'optional') ctx.cno = options.backend.optionalMember(ctx.accessToken);
          if (spec.body === 'bytes') ctx.bytes = await readBytes(request);
          else ctx.body = spec.body === 'form' ? await readForm(request) : await readBody(request);
          options.backend.tick();
          // Draws due by the clock are drawn (Web Crypto is async, so not in tick); the demo's own
          // controls only move the clock or the state, and the next business call sees the move.
          if (spec.service !== 'mock') await new Draws(options.backend).settle();
          const result = await answer(ctx);
          await options.afterAnswer?.();
          const body = (result ?? {}) as Record<string, unknown>;
          return HttpResponse.json(wantsEnglish(request) ? inEnglish(body) : body, { headers: ctx.responseHeaders });
        } catch (error) {
          if (error instanceof OAuthError) return HttpResponse.json(error.body, { status: error.status, headers: ctx.responseHeaders });
          if (error instanceof MockApiError) return HttpResponse.json(error.body, { status: error.status, headers: ctx.responseHeaders });
          const message = error instanceof Error ? error.message : String(error);
          return HttpResponse.json({ rspC: '99', rspDtc: '500', rspMsgCn: message }, { status: 500 });
        }
      }),
    );
  }

  return { route, routes, handlers };
}

// ---- small readers of request bodies: a bad field is a typed 400, never a crash -------------

export function str(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !value.trim()) throw badRequest(`${key} is required`);
  return value;
}

export function optStr(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  return value;
}

export function optNum(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw badRequest(`${key} must be a number`);
  return n;
}

/** Page<T> of libs/api (assumption A2): 1-based page_no, page_size default 20, at most 100. */
export function page<T>(body: Record<string, unknown>, all: readonly T[]): { total_cnt: number; list: T[] } {
  const pageNo = Math.max(1, Math.floor(optNum(body, 'page_no') ?? 1));
  const size = Math.min(100, Math.max(1, Math.floor(optNum(body, 'page_size') ?? 20)));
  return { total_cnt: all.length, list: all.slice((pageNo - 1) * size, pageNo * size) };
}
