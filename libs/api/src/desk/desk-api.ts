/**
 * The store desk's RTK Query service: its own base (`/desk-api` by default),
 * its own reducer path, and the staff token as `Authorization: Bearer` (never the member's
 * x-ssp-token: the two sessions cannot stand in for each other). The calls are a proposal for
 * the chain's backend; apps/store-desk/README.md is their contract. Imported from
 * `@bottle/api/desk` only, so the member app's bundle never carries them.
 */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiError, errorFromStatus, type ApiError } from '../lib/errors';
import { resolveBase } from '../lib/config';
import { post, postQuery } from '../lib/request';
import type { ApiRequest } from '../lib/base-query';
import type { Ack } from '../types/common';
import type {
  DeskHandoverRequest,
  DeskLoginRequest,
  DeskLoginResponse,
  DeskPassCheckRequest,
  DeskPassCheckResponse,
  DeskPickupListRequest,
  DeskPickupListResponse,
  DeskPickupRequest,
  DeskPickupResponse,
  DeskRefuseRequest,
  DeskHiddenReviewListResponse,
  DeskReviewDecideRequest,
  DeskReviewDecideResponse,
} from '../types/desk';

export interface DeskApiConfig {
  /** The desk calls' base, absolute or relative to the page. @example '/desk-api' */
  base: string;
  /** The staff token of the session, if signed in. */
  getToken: () => string | undefined;
  /** A call with a token answered 401: the session ended (expired, or signed out elsewhere). */
  onSessionEnded: () => void;
  /** Default: the global fetch, looked up at call time (so MSW can intercept it). */
  fetchFn?: typeof fetch;
  /** The page origin relative bases resolve against. Default: location.origin. */
  origin?: string;
}

let deskConfig: DeskApiConfig = { base: '/desk-api', getToken: () => undefined, onSessionEnded: () => undefined };

/** Sets the desk's base, token source and session-end callback; call it once at start-up. */
export function configureDeskApi(config: DeskApiConfig): void {
  deskConfig = config;
}

/** A desk action on a reservation: it moves the queue, so the queue's list is fetched again. */
function movesTheQueue(path: string) {
  return { query: post(path), invalidatesTags: ['DeskPickup' as const] };
}

function pageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

/** One JSON exchange with the desk base; never throws (every failure is `{ error: ApiError }`). */
export const deskBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  const config = deskConfig;
  const token = config.getToken();
  const url = `${resolveBase(config.base, config.origin ?? pageOrigin())}${request.path}`;
  let response: Response;
  try {
    response = await (config.fetchFn ?? fetch)(url, {
      method: request.method ?? 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(request.body ?? {}),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal.aborted) return { error: apiError('cancelled') };
    return { error: apiError('network', { message: cause instanceof Error ? cause.message : String(cause) }) };
  }
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) return { error: apiError('bad-response', { status: response.status, message: 'The answer is not JSON' }) };
  }
  if (!response.ok) {
    if (response.status === 401 && token) config.onSessionEnded();
    return { error: errorFromStatus(response.status, body) };
  }
  return { data: body };
};

export const DESK_TAGS = ['DeskPickup', 'DeskReview'] as const;

export const deskApi = createApi({
  reducerPath: 'deskApi',
  baseQuery: deskBaseQuery,
  tagTypes: DESK_TAGS,
  // The queue is shared by everyone at the desk and the members' phones: fresh on focus.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    deskLogin: build.mutation<DeskLoginResponse, DeskLoginRequest>({ query: post('/desk/session/login') }),
    deskLogout: build.mutation<Ack, void>({ query: post('/desk/session/logout') }),
    deskPickupList: build.query<DeskPickupListResponse, DeskPickupListRequest | void>(postQuery('/desk/pickup/list', 'DeskPickup')),
    deskConfirm: build.mutation<DeskPickupResponse, DeskPickupRequest>(movesTheQueue('/desk/pickup/confirm')),
    deskReady: build.mutation<DeskPickupResponse, DeskPickupRequest>(movesTheQueue('/desk/pickup/ready')),
    // A check changes nothing the list shows; the handover or refusal that follows does.
    deskCheck: build.mutation<DeskPassCheckResponse, DeskPassCheckRequest>({ query: post('/desk/pickup/check') }),
    deskHandover: build.mutation<DeskPickupResponse, DeskHandoverRequest>(movesTheQueue('/desk/pickup/handover')),
    deskRefuse: build.mutation<DeskPickupResponse, DeskRefuseRequest>(movesTheQueue('/desk/pickup/refuse')),
    /** The reviews hidden by members' reports, waiting for the staff (docs/reviews.md). */
    deskHiddenReviews: build.query<DeskHiddenReviewListResponse, void>(postQuery('/desk/review/hidden/list', 'DeskReview')),
    /** Restore or remove one; the same decision again answers as the first time. */
    deskReviewDecide: build.mutation<DeskReviewDecideResponse, DeskReviewDecideRequest>({
      query: post('/desk/review/decide'),
      invalidatesTags: ['DeskReview'],
    }),
  }),
});

export const {
  useDeskLoginMutation,
  useDeskLogoutMutation,
  useDeskPickupListQuery,
  useDeskConfirmMutation,
  useDeskReadyMutation,
  useDeskCheckMutation,
  useDeskHandoverMutation,
  useDeskRefuseMutation,
  useDeskHiddenReviewsQuery,
  useDeskReviewDecideMutation,
} = deskApi;
