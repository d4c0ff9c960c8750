/**
 * Stores a product can be reserved at, for step 2 of the pickup flow (spec §2 "location
 * select") and for moving a reservation: the member's main store first, then the others, each
 * with its stock and the time that stock was counted (libs/api A21 `/app/product/store/stock`).
 * The stock call is refreshed by every reservation write (it shares the Pickup cache tag), and a
 * refusal for stock at submit time (409) still sends the member back to this step with
 * everything kept, since a shelf can change between the count and the reservation.
 */
import { useProductStoreStockQuery, useUserInfoQuery } from '@bottle/api';
import { combinedQueryStatus } from '../../../lib/combined-query-status';

export interface PickupStoreRow {
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
  }));
  rows.sort((a, b) => Number(b.main) - Number(a.main));

  return {
    rows,
    mainStrCd,
    // A visitor has no user info to fetch again.
    ...combinedQueryStatus([stock, user], loggedIn ? [stock, user] : [stock]),
  };
}
