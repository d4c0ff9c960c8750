/** The user service host: sign-on, sign-up and social-account calls, all POST (spec §7). */
import { createApi } from '@reduxjs/toolkit/query/react';
import { KEEP_UNUSED_DATA_FOR_SECONDS } from '@bottle/domain';
import { createApiBaseQuery } from '../lib/base-query';
import { USER_TAGS } from '../lib/tags';

export { USER_TAGS };

export const userApi = createApi({
  reducerPath: 'userApi',
  baseQuery: createApiBaseQuery('user'),
  tagTypes: USER_TAGS,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
