/**
 * The one error type the screens switch on (spec §8 "The HTTP client's generic error kinds are
 * network error, timeout, cancelled, bad request and bad response", plus the 401 and offline
 * cases of §4 and §9). Every base query of this library returns `{ error: ApiError }`; it never
 * throws.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'cancelled' | 'bad-request' | 'bad-response' | 'unauthorized' | 'offline';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status when an answer arrived. */
  status?: number;
  /** Server result code and detail (spec §8) when the answer carried them. */
  rspC?: string;
  rspDtc?: string;
  /** The server's message (rspMsgCn / message) or a fixed English description of the kind. */
  message: string;
}

const DEFAULT_MESSAGES: Record<ApiErrorKind, string> = {
  network: 'Network error',
  timeout: 'The request timed out',
  cancelled: 'The request was cancelled',
  'bad-request': 'Bad request',
  'bad-response': 'Bad response from the server',
  unauthorized: 'Unauthorized',
  offline: 'The device is offline',
};

/** Builds an ApiError with the default message of its kind. */
export function apiError(kind: ApiErrorKind, extra: Partial<Omit<ApiError, 'kind'>> = {}): ApiError {
  return { kind, message: extra.message || DEFAULT_MESSAGES[kind], ...omitUndefined({ ...extra, message: undefined }) };
}

function omitUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * Turns an HTTP answer that is not 2xx into an ApiError: 401 → unauthorized, other 4xx →
 * bad-request, 5xx and anything else → bad-response. rspC/rspDtc/rspMsgCn are read from the body.
 */
export function errorFromStatus(status: number, body: unknown): ApiError {
  const kind: ApiErrorKind = status === 401 ? 'unauthorized' : status >= 400 && status < 500 ? 'bad-request' : 'bad-response';
  return apiError(kind, {
    status,
    rspC: stringField(body, 'rspC'),
    rspDtc: stringField(body, 'rspDtc'),
    message: stringField(body, 'rspMsgCn') ?? stringField(body, 'message') ?? `${DEFAULT_MESSAGES[kind]} (HTTP ${status})`,
  });
}

/** Network errors and 5xx answers are worth another try (spec §9); 4xx never. */
export function isRetryable(error: ApiError): boolean {
  return error.kind === 'network' || (error.kind === 'bad-response' && error.status !== undefined && error.status >= 500);
}

/** True when a value has the ApiError shape (for `isApiError(result.error)` in screens). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && kind in DEFAULT_MESSAGES && typeof (value as { message?: unknown }).message === 'string';
}

/** Thrown (only) by the calls made outside RTK Query, e.g. the OAuth code exchange. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}
