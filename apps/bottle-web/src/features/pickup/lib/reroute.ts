/**
 * Reroute offers: when a reservation cannot be made (or kept) at a store for lack of stock, the
 * stores that have the bottles now are offered, nearest to the store that failed first (the
 * member chose that store, so its neighbourhood is where they mean to go).
 *
 * Nearest is the straight-line distance between the stores' positions (libs/api A36,
 * libs/domain distanceMeters). A store without a position comes after those with one; when the
 * failed store itself has none, the order falls back to the address: the same district (first
 * two words: 서울특별시 송파구), then the same city or province, then the rest. Among equals the
 * member's main store comes first, then the server's order. Each offer carries its distance
 * (NaN when unknown) so the screen can say it.
 */
import { distanceMeters, geoPointOf } from '@bottle/domain';
import type { PickupStoreRow } from '../api/use-pickup-stores';

/** How many stores are offered: enough to choose, few enough to take in at a glance. */
export const REROUTE_OFFERS = 3;

/** The first `words` words of a store's address ('' when it has none). */
const area = (row: PickupStoreRow | undefined, words: number) => (row?.str_addr?.trim().split(/\s+/) ?? []).slice(0, words).join(' ');

export interface RerouteOfferRow extends PickupStoreRow {
  /** Metres from the store that failed; NaN when either position is unknown. */
  meters: number;
}

export function rerouteOffers(rows: readonly PickupStoreRow[], failedStrCd: string | null, qty: number): RerouteOfferRow[] {
  const failed = rows.find((r) => r.str_cd === failedStrCd);
  const from = geoPointOf(failed);
  const [district, region] = [area(failed, 2), area(failed, 1)];
  const byAddress = (r: PickupStoreRow) => (district && area(r, 2) === district ? 0 : region && area(r, 1) === region ? 1 : 2);
  // Known distances first (in metres), then the address ranks after every known distance.
  const rank = (meters: number, r: PickupStoreRow) => (Number.isNaN(meters) ? Number.MAX_SAFE_INTEGER / 4 + byAddress(r) : meters);
  return rows
    .map((r, i) => ({ r, i, meters: from ? distanceMeters(from, geoPointOf(r)) : NaN }))
    .filter(({ r }) => r.str_cd !== failedStrCd && r.stock !== undefined && r.stock >= qty)
    .sort((a, b) => rank(a.meters, a.r) - rank(b.meters, b.r) || Number(b.r.main) - Number(a.r.main) || a.i - b.i)
    .slice(0, REROUTE_OFFERS)
    .map(({ r, meters }) => ({ ...r, meters }));
}
