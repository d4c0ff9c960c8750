/**
 * The main API (bottle service gateway header). One createApi per base URL (docs/conventions.md "Data
 * layer"); the areas add their endpoints with injectEndpoints (src/endpoints/*).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { KEEP_UNUSED_DATA_FOR_SECONDS } from '@bottle/domain';
import { createApiBaseQuery } from '../lib/base-query';
import { BOTTLE_TAGS } from '../lib/tags';

/** Cache tags of the bottle base (lib/tags.ts, with the mutation → tags table). Tags do not cross services. */
export { BOTTLE_TAGS };

export const bottleApi = createApi({
  reducerPath: 'bottleApi',
  baseQuery: createApiBaseQuery('bottle'),
  tagTypes: BOTTLE_TAGS,
  // Spec §9: cache time 5 minutes, no refetch on window focus.
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
