/**
 * The link into a product's pickup flow, proposing a store (`?str_cd=`): one owner for its shape,
 * written by the catalogue (product page, stores with stock) and read by the pickup flow.
 */
import { paths } from '../config/paths';

/** The query parameter that proposes a store to the pickup flow. */
export const RESERVE_STORE_PARAM = 'str_cd';

/** The pickup flow of a product, proposing `strCd` when given. */
export function reserveHref(prdCd: string, strCd?: string): string {
  const base = paths.pickupReserve(prdCd);
  return strCd ? `${base}?${new URLSearchParams({ [RESERVE_STORE_PARAM]: strCd }).toString()}` : base;
}

/** The store a reserve link proposes, or null when it proposes none (missing or blank). */
export function proposedStore(params: URLSearchParams): string | null {
  return params.get(RESERVE_STORE_PARAM)?.trim() || null;
}
