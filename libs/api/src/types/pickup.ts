import type { DateString, Page, PageRequest, ServerResult } from './common';
import type { DeskRefuseReason } from './desk';
import type { PaymentRefundReason, PickupPayment } from './payment';

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
  /**
   * When the hold lapses, YYYYMMDDHHmm (A17): 3 days after the order is set aside; before that,
   * the end the hold will have if the store sets it aside on schedule (it moves when it does).
   * An open reservation not picked up by then expires.
   */
  hold_end_dt: DateString;
  /** Every step the reservation went through, oldest first, each at the instant it happened. */
  hist_list: PickupHistoryItem[];
  /** The member who made it, for the pass (shown with the ID-check reminder) and the desk. */
  mbr_nm?: string;
  /**
   * The pickup pass's TOTP secret (hex, RFC 6238), sent to the member only,
   * while the reservation is open: the phone computes the pass code from it offline.
   */
  pass_secret?: string;
  /** Paid when reserving (docs/payments.md): absent when the member pays at the store. */
  payment?: PickupPayment;
}

/**
 * A step of a reservation's history (A17). The PickupStatus values where one applies
 * (RESERVED = received, READY = set aside, PICKED_UP, CANCELLED, EXPIRED) plus the steps that do
 * not change the member-facing status: CONFIRMED (the store confirmed it), MOVED (to another
 * store; the store confirms again), REMINDED (the reminder one day before the hold ends) and
 * REFUSED (the desk did not hand it over, with its reason `rsn_cd`).
 */
/**
 * Why a REFUSED step did not hand the order over: a reason the desk gave (DeskRefuseReason), or
 * PASS_LOCKED, the server's own: too many wrong pass codes for the reservation (5 within 10
 * minutes), so the desk checks the member's ID and the reservation on their phone instead.
 */
export type PickupRefuseReason = DeskRefuseReason | 'PASS_LOCKED';

export type PickupHistoryStatus = PickupStatus | 'CONFIRMED' | 'MOVED' | 'REMINDED' | 'REFUSED' | 'PAID' | 'REFUNDED';

export interface PickupHistoryItem {
  stat: PickupHistoryStatus;
  /** When the step happened, YYYYMMDDHHmm (KST); not when it was noticed. */
  dt: DateString;
  /** The reservation's store at that step (the new store for MOVED). */
  str_cd?: string;
  /** REFUSED only: why the desk did not hand it over (`PickupRefuseReason`). */
  rsn_cd?: PickupRefuseReason;
  /** REFUSED with OTHER: the reason as staff wrote it. */
  rsn_txt?: string;
  /** PAID and REFUNDED: the amount, won. */
  amt?: number;
  /** REFUNDED: why. */
  refund_rsn?: PaymentRefundReason;
}

/** POST /app/pickup/create: steps 1-4 of the pickup flow (spec §2) end here. */
export interface PickupCreateRequest {
  prd_cd: string;
  qty: number;
  str_cd: string;
  pickup_dt: DateString;
  /** The privacy agreement of step 3 must be accepted. */
  privacy_agree_yn: 'Y';
  /**
   * One key per reservation attempt: a retry of the same attempt (a timeout,
   * a double tap) answers the reservation already made instead of making a second one.
   */
  idem_key?: string;
}
export interface PickupCreateResponse extends ServerResult {
  pickup_no: string;
  /** The pickup pass's TOTP secret (hex), received when the reservation is made. */
  pass_secret?: string;
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
