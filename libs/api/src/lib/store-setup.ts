/**
 * What the app's Redux store needs from this library: the three reducers, the middleware, and a
 * cache reset (spec §4 session expiry "Cache is cleared").
 */
import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { bottleApi } from '../services/bottle-api';
import { chatApi } from '../services/chat-api';
import { userApi } from '../services/user-api';

const APIS = [bottleApi, userApi, chatApi] as const;

/** The three cache reducers, keyed by reducerPath. */
export const apiReducers = {
  [bottleApi.reducerPath]: bottleApi.reducer,
  [userApi.reducerPath]: userApi.reducer,
  [chatApi.reducerPath]: chatApi.reducer,
} as const;

interface SubscriptionSelectors {
  getSubscriptionCount(queryCacheKey: string): number;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

/**
 * Aborts a running query as soon as its last subscriber goes away ("every query is aborted when
 * nothing needs it any more", issue 6). RTK Query itself only aborts it when the cache entry is
 * removed, keepUnusedDataFor (300 s) later. The aborted call settles as a `cancelled` error and
 * stops its retries and its offline wait.
 */
export const abortUnusedQueries: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  for (const api of APIS) {
    if (!api.internalActions.unsubscribeQueryResult.match(action)) continue;
    const { queryCacheKey } = action.payload;
    // internal_getRTKQSubscriptions is answered by RTK's own middleware with its live
    // subscription counts (the store copy is synced lazily, so it cannot be read instead).
    const subscriptions = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as SubscriptionSelectors;
    if (typeof subscriptions?.getSubscriptionCount !== 'function' || subscriptions.getSubscriptionCount(queryCacheKey) > 0) continue;
    const state = store.getState() as Record<string, { queries?: Record<string, QueryEntry | undefined> } | undefined>;
    const entry = state[api.reducerPath]?.queries?.[queryCacheKey];
    if (entry?.status !== 'pending' || !entry.endpointName) continue;
    const running = (store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>)(
      (api.util.getRunningQueryThunk as (name: string, args: unknown) => (dispatch: unknown) => { abort(): void } | undefined)(
        entry.endpointName,
        entry.originalArgs,
      ),
    );
    running?.abort();
  }
  return result;
};

/**
 * Middleware for configureStore. abortUnusedQueries comes first: RTK's middleware consumes the
 * subscription actions without passing them on, so a later middleware would never see them.
 */
export const apiMiddleware: readonly Middleware[] = [abortUnusedQueries, bottleApi.middleware, userApi.middleware, chatApi.middleware];

/** Clears every cache of the three services (session expiry, logout, login as someone else). */
export function resetApiCaches(dispatch: (action: UnknownAction) => unknown): void {
  for (const api of APIS) dispatch(api.util.resetApiState());
}
