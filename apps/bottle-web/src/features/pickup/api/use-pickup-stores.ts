/**
 * Stores a product can be reserved at, for step 2 of the pickup flow (spec §2 "location
 * select") and for moving a reservation: the member's main store first, then the others.
 *
 * libs/api has no per-store stock call yet (reported to the lead: the demo backend keeps stock
 * per store with its last-counted time, but no endpoint returns it). What libs/api does give:
 * the store list, the member's main store (user info) and the product's stock at that store
 * (product info `stock_qty`). So the main store carries a stock count; other stores say that
 * the store checks its stock when the reservation is made, and a refusal for stock (409) sends
 * the member back to this step with everything kept.
 */
import { useProductInfoQuery, useStoreListQuery, useUserInfoQuery } from '@bottle/api';

export interface PickupStoreRow {
  str_cd: string;
  str_nm: string;
  str_addr?: string;
  /** Bottles in stock, when known. */
  stock?: number;
  /** When the stock was last counted (YYYYMMDDHHmm), when known. */
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
  const stores = useStoreListQuery();
  const user = useUserInfoQuery(undefined, { skip: !loggedIn });
  const product = useProductInfoQuery({ prd_cd: prdCd });
  const mainStrCd = user.data?.def_str_cd || null;
  const mainStock = mainStrCd ? product.data?.stock_qty : undefined;

  const rows: PickupStoreRow[] = (stores.data?.str_list ?? []).map((s) => ({
    str_cd: s.str_cd,
    str_nm: s.str_nm,
    ...(s.str_addr ? { str_addr: s.str_addr } : {}),
    ...(s.str_cd === mainStrCd && mainStock !== undefined ? { stock: mainStock } : {}),
    main: s.str_cd === mainStrCd,
  }));
  rows.sort((a, b) => Number(b.main) - Number(a.main));

  return {
    rows,
    mainStrCd,
    isLoading: stores.isLoading || user.isLoading || product.isLoading,
    isError: stores.isError || user.isError,
    isFetching: stores.isFetching || user.isFetching,
    refetch: () => {
      void stores.refetch();
      if (loggedIn) void user.refetch();
    },
  };
}
