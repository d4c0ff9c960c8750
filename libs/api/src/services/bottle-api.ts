/**
 * The main API (bottle service gateway header). One createApi per base URL (style.md "Data
 * layer"); the areas add their endpoints with injectEndpoints (src/endpoints/*).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { KEEP_UNUSED_DATA_FOR_SECONDS } from '@bottle/domain';
import { createApiBaseQuery } from '../lib/base-query';

/** Cache tags of the bottle base. Tags do not cross services. */
export const BOTTLE_TAGS = [
  'UserInfo',
  'MyPage',
  'PushList',
  'PushSetting',
  'Product',
  'WishList',
  'Pickup',
  'Alarm',
  'TastingNote',
  'RecentSearch',
  'Event',
  'Class',
] as const;

export const bottleApi = createApi({
  reducerPath: 'bottleApi',
  baseQuery: createApiBaseQuery('bottle'),
  tagTypes: BOTTLE_TAGS,
  // Spec §9: cache time 5 minutes, no refetch on window focus.
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
