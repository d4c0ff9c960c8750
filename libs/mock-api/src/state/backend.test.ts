import { describe, expect, it } from 'vitest';
import { MockBackend } from './backend';
import { TASTING_NOTE_PHOTO_MAX_CHARS } from '@bottle/api';
import { MockApiError } from './errors';
import { DAY_MS, toYmd, toYmdHm, totp } from '@bottle/domain';
import { MockClock } from '../clock';
import { dataset } from '../data/dataset';

const T0 = Date.UTC(2026, 10, 2, 1, 0, 0); // 2026-11-02 10:00 KST
const MIN = 60_000;

function setup(options: ConstructorParameters<typeof MockBackend>[0] = {}) {
  const clock = new MockClock();
  clock.set(T0);
  const backend = new MockBackend({ clock, ...options });
  const session = backend.login('demo', 'bottle1234');
  if (!session.access_token) throw new Error('demo login failed');
  const cno = backend.authenticate(session.access_token);
  return { clock, backend, cno, session };
}

/** A product in stock (>= 3) at store 361 and with zero at some other store. */
function stocked(backend: MockBackend, store = '361') {
  const p = dataset.products.find((x) => backend.stockAt(x.prd_cd, store) >= 3 && backend.stockAt(x.prd_cd, '201') >= 3);
  if (!p) throw new Error('no stocked product');
  return p;
}

async function errorOf(fn: () => unknown): Promise<MockApiError> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof MockApiError) return e;
    throw e;
  }
  throw new Error('expected a MockApiError');
}

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
    // the used refresh token is rotated away
    expect((await errorOf(() => backend.refresh(session.refresh_token))).status).toBe(401);
    clock.advance(8 * MIN);
    expect((await errorOf(() => backend.refresh(pair.refreshToken))).status).toBe(401);
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

describe('pickup reservation', () => {
  function reserve(backend: MockBackend, cno: string, qty = 2) {
    const p = stocked(backend);
    const before = backend.stockAt(p.prd_cd, '361');
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty, str_cd: '361', pickup_dt: toYmd(T0 + DAY_MS), privacy_agree_yn: 'Y' });
    return { p, r, before };
  }

  it('given stock, when created, then stock goes down, status is RESERVED and a PICKUP push is sent', () => {
    const { backend, cno } = setup();
    const { p, r, before } = reserve(backend, cno);
    expect(backend.stockAt(p.prd_cd, '361')).toBe(before - 2);
    expect(backend.toReservation(r).status).toBe('RESERVED');
    expect(backend.pushList(cno)[0]?.push_type).toBe('PICKUP');
    expect(backend.stockCountedAt(p.prd_cd)).toBe(T0);
  });

  it('given time passes, then the store confirms, sets it aside, reminds, and finally it expires with stock back', () => {
    const { backend, clock, cno } = setup();
    const { p, r, before } = reserve(backend, cno);
    clock.advance(2 * MIN);
    expect(backend.pickupRecord(cno, r.pickup_no).stage).toBe('CONFIRMED');
    clock.advance(10 * MIN);
    expect(backend.toReservation(backend.pickupRecord(cno, r.pickup_no)).status).toBe('READY');
    clock.advance(2 * DAY_MS + MIN);
    expect(backend.pickupRecord(cno, r.pickup_no).reminded).toBe(true);
    clock.advance(DAY_MS);
    expect(backend.pickupRecord(cno, r.pickup_no).stage).toBe('EXPIRED');
    expect(backend.stockAt(p.prd_cd, '361')).toBe(before);
    expect(backend.pushList(cno).map((x) => x.push_type)).toEqual([
      'PICKUP_FORBIDDEN_PUSH_Y',
      'PICKUP_OPEN_BEFORE',
      'PICKUP_TYPE2',
      'PICKUP_TYPE1',
      'PICKUP',
    ]);
  });

  it('given a reservation, when cancelled twice (a double tap, a retry), then it is cancelled once: stock back once, one notice', () => {
    const { backend, cno } = setup();
    const { p, r, before } = reserve(backend, cno);
    backend.cancelPickup(cno, r.pickup_no);
    backend.cancelPickup(cno, r.pickup_no);
    expect(backend.stockAt(p.prd_cd, '361')).toBe(before);
    expect(backend.toReservation(r).status).toBe('CANCELLED');
    expect(backend.toReservation(r).hist_list.filter((h) => h.stat === 'CANCELLED')).toHaveLength(1);
    expect(backend.pushList(cno).filter((n) => n.push_type === 'PICKUP_FORBIDDEN_PUSH_Y')).toHaveLength(1);
  });

  it('given the store confirmed the reservation, when the member cancels, then it is refused (they call the store)', async () => {
    const { backend, clock, cno } = setup();
    const { r } = reserve(backend, cno);
    clock.advance(2 * MIN);
    expect(backend.pickupRecord(cno, r.pickup_no).stage).toBe('CONFIRMED');
    const e = await errorOf(() => backend.cancelPickup(cno, r.pickup_no));
    expect(e.status).toBe(409);
    expect(e.message).toMatch(/call the store/);
    expect(backend.toReservation(r).status).toBe('RESERVED');
  });

  it('given the same idempotency key twice, when reserving, then one reservation is made and stock is taken once', () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const before = backend.stockAt(p.prd_cd, '361');
    const req = { prd_cd: p.prd_cd, qty: 2, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y', idem_key: 'attempt-0001' };
    const first = backend.createPickup(cno, req);
    const again = backend.createPickup(cno, req);
    expect(again.pickup_no).toBe(first.pickup_no);
    expect(backend.pickups(cno)).toHaveLength(1);
    expect(backend.stockAt(p.prd_cd, '361')).toBe(before - 2);
    expect(backend.createPickup(cno, { ...req, idem_key: 'attempt-0002' }).pickup_no).not.toBe(first.pickup_no);
  });

  it('given a key reused for a different reservation or a malformed key, then it is a bad request', async () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const req = { prd_cd: p.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y', idem_key: 'attempt-0001' };
    backend.createPickup(cno, req);
    expect((await errorOf(() => backend.createPickup(cno, { ...req, qty: 2 }))).status).toBe(400);
    expect((await errorOf(() => backend.createPickup(cno, { ...req, idem_key: 'x' }))).status).toBe(400);
  });

  it('given a reservation not yet set aside, when moved to another store, then stock moves and it is re-confirmed there', async () => {
    const { backend, clock, cno } = setup();
    const { p, r, before } = reserve(backend, cno);
    const other = backend.stockAt(p.prd_cd, '201');
    backend.changePickupStore(cno, r.pickup_no, '201');
    expect(backend.stockAt(p.prd_cd, '361')).toBe(before);
    expect(backend.stockAt(p.prd_cd, '201')).toBe(other - 2);
    expect(r.stage).toBe('REQUESTED');
    backend.staffStep(r.pickup_no, 'SET_ASIDE');
    clock.advance(MIN);
    expect((await errorOf(() => backend.changePickupStore(cno, r.pickup_no, '361'))).status).toBe(409);
  });

  it('given too little stock, when reserving, then it is refused', async () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const e = await errorOf(() =>
      backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 12, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' }),
    );
    expect([409, 400]).toContain(e.status);
  });

  it('given no privacy agreement, when reserving, then it is a bad request', async () => {
    const { backend, cno } = setup();
    const p = stocked(backend);
    const e = await errorOf(() =>
      backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'N' }),
    );
    expect(e.status).toBe(400);
  });

  it('given a ready order, when staff checks the code the phone computed from its secret, then it is picked up; a code two steps old is stale', async () => {
    const { backend, clock, cno } = setup();
    const { r } = reserve(backend, cno, 1);
    await expect(backend.passCode(cno, r.pickup_no)).rejects.toBeInstanceOf(MockApiError);
    backend.staffStep(r.pickup_no, 'SET_ASIDE');
    const secret = backend.toReservation(r).pass_secret ?? '';
    expect(secret).toMatch(/^[0-9a-f]{40}$/);
    const old = await totp(secret, clock.now());
    expect(await backend.passCode(cno, r.pickup_no)).toBe(old);
    clock.advance(2 * 30_000);
    expect((await errorOf(() => backend.staffVerify(r.pickup_no, old))).status).toBe(409);
    await backend.staffVerify(r.pickup_no, await totp(secret, clock.now()));
    expect(backend.toReservation(r).status).toBe('PICKED_UP');
    expect(backend.pushList(cno)[0]?.push_type).toBe('PICKUP_COMPLETE');
  });

  it('given the previous step’s code (read as it turned), then the desk still accepts it', async () => {
    const { backend, clock, cno } = setup();
    const { r } = reserve(backend, cno, 1);
    backend.staffStep(r.pickup_no, 'SET_ASIDE');
    const code = await totp(backend.toReservation(r).pass_secret ?? '', clock.now());
    clock.advance(30_000);
    await backend.staffVerify(r.pickup_no, code);
    expect(backend.toReservation(r).status).toBe('PICKED_UP');
  });

  it('given two reservations, then each has its own secret; the desk view and a closed reservation carry none', () => {
    const { backend, cno } = setup();
    const a = reserve(backend, cno, 1).r;
    const b = reserve(backend, cno, 1).r;
    expect(backend.toReservation(a).pass_secret).not.toBe(backend.toReservation(b).pass_secret);
    expect(backend.toReservation(a, false).pass_secret).toBeUndefined();
    expect(backend.toReservation(a).mbr_nm).toBeTruthy();
    backend.cancelPickup(cno, a.pickup_no);
    expect(backend.toReservation(a).pass_secret).toBeUndefined();
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

describe('reservation hold end and history (libs/api A17)', () => {
  const at = (ms: number) => toYmdHm(ms);

  it('given one clock jump past the hold, then every step is stamped with the instant it happened, not when it was noticed', () => {
    const { backend, clock, cno } = setup();
    const p = stocked(backend);
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    const readyAt = T0 + 12 * MIN;
    expect(backend.toReservation(r).hold_end_dt).toBe(at(readyAt + 3 * DAY_MS));
    clock.advance(5 * DAY_MS);
    const view = backend.toReservation(backend.pickupRecord(cno, r.pickup_no));
    expect(view.status).toBe('EXPIRED');
    expect(view.hold_end_dt).toBe(at(readyAt + 3 * DAY_MS));
    expect(view.hist_list).toEqual([
      { stat: 'RESERVED', dt: at(T0), str_cd: '361' },
      { stat: 'CONFIRMED', dt: at(T0 + 2 * MIN), str_cd: '361' },
      { stat: 'READY', dt: at(readyAt), str_cd: '361' },
      { stat: 'REMINDED', dt: at(readyAt + 2 * DAY_MS), str_cd: '361' },
      { stat: 'EXPIRED', dt: at(readyAt + 3 * DAY_MS), str_cd: '361' },
    ]);
    // the push notices were all stamped when the backend noticed them, after the jump
    expect(
      new Set(
        backend
          .pushList(cno)
          .slice(0, 4)
          .map((n) => n.send_dt),
      ),
    ).toEqual(new Set([at(T0 + 5 * DAY_MS)]));
  });

  it('given a move and a cancellation, then the history lists the move to the new store and the cancellation', () => {
    const { backend, clock, cno } = setup();
    const p = stocked(backend);
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    clock.advance(3 * MIN);
    backend.changePickupStore(cno, r.pickup_no, '201');
    clock.advance(MIN);
    backend.cancelPickup(cno, r.pickup_no);
    expect(backend.toReservation(r).hist_list).toEqual([
      { stat: 'RESERVED', dt: at(T0), str_cd: '361' },
      { stat: 'CONFIRMED', dt: at(T0 + 2 * MIN), str_cd: '361' },
      { stat: 'MOVED', dt: at(T0 + 3 * MIN), str_cd: '201' },
      { stat: 'CANCELLED', dt: at(T0 + 4 * MIN), str_cd: '201' },
    ]);
  });

  it('given a reservation made at 10:00, when it moves to another store at 10:04, then its time stays 10:00, the move is its own step and the new store confirms after its own wait', () => {
    const { backend, clock, cno } = setup();
    const p = stocked(backend);
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    clock.advance(4 * MIN);
    backend.changePickupStore(cno, r.pickup_no, '201');
    const moved = backend.toReservation(r);
    expect(moved.reg_dt).toBe(at(T0));
    expect(moved.hist_list?.at(-1)).toEqual({ stat: 'MOVED', dt: at(T0 + 4 * MIN), str_cd: '201' });
    // The store's confirmation wait (2 minutes by default) starts at the move, not at the reservation.
    clock.advance(MIN);
    expect(backend.toReservation(r).status).toBe('RESERVED');
    clock.advance(MIN);
    backend.tick();
    expect(backend.toReservation(r).hist_list?.at(-1)).toEqual({ stat: 'CONFIRMED', dt: at(T0 + 6 * MIN), str_cd: '201' });
    expect(backend.toReservation(r).reg_dt).toBe(at(T0));
  });

  it('given a pickup handed over at the desk, then it leaves one receipt at the top, dated the handover, at the reserved price', async () => {
    const { backend, clock, cno } = setup();
    const p = stocked(backend);
    const seeded = backend.receipts(cno).length;
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 2, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    backend.staffStep(r.pickup_no, 'SET_ASIDE');
    clock.advance(MIN);
    await backend.staffVerify(r.pickup_no, await backend.passCode(cno, r.pickup_no));
    const receipts = backend.receipts(cno);
    expect(receipts).toHaveLength(seeded + 1);
    expect(receipts[0]).toMatchObject({
      rcpt_no: `R${r.pickup_no}`,
      sale_dt: toYmd(T0 + MIN),
      str_cd: '361',
      lines: [{ prd_cd: p.prd_cd, qty: 2, price: p.price }],
    });
  });

  it('given push turned off, when a reservation is cancelled, then the notice is PICKUP_FORBIDDEN_PUSH_N', () => {
    const { backend, cno } = setup();
    backend.updatePushSetting(cno, { push_yn: 'N' });
    const p = stocked(backend);
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    backend.cancelPickup(cno, r.pickup_no);
    expect(backend.pushList(cno)[0]?.push_type).toBe('PICKUP_FORBIDDEN_PUSH_N');
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
