import type { Page, PageRequest, ProductCategory, ServerResult, YesNo } from './common';
import type { ProductSummary } from './product';

/** POST /app/mybunker/toggle: adds or removes a product of 'my bunker' (A16). */
export interface WishToggleRequest {
  prd_cd: string;
}
export interface WishToggleResponse extends ServerResult {
  prd_cd: string;
  /** The state after the toggle. */
  isMyBucker: YesNo;
  bnkr_cnt: number;
}

/** POST /app/mybunker/list (A16). */
export interface WishListRequest extends PageRequest {
  ctg?: ProductCategory;
}
export type WishListResponse = Page<ProductSummary>;
