// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiError } from '@bottle/api';
import type { PickupStoreRow } from '../api/use-pickup-stores';
import { EMPTY_DRAFT, type PickupDraft } from './draft';
import {
  attemptKey,
  canSubmit,
  initReserve,
  reservability,
  reserveReducer,
  restoreReserve,
  serializeReserve,
  startingStore,
  submitErrorOf,
  type ReserveAction,
  type ReserveState,
} from './reserve-flow';

const TODAY = '20260301';
const row = (str_cd: string, stock: number | undefined, main = false): PickupStoreRow => ({
  str_cd,
  str_nm: `store ${str_cd}`,
  stock,
  main,
});
/** 잠실 (main) has 3, 판교 has 10, 강남 has none. */
const ROWS = [row('361', 3, true), row('362', 10), row('363', 0)];

const at = (draft: Partial<PickupDraft>, over: Partial<ReserveState> = {}): ReserveState => ({
  draft: { ...EMPTY_DRAFT, pickupDt: TODAY, ...draft },
  proposed: null,
  stepError: null,
  submitError: null,
  submitting: false,
  created: null,
  ...over,
});
const run = (state: ReserveState, ...actions: ReserveAction[]) => actions.reduce(reserveReducer, state);
const SUBMIT: ReserveAction = { type: 'submit', key: 'attempt-fresh-1' };

describe('opening the flow', () => {
  it('given no draft, then it starts on step 1 with one bottle and today as the visit date', () => {
    expect(initReserve(EMPTY_DRAFT, null, TODAY).draft).toEqual({ ...EMPTY_DRAFT, pickupDt: TODAY });
  });

  it('given a stored visit date that has passed, then it moves to today; a later one is kept', () => {
    expect(initReserve({ ...EMPTY_DRAFT, pickupDt: '20260201' }, null, TODAY).draft.pickupDt).toBe(TODAY);
    expect(initReserve({ ...EMPTY_DRAFT, pickupDt: '20260305' }, null, TODAY).draft.pickupDt).toBe('20260305');
  });

  it('given a link proposing another store than the draft, then the draft store is let go and the proposal kept for step 2', () => {
    const state = initReserve({ ...EMPTY_DRAFT, strCd: '361' }, '362', TODAY);
    expect(state.draft.strCd).toBeNull();
    expect(state.proposed).toBe('362');
    expect(initReserve({ ...EMPTY_DRAFT, strCd: '362' }, '362', TODAY).draft.strCd).toBe('362');
  });

  it('given stored text, then the draft is read back field by field; nothing stored gives nothing', () => {
    expect(restoreReserve(JSON.stringify({ step: 'agreement', qty: 2, strCd: '362', pickupDt: TODAY, agreed: true }))?.draft).toEqual({
      step: 'agreement',
      qty: 2,
      strCd: '362',
      pickupDt: TODAY,
      agreed: true,
      attempt: null,
    });
    expect(restoreReserve('{"qty": 99, "step": "nowhere"}')?.draft).toEqual(EMPTY_DRAFT);
    expect(restoreReserve(null)).toBeUndefined();
  });
});

describe('editing (step 1, 2, 3)', () => {
  it('when the quantity changes, then it stays within 1–12 and the last messages go', () => {
    const state = at({}, { stepError: 'pickup.chooseStore', submitError: { key: 'pickup.errorServer' } });
    const more = reserveReducer(state, { type: 'qty', qty: 2 });
    expect(more.draft.qty).toBe(2);
    expect(more.stepError).toBeNull();
    expect(more.submitError).toBeNull();
    expect(reserveReducer(state, { type: 'qty', qty: 0 })).toBe(state);
    expect(reserveReducer(state, { type: 'qty', qty: 13 })).toBe(state);
  });

  it('when the date, store or agreement changes, then the draft holds it', () => {
    const state = run(at({}), { type: 'date', pickupDt: '20260302' }, { type: 'store', strCd: '362' }, { type: 'agreed', agreed: true });
    expect(state.draft).toMatchObject({ pickupDt: '20260302', strCd: '362', agreed: true });
  });
});

describe('next and prev (the guards)', () => {
  it('given step 1 with a date, when next, then step 2; without a date nothing happens', () => {
    expect(reserveReducer(at({}), { type: 'next', rows: ROWS }).draft.step).toBe('store');
    const noDate = at({ pickupDt: null });
    expect(reserveReducer(noDate, { type: 'next', rows: ROWS })).toBe(noDate);
  });

  it('given step 2 without a store, when next, then it asks to choose one and stays', () => {
    const state = reserveReducer(at({ step: 'store' }), { type: 'next', rows: ROWS });
    expect(state.draft.step).toBe('store');
    expect(state.stepError).toBe('pickup.chooseStore');
  });

  it('given step 2 on a store with fewer bottles than wanted, when next, then it says so and stays', () => {
    const state = reserveReducer(at({ step: 'store', strCd: '361', qty: 4 }), { type: 'next', rows: ROWS });
    expect(state.draft.step).toBe('store');
    expect(state.stepError).toBe('pickup.errorStock');
  });

  it('given step 2 on a store with the bottles, when next, then step 3', () => {
    expect(reserveReducer(at({ step: 'store', strCd: '362', qty: 4 }), { type: 'next', rows: ROWS }).draft.step).toBe('agreement');
  });

  it('given step 3 without the agreement, when next, then it is required; agreed, then the confirm step', () => {
    const refused = reserveReducer(at({ step: 'agreement' }), { type: 'next', rows: ROWS });
    expect(refused.stepError).toBe('pickup.agreementNeeded');
    expect(refused.draft.step).toBe('agreement');
    expect(run(refused, { type: 'agreed', agreed: true }, { type: 'next', rows: ROWS }).draft.step).toBe('confirm');
  });

  it('given the confirm step, then next does nothing; prev goes back one step, and not before step 1', () => {
    const confirm = at({ step: 'confirm' });
    expect(reserveReducer(confirm, { type: 'next', rows: ROWS })).toBe(confirm);
    expect(reserveReducer(confirm, { type: 'prev' }).draft.step).toBe('agreement');
    const first = at({});
    expect(reserveReducer(first, { type: 'prev' })).toBe(first);
  });
});

describe('step 2 chooses its starting store', () => {
  it('given the stores load on step 2 without a choice, then the main store is chosen when it has the bottles', () => {
    expect(reserveReducer(at({ step: 'store' }), { type: 'stores-known', rows: ROWS }).draft.strCd).toBe('361');
  });

  it('given a proposal from the link with the bottles, then it is chosen and the proposal is used up', () => {
    const state = reserveReducer(at({ step: 'store' }, { proposed: '362' }), { type: 'stores-known', rows: ROWS });
    expect(state.draft.strCd).toBe('362');
    expect(state.proposed).toBeNull();
  });

  it('given a proposal without the bottles, then the main store is chosen instead; neither having them chooses none', () => {
    expect(reserveReducer(at({ step: 'store' }, { proposed: '363' }), { type: 'stores-known', rows: ROWS }).draft.strCd).toBe('361');
    expect(
      reserveReducer(at({ step: 'store', qty: 11 }, { proposed: '363' }), { type: 'stores-known', rows: ROWS }).draft.strCd,
    ).toBeNull();
  });

  it('given a chosen store that no longer has enough (quantity raised), then it is let go for the starting store', () => {
    expect(reserveReducer(at({ step: 'store', strCd: '361', qty: 5 }), { type: 'stores-known', rows: ROWS }).draft.strCd).toBeNull();
    const kept = at({ step: 'store', strCd: '362', qty: 5 });
    expect(reserveReducer(kept, { type: 'stores-known', rows: ROWS })).toBe(kept);
  });

  it('given another step, then the stores arriving change nothing', () => {
    const view = at({});
    expect(reserveReducer(view, { type: 'stores-known', rows: ROWS })).toBe(view);
  });

  it('startingStore: a store whose stock is unknown is never proposed', () => {
    expect(startingStore([row('361', undefined, true)], 1, null)).toBeNull();
  });
});

describe('submitting', () => {
  const ready = at({ step: 'confirm', strCd: '361', agreed: true });

  it('given everything chosen, when submitted, then one create call starts; a second press while it runs does nothing', () => {
    const once = reserveReducer(ready, SUBMIT);
    expect(once.submitting).toBe(true);
    expect(reserveReducer(once, SUBMIT)).toBe(once);
    expect(canSubmit(at({ step: 'confirm', strCd: '361' }))).toBe(false);
  });

  it('while submitting, then prev and change-store do nothing', () => {
    const once = reserveReducer(ready, SUBMIT);
    expect(reserveReducer(once, { type: 'prev' })).toBe(once);
    expect(reserveReducer(once, { type: 'change-store' })).toBe(once);
  });

  it('when created, then the result shows, the draft is no longer stored and nothing edits it any more', () => {
    const done = run(ready, SUBMIT, { type: 'created', pickupNo: 'P1' });
    expect(done.created).toBe('P1');
    expect(serializeReserve(done)).toBeNull();
    expect(reserveReducer(done, { type: 'qty', qty: 3 })).toBe(done);
  });

  it('when it fails, then the member is told, the draft is kept as it was and stored; a stock refusal leads back to step 2', () => {
    const failed = run(ready, SUBMIT, { type: 'failed', error: { key: 'pickup.errorStock', toStore: true } });
    expect(failed.submitting).toBe(false);
    expect(failed.submitError?.toStore).toBe(true);
    expect(failed.draft).toEqual({ ...ready.draft, attempt: 'attempt-fresh-1' });
    expect(serializeReserve(failed)).toBe(JSON.stringify(failed.draft));
    const back = reserveReducer(failed, { type: 'change-store' });
    expect(back.draft.step).toBe('store');
    expect(back.submitError).toBeNull();
  });

  it('given a failed submit, when the member submits again, then the same idempotency key goes (a lost answer cannot make two reservations)', () => {
    const failed = run(ready, SUBMIT, { type: 'failed', error: { key: 'pickup.errorServer' } });
    expect(failed.draft.attempt).toBe('attempt-fresh-1');
    const again = reserveReducer(failed, { type: 'submit', key: 'attempt-fresh-2' });
    expect(again.draft.attempt).toBe('attempt-fresh-1');
    expect(attemptKey(failed, 'attempt-fresh-2')).toBe('attempt-fresh-1');
    expect(restoreReserve(serializeReserve(failed))?.draft.attempt).toBe('attempt-fresh-1');
  });

  it('given a failed submit, when the member goes back and changes quantity, date or store, then the next submit is a new attempt; going back without a change keeps the key and every choice', () => {
    const failed = run(ready, SUBMIT, { type: 'failed', error: { key: 'pickup.errorServer' } });
    const back = run(failed, { type: 'prev' }, { type: 'prev' });
    expect(back.draft).toEqual({ ...failed.draft, step: 'store' });
    for (const change of [
      { type: 'qty', qty: 2 },
      { type: 'date', pickupDt: '20260302' },
      { type: 'store', strCd: '362' },
    ] as ReserveAction[]) {
      expect(reserveReducer(back, change).draft.attempt).toBeNull();
    }
    expect(reserveReducer(back, { type: 'store', strCd: '361' }).draft.attempt).toBe('attempt-fresh-1');
  });

  it('submitErrorOf: offline, a stock conflict, a refusal with its reason and anything else', () => {
    expect(submitErrorOf(apiError('offline')).key).toBe('pickup.errorOffline');
    expect(submitErrorOf(apiError('bad-request', { status: 409, message: 'no stock' }))).toEqual({
      key: 'pickup.errorStock',
      toStore: true,
    });
    expect(submitErrorOf(apiError('bad-request', { status: 400, message: 'closed' }))).toEqual({
      key: 'pickup.errorRejected',
      params: { reason: 'closed' },
    });
    expect(submitErrorOf(new Error('boom')).key).toBe('pickup.errorServer');
  });
});

describe('reservability', () => {
  it('given the main store sold out but another has it, then reservable and the main store named', () => {
    const rows = [row('361', 0, true), row('362', 4)];
    expect(reservability('N', rows, true)).toEqual({ reservable: true, mainSoldOut: rows[0] });
  });

  it('given no store has it, then not reservable; until the stores are known, it goes on', () => {
    const none = [row('361', 0, true), row('362', 0)];
    expect(reservability('N', none, true).reservable).toBe(false);
    expect(reservability('N', none, false).reservable).toBe(true);
  });
});
