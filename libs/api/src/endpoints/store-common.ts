/** Stores and common calls of the public list (spec §7 "Store and common"). */
import { bottleApi } from '../services/bottle-api';
import { post, postMutation } from '../lib/request';
import type { StoreInfoRequest, StoreInfoResponse, StoreListRequest, StoreListResponse } from '../types/store';
import type {
  AppVersionResponse,
  CurrentTimeResponse,
  HashVerifyRequest,
  HashVerifyResponse,
  ViewCountUpdateRequest,
} from '../types/common-calls';
import type { Ack } from '../types/common';

export const storeCommonApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /app/store/list → str_list (main-store setting popup). */
    storeList: build.query<StoreListResponse, StoreListRequest | void>({ query: post('/app/store/list') }),
    /** POST /app/store/info with strCd (store info popup). */
    storeInfo: build.query<StoreInfoResponse, StoreInfoRequest>({ query: post('/app/store/info') }),
    /** The server clock the shell keeps (lib/server-clock): a shell query, no retry (spec §9). */
    currentTime: build.query<CurrentTimeResponse, void>({ query: post('/v2/hybridapp/common/crnttime'), extraOptions: { retry: false } }),
    /** Security verification (spec §4): a shell query, no retry (spec §9); failure → login-info step. */
    verifyHash: build.query<HashVerifyResponse, HashVerifyRequest>({
      query: post('/v2/hybridapp/common/hash'),
      extraOptions: { retry: false },
      keepUnusedDataFor: 0,
    }),
    /** Required versions, ios_ver / and_ver (spec §4): a shell query, no retry (spec §9). */
    appVersion: build.query<AppVersionResponse, void>({
      query: post('/v2/hybridapp/common/whole/app/ver'),
      extraOptions: { retry: false },
    }),
    updateViewCount: build.mutation<Ack, ViewCountUpdateRequest>(
      postMutation('bottle', 'updateViewCount', '/v2/hybridapp/common/view/count/update'),
    ),
  }),
});

export const {
  useStoreListQuery,
  useStoreInfoQuery,
  useLazyStoreInfoQuery,
  useCurrentTimeQuery,
  useVerifyHashQuery,
  useLazyVerifyHashQuery,
  useAppVersionQuery,
  useLazyAppVersionQuery,
  useUpdateViewCountMutation,
} = storeCommonApi;
