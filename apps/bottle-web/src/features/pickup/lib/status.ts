/**
 * What a reservation's status means on screen (libs/api PickupStatus, A17) and its timeline.
 *
 * libs/api gives a reservation's current status but neither its history nor when its hold ends.
 * Every step of a reservation is also a push notice to the member (spec §3 push message types:
 * pickup, pickup type 1 = store confirmed, pickup type 2 = set aside, pickup open before =
 * reminder, pickup complete, pickup forbidden = cancelled or expired), linked to the
 * reservation's page; the timeline and the hold deadline are read from those notices. The hold
 * is 3 days from setting aside (the chain's FAQ "held for 3 days after the store confirms it").
 */
import type { PickupReservation, PickupStatus, PushNotice } from '@bottle/api';
import type { MessageKey } from '@bottle/domain';
import { addDays } from './dates';

export const HOLD_DAYS = 3;

export const STATUS_LABEL: Readonly<Record<PickupStatus, MessageKey>> = {
  RESERVED: 'pickup.status.RESERVED',
  READY: 'pickup.status.READY',
  PICKED_UP: 'pickup.status.PICKED_UP',
  CANCELLED: 'pickup.status.CANCELLED',
  EXPIRED: 'pickup.status.EXPIRED',
};

/** A label for any status string, including one a newer server might send. */
export function statusLabelKey(status: string): MessageKey {
  return (STATUS_LABEL as Record<string, MessageKey>)[status] ?? 'code.unknown';
}

/** Reservations still under way (shown first in "My pickups"). */
export function isCurrent(status: PickupStatus): boolean {
  return status === 'RESERVED' || status === 'READY';
}

/** Before it is set aside a reservation may move to another store (mock-api rule, FAQ 1201). */
export function canMove(status: PickupStatus): boolean {
  return status === 'RESERVED';
}

export function canCancel(status: PickupStatus): boolean {
  return isCurrent(status);
}

export type StageKind = 'received' | 'moved' | 'confirmed' | 'ready' | 'reminder' | 'pickedUp' | 'cancelled' | 'expired';
export type StageState = 'done' | 'current' | 'upcoming';

export interface TimelineItem {
  kind: StageKind;
  state: StageState;
  /** YYYYMMDDHHmm of the push notice that reported it, when known. */
  at?: string;
}

const seqOf = (p: PushNotice) => Number(p.push_no.replace(/\D/g, '')) || 0;

/** The push notices of one reservation, oldest first. */
export function noticesOf(pickupNo: string, pushes: readonly PushNotice[] | undefined): PushNotice[] {
  const link = `/pickup/${pickupNo}`;
  return (pushes ?? [])
    .filter((p) => p.link_url === link || p.link_url === encodeURI(link))
    .sort((a, b) => a.send_dt.localeCompare(b.send_dt) || seqOf(a) - seqOf(b));
}

/** When the hold of a set-aside reservation ends (YYYYMMDDHHmm), or null when unknown / not set aside. */
export function holdDeadline(reservation: Pick<PickupReservation, 'status' | 'pickup_no'>, pushes: readonly PushNotice[] | undefined): string | null {
  if (reservation.status !== 'READY') return null;
  const setAside = noticesOf(reservation.pickup_no, pushes).filter((p) => p.push_type === 'PICKUP_TYPE2').pop();
  return setAside ? addDays(setAside.send_dt, HOLD_DAYS) : null;
}

/**
 * The steps of a reservation for the status timeline: received → (moved) → confirmed by the
 * store → ready (set aside) → (reminder) → picked up; or ending in cancelled / expired.
 */
export function timeline(reservation: Pick<PickupReservation, 'status' | 'pickup_no' | 'reg_dt'>, pushes: readonly PushNotice[] | undefined): TimelineItem[] {
  const notices = noticesOf(reservation.pickup_no, pushes);
  const pickupNotices = notices.filter((p) => p.push_type === 'PICKUP');
  const received = pickupNotices[0]?.send_dt ?? reservation.reg_dt;
  const moves = pickupNotices.slice(1);
  const lastMove = moves[moves.length - 1]?.send_dt ?? '';
  // A move sends the reservation back to the store for confirmation: only later steps count.
  const after = (type: PushNotice['push_type']) => notices.filter((p) => p.push_type === type && p.send_dt >= lastMove).pop()?.send_dt;
  const confirmedAt = after('PICKUP_TYPE1');
  const readyAt = after('PICKUP_TYPE2');
  const reminderAt = after('PICKUP_OPEN_BEFORE');
  const completeAt = after('PICKUP_COMPLETE');
  const endedAt = after('PICKUP_FORBIDDEN');
  const status = reservation.status;

  const items: TimelineItem[] = [{ kind: 'received', state: 'done', at: received }];
  for (const m of moves) items.push({ kind: 'moved', state: 'done', at: m.send_dt });

  const at = (value: string | undefined) => (value ? { at: value } : {});
  if (status === 'CANCELLED' || status === 'EXPIRED') {
    if (confirmedAt) items.push({ kind: 'confirmed', state: 'done', at: confirmedAt });
    if (readyAt) items.push({ kind: 'ready', state: 'done', at: readyAt });
    if (reminderAt) items.push({ kind: 'reminder', state: 'done', at: reminderAt });
    items.push({ kind: status === 'CANCELLED' ? 'cancelled' : 'expired', state: 'done', ...at(endedAt) });
    return items;
  }

  const reached = status === 'READY' || status === 'PICKED_UP';
  const confirmed = reached || Boolean(confirmedAt);
  items.push({ kind: 'confirmed', state: confirmed ? 'done' : 'current', ...at(confirmedAt) });
  items.push({ kind: 'ready', state: reached ? 'done' : confirmed ? 'current' : 'upcoming', ...at(readyAt) });
  if (reminderAt) items.push({ kind: 'reminder', state: 'done', at: reminderAt });
  items.push({
    kind: 'pickedUp',
    state: status === 'PICKED_UP' ? 'done' : status === 'READY' ? 'current' : 'upcoming',
    ...at(completeAt),
  });
  return items;
}

export const STAGE_LABEL: Readonly<Record<StageKind, MessageKey>> = {
  received: 'pickup.stage.received',
  moved: 'pickup.stage.moved',
  confirmed: 'pickup.stage.confirmed',
  ready: 'pickup.stage.ready',
  reminder: 'pickup.stage.reminder',
  pickedUp: 'pickup.stage.pickedUp',
  cancelled: 'pickup.stage.cancelled',
  expired: 'pickup.stage.expired',
};
