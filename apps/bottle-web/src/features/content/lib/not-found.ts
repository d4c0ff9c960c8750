/**
 * A 404 from the server (unknown dish, note, event…) is shown as "not found", not as an error
 * with a retry that can never succeed.
 */
import { isApiError } from '@bottle/api';

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
