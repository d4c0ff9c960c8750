/**
 * What the app's Redux store needs from this library: the three reducers, the middleware, and a
 * cache reset (spec §4 session expiry "Cache is cleared").
 */
import type { Middleware, MiddlewareAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { bottleApi } from '../services/bottle-api';
import { chatApi } from '../services/chat-api';
import { userApi } from '../services/user-api';
import { crossServiceInvalidation } from './tags';

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
 * How long a running query may be without subscribers before it is aborted. A route change
 * unsubscribes the old screen and subscribes the new one in the same commit, and a refetch
 * started by a mutation (an edit that invalidates the note both screens show) is often still in
 * flight then: deciding at once aborted a query the next screen was about to use (issue 11,
 * "every tasting-note edit ends on 정보를 불러오지 못했습니다"). One macrotask is enough for
 * React's commit; the margin covers a lazily rendered screen on a slow phone.
 */
export const UNUSED_QUERY_GRACE_MS = 250;

/**
 * Aborts a running query when nothing has needed it for UNUSED_QUERY_GRACE_MS ("every query is
 * aborted when nothing needs it any more", issue 6). RTK Query itself only aborts it when the
 * cache entry is removed, keepUnusedDataFor (300 s) later. The aborted call settles as a
 * `cancelled` error and stops its retries and its offline wait.
 *
 * An aborted entry is removed from the cache, whether it had data or not: RTK Query never
 * refetches an entry that once had data, so a screen that came back to it would show the
 * cancellation as a failure; and an entry without data would be read as a failure by the first
 * render of the next screen that needs it, before that screen's subscription starts a new call
 * (issue 12 item 6: "the reserve page showed the same false error after quick taps"). Removed,
 * the next screen starts from loading.
 */
export const abortUnusedQueries: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  for (const api of APIS) {
    if (!api.internalActions.unsubscribeQueryResult.match(action)) continue;
    const { queryCacheKey } = action.payload;
    setTimeout(() => abortIfUnused(store, api, queryCacheKey), UNUSED_QUERY_GRACE_MS);
  }
  return result;
};

type AnyApi = (typeof APIS)[number];

function abortIfUnused(store: MiddlewareAPI, api: AnyApi, queryCacheKey: string): void {
  // internal_getRTKQSubscriptions is answered by RTK's own middleware with its live
  // subscription counts (the store copy is synced lazily, so it cannot be read instead).
  const subscriptions = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as SubscriptionSelectors;
  if (typeof subscriptions?.getSubscriptionCount !== 'function' || subscriptions.getSubscriptionCount(queryCacheKey) > 0) return;
  const state = store.getState() as Record<string, { queries?: Record<string, QueryEntry | undefined> } | undefined>;
  const entry = state[api.reducerPath]?.queries?.[queryCacheKey];
  if (entry?.status !== 'pending' || !entry.endpointName) return;
  const running = (store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>)(
    (api.util.getRunningQueryThunk as (name: string, args: unknown) => (dispatch: unknown) => (PromiseLike<unknown> & { abort(): void }) | undefined)(
      entry.endpointName,
      entry.originalArgs,
    ),
  );
  if (!running) return;
  running.abort();
  // Once the cancellation has settled (and whoever awaited the call has read it), drop the entry
  // unless a screen has taken it up again in the meantime.
  const drop = () => {
    const live = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as SubscriptionSelectors;
    if (live.getSubscriptionCount(queryCacheKey) > 0) return;
    store.dispatch(api.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as never }));
  };
  void Promise.resolve(running).then(drop, drop);
}

/**
 * Middleware for configureStore. abortUnusedQueries comes first: RTK's middleware consumes the
 * subscription actions without passing them on, so a later middleware would never see them.
 * crossServiceInvalidation applies the parts of lib/tags.ts's MUTATION_TAGS that name another
 * service (RTK Query tags do not cross createApi slices).
 */
export const apiMiddleware: readonly Middleware[] = [
  abortUnusedQueries,
  crossServiceInvalidation({ bottle: bottleApi, user: userApi, chat: chatApi }),
  bottleApi.middleware,
  userApi.middleware,
  chatApi.middleware,
];

/** Clears every cache of the three services (session expiry, logout, login as someone else). */
export function resetApiCaches(dispatch: (action: UnknownAction) => unknown): void {
  for (const api of APIS) dispatch(api.util.resetApiState());
}
