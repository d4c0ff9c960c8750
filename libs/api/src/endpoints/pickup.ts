/** Pickup reservations (A17): the flow of spec §2 "The pickup flow". */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
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
      invalidatesTags: invalidatesFor('bottle', 'pickupCreate'),
    }),
    pickupList: build.query<PickupListResponse, PickupListRequest | void>({ query: post('/app/pickup/list'), providesTags: ['Pickup'] }),
    pickupInfo: build.query<PickupInfoResponse, PickupRequest>({ query: post('/app/pickup/info'), providesTags: ['Pickup'] }),
    pickupCancel: build.mutation<Ack, PickupRequest>({
      query: post('/app/pickup/cancel'),
      invalidatesTags: invalidatesFor('bottle', 'pickupCancel'),
    }),
    pickupChangeStore: build.mutation<Ack, PickupChangeStoreRequest>({
      query: post('/app/pickup/store/change'),
      invalidatesTags: invalidatesFor('bottle', 'pickupChangeStore'),
    }),
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
