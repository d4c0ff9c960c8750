/**
 * What the first route needs to know about the app's chunks (offline, tapping a
 * product gave a blank white page that stayed blank after the network came back): whether an
 * error is a chunk that could not be fetched, and a reload that only happens when the page can be
 * fetched again. The router's error element uses them; the routes' retrying `lazy` is in
 * ./chunk-retry.tsx, which comes with the route table.
 */
import type { RouteObject } from 'react-router';

/** What a route's `lazy` function resolves with. */
export type LazyRouteProps = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** A screen's code did not arrive within the chunk-load timeout (spec §9). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

// What browsers say when a dynamic import cannot be fetched: Chromium and Firefox ("… dynamically
// imported module"), WebKit, Vite's CSS preload.
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` says a chunk of the app could not be loaded (not a bug in its code). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));
}

/**
 * Reloads the page if it can be fetched (the network is back): a new document imports every
 * chunk afresh. Resolves false when it cannot be reached, so the offline screen stays.
 */
export async function reloadWhenReachable(win: Window = window): Promise<boolean> {
  try {
    const answer = await win.fetch(win.location.href, { method: 'HEAD', cache: 'no-store' });
    if (!answer.ok) return false;
  } catch {
    return false;
  }
  win.location.reload();
  // The page is going away: keep the retry busy until it does.
  return new Promise<boolean>(() => undefined);
}
