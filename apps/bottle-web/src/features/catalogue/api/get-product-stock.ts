/**
 * Stock of one product in every store, with the time each count was taken: what the spec §2
 * special path /product/findplace shows. libs/api has no such call (its product calls give the
 * stock at the member's main store only, `stock_qty` of /app/product/info), so this feature
 * injects it into the bottle service (style.md "features add endpoints with injectEndpoints").
 * Assumption (reported to the lead): POST /app/product/store/stock `{ prd_cd }` →
 * `{ prd_cd, str_list: [{ str_cd, str_nm, str_addr?, stock_qty, cnt_dt }] }`, public like the
 * other /app/product calls; it belongs in libs/api and libs/mock-api.
 */
import { bottleApi } from '@bottle/api';
import type { ProductRequest, ServerResult } from '@bottle/api';

export const PRODUCT_STOCK_PATH = '/app/product/store/stock';

export interface StoreStock {
  str_cd: string;
  str_nm: string;
  str_addr?: string;
  stock_qty: number;
  /** When the shelf was last counted, YYYYMMDDHHmm (spec §3 date strings). */
  cnt_dt: string;
}

export interface ProductStockResponse extends ServerResult {
  prd_cd: string;
  str_list: StoreStock[];
}

export const productStockApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    productStoreStock: build.query<ProductStockResponse, ProductRequest>({
      query: (arg) => ({ path: PRODUCT_STOCK_PATH, method: 'POST', body: arg }),
      // The product tag: a pickup or restock that changes this product's stock refreshes it.
      providesTags: (_result, _error, arg) => [{ type: 'Product' as const, id: arg.prd_cd }],
    }),
  }),
});

export const { useProductStoreStockQuery } = productStockApi;
