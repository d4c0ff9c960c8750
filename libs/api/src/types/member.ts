import type { PushMessageType } from '@bottle/domain';
import type { DateString, LinkKind, Page, PageRequest, ServerResult, YesNo } from './common';

/** POST /app/member/user/info, spec §3 "User info". */
export interface UserInfo {
  user_name: string;
  join_date: DateString;
  def_str_cd: string;
  def_str_nm: string;
  psp_id: string;
  apple_key?: string;
  cno: string;
  /** Membership grade code 1..4 (spec §3 grades). */
  grade_cd?: string;
  mart_member_yn?: YesNo;
  bottle_member_yn?: YesNo;
  /**
   * Whether the sign-on verified the member is 19 or older (assumption A: spec §3 names no age
   * field; the sign-on refuses a minor with 44-415). 'N' for a member it could not check (one
   * registered without a Korean identity check); absent means verified.
   */
  adult_cert_yn?: YesNo;
}
export type UserInfoResponse = UserInfo & ServerResult;

/** POST /app/member/user/setDefaultStore: passed through (strCd), spec §7. */
export interface SetDefaultStoreRequest {
  strCd: string;
}

/** Receipts (A13). */
export interface ReceiptSummary {
  rcpt_no: string;
  str_cd: string;
  str_nm: string;
  sale_dt: DateString;
  tot_amt: number;
  /** How it was paid (A37): 'APP' in the app when reserving, 'STORE' at the till; absent: not said. */
  pay_type?: 'APP' | 'STORE';
  /** 'Y' on the receipt of a refund (A37), whose amounts are negative. */
  refund_yn?: YesNo;
}
export interface ReceiptListRequest extends PageRequest {
  /** YYYYMM: the month list helper of libs/domain builds the choices. */
  ym?: string;
}
export type ReceiptListResponse = Page<ReceiptSummary>;
export interface ReceiptInfoRequest {
  rcpt_no: string;
}
export interface ReceiptInfoResponse extends ReceiptSummary, ServerResult {
  item_list: { prd_cd: string; prd_nm: string; qty: number; amt: number }[];
  dc_amt: number;
  pay_amt: number;
}

/** Push settings (A13). */
export interface PushSettingInfoResponse extends ServerResult {
  push_yn: YesNo;
  marketing_push_yn: YesNo;
  night_push_yn: YesNo;
}
export type PushSettingUpdateRequest = Partial<Pick<PushSettingInfoResponse, 'push_yn' | 'marketing_push_yn' | 'night_push_yn'>>;

/** POST /v2/hybridapp/member/user/appcard/info: returns membs_card_no (spec §7). */
export interface AppCardInfoResponse extends ServerResult {
  /** The app card number; the answer may name it member_app_card_no instead (spec §3), read as this. */
  membs_card_no: string;
}

/** The app card answer as it may arrive: either name of the card number (spec §3 "App card"). */
export interface AppCardInfoWire extends ServerResult {
  membs_card_no?: string;
  member_app_card_no?: string;
}

/** POST /app/mypage/init: counters of the my page (A13). */
export interface MypageInitResponse extends ServerResult {
  user_name: string;
  grade_cd: string;
  pickup_cnt: number;
  coupon_cnt: number;
  bnkr_cnt: number;
  alarm_cnt: number;
  unread_push_cnt: number;
}

/** POST /app/mypage/usergrade and /v2/hybridapp/mypage/grade/info (A13). */
export interface UserGradeResponse extends ServerResult {
  /** 1 Family, 2 Silver, 3 Gold, 4 Diamond (spec §3). */
  grade_cd: string;
  grade_nm: string;
  /** Purchase amount of the grade period, won. */
  purchase_amt: number;
  /** Amount still needed for the next grade, won (0 at the top). */
  next_grade_amt: number;
}
export interface GradeInfoResponse extends ServerResult {
  grade_list: GradeInfo[];
}
/** One grade of /v2/hybridapp/mypage/grade/info (A13). */
export interface GradeInfo {
  grade_cd: string;
  grade_nm: string;
  benefit: string;
  /** 12-month purchases, won, from which the grade applies. */
  standard_amt: number;
  /** The grade's extra discount on a pickup reservation, percent (A13); absent when it has none. */
  pickup_dc_rate?: number;
}

/**
 * Push message types (spec §3): libs/domain's `PUSH_MESSAGE_TYPES` codes, the one source of truth
 * (`PICKUP_FORBIDDEN_PUSH_Y/N`, `SOLDOUT_RESTOCK_Y/N`, `PICKUP_OPEN_BEFORE`, `PICKUP`,
 * `PICKUP_TYPE1`, `PICKUP_TYPE2`, `PICKUP_COMPLETE`).
 */
export type { PushMessageType } from '@bottle/domain';

/** POST /app/notice/push/list (A13). */
export interface PushNotice {
  push_no: string;
  push_type: PushMessageType;
  title: string;
  body: string;
  send_dt: string;
  read_yn: YesNo;
  link_kind: LinkKind;
  link_url?: string;
}
export interface PushListResponse extends ServerResult {
  list: PushNotice[];
}
/** …/push/read and …/push/delete: passed through; one notice, or all when push_no is absent. */
export interface PushNoticeRequest {
  push_no?: string;
}

/** Discount kind of a coupon (assumption A22): a percentage, or an amount in won. */
export type CouponDiscountType = 'RATE' | 'AMOUNT';

/** One coupon of the member (spec §2 my page "coupon"; shape: assumption A22). */
export interface Coupon {
  cpn_no: string;
  cpn_nm: string;
  dc_type: CouponDiscountType;
  /** Percent for RATE (1-100), won for AMOUNT. */
  dc_value: number;
  /** Smallest purchase, in won, the coupon applies to. */
  min_amt?: number;
  /** Most a RATE coupon takes off, in won (A22), when it is capped. */
  max_dc_amt?: number;
  /** Last day the coupon can be used, YYYYMMDD (KST). */
  exp_dt: DateString;
  /** Y once used at a checkout. */
  use_yn: YesNo;
  /** Code scanned at the checkout, when the coupon has its own. */
  barcode?: string;
}
/** POST /app/mypage/coupon/list (A22, token required): every coupon, used and expired ones too. */
export interface CouponListResponse extends ServerResult {
  coupon_list: Coupon[];
}
