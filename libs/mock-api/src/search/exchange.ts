/**
 * The search tabs of spec §3 (search tab types product=1, price=2, exchange=3; filter modes all,
 * price, exchange, product) as the demo backend reads them (apps/bottle-web ASSUMPTIONS.md
 * "Search tabs"). The exchange tab lists what the chain's mobile gift voucher (모바일 교환권) can
 * be exchanged for: in the demo, bottles of 50,000 won or less that some store has on its shelf.
 */
import type { SeedProduct } from '../data/types';
import { badRequest } from '../state/errors';

/** The highest price a mobile gift voucher covers in the demo (KRW). */
export const EXCHANGE_VOUCHER_MAX_PRICE = 50_000;

const TAB_TYPES = [1, 2, 3] as const;
const FILTER_MODES = ['all', 'price', 'exchange', 'product'] as const;

/** Whether a product can be had for the voucher: within its price and on some store's shelf. */
export function isExchangeable(product: SeedProduct, stockAt: (prdCd: string, strCd: string) => number): boolean {
  return product.price <= EXCHANGE_VOUCHER_MAX_PRICE && Object.keys(product.stock).some((strCd) => stockAt(product.prd_cd, strCd) > 0);
}

/** Reads and checks `search_type` and `filter_mode` of a result call (both optional). */
export function searchTabOf(body: Record<string, unknown>): { searchType: 1 | 2 | 3; filterMode: (typeof FILTER_MODES)[number] } {
  const type = body['search_type'] ?? 1;
  const mode = body['filter_mode'] ?? 'all';
  if (!TAB_TYPES.includes(type as 1)) throw badRequest('search_type must be 1 (product), 2 (price) or 3 (exchange)');
  if (!FILTER_MODES.includes(mode as 'all')) throw badRequest('filter_mode must be all, price, exchange or product');
  return { searchType: type as 1 | 2 | 3, filterMode: mode as (typeof FILTER_MODES)[number] };
}
