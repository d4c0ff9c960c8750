/**
 * Types of the committed demo dataset written by tools/generate-mock-data.mjs.
 * Field names follow the spec's snake_case style (spec §3). Dates that must stay current are
 * day or minute offsets resolved against the mock clock (see `clock.ts`).
 */

import type { Agreement } from '@bottle/api';

/** A localised name pair: the product language is Korean, English is complete too. */
export interface LocalisedName {
  ko: string;
  en: string;
}

/** A wine (spec §3 wine type codes 034006001-008, no 006) or a liquor (034005001-015). */
export interface SeedProduct {
  prd_cd: string;
  prd_type: 'wine' | 'liquor';
  type_cd: string;
  type_nm: string;
  type_en_nm: string;
  prd_nm: string;
  prd_en_nm: string;
  producer_nm: string;
  producer_en_nm: string;
  label_nm: string;
  label_en_nm: string;
  nation_cd: string;
  nation_nm: string;
  nation_en_nm: string;
  region_nm: string;
  region_en_nm: string;
  /** Grapes for wine, raw materials for liquor. */
  grapes: LocalisedName[];
  vintage: string | null;
  abv: number;
  volume_ml: number;
  /** Five senses, 1..5 (spec §3 wine filter key "fivesense"). */
  sweetness: number;
  acidity: number;
  body: number;
  tannin: number;
  aroma: number;
  style_nm: string;
  style_en_nm: string;
  /** KRW. */
  price: number;
  /** A valid EAN-13 (spec §5), prefix of the nation of origin. */
  barcode: string;
  /** Food keys of content.foods this product matches. */
  foods: string[];
  tasting_note: string;
  tasting_note_en: string;
  tags: string[];
  /** Units on the shelf per store code; a 0 entry means sold out there (restock alarm). */
  stock: Record<string, number>;
  stock_counted_min_ago: number;
  /** Wish-list count of other members (spec §3 bnkr_cnt). */
  bnkr_cnt: number;
}

export type HolidayRule = 'sun' | 'wed' | 'mon' | 'none';

export interface SeedStore {
  str_cd: string;
  str_nm: string;
  str_en_nm: string;
  str_tel_no: string;
  /** HHmm. */
  bsns_start_time: string;
  bsns_end_time: string;
  bsns_conts: string;
  bsns_en_conts: string;
  /** Mandatory closing days (2nd and 4th of the weekday), resolved into hldy_list by the clock. */
  hldy_rule: HolidayRule;
  hldy_conts: string;
  hldy_en_conts: string;
  pick_desk_info: string;
  pick_desk_en_info: string;
  str_addr: string;
  road_info: string;
  lat: number;
  lng: number;
}

export interface SeedBanner {
  banner_no: number;
  banner_ttl: string;
  banner_en_ttl: string;
  bg_color: string;
  link_type: 'APPLIST' | 'URL' | 'USELESS';
  link_url: string;
  area_cd: string;
  sort_seq: number;
}

export interface SeedMonthlyItem {
  monthly_no: number;
  monthly_ttl: string;
  monthly_en_ttl: string;
  month_offset: number;
  prd_cds: string[];
  show_yn: 'Y' | 'N';
}

export interface SeedTheme {
  theme_no: number;
  theme_ttl: string;
  theme_en_ttl: string;
  theme_desc: string;
  theme_en_desc: string;
  prd_cds: string[];
  sort_seq: number;
}

export interface SeedWeeklyWine {
  weekly_cd: string;
  weekly_nm: string;
  weekly_en_nm: string;
  prd_cds: string[];
}

export interface SeedPopup {
  popup_no: number;
  popup_ttl: string;
  popup_en_ttl: string;
  popup_conts: string;
  popup_en_conts: string;
  link_type: 'APPLIST' | 'URL' | 'USELESS';
  link_url: string;
  day_from_offset: number;
  day_to_offset: number;
  sort_seq: number;
  /** A welcome for a member's first visit only (libs/api A35). */
  first_visit?: boolean;
}

export interface SeedSplash {
  splash_no: number;
  splash_ttl: string;
  bg_color: string;
  day_from_offset: number;
  day_to_offset: number;
}

export interface SeedEvent {
  event_no: number;
  event_ttl: string;
  event_en_ttl: string;
  day_from_offset: number;
  day_to_offset: number;
  win_yn: 'Y' | 'N';
  win_conts: string;
  /** HTML body (libs/api A10 `event_conts`). */
  event_conts: string;
  event_en_conts: string;
  /** Where "more" leads (spec §3 link kinds); link_url is '' for USELESS. */
  link_type: 'APPLIST' | 'URL' | 'USELESS';
  link_url: string;
}

export interface SeedPrize {
  rank: number;
  prize_nm: string;
  prize_en_nm: string;
  winners: number;
}

export interface SeedExhibition {
  exhibit_no: number;
  exhibit_ttl: string;
  exhibit_en_ttl: string;
  prd_cds: string[];
  day_from_offset: number;
  day_to_offset: number;
  prize_yn: 'Y' | 'N';
  prizes: SeedPrize[];
}

export interface SeedClass {
  class_no: number;
  class_ttl: string;
  class_en_ttl: string;
  /** Days from today (KST) to the first day of sign-ups (libs/api A24 apply_start_dt). */
  apply_from_offset: number;
  /** Days from today (KST) to the class day (class_dt). */
  class_day_offset: number;
  str_cd: string;
  capacity: number;
  applied_cnt: number;
  price: number;
  prd_cds: string[];
}

export interface SeedTastingTheme {
  thema_no: number;
  thema_ttl: string;
  thema_en_ttl: string;
  thema_desc: string;
  thema_en_desc: string;
  prd_cds: string[];
}

export interface SeedFoodCategory {
  cate_cd: string;
  cate_nm: string;
  cate_en_nm: string;
  sort_seq: number;
}

export interface SeedFood {
  food_cd: string;
  cate_cd: string;
  food_nm: string;
  food_en_nm: string;
  pairing_desc: string;
  pairing_en_desc: string;
  prd_cds: string[];
}

export interface SeedWinepedia {
  wpd_no: number;
  wpd_ttl: string;
  wpd_en_ttl: string;
  wpd_conts: string;
  wpd_en_conts: string;
}

export interface SeedFaq {
  faq_no: number;
  faq_cate_nm: string;
  faq_ttl: string;
  faq_en_ttl: string;
  faq_conts: string;
  faq_en_conts: string;
}

export interface SeedNotice {
  notice_no: number;
  notice_ttl: string;
  notice_en_ttl: string;
  notice_conts: string;
  notice_en_conts: string;
  day_offset: number;
}

/** The spec's agreement record (libs/api), plus its English name for the English demo. */
export interface SeedAgreement extends Agreement {
  agmt_en_nm: string;
}

export interface SeedContent {
  banners: SeedBanner[];
  monthly_items: SeedMonthlyItem[];
  themes: SeedTheme[];
  weekly_wine: SeedWeeklyWine[];
  bestseller_liquor: string[];
  recomm_items: string[];
  popups: SeedPopup[];
  splash: SeedSplash[];
  events: SeedEvent[];
  exhibitions: SeedExhibition[];
  classes: SeedClass[];
  tasting_themes: SeedTastingTheme[];
  food_categories: SeedFoodCategory[];
  foods: SeedFood[];
  winepedia: SeedWinepedia[];
  faqs: SeedFaq[];
  notices: SeedNotice[];
  top_words: string[];
  recom_words: string[];
  /** The English twin of each top and recommended search word, for an English request (handlers/language.ts). */
  search_word_twins: { ko: string; en: string }[];
  agreements: SeedAgreement[];
}

export interface SeedCoupon {
  cpn_no: string;
  cpn_nm: string;
  cpn_en_nm: string;
  dc_amt?: number;
  dc_rate?: number;
  min_amt?: number;
  max_dc_amt?: number;
  day_to_offset: number;
  use_yn: 'Y' | 'N';
}

export interface SeedReceiptLine {
  prd_cd: string;
  qty: number;
  price: number;
}

export interface SeedReceipt {
  rcpt_no: string;
  day_offset: number;
  str_cd: string;
  lines: SeedReceiptLine[];
  pay_method: string;
}

/** A demo member (spec §3 user info, §6 accounts and tiers). */
export interface SeedMember {
  login_id: string;
  password: string;
  cno: string;
  psp_id: string;
  user_name: string;
  user_en_name: string;
  /** Spec §3 membership grade: 1 Family, 2 Silver, 3 Gold, 4 Diamond. */
  grade: 1 | 2 | 3 | 4;
  mart_member_yn: 'Y' | 'N';
  bottle_member_yn: 'Y' | 'N';
  frnYn: 'Y' | 'N';
  onlCstTpC: string;
  def_str_cd: string | null;
  join_day_offset: number;
  membs_card_no: string;
  /** 'N': the sign-on could not verify the member's age (user info adult_cert_yn); absent: verified. */
  adult_cert_yn?: 'Y' | 'N';
  coupons: SeedCoupon[];
  receipts: SeedReceipt[];
}

/** A login ID that answers one login error of spec §8. */
export interface SeedLoginError {
  login_id: string;
  rspC: string;
  rspDtc: string;
  rspMsgCn: string;
  rspMsgEnCn: string;
}

export interface SeedMembers {
  members: SeedMember[];
  login_errors: SeedLoginError[];
}
