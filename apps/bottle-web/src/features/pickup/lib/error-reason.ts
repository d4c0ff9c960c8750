/**
 * A short, translated reason for a failed pickup or alarm call (spec §8 generic error kinds),
 * instead of the server's raw text (which may be a developer message).
 */
import { isApiError } from '@bottle/api';
import type { PickupMessageKey } from '../messages';

export function reasonKey(error: unknown): PickupMessageKey {
  if (!isApiError(error)) return 'error.default';
  switch (error.kind) {
    case 'offline':
      return 'error.offline';
    case 'network':
      return 'error.http.network';
    case 'timeout':
      return 'error.http.timeout';
    case 'cancelled':
      return 'error.http.cancelled';
    case 'bad-request':
      return error.status === 409 ? 'pickup.errorStock' : 'error.http.badRequest';
    default:
      return 'error.default';
  }
}
