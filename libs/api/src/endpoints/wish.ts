/** 'My bunker' wish list (A16). */
import { bottleApi } from '../services/bottle-api';
import { post, postMutation } from '../lib/request';
import { productTags } from '../lib/tags';
import type { WishListRequest, WishListResponse, WishToggleRequest, WishToggleResponse } from '../types/wish';

export const wishApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    wishList: build.query<WishListResponse, WishListRequest | void>({
      query: post('/app/mybunker/list'),
      providesTags: (result) => ['WishList', ...productTags(result?.list)],
    }),
    /** Refreshes the product (its bnkr_cnt / isMyBucker), every list showing it and the wish list. */
    wishToggle: build.mutation<WishToggleResponse, WishToggleRequest>(postMutation('bottle', 'wishToggle', '/app/mybunker/toggle')),
  }),
});

export const { useWishListQuery, useWishToggleMutation } = wishApi;
