/**
 * Where a list measures distances from, and whether it sorts nearest first.
 *
 * - The member's position when they allowed it (member-position.ts).
 * - Otherwise the main store's area: the member's main store (def_str_cd), or for a visitor the
 *   store the app shows visitors (spec §2 store info popup: 201). Its position comes with the
 *   store's detail (libs/api A36). The screen says which one it is (NearbyStatus).
 *
 * Open states are read on the server's clock (lib/server-clock.ts, spec §3 "Current time"), in
 * Korean time (libs/domain openStateAt), so a phone set to another time or zone shows the store's.
 */
import { useEffect, useState } from 'react';
import { useStoreInfoQuery, useUserInfoQuery } from '@bottle/api';
import {
  geoPointOf,
  openStateAt,
  sortByDistance,
  storeInfoCode,
  type GeoPoint,
  type StoreOpenState,
  type StoreHours,
} from '@bottle/domain';
import { useAppSelector } from '../store/hooks';
import { selectLoggedIn } from '../session/auth-slice';
import { useServerClock } from '../server-clock';
import { askMemberPosition, stopNearby, useMemberPosition, type PositionStatus } from './member-position';

export interface Nearby {
  /** The member tapped 내 주변 매장 (and has not turned it off): lists sort nearest first. */
  active: boolean;
  status: PositionStatus;
  /** Where distances are measured from; undefined while neither position is known. */
  origin: GeoPoint | undefined;
  /** 'device' when the member's own position, 'main-store' when the main store's area. */
  originKind: 'device' | 'main-store' | undefined;
  /** The main store's name (for "around 보틀 잠실점"). */
  mainStoreName: string | undefined;
  /** The store code distances fall back to. */
  mainStoreCode: string;
  ask: () => void;
  stop: () => void;
  /** The open state of a store now, on the server's clock. */
  openState: (store: StoreHours) => StoreOpenState;
}

/**
 * @param options.alwaysMeasure measure from the main store's area even before the member asks
 *   (the product page's "in stock near me" always lists the nearest stores).
 */
export function useNearby(options: { alwaysMeasure?: boolean } = {}): Nearby {
  const position = useMemberPosition();
  const loggedIn = useAppSelector(selectLoggedIn);
  const clock = useServerClock();
  useMinuteTick();
  const user = useUserInfoQuery(undefined, { skip: !loggedIn });
  const mainStoreCode = storeInfoCode({ isLoggedIn: loggedIn, defaultStoreCode: user.data?.def_str_cd ?? null });
  const needsMainStore = (options.alwaysMeasure || position.active) && position.status !== 'granted';
  const mainStore = useStoreInfoQuery({ strCd: mainStoreCode }, { skip: !needsMainStore || (loggedIn && user.isLoading) });
  const mainPoint = geoPointOf(mainStore.data);
  const device = position.status === 'granted' ? position.point : undefined;
  const measuring = options.alwaysMeasure || position.active;
  const origin = !measuring ? undefined : (device ?? (position.status === 'asking' && !options.alwaysMeasure ? undefined : mainPoint));
  return {
    active: position.active,
    status: position.status,
    origin,
    originKind: origin === undefined ? undefined : device ? 'device' : 'main-store',
    mainStoreName: mainStore.data?.str_nm,
    mainStoreCode,
    ask: () => askMemberPosition(),
    stop: stopNearby,
    openState: (store) => openStateAt(store, clock.now()),
  };
}

/** How often a list reads the open states again: a page left open crosses opening and closing times. */
export const OPEN_STATE_REFRESH_MS = 60_000;

/** Renders again every {@link OPEN_STATE_REFRESH_MS}, so "open now" follows the clock. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), OPEN_STATE_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
}

/** A row with where it is and how far from the origin. */
export interface Placed<T> {
  readonly item: T;
  /** NaN when unknown. */
  readonly meters: number;
}

/**
 * A list's rows in the order the member asked for: nearest first while "near me" is on (rows
 * without a position last), else the list's own order; each with its distance when known.
 */
export function placeRows<T extends { lat?: number; lng?: number }>(
  rows: readonly T[],
  nearby: Pick<Nearby, 'active' | 'origin'>,
  sort = nearby.active,
): Placed<T>[] {
  const measured = sortByDistance(rows, nearby.origin, (r) => geoPointOf(r));
  if (sort) return measured;
  const meters = new Map(measured.map((m) => [m.item, m.meters]));
  return rows.map((item) => ({ item, meters: meters.get(item) ?? NaN }));
}
