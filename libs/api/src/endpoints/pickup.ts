/** Pickup reservations (A17): the flow of spec §2 "The pickup flow". */
import { bottleApi } from '../services/bottle-api';
import { post, postQuery, postMutation } from '../lib/request';
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
    pickupCreate: build.mutation<PickupCreateResponse, PickupCreateRequest>(postMutation('bottle', 'pickupCreate', '/app/pickup/create')),
    pickupList: build.query<PickupListResponse, PickupListRequest | void>(postQuery('/app/pickup/list', 'Pickup')),
    pickupInfo: build.query<PickupInfoResponse, PickupRequest>(postQuery('/app/pickup/info', 'Pickup')),
    pickupCancel: build.mutation<Ack, PickupRequest>(postMutation('bottle', 'pickupCancel', '/app/pickup/cancel')),
    pickupChangeStore: build.mutation<Ack, PickupChangeStoreRequest>(
      postMutation('bottle', 'pickupChangeStore', '/app/pickup/store/change'),
    ),
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
