/**
 * @bottle/api: every network call of the Bottle app (spec §4 "Token refresh", §6, §7, §9).
 * Three RTK Query services, one per base URL; the token-refresh base query; the calls made
 * outside RTK Query (OAuth code exchange, SSO redirect URLs). See README.md.
 */

// Configuration and store set-up
export { configureApi, getApiRuntime, startNewSession, resolveBase, ApiConfigError, FALLBACK_ORIGIN } from './lib/config';
export type { ApiConfig, ServiceName, RefreshOutcome } from './lib/config';
// The session: its one owner (begin, end, "is there one", every change)
export { beginApiSession, endApiSession, getSessionTokens, hasApiSession, onSessionChange } from './lib/config';
export type { SessionChange, SessionChangeCause } from './lib/config';
export { apiReducers, apiMiddleware, abortUnusedQueries, resetApiCaches } from './lib/store-setup';
export { UNUSED_QUERY_GRACE_MS } from './lib/abort-unused';
export { createStorageTokenStore, createMemoryTokenStore, createMemoryStorage } from './lib/tokens';
export type { ApiTokens, TokenStore, StorageEvents } from './lib/tokens';
export { createBrowserConnectivity, subscribeConnectivity } from './lib/connectivity';
export type { Connectivity, ConnectivityHost } from './lib/connectivity';
export { buildHeaders, readCookie, isSameOrigin } from './lib/headers';
export type { HeaderInput } from './lib/headers';
export { createApiBaseQuery } from './lib/base-query';
export { APP_CALLING_KEY, appIsCalling, EARLY_CALLS_KEY, pendingEarlyCalls, startEarlyCall, takeEarlyCall } from './lib/early-calls';
export type { EarlyRequest } from './lib/early-calls';
export type { ApiRequest, ApiExtraOptions, ApiMeta } from './lib/base-query';
export { getChatThreadId, clearChatThreadId } from './lib/thread-id';

// Errors
export { apiError, errorFromStatus, isApiError, isRetryable, ApiCallError } from './lib/errors';
export type { ApiError, ApiErrorKind } from './lib/errors';

// Services
export { bottleApi, BOTTLE_TAGS } from './services/bottle-api';
export { userApi, USER_TAGS } from './services/user-api';
export { chatApi } from './services/chat-api';
export { CHAT_TAGS, loadMutationTags } from './lib/tags';
export { MUTATION_TAGS, crossServiceTags, resolveTags } from './lib/mutation-tags';
export type { BottleTag, UserTag, ChatTag } from './lib/tags';
export type { MutationEffect, TagSpec } from './lib/mutation-tags';

// Endpoints and hooks, by area
export * from './endpoints/store-common';
export * from './endpoints/main';
export * from './endpoints/help';
export * from './endpoints/food';
export * from './endpoints/search';
export * from './endpoints/product';
export * from './endpoints/content';
export * from './endpoints/member';
export * from './endpoints/wish';
export * from './endpoints/pickup';
export * from './endpoints/payment';
export * from './endpoints/draw';
export * from './endpoints/alarm';
export * from './endpoints/tasting-note';
export * from './endpoints/review';
export * from './endpoints/user-service';
export * from './endpoints/chat';
export * from './endpoints/bucket';

// Outside RTK Query
export * from './sso/index';

// Request and response shapes (ASSUMPTIONS.md)
export type * from './types/index';
export { TASTING_NOTE_SENSES, TASTING_NOTE_PHOTO_MAX_CHARS } from './types/tasting-note';
export { BUCKET_CODES, BUCKET_HEADERS } from './types/bucket-codes';
