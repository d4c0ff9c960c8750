/**
 * An edited tasting note shows its new text at once ("the edited text never shows after
 * save" on a busy machine). RTK Query holds an invalidation back while any call of the service is
 * running, so the refetch alone could leave the note's screen on the old text for seconds.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applyNoteUpdate, productApi, tastingNoteApi, type TastingNote } from '../src/index';
import { BOTTLE, useMswServer, setupApi } from './helpers';

const server = useMswServer();

const NOTE: TastingNote = {
  note_no: '7',
  prd_cd: 'W00001',
  prd_nm: '샤토 보틀',
  img_url: 'https://img.bottle.test/W00001.png',
  rating: 3,
  tasting_dt: '20260105',
  place: '집',
  content: '처음 마셔 봄',
  reg_dt: '20260105120000',
  sweetness: 2,
  photo_url: 'data:image/png;base64,AAAA',
};

describe('editing a tasting note', () => {
  it('given the note cached and another call still running, when the edit is saved, then the cached note shows it at once, before any refetch', async () => {
    const { store } = setupApi();
    let infoCalls = 0;
    let releaseSlow: () => void = () => undefined;
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/info`, () => {
        infoCalls += 1;
        return HttpResponse.json({ rspC: '200', ...NOTE });
      }),
      http.post(`${BOTTLE}/app/tasting/note/update`, () => HttpResponse.json({ rspC: '200' })),
      // Another screen's call that takes its time (a product page behind the diary, say).
      http.post(`${BOTTLE}/app/product/info`, async () => {
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return HttpResponse.json({ rspC: '200', prd_cd: 'W00001' });
      }),
    );
    const note = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '7' }));
    await note;
    const slow = store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'W00001' }));

    await store
      .dispatch(
        tastingNoteApi.endpoints.tastingNoteUpdate.initiate({
          note_no: '7',
          content: '두 번째엔 더 맛있음',
          rating: 5,
          photo_url: '',
          place: '',
        }),
      )
      .unwrap();

    const cached = tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '7' })(store.getState()).data;
    expect(cached).toMatchObject({ content: '두 번째엔 더 맛있음', rating: 5, sweetness: 2, prd_nm: '샤토 보틀' });
    expect(cached).not.toHaveProperty('photo_url');
    expect(cached).not.toHaveProperty('place');
    expect(infoCalls).toBe(1);

    releaseSlow();
    await slow;
    note.unsubscribe();
    slow.unsubscribe();
  });

  it('given an edit the server refuses, when it fails, then the cached note stays as the server has it', async () => {
    const { store } = setupApi();
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/info`, () => HttpResponse.json({ rspC: '200', ...NOTE })),
      http.post(`${BOTTLE}/app/tasting/note/update`, () => HttpResponse.json({ rspC: '400', rspMsgCn: 'bad' }, { status: 400 })),
    );
    const note = store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: '7' }));
    await note;
    await expect(
      store.dispatch(tastingNoteApi.endpoints.tastingNoteUpdate.initiate({ note_no: '7', content: 'x' })).unwrap(),
    ).rejects.toBeTruthy();
    expect(tastingNoteApi.endpoints.tastingNoteInfo.select({ note_no: '7' })(store.getState()).data).toMatchObject({
      content: '처음 마셔 봄',
    });
    note.unsubscribe();
  });
});

describe('applyNoteUpdate (A19 update rules)', () => {
  const fresh = (): TastingNote => structuredClone(NOTE);

  it('given absent fields, then they stay', () => {
    const note = fresh();
    applyNoteUpdate(note, { note_no: '7' });
    expect(note).toEqual(NOTE);
  });

  it("given place '' and photo_url '', then the place and the photo are removed", () => {
    const note = fresh();
    applyNoteUpdate(note, { note_no: '7', place: '', photo_url: '' });
    expect(note).not.toHaveProperty('place');
    expect(note).not.toHaveProperty('photo_url');
  });

  it('given a typed name over the picked product, then the note no longer names that product nor shows its image', () => {
    const note = fresh();
    applyNoteUpdate(note, { note_no: '7', prd_nm: '우리집 막걸리' });
    expect(note).toMatchObject({ prd_nm: '우리집 막걸리' });
    expect(note).not.toHaveProperty('prd_cd');
    expect(note).not.toHaveProperty('img_url');
  });

  it('given the same name as the picked product, then the product stays linked', () => {
    const note = fresh();
    applyNoteUpdate(note, { note_no: '7', prd_nm: '샤토 보틀' });
    expect(note).toMatchObject({ prd_cd: 'W00001', img_url: NOTE.img_url });
  });

  it('given senses, then only the given ones change', () => {
    const note = fresh();
    applyNoteUpdate(note, { note_no: '7', acidity: 4 });
    expect(note).toMatchObject({ sweetness: 2, acidity: 4 });
  });
});
