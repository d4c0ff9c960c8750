/**
 * Every request header of the library is decided here (architecture.md "Contracts fixed here",
 * spec §7, §9).
 */
import {
  CHANNEL_HEADER_VALUE,
  GATEWAY_SERVICE,
  GATEWAY_SERVICE_HEADER,
  SSP_HEADERS,
  THREAD_ID_HEADER,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@bottle/domain';
import type { ServiceName } from './config';
import type { ApiTokens } from './tokens';

export interface HeaderInput {
  service: ServiceName;
  /** Absolute request URL. */
  url: string;
  /** Page origin (XSRF goes only there). */
  origin: string;
  tokens: ApiTokens;
  /** The `document.cookie` string. */
  cookies: string;
  /** Stored chat thread id, sent on chat requests that use it. */
  threadId?: string | null;
  /** Call-specific headers (e.g. the recent-search count's cno). */
  extra?: Record<string, string>;
  /** The member's language ('ko', 'en'), sent as Accept-Language when known. */
  language?: string | undefined;
}

/** Reads one cookie's value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** True when `url` is on `origin` (the XSRF rule of spec §9). */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * Headers of one request:
 * - bottle and user bases: x-ssp-token, x-ssp-refresh-token (when held), x-ssp-channel: 3,
 *   Content-Type: application/json, and the gateway header naming the service (spec §7);
 * - chat base: Content-Type: application/json, plus the thread id when one is stored (spec §3);
 * - any base on the page origin: X-XSRF-TOKEN from the XSRF-TOKEN cookie (spec §9);
 * - every base: Accept-Language with the member's language, when the app set one.
 */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (input.language) headers['Accept-Language'] = input.language;
  if (input.service === 'chat') {
    if (input.threadId) headers[THREAD_ID_HEADER] = input.threadId;
  } else {
    if (input.tokens.accessToken) headers[SSP_HEADERS.token] = input.tokens.accessToken;
    if (input.tokens.refreshToken) headers[SSP_HEADERS.refreshToken] = input.tokens.refreshToken;
    headers[SSP_HEADERS.channel] = CHANNEL_HEADER_VALUE;
    headers[GATEWAY_SERVICE_HEADER] = GATEWAY_SERVICE[input.service];
  }
  if (isSameOrigin(input.url, input.origin)) {
    const xsrf = readCookie(input.cookies, XSRF_COOKIE_NAME);
    if (xsrf) headers[XSRF_HEADER_NAME] = xsrf;
  }
  return { ...headers, ...input.extra };
}
