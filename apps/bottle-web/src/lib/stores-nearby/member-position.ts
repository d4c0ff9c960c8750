/**
 * Where the member is, for "stores near me": the browser's Geolocation API (inside the native
 * shell's web view too, under the OS permission), asked only when the member taps 내 주변 매장,
 * never at start, so the permission prompt always follows the member's own request.
 *
 * The position stays on the phone: it is kept in this module's memory for the page's life, never
 * written to storage, never put in a URL, never sent to the server or to analytics (no call
 * needs it: distances are worked out here from the stores' positions the lists carry).
 *
 * Refused or unavailable (no Geolocation, no fix, a timeout): the lists take the main store's
 * area instead and say so (use-nearby.ts).
 */
import { useSyncExternalStore } from 'react';
import type { GeoPoint } from '@bottle/domain';

export type PositionStatus =
  /** Not asked yet: lists keep their own order. */
  | 'idle'
  /** Asked; waiting for the browser (and the member's answer to its prompt). */
  | 'asking'
  /** The member's position is known. */
  | 'granted'
  /** The member (or the OS, or the page's policy) said no. */
  | 'refused'
  /** No Geolocation here, or no fix in time. */
  | 'unavailable';

export interface MemberPosition {
  readonly status: PositionStatus;
  /** The member asked for stores near them and has not turned it off: lists sort nearest first. */
  readonly active: boolean;
  /** Present when granted. */
  readonly point?: GeoPoint;
}

/** How long the browser may look for a fix before the lists fall back to the main store's area. */
export const POSITION_TIMEOUT_MS = 10_000;
/** A fix this recent is good enough: stores are kilometres apart. */
export const POSITION_MAX_AGE_MS = 5 * 60_000;

let current: MemberPosition = { status: 'idle', active: false };
const listeners = new Set<() => void>();

function set(next: MemberPosition): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
/** The prerendered page never knows a position. */
const serverSnapshot = (): MemberPosition => ({ status: 'idle', active: false });
const IDLE = serverSnapshot();

/** The member's position as the screens see it. */
export function useMemberPosition(): MemberPosition {
  return useSyncExternalStore(subscribe, snapshot, () => IDLE);
}

/**
 * Asks the browser where the member is (the member's tap on 내 주변 매장). A second tap while a
 * position is known asks again (the member may have moved); a tap while asking does nothing.
 */
export function askMemberPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): void {
  if (current.status === 'asking') return;
  if (!geolocation) {
    set({ status: 'unavailable', active: true });
    return;
  }
  set({ ...current, status: 'asking', active: true });
  try {
    geolocation.getCurrentPosition(
      (position) =>
        set({ status: 'granted', active: current.active, point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      // PERMISSION_DENIED is 1 in every browser (GeolocationPositionError's constants).
      (error) => set({ status: error.code === 1 ? 'refused' : 'unavailable', active: current.active }),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  } catch {
    // A policy that forbids geolocation can throw instead of calling back.
    set({ status: 'refused', active: true });
  }
}

/** The member turns "nearest first" off: lists go back to their own order (the position is kept). */
export function stopNearby(): void {
  if (current.active) set({ ...current, active: false });
}

/** For tests: forget the position. */
export function resetMemberPositionForTests(): void {
  set({ status: 'idle', active: false });
}
