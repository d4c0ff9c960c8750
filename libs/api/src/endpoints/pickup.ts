/** Pickup reservations (A17): the flow of spec §2 "The pickup flow". */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import type { Ack } from '../types/common';
import type {
  PickupChangeStoreRequest,
  PickupCreateRequest,
  PickupCreateResponse,
  PickupInfoResponse,
  PickupListRequest,
  PickupListResponse,
  PickupPassCodeResponse,
  PickupRequest,
} from '../types/pickup';

export const pickupApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    pickupCreate: build.mutation<PickupCreateResponse, PickupCreateRequest>({
      query: post('/app/pickup/create'),
      invalidatesTags: (_result, _error, arg) => ['Pickup', 'MyPage', { type: 'Product', id: arg.prd_cd }],
    }),
    pickupList: build.query<PickupListResponse, PickupListRequest | void>({ query: post('/app/pickup/list'), providesTags: ['Pickup'] }),
    pickupInfo: build.query<PickupInfoResponse, PickupRequest>({ query: post('/app/pickup/info'), providesTags: ['Pickup'] }),
    pickupCancel: build.mutation<Ack, PickupRequest>({ query: post('/app/pickup/cancel'), invalidatesTags: ['Pickup', 'MyPage'] }),
    pickupChangeStore: build.mutation<Ack, PickupChangeStoreRequest>({ query: post('/app/pickup/store/change'), invalidatesTags: ['Pickup'] }),
    pickupPassCode: build.query<PickupPassCodeResponse, PickupRequest>({ query: post('/app/pickup/passcode'), keepUnusedDataFor: 0 }),
  }),
});

export const {
  usePickupCreateMutation,
  usePickupListQuery,
  usePickupInfoQuery,
  usePickupCancelMutation,
  usePickupChangeStoreMutation,
  usePickupPassCodeQuery,
} = pickupApi;
