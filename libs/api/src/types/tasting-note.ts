import type { DateString, Page, PageRequest, ServerResult } from './common';
import type { TasteLevel } from './product';

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
  /**
   * The member's own five senses (A19), on the product taste scale (1..5 integers): each optional,
   * absent when the member did not rate it (notes written before the fields existed have none).
   */
  sweetness?: TasteLevel;
  acidity?: TasteLevel;
  body?: TasteLevel;
  tannin?: TasteLevel;
  aroma?: TasteLevel;
  /**
   * The member's photo (A19): a `data:image/(jpeg|png|webp|gif);base64,…` URL of at most
   * TASTING_NOTE_PHOTO_MAX_CHARS characters when sent; the server may answer an https URL.
   * On update, `''` removes the photo (absent leaves it unchanged).
   */
  photo_url?: string;
}

/** The five senses of a note, in display order (A19). */
export const TASTING_NOTE_SENSES = ['sweetness', 'acidity', 'body', 'tannin', 'aroma'] as const;
export type TastingNoteSense = (typeof TASTING_NOTE_SENSES)[number];

/** Longest accepted `photo_url` data URL (A19): ~1.5 MB of text, i.e. a ~1.1 MB image in base64. */
export const TASTING_NOTE_PHOTO_MAX_CHARS = 1_500_000;

export type TastingNoteListRequest = PageRequest;
export type TastingNoteListResponse = Page<TastingNote>;

export interface TastingNoteRequest {
  note_no: string;
}
export type TastingNoteInfoResponse = TastingNote & ServerResult;

/**
 * POST /app/tasting/note/insert. The photo goes as the image bucket's key (`photo_key`, A38), the
 * note's `photo_url` then being the server's; `photo_url` as a data URL is still taken.
 */
export type TastingNoteInsertRequest = Omit<TastingNote, 'note_no' | 'reg_dt'> & { photo_key?: string };
export interface TastingNoteInsertResponse extends ServerResult {
  note_no: string;
}

/**
 * POST /app/tasting/note/update: absent fields stay as they are; `place: ''` and `photo_url: ''`
 * remove the place and the photo (A19).
 */
export type TastingNoteUpdateRequest = Pick<TastingNote, 'note_no'> & Partial<TastingNoteInsertRequest>;
