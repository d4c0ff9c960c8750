import type { DateString, LinkKind, ServerResult } from './common';
import type { ProductSummary } from './product';

/** A banner of the main screen (assumption A7). */
export interface Banner {
  bnr_no: string;
  bnr_nm: string;
  img_url: string;
  link_kind: LinkKind;
  link_url?: string;
}

/** POST /app/main/banner/area/info: banners by area of the main screen (assumption A7). */
export interface MainBannerRequest {
  /** Area code, e.g. 'MAIN_TOP'; every area when absent. */
  area_cd?: string;
}

export interface MainBannerResponse extends ServerResult {
  area_list: { area_cd: string; bnr_list: Banner[] }[];
}

/** Monthly item (POST /app/main/monthlyitem/list and …/show). */
export interface MonthlyItem {
  mnth_item_no: string;
  /** YYYYMM. */
  ym: string;
  title: string;
  img_url: string;
  prd_list: ProductSummary[];
}
export interface MonthlyItemListResponse extends ServerResult {
  list: MonthlyItem[];
}
export interface MonthlyItemShowRequest {
  mnth_item_no: string;
}
export type MonthlyItemShowResponse = MonthlyItem & ServerResult;

/** Theme of the main screen (the three theme calls, and the v2 hybrid theme list). */
export interface Theme {
  theme_no: string;
  theme_nm: string;
  img_url: string;
  desc?: string;
}
export interface ThemeListResponse extends ServerResult {
  theme_list: Theme[];
}
export interface ThemeRequest {
  theme_no: string;
}
export type ThemeInfoResponse = Theme & ServerResult;
export interface ThemeItemListResponse extends ServerResult {
  prd_list: ProductSummary[];
}

/** POST /app/main/weeklyWine/cdlist: the week codes that have a weekly wine selection. */
export interface WeeklyWineCodeListResponse extends ServerResult {
  cd_list: { week_cd: string; week_nm: string }[];
}
export interface WeeklyWineListRequest {
  week_cd: string;
}
export interface ProductListResponse extends ServerResult {
  prd_list: ProductSummary[];
}

/** POST /app/main/popup/list: pop-ups shown on the main screen. */
export interface MainPopup {
  popup_no: string;
  title: string;
  /** The notice's text under its picture (assumption: plain text, not HTML). */
  popup_conts?: string;
  img_url: string;
  link_kind: LinkKind;
  link_url?: string;
  start_dt: DateString;
  end_dt: DateString;
  /** A35: 'Y' for a welcome notice meant only for a member's first visit (e.g. a first-visit coupon). */
  first_visit_yn?: 'Y' | 'N';
}
export interface MainPopupListResponse extends ServerResult {
  popup_list: MainPopup[];
}

/** POST /app/main/splash/list: splash images. */
export interface SplashListResponse extends ServerResult {
  splash_list: { splash_no: string; img_url: string; start_dt: DateString; end_dt: DateString }[];
}
