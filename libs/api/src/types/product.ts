import type { DateString, ProductCategory, ServerResult, YesNo } from './common';
import type { StorePlaceFields } from './store';

/**
 * A product as lists show it. The spec shows bnkr_cnt and isMyBucker (§3 "Catalogue");
 * the other fields are assumption A6.
 */
export interface ProductSummary {
  prd_cd: string;
  prd_nm: string;
  /** English or original-language name. */
  prd_eng_nm?: string;
  ctg: Exclude<ProductCategory, 'all'>;
  /** Wine type code (034006…) or liquor type code (034005…), spec §3. */
  type_cd: string;
  img_url: string;
  /** Price in won. */
  sale_prc: number;
  nation_nm?: string;
  /** The country as an ISO 3166-1 alpha-2 code ('FR'), to name it in English (assumption A6). */
  nation_cd?: string;
  /** Wish-list count; above zero the wish icon shows as on (spec §3). */
  bnkr_cnt: number;
  /** Y when the member has it in 'my bunker' (spec §3). */
  isMyBucker: YesNo;
  /** The reviews' average rating, one decimal (null or absent: no review yet; A40). */
  avg_rating?: number | null;
  /** How many reviews the product has (A40). */
  review_cnt?: number;
}

/** Every product call is keyed by the product code (assumption A6). */
export interface ProductRequest {
  prd_cd: string;
}

/** POST /app/product/info. */
export interface ProductInfo extends ProductSummary {
  vintage?: string;
  /** Alcohol by volume, percent. */
  abv?: number;
  volume_ml?: number;
  desc?: string;
  /**
   * Y when a pickup reservation can be made at the member's main store (store 201 for visitors),
   * the store stock_qty is for. Other stores may still have it: /app/product/store/stock (A21)
   * says where it can be reserved.
   */
  rsrv_psbl_yn: YesNo;
  /** Stock at the member's default store, when known. */
  stock_qty?: number;
  /** Liquor: its raw materials as one text, e.g. '보리 맥아, 물' (A6); absent for wine. */
  raw_mtrl_nm?: string;
  /** Aroma intensity on the taste scale 1..5: the fifth sense beside the wine style tab's four (A6). */
  aroma?: TasteLevel;
}
export type ProductInfoResponse = ProductInfo & ServerResult;

/**
 * POST /app/product/store/stock (assumption A21, public): the product's stock at every store,
 * each with the time it was last counted, for the pickup flow's store choice (spec §2 step 2).
 */
export type ProductStoreStockRequest = ProductRequest;
export interface StoreStock extends StorePlaceFields {
  str_cd: string;
  str_nm: string;
  str_addr: string;
  /** Bottles on the shelf at the last count (0 when sold out there). */
  stock_qty: number;
  /** When the shelf was last counted, YYYYMMDDHHmm (KST). */
  count_dt: DateString;
}
export interface ProductStoreStockResponse extends ServerResult {
  str_list: StoreStock[];
}

/** POST /app/product/init: the detail page's set-up (which tabs, which default store). */
export interface ProductInitResponse extends ServerResult {
  prd_cd: string;
  ctg: Exclude<ProductCategory, 'all'>;
  /** Wine: style, info, winery; liquor: info, style, distillery (spec §3). */
  tab_list: ('style' | 'info' | 'winery' | 'distillery')[];
  str_cd?: string;
}

/**
 * POST /app/product/rsrvbtn/info: state of the reservation / alarm button at the member's main
 * store (store 201 for visitors): N with a restock alarm when it is sold out there.
 */
export interface ReservationButtonInfoResponse extends ServerResult {
  rsrv_btn_yn: YesNo;
  rsrv_btn_txt: string;
  /** Y when a restock or reservation alarm is already set. */
  alarm_yn: YesNo;
  /** Reservation window, when the product is sold by reservation. */
  rsrv_start_dt?: DateString;
  rsrv_end_dt?: DateString;
}

/** POST /app/product/wineToMatch: foods that match a wine. */
export interface WineToMatchResponse extends ServerResult {
  food_list: { food_cd: string; food_nm: string; img_url: string }[];
}

/** POST /app/product/item/image. */
export interface ProductImageResponse extends ServerResult {
  img_list: string[];
}

/** Taste scale 1..5 of the wine style tab. */
export type TasteLevel = 1 | 2 | 3 | 4 | 5;

/** POST /app/product/wine/styleTab/info. */
export interface WineStyleTabResponse extends ServerResult {
  sweetness: TasteLevel;
  acidity: TasteLevel;
  body: TasteLevel;
  tannin: TasteLevel;
  aroma_list: string[];
}

/** POST /app/product/wine/infoTab/info. */
export interface WineInfoTabResponse extends ServerResult {
  grape_list: string[];
  nation_nm: string;
  region_nm?: string;
  abv?: number;
  volume_ml?: number;
  vintage?: string;
  serving_temp?: string;
  desc?: string;
}

/** POST /app/product/wine/wineryTab/info. */
export interface WineryTabResponse extends ServerResult {
  winery_nm: string;
  winery_desc: string;
  img_url?: string;
}

/** POST /app/product/liquor/infoTab/info. */
export interface LiquorInfoTabResponse extends ServerResult {
  nation_nm: string;
  abv?: number;
  volume_ml?: number;
  cask?: string;
  desc?: string;
}

/** POST /app/product/liquor/styleTab/info: tasting notes. */
export interface LiquorStyleTabResponse extends ServerResult {
  nose: string;
  palate: string;
  finish: string;
  flavor_list: string[];
}

/** POST /app/product/liquor/distilleryTab/info. */
export interface DistilleryTabResponse extends ServerResult {
  distillery_nm: string;
  distillery_desc: string;
  img_url?: string;
}
