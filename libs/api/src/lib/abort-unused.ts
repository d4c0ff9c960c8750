/**
 * "Every query is aborted when nothing needs it any more": a running query is aborted
 * when it has had no subscriber for UNUSED_QUERY_GRACE_MS. RTK Query itself aborts it only when
 * the cache entry is removed, keepUnusedDataFor (300 s) later. The aborted call settles as a
 * `cancelled` error and stops its retries and its offline wait.
 *
 * Why this reaches into RTK Query (the rule is public API only): @reduxjs/toolkit
 * 2.14 has no public way to do three things this needs, so they stay here, in `rtk` below, and
 * nowhere else:
 * 1. to hear that a subscription ended: a hook's `unsubscribe()` dispatches
 *    `internalActions.unsubscribeQueryResult`, and nothing public is called or dispatched;
 * 2. to count the subscribers an entry has now: the store's `subscriptions` copy is synced on a
 *    500 ms throttle (RTK #3824), so it says "subscribed" long after a screen left; only
 *    `internal_getRTKQSubscriptions`, answered by RTK's own middleware, has the live counts;
 * 3. to drop one entry: only `internalActions.removeQueryResult` does; `resetApiState` drops all.
 * The public alternative, a short `keepUnusedDataFor` (RTK ≥ 2.9 aborts a request still in
 * progress when its entry is removed), drops finished entries too: every screen's data would be
 * gone 250 ms after the member left it instead of 300 s, and going back would always refetch.
 * `getRunningQueryThunk`, which finds the call to abort, is public. If an upgrade changes the
 * internals, `rtk` throws with what is missing, and the behaviour tests of
 * tests/retry-offline.test.ts ("every query is aborted…", "a query whose subscriber changes
 * hands…") fail.
 */
import type { Middleware, MiddlewareAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { bottleApi } from '../services/bottle-api';
import type { chatApi } from '../services/chat-api';
import type { userApi } from '../services/user-api';

type AnyApi = typeof bottleApi | typeof userApi | typeof chatApi;

/**
 * How long a running query may be without subscribers before it is aborted. A route change
 * unsubscribes the old screen and subscribes the new one in the same commit, and a refetch
 * started by a mutation (an edit that invalidates the note both screens show) is often still in
 * flight then: deciding at once aborted a query the next screen was about to use
 * ("every tasting-note edit ends on 정보를 불러오지 못했습니다"). One macrotask is enough for
 * React's commit; the margin covers a lazily rendered screen on a slow phone.
 */
export const UNUSED_QUERY_GRACE_MS = 250;

/** The RTK Query internals this middleware depends on (see the header), in one place. */
const rtk = {
  /** The cache key whose subscription `action` ended, if it is one. */
  unsubscribed(api: AnyApi, action: unknown): string | undefined {
    return api.internalActions.unsubscribeQueryResult.match(action) ? action.payload.queryCacheKey : undefined;
  },
  subscriberCount(store: MiddlewareAPI, api: AnyApi, queryCacheKey: string): number {
    const live = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount?: (key: string) => number;
    };
    if (typeof live?.getSubscriptionCount !== 'function') {
      throw new Error(
        `${api.reducerPath}: RTK Query no longer answers internal_getRTKQSubscriptions with getSubscriptionCount (libs/api/src/lib/abort-unused.ts)`,
      );
    }
    return live.getSubscriptionCount(queryCacheKey);
  },
  remove(store: MiddlewareAPI, api: AnyApi, queryCacheKey: string): void {
    store.dispatch(api.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as never }));
  },
};

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

/**
 * The middleware over the given services. It must come before their own middleware: RTK's
 * middleware consumes the subscription actions without passing them on.
 *
 * An aborted entry is removed from the cache, whether it had data or not: RTK Query never
 * refetches an entry that once had data, so a screen that came back to it would show the
 * cancellation as a failure; and an entry without data would be read as a failure by the first
 * render of the next screen that needs it, before that screen's subscription starts a new call
 * ("the reserve page showed the same false error after quick taps"). Removed,
 * the next screen starts from loading.
 */
export function abortUnusedQueriesOf(apis: readonly AnyApi[]): Middleware {
  return (store) => (next) => (action) => {
    const result = next(action);
    for (const api of apis) {
      const queryCacheKey = rtk.unsubscribed(api, action);
      if (queryCacheKey !== undefined) setTimeout(() => abortIfUnused(store, api, queryCacheKey), UNUSED_QUERY_GRACE_MS);
    }
    return result;
  };
}

function entryOf(store: MiddlewareAPI, api: AnyApi, queryCacheKey: string): QueryEntry | undefined {
  const state = store.getState() as Record<string, { queries?: Record<string, QueryEntry | undefined> } | undefined>;
  return state[api.reducerPath]?.queries?.[queryCacheKey];
}

function abortIfUnused(store: MiddlewareAPI, api: AnyApi, queryCacheKey: string): void {
  if (rtk.subscriberCount(store, api, queryCacheKey) > 0) return;
  const entry = entryOf(store, api, queryCacheKey);
  if (entry?.status !== 'pending' || !entry.endpointName) return;
  const { endpointName, originalArgs } = entry;
  const thunkDispatch = store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
  const running = thunkDispatch(
    (
      api.util.getRunningQueryThunk as (
        name: string,
        args: unknown,
      ) => (dispatch: unknown) => (PromiseLike<unknown> & { abort(): void }) | undefined
    )(endpointName, originalArgs),
  );
  if (!running) return;
  running.abort();
  // Once the cancellation has settled (and whoever awaited the call has read it), the entry is
  // dropped; but a screen that took it up again in the meantime (a slow route change)
  // subscribed to the cancelled call, so its data is fetched again instead of showing the
  // cancellation.
  const settled = () => {
    if (rtk.subscriberCount(store, api, queryCacheKey) === 0) rtk.remove(store, api, queryCacheKey);
    else if (entryOf(store, api, queryCacheKey)?.status === 'rejected') {
      const endpoint = (
        api.endpoints as unknown as Record<
          string,
          { initiate(args: unknown, options: { subscribe: false; forceRefetch: true }): UnknownAction }
        >
      )[endpointName];
      if (endpoint) void thunkDispatch(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
  void Promise.resolve(running).then(settled, settled);
}
