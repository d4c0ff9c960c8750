/**
 * @bottle/api/desk: the store desk's calls, a separate entry so the member
 * app's bundle never carries them. Contract: apps/store-desk/README.md.
 */
export * from './desk/desk-api';
export { DESK_REFUSE_REASONS, DESK_REVIEW_CODES } from './types/desk';
export type * from './types/desk';
export { isApiError } from './lib/errors';
export type { ApiError } from './lib/errors';
