/**
 * What the app's Redux store needs from this library: the three reducers, the middleware, and a
 * cache reset (spec §4 session expiry "Cache is cleared").
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { bottleApi } from '../services/bottle-api';
import { chatApi } from '../services/chat-api';
import { userApi } from '../services/user-api';
import { abortUnusedQueriesOf } from './abort-unused';
import { crossServiceInvalidation } from './tags';

const APIS = [bottleApi, userApi, chatApi] as const;

/** The three cache reducers, keyed by reducerPath. */
export const apiReducers = {
  [bottleApi.reducerPath]: bottleApi.reducer,
  [userApi.reducerPath]: userApi.reducer,
  [chatApi.reducerPath]: chatApi.reducer,
} as const;

/** Aborts a running query nothing has needed for a moment (./abort-unused.ts). */
export const abortUnusedQueries = abortUnusedQueriesOf(APIS);

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
