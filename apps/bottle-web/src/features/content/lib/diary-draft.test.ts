import { describe, expect, it } from 'vitest';
import { persist, restore, safeStorageOf } from '../../../lib/persistent-state';
import {
  DIARY_DRAFT_STORAGE,
  draftFromNote,
  draftKey,
  emptyDraft,
  LIMITS,
  parseDiaryDraft,
  readExtras,
  readPhoto,
  toRequest,
  toUpdateRequest,
  validateDraft,
  type DiaryDraft,
} from './diary-draft';

// Noon of 15 March 2026 in Korea, as an instant: the same Korean day under any TZ the tests run in.
const TODAY = new Date('2026-03-15T12:00:00+09:00');

function memoryStorage(limitChars = Infinity) {
  const map = new Map<string, string>();
  return safeStorageOf(() => ({
    getItem: (k: string) => map.get(k) ?? null,
    removeItem: (k: string) => void map.delete(k),
    setItem: (k: string, v: string) => {
      if (v.length > limitChars) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
  }));
}
const save = (storage: ReturnType<typeof memoryStorage>, key: string, draft: DiaryDraft) =>
  persist(key, draft, { ...DIARY_DRAFT_STORAGE, storage });
const load = (storage: ReturnType<typeof memoryStorage>, key: string) => restore(key, { ...DIARY_DRAFT_STORAGE, storage });

const valid: DiaryDraft = { ...emptyDraft(TODAY), prdNm: ' 샤토 마고 2020 ', rating: 4, content: ' 좋았다 ', place: '' };

describe('draft keys and storage', () => {
  it('given a note number or none, then the key is bottle.draft.diary.<noteNo|new>', () => {
    expect(draftKey()).toBe('bottle.draft.diary.new');
    expect(draftKey('TN12')).toBe('bottle.draft.diary.TN12');
  });

  it('given a saved draft, when it is loaded again, then it round-trips; clearing removes it', () => {
    const storage = memoryStorage();
    const draft = { ...valid, photo: 'data:image/png;base64,AAAA', senses: { sweetness: 1, acidity: 2, body: 3, tannin: 4, aroma: 5 } };
    expect(save(storage, 'k', draft)).toBe('saved');
    expect(load(storage, 'k')).toEqual(draft);
    storage.remove('k');
    expect(load(storage, 'k')).toBeUndefined();
  });

  it('given corrupt or hostile stored values, when loaded, then bad fields fall back and nothing throws', () => {
    expect(parseDiaryDraft('{nope')).toBeUndefined();
    const d = parseDiaryDraft(
      JSON.stringify({ prdNm: 5, rating: 9, senses: { sweetness: 99, body: 'x' }, photo: 'javascript:alert(1)', content: 'ok' }),
    );
    expect(d).toMatchObject({ prdNm: '', rating: 0, content: 'ok', senses: { sweetness: 5, body: 3 } });
    expect(d?.photo).toBeUndefined();
    expect(parseDiaryDraft(null)).toBeUndefined();
  });

  it('given storage too full for the photo, when saved, then the draft is kept without the photo', () => {
    const storage = memoryStorage(2000);
    const draft = { ...valid, photo: `data:image/png;base64,${'A'.repeat(5000)}` };
    expect(save(storage, 'k', draft)).toBe('saved-lighter');
    expect(load(storage, 'k')).toMatchObject({ prdNm: valid.prdNm });
    expect(load(storage, 'k')?.photo).toBeUndefined();
    expect(save(memoryStorage(10), 'k', valid)).toBe('quota');
  });
});

describe('validation', () => {
  it('given a complete draft, then there is no error', () => {
    expect(validateDraft(valid, TODAY)).toEqual({});
  });

  it('given an empty draft, then product, rating and content are each reported with their own message', () => {
    expect(validateDraft(emptyDraft(TODAY), TODAY)).toEqual({
      product: { key: 'content.form.error.productRequired' },
      rating: { key: 'content.form.error.ratingRequired' },
      content: { key: 'content.form.error.contentRequired' },
    });
  });

  it('given a future, missing or impossible date, then the date is refused', () => {
    expect(validateDraft({ ...valid, date: '2026-03-16' }, TODAY).date?.key).toBe('content.form.error.dateFuture');
    expect(validateDraft({ ...valid, date: '2026-03-15' }, TODAY).date).toBeUndefined();
    expect(validateDraft({ ...valid, date: '' }, TODAY).date?.key).toBe('content.form.error.dateRequired');
    expect(validateDraft({ ...valid, date: '2026-02-30' }, TODAY).date?.key).toBe('content.form.error.dateRequired');
  });

  it.each([
    // [now (UTC), today in Korea]
    ['2026-03-15T14:59:59Z', '2026-03-15'],
    ['2026-03-15T15:00:00Z', '2026-03-16'],
    ['2026-12-31T15:00:00Z', '2027-01-01'],
  ])('given now is %s, when a note is started, then its date is the Korean day %s and that day is not in the future', (iso, day) => {
    const now = new Date(iso);
    expect(emptyDraft(now).date).toBe(day);
    expect(validateDraft({ ...valid, date: day }, now).date).toBeUndefined();
  });

  it('given texts over their limits, then each says its maximum', () => {
    const errors = validateDraft(
      { ...valid, prdNm: 'x'.repeat(LIMITS.productName + 1), content: 'x'.repeat(LIMITS.content + 1), place: 'x'.repeat(LIMITS.place + 1) },
      TODAY,
    );
    expect(errors.product).toEqual({ key: 'content.form.error.productTooLong', params: { max: 100 } });
    expect(errors.content).toEqual({ key: 'content.form.error.contentTooLong', params: { max: 2000 } });
    expect(errors.place).toEqual({ key: 'content.form.error.placeTooLong', params: { max: 50 } });
  });
});

describe('request and note mapping', () => {
  it('given a draft, then the request trims texts, converts the date and carries the five senses and photo', () => {
    const body = toRequest({ ...valid, date: '2026-03-01', place: ' 집 ', photo: 'data:image/png;base64,AA', prdCd: 'W00001' });
    expect(body).toEqual({
      prd_nm: '샤토 마고 2020',
      prd_cd: 'W00001',
      rating: 4,
      tasting_dt: '20260301',
      content: '좋았다',
      place: '집',
      sweetness: 3,
      acidity: 3,
      body: 3,
      tannin: 3,
      aroma: 3,
      photo_url: 'data:image/png;base64,AA',
    });
    expect(toRequest(valid)).not.toHaveProperty('place');
  });

  it('given a saved note with or without extras, then the edit form starts from it', () => {
    const note = { note_no: 'TN1', prd_nm: '막걸리', rating: 2 as const, tasting_dt: '20260105', content: 'c', reg_dt: '202601051200' };
    expect(draftFromNote(note)).toEqual({ ...emptyDraft(), prdNm: '막걸리', date: '2026-01-05', rating: 2, content: 'c' });
    const withExtras = { ...note, sweetness: 5, acidity: 1, body: 2, tannin: 4, aroma: 3, photo_url: 'data:image/jpeg;base64,AA' } as const;
    expect(readExtras(withExtras)).toEqual({
      senses: { sweetness: 5, acidity: 1, body: 2, tannin: 4, aroma: 3 },
      photo: 'data:image/jpeg;base64,AA',
    });
    expect(readExtras({ ...note, photo_url: 'javascript:alert(1)' })).toEqual({});
    expect(readExtras({ ...note, sweetness: 5 })).toEqual({});
    expect(draftFromNote(withExtras)).toMatchObject({
      senses: { sweetness: 5, acidity: 1, body: 2, tannin: 4, aroma: 3 },
      photo: 'data:image/jpeg;base64,AA',
    });
  });

  it('given an edited draft without place or photo, then the update body removes them on the server', () => {
    expect(toUpdateRequest('TN7', valid)).toMatchObject({ note_no: 'TN7', place: '', photo_url: '', sweetness: 3 });
    expect(toUpdateRequest('TN7', { ...valid, place: '집', photo: 'data:image/png;base64,AA' })).toMatchObject({
      place: '집',
      photo_url: 'data:image/png;base64,AA',
    });
  });
});

describe('photos', () => {
  it('given a file of another type, or one over 1 MiB the phone cannot scale down, then it is refused with the matching message', async () => {
    expect(await readPhoto(new File(['x'], 'a.txt', { type: 'text/plain' }))).toEqual({
      ok: false,
      error: { key: 'content.form.error.photoType' },
    });
    const cannotScale = async () => null;
    expect(await readPhoto(new File([new Uint8Array(LIMITS.photoBytes + 1)], 'a.png', { type: 'image/png' }), cannotScale)).toEqual({
      ok: false,
      error: { key: 'content.form.error.photoTooLarge', params: { max: 1 } },
    });
    // Scaled, but still over the limit: refused too, never sent whole.
    const tooBig = async () => new Blob([new Uint8Array(LIMITS.photoBytes + 1)], { type: 'image/jpeg' });
    expect(await readPhoto(new File([new Uint8Array(LIMITS.photoBytes + 1)], 'a.png', { type: 'image/png' }), tooBig)).toMatchObject({
      ok: false,
    });
  });

  it('given a camera photo over 1 MiB (a 12 MP picture), then it is scaled on the phone and the scaled JPEG is kept, not the original', async () => {
    const original = new File([new Uint8Array(4 * 1024 * 1024)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const scaled: Blob[] = [];
    const result = await readPhoto(original, async (file) => {
      scaled.push(file);
      return new Blob([new Uint8Array([9, 9, 9])], { type: 'image/jpeg' });
    });
    expect(scaled).toEqual([original]);
    expect(result).toEqual({ ok: true, dataUrl: 'data:image/jpeg;base64,CQkJ' });
  });

  it('given a photo within the limit, then it is not scaled', async () => {
    let asked = 0;
    await readPhoto(new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }), async () => (asked++, null));
    expect(asked).toBe(0);
  });

  it('given a small image, then it is read as a data URL', async () => {
    const result = await readPhoto(new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }));
    expect(result).toEqual({ ok: true, dataUrl: 'data:image/jpeg;base64,AQID' });
  });
});
