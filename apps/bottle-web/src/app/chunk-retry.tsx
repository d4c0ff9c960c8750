/**
 * Every screen's `lazy` goes through `retryableLazy` (./feature-routes.ts), so that a screen whose
 * code cannot be fetched never leaves a blank page:
 * - a load that takes longer than the spec's chunk-load timeout (§9, CHUNK_LOAD_TIMEOUT_MS,
 *   120000 ms) counts as failed;
 * - a failed load resolves the route with a stand-in that shows the offline screen and whose
 *   retry imports the screen again and then renders it in place. React Router keeps a route's
 *   rejected `lazy` for the life of the page (it never calls it again), so rejecting would leave
 *   the route broken until a reload.
 *
 * This module comes with the route table (the feature-routes chunk), which is loaded before any
 * of these routes can be: the offline screen itself is first-route code (./offline-screen.tsx).
 * A browser that keeps a failed import for its URL (or a deploy that removed the old chunk)
 * fails the retry while online: the retry then reloads the page once the page is reachable.
 * Chromium imports again (e2e journey offline.spec.ts: the same document all along).
 */
import { useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@bottle/domain';
import { OfflineScreen, type RetryOutcome } from './offline-screen';
import { ChunkLoadError, isChunkLoadError, reloadWhenReachable, type LazyRouteProps } from './route-chunks';

/** `load`, failing with ChunkLoadError when it takes longer than `ms` (spec §9: 120000 ms). */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`The screen's code did not load within ${ms} ms`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const isOnline = () => globalThis.navigator?.onLine !== false;

/**
 * The stand-in of a route whose code failed to load: the offline screen until a retry loads the
 * code, then the screen itself (also for every later visit of the route).
 */
function chunkRetryRoute(load: () => Promise<LazyRouteProps>): ComponentType {
  let loaded: ComponentType | null = null;
  return function ChunkRetryRoute() {
    const [Screen, setScreen] = useState<ComponentType | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    // A bug in the screen's code (not a failed fetch) goes to the route's error boundary.
    if (failure) throw failure;
    if (Screen) return <Screen />;

    const retry = async (): Promise<RetryOutcome> => {
      try {
        const props = await withChunkTimeout(load());
        const { Component, ...rest } = props;
        // Every route of the app resolves with its Component only; anything else (a loader…)
        // cannot be added to a route already resolved: a new document can.
        if (!Component || Object.keys(rest).length > 0) return (await reloadWhenReachable()) ? 'loaded' : 'failed';
        loaded = Component;
        setScreen(() => Component);
        return 'loaded';
      } catch (error) {
        if (!isChunkLoadError(error)) {
          setFailure(error);
          return 'failed';
        }
        if (!isOnline()) return 'offline';
        return (await reloadWhenReachable()) ? 'loaded' : 'failed';
      }
    };
    return <OfflineScreen retry={retry} />;
  };
}

/**
 * A route's `lazy` that never leaves the route broken: see the module comment.
 *
 * @example
 * { path: 'product/:prdCd', lazy: retryableLazy(() => import('./product-page').then((m) => ({ Component: m.ProductPage }))) }
 */
export function retryableLazy(load: () => Promise<LazyRouteProps>): () => Promise<LazyRouteProps> {
  return () =>
    withChunkTimeout(load()).catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return { Component: chunkRetryRoute(load) };
    });
}
