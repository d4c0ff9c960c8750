/**
 * The in-progress reservation of the pickup flow (spec §2 steps 1–4) kept in sessionStorage
 * under `bottle.draft.pickup.<prdCd>` (app convention: a member's input is never lost). It
 * survives a reload, a failed submit and an offline moment; it is dropped once the reservation
 * is made. Session storage, not local storage: a half-made reservation belongs to this visit,
 * and logout clears both anyway (spec §4). The flow (lib/reserve-flow.ts) owns its transitions;
 * the screen stores it through lib/persistent-state.ts.
 */
import { parseJson } from '../../../lib/persistent-state';

export const PICKUP_STEPS = ['view', 'store', 'agreement', 'confirm'] as const;
export type PickupStep = (typeof PICKUP_STEPS)[number];

/** Most bottles one reservation may hold (the demo backend's rule: 1–12). */
export const MAX_QTY = 12;

export interface PickupDraft {
  step: PickupStep;
  qty: number;
  /** Store code chosen in step 2, or null before. */
  strCd: string | null;
  /** Visit date YYYYMMDD, or null before it is chosen. */
  pickupDt: string | null;
  /** Step 3: the privacy agreement (required). */
  agreed: boolean;
  /**
   * The idempotency key of this reservation attempt, made at the first submit
   * and kept (stored with the draft) until what is reserved changes: a retry after a lost answer,
   * even after a reload, sends the same key, and the server answers the reservation already made.
   */
  attempt: string | null;
}

export const EMPTY_DRAFT: PickupDraft = { step: 'view', qty: 1, strCd: null, pickupDt: null, agreed: false, attempt: null };

/** What the server accepts as an idempotency key (libs/mock-api: 8–64 of [A-Za-z0-9_-]). */
const ATTEMPT_KEY = /^[\w-]{8,64}$/;

/** A fresh idempotency key: random, so two attempts (or two tabs) never share one. */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function draftKey(prdCd: string): string {
  return `bottle.draft.pickup.${prdCd}`;
}

/**
 * Reads a draft back, field by field: anything malformed (an old format, a hand-edited value)
 * falls back to the empty draft's value rather than breaking the flow.
 */
export function parseDraft(raw: string | null): PickupDraft {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
  const v = value as Record<string, unknown>;
  const step = PICKUP_STEPS.includes(v['step'] as PickupStep) ? (v['step'] as PickupStep) : EMPTY_DRAFT.step;
  const qty = typeof v['qty'] === 'number' && Number.isInteger(v['qty']) && v['qty'] >= 1 && v['qty'] <= MAX_QTY ? v['qty'] : 1;
  const strCd = typeof v['strCd'] === 'string' && v['strCd'] !== '' ? v['strCd'] : null;
  const pickupDt = typeof v['pickupDt'] === 'string' && /^\d{8}$/.test(v['pickupDt']) ? v['pickupDt'] : null;
  const agreed = v['agreed'] === true;
  const attempt = typeof v['attempt'] === 'string' && ATTEMPT_KEY.test(v['attempt']) ? v['attempt'] : null;
  return { step, qty, strCd, pickupDt, agreed, attempt };
}
