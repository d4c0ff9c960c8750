/**
 * The tasting-note form as a draft (feature conventions: members' input is never lost). The
 * draft lives in localStorage under `bottle.draft.diary.<noteNo|new>`, is written on every edit,
 * survives reloads, failed saves and offline moments, and is removed only after a successful save
 * (or when the member starts over). The form keeps it with `usePersistentState` (src/lib);
 * this module says how it is read and stored, so it is unit-tested without a screen.
 */
import { TASTING_NOTE_SENSES } from '@bottle/api';
import type { TasteLevel, TastingNote, TastingNoteInsertRequest, TastingNoteUpdateRequest } from '@bottle/api';
import { apiDateToInput, inputDateToApi, kstTodayInput, type Instant } from '@bottle/domain';
import type { PersistOptions } from '../../../lib/persistent-state';
import type { ContentMessageKey } from '../messages';
import { scaleDownPhoto } from './photo-scale';

/** The five senses of a note (libs/api A19, the product taste scale: sweetness…aroma, 1–5). */
export const SENSE_KEYS = TASTING_NOTE_SENSES;
export type SenseKey = (typeof SENSE_KEYS)[number];
export type Senses = Record<SenseKey, number>;

/** Limits. CONTENT_MAX is the server's (libs/mock-api: at most 2000 characters); the others are ours. */
export const LIMITS = {
  productName: 100,
  place: 50,
  content: 2000,
  /** 1 MiB: a phone photo must be downscaled first; keeps the draft well inside localStorage's ~5 MB. */
  photoBytes: 1024 * 1024,
} as const;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const DRAFT_KEY_PREFIX = 'bottle.draft.diary.';

export interface DiaryDraft {
  /** Product name as shown; picked from the autocomplete or typed. */
  prdNm: string;
  /** Kept only while the name is the one that came with the note (editing). */
  prdCd?: string;
  /** `YYYY-MM-DD` (the date input's value). */
  date: string;
  /** 0 until chosen. */
  rating: number;
  senses: Senses;
  place: string;
  content: string;
  /** A data URL (image/*), at most LIMITS.photoBytes before encoding. */
  photo?: string;
}

export type DraftField = 'product' | 'date' | 'rating' | 'content' | 'place' | 'photo';
export interface FieldError {
  key: ContentMessageKey;
  params?: Record<string, string | number>;
}
export type DraftErrors = Partial<Record<DraftField, FieldError>>;

export function draftKey(noteNo?: string): string {
  return `${DRAFT_KEY_PREFIX}${noteNo ?? 'new'}`;
}

/** A new note: tasted today, the Korean day (libs/domain `kstTodayInput`), whatever the device's zone. */
export function emptyDraft(now: Instant = Date.now()): DiaryDraft {
  return {
    prdNm: '',
    date: kstTodayInput(now),
    rating: 0,
    senses: { sweetness: 3, acidity: 3, body: 3, tannin: 3, aroma: 3 },
    place: '',
    content: '',
  };
}

const clampSense = (v: unknown): TasteLevel | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? (Math.min(5, Math.max(1, Math.round(n))) as TasteLevel) : undefined;
};

/**
 * The five senses and photo of a saved note (libs/api A19). Senses show only when all five are
 * there (notes written before the fields existed have none); a photo only as an image data URL
 * or a web address, never another scheme, because it becomes an `<img src>`.
 */
export function readExtras(note: TastingNote | undefined): { senses?: Senses; photo?: string } {
  if (!note) return {};
  const values = SENSE_KEYS.map((k) => clampSense(note[k]));
  const senses = values.every((v) => v !== undefined)
    ? (Object.fromEntries(SENSE_KEYS.map((k, i) => [k, values[i]])) as Senses)
    : undefined;
  const photo = note.photo_url && /^(data:image\/|https:\/\/)/.test(note.photo_url) ? note.photo_url : undefined;
  return { ...(senses ? { senses } : {}), ...(photo ? { photo } : {}) };
}

/** A draft from a saved note (editing without a draft in storage). */
export function draftFromNote(note: TastingNote): DiaryDraft {
  const extras = readExtras(note);
  return {
    prdNm: note.prd_nm,
    ...(note.prd_cd ? { prdCd: note.prd_cd } : {}),
    date: apiDateToInput(note.tasting_dt),
    rating: note.rating,
    senses: extras.senses ?? emptyDraft().senses,
    place: note.place ?? '',
    content: note.content,
    ...(extras.photo ? { photo: extras.photo } : {}),
  };
}

/** Reads a stored draft; anything missing, corrupt or of the wrong shape gives undefined. */
export function parseDiaryDraft(raw: string | null): DiaryDraft | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (!v || typeof v !== 'object') return undefined;
    const base = emptyDraft();
    const str = (x: unknown, fallback: string) => (typeof x === 'string' ? x : fallback);
    const sensesIn = (v['senses'] ?? {}) as Record<string, unknown>;
    const senses = Object.fromEntries(SENSE_KEYS.map((k) => [k, clampSense(sensesIn[k]) ?? base.senses[k]])) as Senses;
    const rating =
      typeof v['rating'] === 'number' && Number.isInteger(v['rating']) && v['rating'] >= 0 && v['rating'] <= 5 ? v['rating'] : 0;
    const photo = typeof v['photo'] === 'string' && v['photo'].startsWith('data:image/') ? v['photo'] : undefined;
    const prdCd = typeof v['prdCd'] === 'string' && v['prdCd'] ? v['prdCd'] : undefined;
    return {
      prdNm: str(v['prdNm'], ''),
      ...(prdCd ? { prdCd } : {}),
      date: str(v['date'], base.date),
      rating,
      senses,
      place: str(v['place'], ''),
      content: str(v['content'], ''),
      ...(photo ? { photo } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * How the draft is stored (lib/persistent-state.ts): in localStorage, and when storage is full
 * (a photo is the big part) without the photo rather than not at all; the form still holds the
 * photo in memory and says so.
 */
export const DIARY_DRAFT_STORAGE: PersistOptions<DiaryDraft> = {
  area: 'local',
  parse: parseDiaryDraft,
  lighten: (draft) => {
    if (!draft.photo) return undefined;
    const { photo: _photo, ...rest } = draft;
    return rest;
  },
};

/**
 * Inline validation of the form (the messages name the fix). `now` is injectable for tests; a
 * tasting date after today in Korea is refused, as the form's `max` does.
 */
export function validateDraft(draft: DiaryDraft, now: Instant = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.prdNm.trim();
  if (!name) errors.product = { key: 'content.form.error.productRequired' };
  else if (name.length > LIMITS.productName)
    errors.product = { key: 'content.form.error.productTooLong', params: { max: LIMITS.productName } };

  const ymd = inputDateToApi(draft.date);
  if (!ymd) errors.date = { key: 'content.form.error.dateRequired' };
  else if (draft.date > kstTodayInput(now)) errors.date = { key: 'content.form.error.dateFuture' };

  if (!(draft.rating >= 1 && draft.rating <= 5)) errors.rating = { key: 'content.form.error.ratingRequired' };

  const content = draft.content.trim();
  if (!content) errors.content = { key: 'content.form.error.contentRequired' };
  else if (draft.content.length > LIMITS.content)
    errors.content = { key: 'content.form.error.contentTooLong', params: { max: LIMITS.content } };

  if (draft.place.trim().length > LIMITS.place) errors.place = { key: 'content.form.error.placeTooLong', params: { max: LIMITS.place } };
  return errors;
}

/** The insert body (libs/api A19): the typed texts trimmed, the five senses and the photo. */
export function toRequest(draft: DiaryDraft): TastingNoteInsertRequest {
  const place = draft.place.trim();
  const senses = Object.fromEntries(SENSE_KEYS.map((k) => [k, clampSense(draft.senses[k]) ?? 3])) as Record<SenseKey, TasteLevel>;
  return {
    prd_nm: draft.prdNm.trim(),
    ...(draft.prdCd ? { prd_cd: draft.prdCd } : {}),
    rating: draft.rating as TastingNote['rating'],
    tasting_dt: inputDateToApi(draft.date),
    content: draft.content.trim(),
    ...(place ? { place } : {}),
    ...senses,
    ...(draft.photo ? { photo_url: draft.photo } : {}),
  };
}

/**
 * The update body: the whole form, so that a place or photo the member removed is removed on
 * the server too (A19: `''` removes, an absent field is left as it was).
 */
export function toUpdateRequest(noteNo: string, draft: DiaryDraft): TastingNoteUpdateRequest {
  const body = toRequest(draft);
  return { note_no: noteNo, ...body, place: body.place ?? '', photo_url: body.photo_url ?? '' };
}

export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; error: FieldError };

/**
 * Checks the type (a file that is not a picture gets its own message), scales a photo over the
 * size limit down on the phone (./photo-scale.ts), then reads it as a data URL. A photo that
 * cannot be scaled below the limit is refused with the size message, never sent whole.
 */
export async function readPhoto(file: File, scale: (file: Blob) => Promise<Blob | null> = scaleDownPhoto): Promise<PhotoResult> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, error: { key: 'content.form.error.photoType' } };
  }
  let picture: Blob = file;
  if (file.size > LIMITS.photoBytes) {
    const scaled = await scale(file);
    if (!scaled || scaled.size > LIMITS.photoBytes) {
      return { ok: false, error: { key: 'content.form.error.photoTooLarge', params: { max: LIMITS.photoBytes / (1024 * 1024) } } };
    }
    picture = scaled;
  }
  return readDataUrl(picture);
}

function readDataUrl(picture: Blob): Promise<PhotoResult> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      if (typeof result === 'string' && result.startsWith('data:image/')) resolve({ ok: true, dataUrl: result });
      else resolve({ ok: false, error: { key: 'content.form.error.photoRead' } });
    };
    reader.onerror = () => resolve({ ok: false, error: { key: 'content.form.error.photoRead' } });
    reader.readAsDataURL(picture);
  });
}
