/** The AI chat base: its own base, JSON content type, returns the body (spec §7). */
import { createApi } from '@reduxjs/toolkit/query/react';
import { KEEP_UNUSED_DATA_FOR_SECONDS } from '@bottle/domain';
import { createApiBaseQuery } from '../lib/base-query';
import { CHAT_TAGS } from '../lib/tags';

export const chatApi = createApi({
  reducerPath: 'chatApi',
  baseQuery: createApiBaseQuery('chat'),
  tagTypes: CHAT_TAGS,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
