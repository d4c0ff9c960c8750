/** The demo backend's pickup reservations: making, holding, the store's steps, the pass, history. */
import { describe, expect, it } from 'vitest';
import type { MockBackend } from './backend';
import { MockApiError } from './errors';
import { DAY_MS, toYmd, toYmdHm, totp } from '@bottle/domain';

import { errorOf, MIN, setup, stocked, T0 } from './backend-test-kit';

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

describe('reservation hold end and history (libs/api A17)', () => {
  const at = (ms: number) => toYmdHm(ms);
  /** A reservation at 잠실 (361) for pickup today (T0), of a product in stock there. */
  function reserveToday(backend: MockBackend, cno: string, qty = 1) {
    const p = stocked(backend);
    const r = backend.createPickup(cno, { prd_cd: p.prd_cd, qty, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    return { p, r };
  }

  it('given one clock jump past the hold, then every step is stamped with the instant it happened, not when it was noticed', () => {
    const { backend, clock, cno } = setup();
    const { r } = reserveToday(backend, cno);
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
    const { r } = reserveToday(backend, cno);
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
    const { r } = reserveToday(backend, cno);
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
    const seeded = backend.receipts(cno).length;
    const { p, r } = reserveToday(backend, cno, 2);
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
    const { r } = reserveToday(backend, cno);
    backend.cancelPickup(cno, r.pickup_no);
    expect(backend.pushList(cno)[0]?.push_type).toBe('PICKUP_FORBIDDEN_PUSH_N');
  });
});
