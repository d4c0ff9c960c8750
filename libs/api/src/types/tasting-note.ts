import type { DateString, Page, PageRequest, ServerResult } from './common';

/** A tasting diary entry of 'my diary' (A19). */
export interface TastingNote {
  note_no: string;
  prd_cd?: string;
  prd_nm: string;
  img_url?: string;
  /** 1..5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  tasting_dt: DateString;
  place?: string;
  content: string;
  reg_dt: string;
}

export type TastingNoteListRequest = PageRequest;
export type TastingNoteListResponse = Page<TastingNote>;

export interface TastingNoteRequest {
  note_no: string;
}
export type TastingNoteInfoResponse = TastingNote & ServerResult;

/** POST /app/tasting/note/insert. */
export type TastingNoteInsertRequest = Omit<TastingNote, 'note_no' | 'reg_dt'>;
export interface TastingNoteInsertResponse extends ServerResult {
  note_no: string;
}

/** POST /app/tasting/note/update. */
export type TastingNoteUpdateRequest = Pick<TastingNote, 'note_no'> & Partial<TastingNoteInsertRequest>;
