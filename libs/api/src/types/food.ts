import type { Page, PageRequest, ServerResult } from './common';
import type { ProductSummary } from './product';

/** POST /app/foodFairing/foodcate/list: food categories of the food pairing tab (assumption A9). */
export interface FoodCategoryListResponse extends ServerResult {
  cate_list: { food_cate_cd: string; food_cate_nm: string; img_url?: string }[];
}

export interface FoodListRequest extends PageRequest {
  food_cate_cd?: string;
}
export interface Food {
  food_cd: string;
  food_nm: string;
  img_url: string;
}
export type FoodListResponse = Page<Food>;

export interface FoodPairingInfoRequest {
  food_cd: string;
}
export interface FoodPairingInfoResponse extends Food, ServerResult {
  desc: string;
  prd_list: ProductSummary[];
}

/** Wine encyclopedia (POST /app/winepedia/list, /v2/hybridapp/winepedia/detail). */
export interface WinepediaListRequest extends PageRequest {
  /** Topic category (grape, region, term…). */
  wpd_ctg_cd?: string;
}
export interface WinepediaEntry {
  wpd_no: string;
  title: string;
  img_url?: string;
  summary: string;
}
export type WinepediaListResponse = Page<WinepediaEntry>;
export interface WinepediaDetailRequest {
  wpd_no: string;
}
export interface WinepediaDetailResponse extends WinepediaEntry, ServerResult {
  /** HTML body. */
  content: string;
}
