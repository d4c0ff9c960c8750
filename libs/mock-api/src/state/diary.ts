/**
 * The backend's tasting diary (libs/api A19): a member's notes, checked field by field. Methods
 * of `MockBackend` (state/backend.ts installs them); `this` is the backend.
 */
import { toYmdHm } from '@bottle/domain';
import type { TastingNote, TastingNoteInsertRequest, TastingNoteSense, TastingNoteUpdateRequest } from '@bottle/api';
import { TASTING_NOTE_PHOTO_MAX_CHARS, TASTING_NOTE_SENSES, applyNoteFields } from '@bottle/api';
import { dataset, productImage } from '../data/dataset';
import type { MockBackend } from './backend';
import { badRequest, notFound } from './errors';

/** libs/api A19: `data:image/<jpeg|png|webp|gif>;base64,<payload>`. */
const NOTE_PHOTO_PATTERN = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The five senses and photo of an (already checked) insert or update body; '' photo excluded. */
function noteExtras(req: Partial<TastingNoteUpdateRequest>): Partial<Pick<TastingNote, TastingNoteSense | 'photo_url'>> {
  const out: Partial<Pick<TastingNote, TastingNoteSense | 'photo_url'>> = {};
  for (const key of TASTING_NOTE_SENSES) {
    const v = req[key];
    if (v !== undefined) out[key] = v;
  }
  if (req.photo_url) out.photo_url = req.photo_url;
  return out;
}

export interface NoteRecord extends Omit<TastingNote, 'reg_dt' | 'prd_nm' | 'img_url'> {
  prd_nm?: string;
  reg_at: number;
}

/** Tasting notes. */
export class DiaryArea {
  insertNote(this: MockBackend, cno: string, req: TastingNoteInsertRequest): string {
    checkNote(this, req, true);
    const prdNm = req.prd_cd ? this.product(req.prd_cd).prd_nm : req.prd_nm;
    if (!prdNm?.trim()) throw badRequest('prd_nm or prd_cd is required');
    const note: NoteRecord = {
      note_no: this.nextId('TN'),
      prd_nm: prdNm,
      rating: req.rating,
      tasting_dt: req.tasting_dt,
      content: req.content,
      reg_at: this.now(),
      ...(req.prd_cd ? { prd_cd: req.prd_cd } : {}),
      ...(req.place ? { place: req.place } : {}),
      ...noteExtras(req),
    };
    this.memberState(cno).notes.unshift(note);
    this.changed();
    return note.note_no;
  }

  updateNote(this: MockBackend, cno: string, req: TastingNoteUpdateRequest): void {
    const note = this.memberState(cno).notes.find((n) => n.note_no === req.note_no);
    if (!note) throw notFound(`unknown note ${req.note_no}`);
    checkNote(this, req, false);
    // Only the note's own fields change (A19): absent stays, '' removes the place or the photo.
    if (req.prd_cd) {
      note.prd_cd = req.prd_cd;
      note.prd_nm = this.product(req.prd_cd).prd_nm;
    } else if (req.prd_nm !== undefined) {
      if (typeof req.prd_nm !== 'string' || !req.prd_nm.trim()) throw badRequest('prd_nm must not be empty');
      note.prd_nm = req.prd_nm;
      // A name typed over a picked product: the note no longer names that product (nor shows its image).
      if (note.prd_cd && this.product(note.prd_cd).prd_nm !== req.prd_nm) delete note.prd_cd;
    }
    applyNoteFields(note, req);
    this.changed();
  }

  deleteNote(this: MockBackend, cno: string, noteNo: string): void {
    const s = this.memberState(cno);
    if (!s.notes.some((n) => n.note_no === noteNo)) throw notFound(`unknown note ${noteNo}`);
    s.notes = s.notes.filter((n) => n.note_no !== noteNo);
    this.changed();
  }

  notes(this: MockBackend, cno: string): TastingNote[] {
    return this.memberState(cno).notes.map((n) => {
      const p = n.prd_cd ? dataset.productByCode.get(n.prd_cd) : undefined;
      const { reg_at, ...rest } = n;
      return { ...rest, prd_nm: n.prd_nm ?? p?.prd_nm ?? '', reg_dt: toYmdHm(reg_at), ...(p ? { img_url: productImage(p) } : {}) };
    });
  }
}

function checkNote(backend: MockBackend, note: Partial<TastingNoteUpdateRequest>, full: boolean): void {
  if (full || note.rating !== undefined) {
    if (!Number.isInteger(note.rating) || (note.rating ?? 0) < 1 || (note.rating ?? 0) > 5) throw badRequest('rating must be 1 to 5');
  }
  if (full || note.tasting_dt !== undefined) if (!/^\d{8}$/.test(note.tasting_dt ?? '')) throw badRequest('tasting_dt must be YYYYMMDD');
  if (full || note.content !== undefined) {
    if (typeof note.content !== 'string' || !note.content.trim()) throw badRequest('content is required');
    if (note.content.length > 2000) throw badRequest('content is at most 2000 characters');
  }
  if (note.place !== undefined && typeof note.place !== 'string') throw badRequest('place must be a string');
  // libs/api A19: the member's five senses, each an integer 1..5 when present.
  for (const key of TASTING_NOTE_SENSES) {
    const v: unknown = note[key];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5)) {
      throw badRequest(`${key} must be an integer from 1 to 5`);
    }
  }
  // A19: a photo is a base64 image data URL of at most TASTING_NOTE_PHOTO_MAX_CHARS; '' (update) removes it.
  const photo: unknown = note.photo_url;
  if (photo !== undefined && !(photo === '' && !full)) {
    if (typeof photo !== 'string' || !NOTE_PHOTO_PATTERN.test(photo)) {
      throw badRequest('photo_url must be a data:image/(jpeg|png|webp|gif);base64 URL');
    }
    if (photo.length > TASTING_NOTE_PHOTO_MAX_CHARS) throw badRequest(`photo_url is at most ${TASTING_NOTE_PHOTO_MAX_CHARS} characters`);
  }
  if (note.prd_cd) backend.product(note.prd_cd);
}
