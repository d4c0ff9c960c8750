/**
 * Reroute offers: when a reservation cannot be made (or kept) at a store for lack of stock, the
 * stores that have the bottles now are offered. The stock call (libs/api A21) has addresses but
 * no coordinates, so the order is by address only: the same district as the store that failed
 * (first two words: 서울특별시 송파구), then the same city or province, then the rest; the
 * member's main store first among equals, then the server's order. That is no distance, so the
 * screen never calls them "nearest" (when addresses are missing it is plain list order). Each
 * is shown with the time its stock was counted.
 */
import type { PickupStoreRow } from '../api/use-pickup-stores';

/** How many stores are offered: enough to choose, few enough to take in at a glance. */
export const REROUTE_OFFERS = 3;

/** The first `words` words of a store's address ('' when it has none). */
const area = (row: PickupStoreRow | undefined, words: number) => (row?.str_addr?.trim().split(/\s+/) ?? []).slice(0, words).join(' ');

export function rerouteOffers(rows: readonly PickupStoreRow[], failedStrCd: string | null, qty: number): PickupStoreRow[] {
  const failed = rows.find((r) => r.str_cd === failedStrCd);
  const [district, region] = [area(failed, 2), area(failed, 1)];
  const distance = (r: PickupStoreRow) => (district && area(r, 2) === district ? 0 : region && area(r, 1) === region ? 1 : 2);
  return rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.str_cd !== failedStrCd && r.stock !== undefined && r.stock >= qty)
    .sort((a, b) => distance(a.r) - distance(b.r) || Number(b.r.main) - Number(a.r.main) || a.i - b.i)
    .slice(0, REROUTE_OFFERS)
    .map(({ r }) => r);
}
