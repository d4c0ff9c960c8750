/**
 * Which calls may be made without a token (spec §6, §7): the spec's public list, the token-free
 * login and signup paths, and the public calls libs/api adds. Read by the base query's warning
 * for a token-less call off the list (./base-query.ts), loaded apart from it: the list is no
 * first screen's business.
 */
import { isPublicEndpoint, isTokenFreePath } from '@bottle/domain';

/**
 * Public calls libs/api adds beyond spec §7's list (ASSUMPTIONS.md A21, A38, A39, A40): callable without a token
 * like the spec's public product calls, so they do not warn either.
 */
export const EXTRA_PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/app/product/store/stock',
  // Reviews (A40): a visitor reads a product's reviews and their summary.
  '/app/review/list',
  '/app/review/summary',
  // The image bucket (A38): a visitor's sommelier photo goes up too.
  '/app/bucket/upload/start',
  '/app/bucket/upload/chunk',
  '/app/bucket/upload/status',
  '/app/bucket/upload/finish',
  // Draws (A39): a visitor sees a bottle's draws, a draw and its published result.
  '/app/draw/list',
  '/app/draw/info',
  '/app/draw/result',
]);

/** True when `path` may be called without a token. */
export function isPublicPath(path: string): boolean {
  return isPublicEndpoint(path) || isTokenFreePath(path) || EXTRA_PUBLIC_PATHS.has(path);
}
