/**
 * Stores a product can be reserved at, for step 2 of the pickup flow (spec §2 "location
 * select") and for moving a reservation: the member's main store first, then the others, each
 * with its stock and the time that stock was counted (libs/api A21 `/app/product/store/stock`).
 * The stock call is refreshed by every reservation write (it shares the Pickup cache tag), and a
 * refusal for stock at submit time (409) still sends the member back to this step with
 * everything kept, since a shelf can change between the count and the reservation.
 */
import { useProductStoreStockQuery, useUserInfoQuery, type StorePlaceFields } from '@bottle/api';
import { combinedQueryStatus } from '../../../lib/combined-query-status';

/** A row also carries where the store is and its hours (libs/api A36), for distance and open now. */
export interface PickupStoreRow extends StorePlaceFields {
  str_cd: string;
  str_nm: string;
  str_addr?: string;
  /** Bottles in stock at the last count. */
  stock?: number;
  /** When the stock was last counted (YYYYMMDDHHmm). */
  countedAt?: string;
  main: boolean;
}

export interface PickupStores {
  rows: PickupStoreRow[];
  mainStrCd: string | null;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/** The place fields a stock row carries, only those present (exactOptionalPropertyTypes). */
function placeOf(s: StorePlaceFields): StorePlaceFields {
  const out: StorePlaceFields = {};
  if (s.lat !== undefined) out.lat = s.lat;
  if (s.lng !== undefined) out.lng = s.lng;
  if (s.bsns_start_time !== undefined) out.bsns_start_time = s.bsns_start_time;
  if (s.bsns_end_time !== undefined) out.bsns_end_time = s.bsns_end_time;
  if (s.hldy_list !== undefined) out.hldy_list = s.hldy_list;
  return out;
}

export function usePickupStores(prdCd: string, loggedIn: boolean): PickupStores {
  const stock = useProductStoreStockQuery({ prd_cd: prdCd });
  const user = useUserInfoQuery(undefined, { skip: !loggedIn });
  const mainStrCd = user.data?.def_str_cd || null;

  const rows: PickupStoreRow[] = (stock.data?.str_list ?? []).map((s) => ({
    str_cd: s.str_cd,
    str_nm: s.str_nm,
    ...(s.str_addr ? { str_addr: s.str_addr } : {}),
    stock: s.stock_qty,
    ...(s.count_dt ? { countedAt: s.count_dt } : {}),
    main: s.str_cd === mainStrCd,
    ...placeOf(s),
  }));
  rows.sort((a, b) => Number(b.main) - Number(a.main));

  return {
    rows,
    mainStrCd,
    // A visitor has no user info to fetch again.
    ...combinedQueryStatus([stock, user], loggedIn ? [stock, user] : [stock]),
  };
}
