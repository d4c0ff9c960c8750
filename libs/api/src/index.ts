/**
 * @bottle/api: every network call of the Bottle app (spec §4 "Token refresh", §7, §9).
 * Response and request shapes; the assumptions behind them are in libs/api/ASSUMPTIONS.md.
 */
export type * from './types/index';
export * from './sso/index';
export { apiError, errorFromStatus, isApiError, isRetryable, ApiCallError } from './lib/errors';
export type { ApiError, ApiErrorKind } from './lib/errors';
