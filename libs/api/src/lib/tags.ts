import type { ProductSummary } from '../types/product';

/**
 * Tags of a product list: one per product, so that a wish-list toggle refreshes every list that
 * shows the product's wish icon (spec §3 isMyBucker / bnkr_cnt).
 */
export function productTags(list: readonly ProductSummary[] | undefined): { type: 'Product'; id: string }[] {
  return (list ?? []).map((product) => ({ type: 'Product' as const, id: product.prd_cd }));
}
