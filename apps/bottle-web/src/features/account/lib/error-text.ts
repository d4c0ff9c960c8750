/**
 * The member-facing text of a failed call (spec §8 "Other errors": network error, timeout,
 * cancelled, bad request, bad response), from the catalogue. A server message (rspMsgCn) wins
 * when the answer carried one.
 */
import { isApiError, type ApiError } from '@bottle/api';
import type { Translate } from '../../../lib/i18n';
import type { AccountMessageKey } from '../messages';

const KIND_KEYS: Record<ApiError['kind'], AccountMessageKey> = {
  network: 'error.http.network',
  timeout: 'error.http.timeout',
  cancelled: 'error.http.cancelled',
  'bad-request': 'error.http.badRequest',
  'bad-response': 'error.http.badResponse',
  unauthorized: 'error.default',
  offline: 'error.offline',
};

/** The ApiError inside an RTK Query error or an ApiCallError, if any. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (isApiError(error)) return error;
  if (typeof error === 'object' && error !== null && 'error' in error && isApiError((error as { error: unknown }).error)) {
    return (error as { error: ApiError }).error;
  }
  return undefined;
}

export function errorText(error: unknown, t: Translate<AccountMessageKey>): string {
  const apiError = apiErrorOf(error);
  if (!apiError) return t('error.default');
  return t(KIND_KEYS[apiError.kind] ?? 'error.default');
}
