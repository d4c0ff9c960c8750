/** Tasting diary, 'my diary' (A19). */
import { bottleApi } from '../services/bottle-api';
import { post, postQuery, postMutation } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import type { Ack } from '../types/common';
import { TASTING_NOTE_SENSES } from '../types/tasting-note';
import type {
  TastingNote,
  TastingNoteInfoResponse,
  TastingNoteInsertRequest,
  TastingNoteInsertResponse,
  TastingNoteListRequest,
  TastingNoteListResponse,
  TastingNoteRequest,
  TastingNoteSense,
  TastingNoteUpdateRequest,
} from '../types/tasting-note';

export const tastingNoteApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    tastingNoteList: build.query<TastingNoteListResponse, TastingNoteListRequest | void>(
      postQuery('/app/tasting/note/list', 'TastingNote'),
    ),
    tastingNoteInfo: build.query<TastingNoteInfoResponse, TastingNoteRequest>({
      query: post('/app/tasting/note/info'),
      providesTags: (_result, _error, arg) => [{ type: 'TastingNote', id: arg.note_no }],
    }),
    tastingNoteInsert: build.mutation<TastingNoteInsertResponse, TastingNoteInsertRequest>(
      postMutation('bottle', 'tastingNoteInsert', '/app/tasting/note/insert'),
    ),
    tastingNoteUpdate: build.mutation<Ack, TastingNoteUpdateRequest>({
      query: post('/app/tasting/note/update'),
      invalidatesTags: invalidatesFor('bottle', 'tastingNoteUpdate'),
      // Once the server has taken the edit, the cached note shows it at once. The invalidation's
      // refetch alone left the note's screen on the old text after "저장했습니다" for as long as
      // any other call of the service was still running (RTK Query delays invalidations until
      // none is), seconds on a slow phone. The refetch still follows and brings what
      // only the server knows (a picked product's name).
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // not saved: the cache keeps the note as the server has it
        }
        dispatch(tastingNoteApi.util.updateQueryData('tastingNoteInfo', { note_no: arg.note_no }, (note) => applyNoteUpdate(note, arg)));
      },
    }),
    tastingNoteDelete: build.mutation<Ack, TastingNoteRequest>(postMutation('bottle', 'tastingNoteDelete', '/app/tasting/note/delete')),
  }),
});

export const {
  useTastingNoteListQuery,
  useTastingNoteInfoQuery,
  useTastingNoteInsertMutation,
  useTastingNoteUpdateMutation,
  useTastingNoteDeleteMutation,
} = tastingNoteApi;

/**
 * A note as the server keeps it after `update` (A19): absent fields stay, `place: ''` and
 * `photo_url: ''` remove the place and the photo, a typed name over a picked product unlinks it.
 */
export function applyNoteUpdate(note: TastingNote, update: TastingNoteUpdateRequest): void {
  if (update.prd_cd !== undefined) {
    note.prd_cd = update.prd_cd;
    if (update.prd_nm) note.prd_nm = update.prd_nm;
  } else if (update.prd_nm !== undefined && update.prd_nm !== note.prd_nm) {
    note.prd_nm = update.prd_nm;
    delete note.prd_cd;
    delete note.img_url;
  }
  applyNoteFields(note, update);
}

/** What an update may change of a note besides the product it names. */
export type TastingNoteOwnFields = Pick<TastingNote, 'rating' | 'tasting_dt' | 'content' | 'place' | 'photo_url' | TastingNoteSense>;

/**
 * The note's own fields after `update` (A19), on the client's copy and on the demo backend's
 * record alike: absent fields stay, `place: ''` and `photo_url: ''` remove the place and the photo.
 */
export function applyNoteFields(note: TastingNoteOwnFields, update: TastingNoteUpdateRequest): void {
  if (update.rating !== undefined) note.rating = update.rating;
  if (update.tasting_dt !== undefined) note.tasting_dt = update.tasting_dt;
  if (update.content !== undefined) note.content = update.content;
  if (update.place !== undefined) {
    if (update.place) note.place = update.place;
    else delete note.place;
  }
  for (const sense of TASTING_NOTE_SENSES) if (update[sense] !== undefined) note[sense] = update[sense];
  if (update.photo_url !== undefined) {
    if (update.photo_url) note.photo_url = update.photo_url;
    else delete note.photo_url;
  }
}
