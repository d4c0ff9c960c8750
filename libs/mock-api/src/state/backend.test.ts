import { describe, expect, it } from 'vitest';
import { MockBackend } from './backend';
import { TASTING_NOTE_PHOTO_MAX_CHARS } from '@bottle/api';
import { DAY_MS, toYmd, toYmdHm } from '@bottle/domain';
import { dataset } from '../data/dataset';
import { errorOf, MIN, setup, stocked, T0 } from './backend-test-kit';
import { REFRESH_REUSE_MS } from './sign-on';

describe('demo auth', () => {
  it('given a demo member, when logging in, then it gets SSO and API tokens without an error code', () => {
    const { session } = setup();
    expect(session.rspC).toBeUndefined();
    expect(session.acesTkn).toMatch(/^demo-aces\./);
    expect(session.mart_member_yn).toBe('Y');
    expect(session.frnYn).toBe('N');
  });

  it('given the foreign member, when logging in, then frnYn is Y', () => {
    const { backend } = setup();
    expect(backend.login('foreign', 'bottle1234').frnYn).toBe('Y');
  });

  it.each(dataset.members.login_errors.map((e) => [e.login_id, e.rspC, e.rspDtc] as const))(
    'given login ID %s, when logging in, then it answers %s/%s',
    (id, rspC, rspDtc) => {
      const { backend } = setup();
      const answer = backend.login(id, 'whatever');
      expect(answer.rspC).toBe(rspC);
      expect(answer.rspDtc).toBe(rspDtc);
      expect(answer.access_token).toBeUndefined();
    },
  );

  it('given a wrong password, when logging in, then it answers 44/401', () => {
    const { backend } = setup();
    expect(backend.login('demo', 'nope')).toMatchObject({ rspC: '44', rspDtc: '401' });
  });

  it('given the access TTL passed, when authenticating, then 401 asks for a refresh that works until the refresh TTL', async () => {
    const { backend, clock, session } = setup({ accessTokenTtlMs: 2 * MIN, refreshTokenTtlMs: 10 * MIN });
    clock.advance(2 * MIN);
    expect((await errorOf(() => backend.authenticate(session.access_token))).status).toBe(401);
    const pair = backend.refresh(session.refresh_token);
    expect(backend.authenticate(pair.token)).toBe('100000001');
    // the used refresh token is turned over: asked again within the reuse window (a page that
    // left mid-refresh), it answers the same pair; after the window it is refused
    expect(backend.refresh(session.refresh_token)).toEqual(pair);
    clock.advance(REFRESH_REUSE_MS);
    expect((await errorOf(() => backend.refresh(session.refresh_token))).status).toBe(401);
    expect(backend.authenticate(pair.token)).toBe('100000001');
    clock.advance(8 * MIN - REFRESH_REUSE_MS);
    expect((await errorOf(() => backend.refresh(pair.refreshToken))).status).toBe(401);
  });

  it('given a refresh token turned over twice, when the first is asked again within the window, then it is refused (only the latest pair is answered)', async () => {
    const { backend, session } = setup();
    const first = backend.refresh(session.refresh_token);
    const second = backend.refresh(first.refreshToken);
    expect((await errorOf(() => backend.refresh(session.refresh_token))).status).toBe(401);
    // the second turn's own repeat still answers its pair
    expect(backend.refresh(first.refreshToken)).toEqual(second);
  });

  it('given a refresh turned over, when the member logs out, then the old token answers nothing within the window', async () => {
    const { backend, session } = setup();
    const pair = backend.refresh(session.refresh_token);
    backend.logout(pair.token);
    expect((await errorOf(() => backend.refresh(session.refresh_token))).status).toBe(401);
  });
});

describe('wish list', () => {
  it('given a product, when toggled twice, then isMyBucker and bnkr_cnt go up and back down', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const before = backend.bnkrCnt(p.prd_cd);
    expect(backend.toggleWish(cno, p.prd_cd)).toEqual({ prd_cd: p.prd_cd, isMyBucker: 'Y', bnkr_cnt: before + 1 });
    expect(backend.isMyBucker(cno, p.prd_cd)).toBe('Y');
    expect(backend.toggleWish(cno, p.prd_cd)).toEqual({ prd_cd: p.prd_cd, isMyBucker: 'N', bnkr_cnt: before });
  });
});

describe('alarms', () => {
  it('given a sold-out product, when a restock alarm is set and stock arrives, then one SOLDOUT_RESTOCK_Y push is sent and the alarm is used up', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    backend.setStock(p.prd_cd, '361', 0);
    const alarmNo = backend.registerAlarm(cno, 'restock', p.prd_cd, '361');
    expect(backend.registerAlarm(cno, 'restock', p.prd_cd, '361')).toBe(alarmNo);
    expect(backend.alarms(cno)).toHaveLength(1);
    backend.setStock(p.prd_cd, '361', 6);
    expect(backend.pushList(cno)[0]?.push_type).toBe('SOLDOUT_RESTOCK_Y');
    expect(backend.alarms(cno)).toHaveLength(0);
  });

  it('given a product in stock, when a restock alarm is asked, then it is refused', async () => {
    const { backend, cno } = setup();
    expect((await errorOf(() => backend.registerAlarm(cno, 'restock', stocked(backend).prd_cd, '361'))).status).toBe(409);
  });

  it('given a reservation alarm, when reservation opens, then the member is notified', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    backend.registerAlarm(cno, 'reservation', p.prd_cd);
    expect(backend.openReservation(p.prd_cd)).toBe(1);
    expect(backend.pushList(cno)[0]?.push_type).toBe('PICKUP_OPEN_BEFORE');
  });

  it('given a product no store has and a reservation alarm, when bottles arrive at any store, then one push links to the reservation flow and the alarm is used up', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    for (const store of dataset.stores) backend.setStock(p.prd_cd, store.str_cd, 0);
    backend.registerAlarm(cno, 'reservation', p.prd_cd);
    backend.setStock(p.prd_cd, '218', 4);
    const opened = backend.pushList(cno).filter((n) => n.push_type === 'PICKUP_OPEN_BEFORE');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.link_url).toBe(`/pickup/reserve/${p.prd_cd}`);
    expect(backend.alarms(cno, 'reservation')).toHaveLength(0);
    backend.setStock(p.prd_cd, '201', 4);
    expect(backend.pushList(cno).filter((n) => n.push_type === 'PICKUP_OPEN_BEFORE')).toHaveLength(1);
  });

  it('deletes an alarm by number and refuses an unknown one', async () => {
    const { backend, cno } = setup();
    const id = backend.registerAlarm(cno, 'reservation', stocked(backend).prd_cd);
    backend.deleteAlarm(cno, id);
    expect(backend.alarms(cno)).toEqual([]);
    expect((await errorOf(() => backend.deleteAlarm(cno, id))).status).toBe(404);
  });
});

describe('tasting diary', () => {
  it('inserts, updates, lists and deletes notes', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const no = backend.insertNote(cno, { prd_cd: p.prd_cd, prd_nm: '', rating: 4, tasting_dt: '20261101', content: '좋았다' });
    backend.updateNote(cno, { note_no: no, rating: 5, content: '아주 좋았다' });
    expect(backend.notes(cno)[0]).toMatchObject({ note_no: no, rating: 5, content: '아주 좋았다', prd_nm: p.prd_nm });
    backend.deleteNote(cno, no);
    expect(backend.notes(cno)).toEqual([]);
  });

  it('refuses a rating outside 1-5 and an empty text', async () => {
    const { backend, cno } = setup();
    expect(
      (await errorOf(() => backend.insertNote(cno, { prd_nm: 'x', rating: 6 as 5, tasting_dt: '20261101', content: 'a' }))).status,
    ).toBe(400);
    expect((await errorOf(() => backend.insertNote(cno, { prd_nm: 'x', rating: 3, tasting_dt: '20261101', content: ' ' }))).status).toBe(
      400,
    );
  });

  const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const base = { prd_nm: '직접 쓴 와인', rating: 4, tasting_dt: '20261101', content: '좋았다' } as const;

  it('keeps the five senses and the photo on insert, and changes them on update (libs/api A19)', () => {
    const { backend, cno } = setup();
    const no = backend.insertNote(cno, { ...base, sweetness: 2, acidity: 4, body: 5, tannin: 1, aroma: 3, photo_url: PHOTO });
    expect(backend.notes(cno)[0]).toMatchObject({ sweetness: 2, acidity: 4, body: 5, tannin: 1, aroma: 3, photo_url: PHOTO });
    backend.updateNote(cno, { note_no: no, sweetness: 5, content: '다시 마셨다' });
    expect(backend.notes(cno)[0]).toMatchObject({
      sweetness: 5,
      acidity: 4,
      body: 5,
      tannin: 1,
      aroma: 3,
      photo_url: PHOTO,
      content: '다시 마셨다',
    });
  });

  it("removes the photo and the place on update with '', and leaves them when absent", () => {
    const { backend, cno } = setup();
    const no = backend.insertNote(cno, { ...base, place: '잠실점', photo_url: PHOTO });
    backend.updateNote(cno, { note_no: no, rating: 2 });
    expect(backend.notes(cno)[0]).toMatchObject({ place: '잠실점', photo_url: PHOTO, rating: 2 });
    backend.updateNote(cno, { note_no: no, place: '', photo_url: '' });
    expect(backend.notes(cno)[0]).not.toHaveProperty('photo_url');
    expect(backend.notes(cno)[0]).not.toHaveProperty('place');
  });

  it('stores only the note fields, not anything else an update body carries', () => {
    const { backend, cno } = setup();
    const no = backend.insertNote(cno, base);
    backend.updateNote(cno, { note_no: no, rating: 3, reg_dt: '200001010000', img_url: 'x' } as never);
    expect(backend.notes(cno)[0]?.reg_dt).not.toBe('200001010000');
    expect(backend.notes(cno)[0]).not.toHaveProperty('img_url');
  });

  it('given a name typed over a picked product, then the note no longer names that product', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const no = backend.insertNote(cno, { ...base, prd_cd: p.prd_cd });
    backend.updateNote(cno, { note_no: no, prd_nm: '다른 와인' });
    expect(backend.notes(cno)[0]).toMatchObject({ prd_nm: '다른 와인' });
    expect(backend.notes(cno)[0]).not.toHaveProperty('prd_cd');
  });

  it.each([0, 6, 2.5, '3', null])('refuses a sense of %j on insert and on update', async (value) => {
    const { backend, cno } = setup();
    expect((await errorOf(() => backend.insertNote(cno, { ...base, acidity: value as never }))).message).toMatch(
      /acidity must be an integer from 1 to 5/,
    );
    const no = backend.insertNote(cno, base);
    expect((await errorOf(() => backend.updateNote(cno, { note_no: no, aroma: value as never }))).status).toBe(400);
  });

  it.each([
    ['a remote URL', 'https://example.com/a.png'],
    ['a non-image data URL', 'data:text/html;base64,PGgxPg=='],
    ['an SVG (scriptable) image', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['a URL that is not base64', 'data:image/png,hello'],
    ['an empty photo on insert', ''],
  ])('refuses %s as a photo', async (_name, photo) => {
    const { backend, cno } = setup();
    expect((await errorOf(() => backend.insertNote(cno, { ...base, photo_url: photo }))).status).toBe(400);
  });

  it('accepts a photo of exactly the size limit and refuses one character more', async () => {
    const { backend, cno } = setup();
    const prefix = 'data:image/jpeg;base64,';
    const atLimit = prefix + 'A'.repeat(TASTING_NOTE_PHOTO_MAX_CHARS - prefix.length);
    expect(backend.insertNote(cno, { ...base, photo_url: atLimit })).toMatch(/^TN/);
    const error = await errorOf(() => backend.insertNote(cno, { ...base, photo_url: `${atLimit}A` }));
    expect(error.message).toMatch(/at most 1500000 characters/);
  });
});

describe('push notices, default store, push settings, recent searches', () => {
  it('reads one notice, then all, then deletes them', () => {
    const { backend, cno } = setup();
    backend.push(cno, 'PICKUP', 'a', 'a');
    const b = backend.push(cno, 'PICKUP', 'b', 'b');
    backend.readPush(cno, b.push_no);
    expect(backend.pushList(cno).map((p) => p.read_yn)).toEqual(['Y', 'N']);
    backend.readPush(cno);
    expect(backend.pushList(cno).every((p) => p.read_yn === 'Y')).toBe(true);
    backend.deletePush(cno, b.push_no);
    expect(backend.pushList(cno)).toHaveLength(1);
    backend.deletePush(cno);
    expect(backend.pushList(cno)).toEqual([]);
  });

  it('sets the default store and refuses an unknown one', async () => {
    const { backend, cno } = setup();
    backend.setDefaultStore(cno, '201');
    expect(backend.memberState(cno).def_str_cd).toBe('201');
    expect((await errorOf(() => backend.setDefaultStore(cno, '999'))).status).toBe(404);
  });

  it('updates push settings and refuses a value other than Y or N', async () => {
    const { backend, cno } = setup();
    backend.updatePushSetting(cno, { marketing_push_yn: 'Y' });
    expect(backend.memberState(cno).push_setting).toEqual({ push_yn: 'Y', marketing_push_yn: 'Y', night_push_yn: 'N' });
    expect((await errorOf(() => backend.updatePushSetting(cno, { push_yn: 'X' as 'Y' }))).status).toBe(400);
  });

  it('keeps recent searches newest first without duplicates and deletes one or all', () => {
    const { backend, clock, cno } = setup();
    backend.addRecentSearch(cno, '샴페인');
    clock.advance(MIN);
    backend.addRecentSearch(cno, '맥캘란');
    backend.addRecentSearch(cno, '샴페인');
    expect(backend.memberState(cno).recent.map((r) => r.keyword)).toEqual(['샴페인', '맥캘란']);
    backend.deleteRecentSearch(cno, '샴페인');
    expect(backend.memberState(cno).recent.map((r) => r.keyword)).toEqual(['맥캘란']);
    backend.deleteRecentSearch(cno);
    expect(backend.memberState(cno).recent).toEqual([]);
  });

  it('survives a JSON round trip of its state (what IndexedDB stores)', () => {
    const { backend, cno } = setup();
    backend.toggleWish(cno, stocked(backend).prd_cd);
    const copy = new MockBackend({ clock: backend.clock }, JSON.parse(JSON.stringify(backend.state)));
    expect(copy.memberState(cno).wish).toEqual(backend.memberState(cno).wish);
  });
});

describe('per-store stock (libs/api A21)', () => {
  it('given a shelf counted at one store, then only that store carries the new count time; the others keep the seed count', () => {
    const { backend, clock } = setup();
    const p = stocked(backend);
    const seeded = toYmdHm(T0 + 60 * MIN - p.stock_counted_min_ago * MIN);
    clock.advance(60 * MIN);
    backend.setStock(p.prd_cd, '361', 7);
    const rows = backend.storeStock(p.prd_cd);
    expect(rows).toHaveLength(dataset.stores.length);
    expect(rows.find((s) => s.str_cd === '361')).toMatchObject({ stock_qty: 7, count_dt: toYmdHm(T0 + 60 * MIN) });
    expect(rows.find((s) => s.str_cd === '201')).toMatchObject({ stock_qty: backend.stockAt(p.prd_cd, '201'), count_dt: seeded });
  });

  it('given a snapshot saved before per-store count times existed, then it still answers and records new counts', () => {
    const { backend } = setup();
    const p = stocked(backend);
    delete backend.state.store_counted_at;
    expect(backend.storeStock(p.prd_cd)[0]?.count_dt).toMatch(/^\d{12}$/);
    backend.setStock(p.prd_cd, '361', 1);
    expect(backend.stockCountedAt(p.prd_cd, '361')).toBe(T0);
  });
});

describe('coupons (libs/api A22)', () => {
  it('given the demo member, then each dataset coupon comes with its discount kind, expiry day and a valid EAN-13 barcode', () => {
    const { backend, cno } = setup();
    const list = backend.coupons(cno);
    const seed = backend.member(cno).coupons;
    expect(list.map((c) => c.cpn_no)).toEqual(seed.map((c) => c.cpn_no));
    for (const [i, c] of list.entries()) {
      const s = seed[i];
      expect(c.dc_type).toBe(s?.dc_rate !== undefined ? 'RATE' : 'AMOUNT');
      expect(c.dc_value).toBe(s?.dc_rate ?? s?.dc_amt);
      expect(c.exp_dt).toBe(toYmd(T0 + (s?.day_to_offset ?? 0) * DAY_MS));
      expect(c.use_yn).toBe(s?.use_yn);
      const digits = (c.barcode ?? '').split('').map(Number);
      expect(digits).toHaveLength(13);
      expect(digits.reduce((sum, d, k) => sum + d * (k % 2 === 0 ? 1 : 3), 0) % 10).toBe(0);
    }
  });
});
