/** Tasting diary, 'my diary' (A19). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import type { Ack } from '../types/common';
import type {
  TastingNoteInfoResponse,
  TastingNoteInsertRequest,
  TastingNoteInsertResponse,
  TastingNoteListRequest,
  TastingNoteListResponse,
  TastingNoteRequest,
  TastingNoteUpdateRequest,
} from '../types/tasting-note';

export const tastingNoteApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    tastingNoteList: build.query<TastingNoteListResponse, TastingNoteListRequest | void>({
      query: post('/app/tasting/note/list'),
      providesTags: ['TastingNote'],
    }),
    tastingNoteInfo: build.query<TastingNoteInfoResponse, TastingNoteRequest>({
      query: post('/app/tasting/note/info'),
      providesTags: (_result, _error, arg) => [{ type: 'TastingNote', id: arg.note_no }],
    }),
    tastingNoteInsert: build.mutation<TastingNoteInsertResponse, TastingNoteInsertRequest>({
      query: post('/app/tasting/note/insert'),
      invalidatesTags: invalidatesFor('bottle', 'tastingNoteInsert'),
    }),
    tastingNoteUpdate: build.mutation<Ack, TastingNoteUpdateRequest>({ query: post('/app/tasting/note/update'), invalidatesTags: invalidatesFor('bottle', 'tastingNoteUpdate') }),
    tastingNoteDelete: build.mutation<Ack, TastingNoteRequest>({ query: post('/app/tasting/note/delete'), invalidatesTags: invalidatesFor('bottle', 'tastingNoteDelete') }),
  }),
});

export const {
  useTastingNoteListQuery,
  useTastingNoteInfoQuery,
  useTastingNoteInsertMutation,
  useTastingNoteUpdateMutation,
  useTastingNoteDeleteMutation,
} = tastingNoteApi;
