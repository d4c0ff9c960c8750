/**
 * The set-up the mock API's HTTP tests share: the mock server of a test file (setupMockServer, as
 * the apps' test harnesses have it), and calls made as the app and the store desk make them (the
 * gateway's headers, JSON in and out), answering the status and the parsed body.
 */
import { CHANNEL_HEADER_VALUE, GATEWAY_SERVICE, GATEWAY_SERVICE_HEADER, SSP_HEADERS } from '@bottle/domain';
import type { LoginResponse } from '@bottle/api';

/** Where the mock server answers in the tests (MSW intercepts this origin). */
export const BASE = 'http://localhost';

/** The mock server for a test file (listening for its tests, clean state after each). */
export { setupMockServer } from '../../src/node';

export interface GatewayOptions {
  /** The gateway service the call goes through: `bottle` (default) or `user` (sign-on). */
  readonly service?: 'bottle' | 'user';
  /** The member's access token; none is sent when absent or empty. */
  readonly token?: string;
  /** Accept-Language, when the test asks for a language. */
  readonly lang?: string;
  /** Any further header. */
  readonly extra?: Readonly<Record<string, string>>;
}

/** The headers of an app call through the gateway: JSON, the channel, the service, the token. */
export function gatewayHeaders(opts: GatewayOptions = {}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE,
    [GATEWAY_SERVICE_HEADER]: GATEWAY_SERVICE[opts.service ?? 'bottle'],
    ...(opts.token ? { [SSP_HEADERS.token]: opts.token } : {}),
    ...(opts.lang ? { 'Accept-Language': opts.lang } : {}),
    ...opts.extra,
  };
}

export interface Answer<T> {
  readonly status: number;
  readonly body: T;
}

/** POSTs `body` as JSON to `path` with `headers`; the answer's status and JSON body. */
export async function postJson<T>(path: string, body: unknown, headers: Record<string, string>): Promise<Answer<T>> {
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

/** An app call through the gateway (see gatewayHeaders). */
export function gatewayCall<T = Record<string, unknown>>(path: string, body: unknown = {}, opts: GatewayOptions = {}): Promise<Answer<T>> {
  return postJson<T>(path, body, gatewayHeaders(opts));
}

/** JSON headers with the staff token as a bearer (the store desk's calls and the staff shortcuts). */
export function bearerHeaders(staffToken?: string): Record<string, string> {
  return { 'Content-Type': 'application/json', ...(staffToken ? { Authorization: `Bearer ${staffToken}` } : {}) };
}

/** A store desk call (`/desk-api/desk` + path) with the staff token as a bearer. */
export function deskCall(path: string, body: unknown, staffToken?: string): Promise<Answer<Record<string, unknown>>> {
  return postJson(`/desk-api/desk${path}`, body, bearerHeaders(staffToken));
}

/** The sign-on's answer for `id` (the demo members' password by default), as the app logs in. */
export async function logIn(id = 'demo', password = 'bottle1234'): Promise<LoginResponse> {
  return (await gatewayCall<LoginResponse>('/fo/user/ssobottle/login/auto-sso', { login_id: id, password }, { service: 'user' })).body;
}
