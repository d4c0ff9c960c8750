/**
 * The pickup reservation flow (spec §2 "The pickup flow": reservation view, location select,
 * privacy agreement, reservation confirm, then the result) as a pure step reducer, like the
 * start-up machine (lib/startup/startup-machine.ts): the screen dispatches what happened (an
 * edit, "next", the stores' stock arriving, the create call's answer) and renders the state.
 * Each transition and guard is tested on its own (reserve-flow.test.ts).
 *
 *   view ─ next (visit date set) ─> store ─ next (a store with the bottles) ─> agreement
 *     ─ next (agreed) ─> confirm ─ submit ─> submitting ─ created ─> done (draft removed)
 *                                                 └─ failed ─> confirm, draft kept (409: "change store" ─> store)
 *   prev goes one step back; every edit clears the step's and the submit's message.
 *   submit takes the attempt's idempotency key (the draft's, else the fresh one it is given);
 *   changing what is reserved (quantity, date, store) lets the key go.
 *
 * Only `draft` is stored (sessionStorage, `draftKey(prdCd)`, see `serializeReserve`): a reload
 * or a failed submit keeps the reservation; it is removed in the same turn as the success.
 */
import { isApiError } from '@bottle/api';
import type { PickupStoreRow } from '../api/use-pickup-stores';
import type { PickupMessageKey } from '../messages';
import { MAX_QTY, parseDraft, PICKUP_STEPS, type PickupDraft, type PickupStep } from './draft';

export type SubmitError = { key: PickupMessageKey; params?: Record<string, string>; toStore?: boolean };

export interface ReserveState {
  draft: PickupDraft;
  /** The store proposed by the link (`?str_cd=`, find place), until step 2 has started on a store. */
  proposed: string | null;
  /** Why "next" did not move (a guard's message). */
  stepError: PickupMessageKey | null;
  submitError: SubmitError | null;
  /** A create call is on its way: one reservation per press. */
  submitting: boolean;
  /** The reservation number once created (the result screen). */
  created: string | null;
}

export type ReserveAction =
  | { type: 'qty'; qty: number }
  | { type: 'date'; pickupDt: string }
  | { type: 'store'; strCd: string }
  | { type: 'agreed'; agreed: boolean }
  /** The bookable dates (first = today in Korea): an unset or past visit date moves to it. */
  | { type: 'dates-known'; first: string }
  /** The stores' stock is loaded (step 2 chooses its starting store). */
  | { type: 'stores-known'; rows: readonly PickupStoreRow[] }
  | { type: 'next'; rows: readonly PickupStoreRow[] }
  | { type: 'prev' }
  /** After a stock refusal: back to step 2 to choose another store. */
  | { type: 'change-store' }
  /** `key`: a fresh idempotency key, used when the draft has none yet. */
  | { type: 'submit'; key: string }
  | { type: 'created'; pickupNo: string }
  | { type: 'failed'; error: SubmitError };

/**
 * The state a screen opens with: the stored draft (or a new one), the link's store proposal
 * replacing the draft's store unless it is the same, and the visit date checked against today.
 */
export function initReserve(draft: PickupDraft, wantedStore: string | null, firstDate: string): ReserveState {
  const strCd = wantedStore && draft.strCd !== wantedStore ? null : draft.strCd;
  const state: ReserveState = {
    draft: { ...draft, strCd },
    proposed: wantedStore,
    stepError: null,
    submitError: null,
    submitting: false,
    created: null,
  };
  return reserveReducer(state, { type: 'dates-known', first: firstDate });
}

/** Reads the stored draft (sessionStorage text); anything malformed gives the empty draft. */
export function restoreReserve(raw: string | null): ReserveState | undefined {
  if (raw === null) return undefined;
  return { draft: parseDraft(raw), proposed: null, stepError: null, submitError: null, submitting: false, created: null };
}

/** What is stored of the state: the draft while the reservation is not made, nothing after. */
export function serializeReserve(state: ReserveState): string | null {
  return state.created === null ? JSON.stringify(state.draft) : null;
}

/**
 * The store step 2 starts on: the proposed store (find place), else the main
 * store, each only when its known stock covers the bottles wanted; otherwise none, and the member
 * chooses among the stores that have it.
 */
export function startingStore(rows: readonly PickupStoreRow[], qty: number, wanted: string | null): string | null {
  const fits = (r: PickupStoreRow | undefined) => r !== undefined && r.stock !== undefined && r.stock >= qty;
  const proposed = wanted ? rows.find((r) => r.str_cd === wanted) : undefined;
  if (fits(proposed)) return proposed?.str_cd ?? null;
  const main = rows.find((r) => r.main);
  return fits(main) ? (main?.str_cd ?? null) : null;
}

/** What the member is told when the create call fails; the draft is kept in every case. */
export function submitErrorOf(error: unknown): SubmitError {
  if (!isApiError(error)) return { key: 'pickup.errorServer' };
  if (error.kind === 'offline' || (error.kind === 'network' && globalThis.navigator?.onLine === false))
    return { key: 'pickup.errorOffline' };
  if (error.kind === 'bad-request' && error.status === 409) return { key: 'pickup.errorStock', toStore: true };
  if (error.kind === 'bad-request' && error.status !== 401) return { key: 'pickup.errorRejected', params: { reason: error.message } };
  return { key: 'pickup.errorServer' };
}

/**
 * Whether step 1 may go on: `rsrv_psbl_yn` only speaks for the main store, so
 * the flow is reservable wherever a store has it; until the stores are known (or when they fail
 * to load) it goes on and step 2 says. `mainSoldOut`: the main store has none but others do.
 */
export function reservability(rsrvPsblYn: string | undefined, rows: readonly PickupStoreRow[], storesKnown: boolean) {
  const main = rows.find((r) => r.main);
  const elsewhere = rows.some((r) => !r.main && (r.stock === undefined || r.stock > 0));
  return {
    reservable: rsrvPsblYn === 'Y' || !storesKnown || elsewhere || (main?.stock ?? 0) > 0,
    mainSoldOut: storesKnown && main?.stock === 0 && elsewhere ? main : undefined,
  };
}

/** Whether a create call may start: everything chosen and none on its way. */
export function canSubmit(state: ReserveState): boolean {
  const { draft } = state;
  return (
    !state.submitting &&
    state.created === null &&
    draft.step === 'confirm' &&
    draft.strCd !== null &&
    draft.pickupDt !== null &&
    draft.agreed
  );
}

/** The guard of "next" on each step: the message that keeps the member there, or null to go on. */
export function nextBlockedBy(draft: PickupDraft, rows: readonly PickupStoreRow[]): PickupMessageKey | 'silent' | null {
  switch (draft.step) {
    case 'view':
      // The date select always has a value once the dates are known; nothing to say.
      return draft.pickupDt ? null : 'silent';
    case 'store': {
      const store = rows.find((r) => r.str_cd === draft.strCd);
      if (!store) return 'pickup.chooseStore';
      return store.stock !== undefined && store.stock < draft.qty ? 'pickup.errorStock' : null;
    }
    case 'agreement':
      return draft.agreed ? null : 'pickup.agreementNeeded';
    case 'confirm':
      return 'silent';
  }
}

/**
 * An edit of the draft: the messages of the last attempt no longer apply, and a change of what
 * is reserved makes the next submit a new attempt (a new idempotency key).
 */
function edit(state: ReserveState, patch: Partial<PickupDraft>): ReserveState {
  const d = state.draft;
  const changesRequest =
    (patch.qty !== undefined && patch.qty !== d.qty) ||
    (patch.pickupDt !== undefined && patch.pickupDt !== d.pickupDt) ||
    (patch.strCd !== undefined && patch.strCd !== d.strCd);
  return { ...state, stepError: null, submitError: null, draft: { ...d, ...patch, ...(changesRequest ? { attempt: null } : {}) } };
}

/** The idempotency key a submit from this state sends. */
export function attemptKey(state: ReserveState, fresh: string): string {
  return state.draft.attempt ?? fresh;
}

function stepAt(step: PickupStep, delta: number): PickupStep | undefined {
  return PICKUP_STEPS[PICKUP_STEPS.indexOf(step) + delta];
}

export function reserveReducer(state: ReserveState, action: ReserveAction): ReserveState {
  // The result is final: nothing edits a reservation that has been made.
  if (state.created !== null) return state;
  switch (action.type) {
    case 'qty':
      return Number.isInteger(action.qty) && action.qty >= 1 && action.qty <= MAX_QTY ? edit(state, { qty: action.qty }) : state;
    case 'date':
      return edit(state, { pickupDt: action.pickupDt });
    case 'store':
      return edit(state, { strCd: action.strCd });
    case 'agreed':
      return edit(state, { agreed: action.agreed });
    case 'dates-known': {
      const { pickupDt } = state.draft;
      if (!action.first || (pickupDt && pickupDt >= action.first)) return state;
      return { ...state, draft: { ...state.draft, pickupDt: action.first } };
    }
    case 'stores-known': {
      // Step 2 starts on the proposed store or the main store when it has the bottles;
      // a store chosen earlier that no longer has enough (quantity raised) is let go.
      if (state.draft.step !== 'store') return state;
      const chosen = action.rows.find((r) => r.str_cd === state.draft.strCd);
      const usable = chosen !== undefined && (chosen.stock === undefined || chosen.stock >= state.draft.qty);
      if (usable) return state.proposed === null ? state : { ...state, proposed: null };
      const strCd = startingStore(action.rows, state.draft.qty, state.proposed);
      if (strCd === state.draft.strCd && state.proposed === null) return state;
      return { ...state, proposed: null, draft: { ...state.draft, strCd } };
    }
    case 'next': {
      const blocked = nextBlockedBy(state.draft, action.rows);
      if (blocked === 'silent') return state;
      if (blocked) return { ...state, stepError: blocked };
      const step = stepAt(state.draft.step, 1);
      return step ? edit(state, { step }) : state;
    }
    case 'prev': {
      const step = stepAt(state.draft.step, -1);
      return step && !state.submitting ? edit(state, { step }) : state;
    }
    case 'change-store':
      return state.submitting ? state : edit(state, { step: 'store' });
    case 'submit':
      return canSubmit(state)
        ? { ...state, submitting: true, submitError: null, draft: { ...state.draft, attempt: attemptKey(state, action.key) } }
        : state;
    case 'created':
      return { ...state, submitting: false, submitError: null, created: action.pickupNo };
    case 'failed':
      return { ...state, submitting: false, submitError: action.error };
  }
}
