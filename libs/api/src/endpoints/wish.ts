/** 'My bunker' wish list (A16). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor, productTags } from '../lib/tags';
import type { WishListRequest, WishListResponse, WishToggleRequest, WishToggleResponse } from '../types/wish';

export const wishApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    wishList: build.query<WishListResponse, WishListRequest | void>({
      query: post('/app/mybunker/list'),
      providesTags: (result) => ['WishList', ...productTags(result?.list)],
    }),
    /** Refreshes the product (its bnkr_cnt / isMyBucker), every list showing it and the wish list. */
    wishToggle: build.mutation<WishToggleResponse, WishToggleRequest>({
      query: post('/app/mybunker/toggle'),
      invalidatesTags: invalidatesFor('bottle', 'wishToggle'),
    }),
  }),
});

export const { useWishListQuery, useWishToggleMutation } = wishApi;
