import type { DateString, Page, PageRequest, ServerResult } from './common';

/** Status of a pickup reservation (A17). */
export type PickupStatus = 'RESERVED' | 'READY' | 'PICKED_UP' | 'CANCELLED' | 'EXPIRED';

export interface PickupReservation {
  pickup_no: string;
  prd_cd: string;
  prd_nm: string;
  img_url: string;
  qty: number;
  str_cd: string;
  str_nm: string;
  /** Date the member will come, YYYYMMDD. */
  pickup_dt: DateString;
  status: PickupStatus;
  reg_dt: string;
  pay_amt: number;
}

/** POST /app/pickup/create: steps 1-4 of the pickup flow (spec §2) end here. */
export interface PickupCreateRequest {
  prd_cd: string;
  qty: number;
  str_cd: string;
  pickup_dt: DateString;
  /** The privacy agreement of step 3 must be accepted. */
  privacy_agree_yn: 'Y';
}
export interface PickupCreateResponse extends ServerResult {
  pickup_no: string;
}

/** POST /app/pickup/list. */
export interface PickupListRequest extends PageRequest {
  status?: PickupStatus;
}
export type PickupListResponse = Page<PickupReservation>;

/** POST /app/pickup/info, /app/pickup/cancel, /app/pickup/passcode. */
export interface PickupRequest {
  pickup_no: string;
}
export type PickupInfoResponse = PickupReservation & ServerResult;

/** POST /app/pickup/store/change. */
export interface PickupChangeStoreRequest {
  pickup_no: string;
  str_cd: string;
}

/** POST /app/pickup/passcode: the code shown at the pickup desk (barcode popup). */
export interface PickupPassCodeResponse extends ServerResult {
  pickup_no: string;
  pass_cd: string;
}

