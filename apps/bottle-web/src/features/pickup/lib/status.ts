/**
 * What a reservation's status means on screen (libs/api PickupStatus, A17) and its timeline.
 *
 * The timeline and the hold deadline come from the reservation itself: `hist_list` (every step
 * with the instant it happened, libs/api A17) and `hold_end_dt` (3 days after the order is set
 * aside, the chain's FAQ "held for 3 days after the store confirms it").
 */
import type { PickupHistoryStatus, PickupRefuseReason, PickupReservation, PickupStatus } from '@bottle/api';
import type { PickupMessageKey } from '../messages';

export const STATUS_LABEL: Readonly<Record<PickupStatus, PickupMessageKey>> = {
  RESERVED: 'pickup.status.RESERVED',
  READY: 'pickup.status.READY',
  PICKED_UP: 'pickup.status.PICKED_UP',
  CANCELLED: 'pickup.status.CANCELLED',
  EXPIRED: 'pickup.status.EXPIRED',
};

/** A label for any status string, including one a newer server might send. */
export function statusLabelKey(status: string): PickupMessageKey {
  return (STATUS_LABEL as Record<string, PickupMessageKey>)[status] ?? 'code.unknown';
}

/** Reservations still under way (shown first in "My pickups"). */
export function isCurrent(status: PickupStatus): boolean {
  return status === 'RESERVED' || status === 'READY';
}

/** Before it is set aside a reservation may move to another store (mock-api rule, FAQ 1201). */
export function canMove(status: PickupStatus): boolean {
  return status === 'RESERVED';
}

/**
 * Whether the store has confirmed the reservation at its current store: confirmed (or set
 * aside) since the last move; a move sends it back for the new store to confirm.
 */
export function isStoreConfirmed(reservation: Pick<PickupReservation, 'status' | 'hist_list'>): boolean {
  if (reservation.status === 'READY') return true;
  const stats = (reservation.hist_list ?? []).map((h) => h.stat);
  return stats.slice(stats.lastIndexOf('MOVED') + 1).some((s) => s === 'CONFIRMED' || s === 'READY');
}

/**
 * One-tap cancel until the store confirms; after that the store has picked
 * the bottles for the member, so cancelling is a call to the store (`canCallStore`).
 */
export function canCancel(reservation: Pick<PickupReservation, 'status' | 'hist_list'>): boolean {
  return reservation.status === 'RESERVED' && !isStoreConfirmed(reservation);
}

export function canCallStore(reservation: Pick<PickupReservation, 'status' | 'hist_list'>): boolean {
  return isCurrent(reservation.status) && !canCancel(reservation);
}

/**
 * The store-side steps a member is told about with a toast when they happen while the detail is
 * open. The member's own steps (cancel, move) already answer with an alert.
 */
export const STEP_TOAST: Readonly<Partial<Record<PickupHistoryStatus, PickupMessageKey>>> = {
  CONFIRMED: 'pickup.toast.confirmed',
  READY: 'pickup.toast.ready',
  PICKED_UP: 'pickup.toast.pickedUp',
  EXPIRED: 'pickup.toast.expired',
  REFUSED: 'pickup.toast.refused',
  REFUNDED: 'pickup.toast.refunded',
};

/** A key that changes whenever the reservation takes a step (its last history entry and count). */
export function lastStepKey(
  reservation: Pick<PickupReservation, 'hist_list'> | undefined,
): { key: string; stat?: PickupHistoryStatus } | undefined {
  if (!reservation) return undefined;
  const list = reservation.hist_list ?? [];
  const last = list[list.length - 1];
  return { key: `${list.length}:${last?.stat ?? ''}`, ...(last ? { stat: last.stat } : {}) };
}

export type StageKind =
  'received' | 'paid' | 'moved' | 'confirmed' | 'ready' | 'reminder' | 'refused' | 'pickedUp' | 'cancelled' | 'refunded' | 'expired';
export type StageState = 'done' | 'current' | 'upcoming';

export interface TimelineItem {
  kind: StageKind;
  state: StageState;
  /** YYYYMMDDHHmm when the step happened (hist_list), when it has. */
  at?: string;
  /** A refusal at the desk: why, and the staff's words for OTHER. */
  reason?: PickupRefuseReason;
  reasonText?: string;
  /** Paid or refunded when reserving: the amount, won. */
  amount?: number;
}

const KIND_OF: Readonly<Record<PickupHistoryStatus, StageKind>> = {
  RESERVED: 'received',
  MOVED: 'moved',
  CONFIRMED: 'confirmed',
  READY: 'ready',
  REMINDED: 'reminder',
  REFUSED: 'refused',
  PICKED_UP: 'pickedUp',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  PAID: 'paid',
  REFUNDED: 'refunded',
};

/** When the hold of a set-aside reservation ends (YYYYMMDDHHmm), or null when not set aside. */
export function holdDeadline(reservation: Pick<PickupReservation, 'status' | 'hold_end_dt'>): string | null {
  return reservation.status === 'READY' && reservation.hold_end_dt ? reservation.hold_end_dt : null;
}

/**
 * The steps of a reservation for the status timeline: every step of its history, done, in the
 * order they happened; then, while it is open, the steps still ahead: confirmed by the store →
 * ready (set aside) → picked up. A move sends it back to the store for confirmation, so only
 * steps after the last move count as reached. A step a newer server adds is left out.
 */
export function timeline(reservation: Pick<PickupReservation, 'status' | 'reg_dt' | 'hist_list'>): TimelineItem[] {
  const history = [...(reservation.hist_list ?? [])]
    .map((h, i) => ({ h, i }))
    .sort((x, y) => x.h.dt.localeCompare(y.h.dt) || x.i - y.i)
    .map(({ h }) => h);
  const items: TimelineItem[] = [];
  for (const h of history) {
    const kind = (KIND_OF as Record<string, StageKind | undefined>)[h.stat];
    if (kind)
      items.push({
        kind,
        state: 'done',
        at: h.dt,
        ...(h.rsn_cd ? { reason: h.rsn_cd } : {}),
        ...(h.rsn_txt ? { reasonText: h.rsn_txt } : {}),
        ...(h.amt !== undefined ? { amount: h.amt } : {}),
      });
  }
  if (!items.some((i) => i.kind === 'received')) items.unshift({ kind: 'received', state: 'done', at: reservation.reg_dt });

  const status = reservation.status;
  if (!isCurrent(status)) {
    const end = status === 'PICKED_UP' ? 'pickedUp' : status === 'CANCELLED' ? 'cancelled' : 'expired';
    if (!items.some((i) => i.kind === end)) items.push({ kind: end, state: 'done' });
    return items;
  }
  const lastMove = history.map((h) => h.stat).lastIndexOf('MOVED');
  const since = new Set(history.slice(lastMove + 1).map((h) => h.stat));
  const ready = status === 'READY' || since.has('READY');
  const confirmed = ready || since.has('CONFIRMED');
  if (!confirmed) items.push({ kind: 'confirmed', state: 'current' });
  if (!ready) items.push({ kind: 'ready', state: confirmed ? 'current' : 'upcoming' });
  items.push({ kind: 'pickedUp', state: ready ? 'current' : 'upcoming' });
  return items;
}

export const STAGE_LABEL: Readonly<Record<StageKind, PickupMessageKey>> = {
  received: 'pickup.stage.received',
  moved: 'pickup.stage.moved',
  confirmed: 'pickup.stage.confirmed',
  ready: 'pickup.stage.ready',
  reminder: 'pickup.stage.reminder',
  refused: 'pickup.stage.refused',
  pickedUp: 'pickup.stage.pickedUp',
  cancelled: 'pickup.stage.cancelled',
  expired: 'pickup.stage.expired',
  paid: 'pickup.stage.paid',
  refunded: 'pickup.stage.refunded',
};

/** What a member reads under a refusal at the desk (libs/api PickupRefuseReason). */
export const REFUSE_REASON_LABEL: Readonly<Record<PickupRefuseReason, PickupMessageKey>> = {
  NO_ID: 'pickup.refuseReason.NO_ID',
  MINOR: 'pickup.refuseReason.MINOR',
  NOT_HOLDER: 'pickup.refuseReason.NOT_HOLDER',
  OTHER: 'pickup.refuseReason.OTHER',
  PASS_LOCKED: 'pickup.refuseReason.PASS_LOCKED',
};
