/**
 * The store desk's calls: a proposal for the chain's backend, not in the spec.
 * The full contract (paths, auth, errors) is apps/store-desk/README.md. Staff sign in with their
 * store's code and PIN and get a staff token; every other call carries it as
 * `Authorization: Bearer <staff_tkn>` and acts on that store's reservations only. A member's
 * token opens none of these calls, and a staff token opens no member call.
 */
import type { PickupPayment } from './payment';
import type { DateString, ServerResult } from './common';
import type { PickupReservation, PickupStatus } from './pickup';

/** POST /desk/session/login. */
export interface DeskLoginRequest {
  str_cd: string;
  /** The store's desk PIN, 6 digits. */
  pin: string;
}

export interface DeskSession {
  staff_tkn: string;
  str_cd: string;
  str_nm: string;
  /** When the session ends (YYYYMMDDHHmm, KST): a shift, 12 hours. */
  exp_dt: DateString;
}
export type DeskLoginResponse = DeskSession & ServerResult;

/**
 * Why a pickup was not handed over (POST /desk/pickup/refuse): no ID to show, the ID shows a
 * minor, someone other than the member, or another reason written out. The reservation stays
 * open (the member may come back), except MINOR, which cancels it: alcohol is not sold to a minor.
 */
export type DeskRefuseReason = 'NO_ID' | 'MINOR' | 'NOT_HOLDER' | 'OTHER';
export const DESK_REFUSE_REASONS: readonly DeskRefuseReason[] = ['NO_ID', 'MINOR', 'NOT_HOLDER', 'OTHER'];

/**
 * A reservation as the desk sees it: the member's reservation (its fields mean the same) without
 * the pass secret, store name and price, with the member's name always, the confirm and ID-check flags.
 */
export interface DeskReservation extends Pick<
  PickupReservation,
  'pickup_no' | 'prd_cd' | 'prd_nm' | 'img_url' | 'qty' | 'str_cd' | 'pickup_dt' | 'status' | 'reg_dt' | 'hold_end_dt' | 'hist_list'
> {
  /** Whether the store has confirmed it (RESERVED before and after the store's confirm). */
  confirmed_yn: 'Y' | 'N';
  mbr_nm: string;
  /** Y for alcohol: hand over only after checking the member is 19 or older (Korean age law). */
  id_check_yn: 'Y' | 'N';
  /** Paid when reserving (docs/payments.md): 결제 완료 at the desk, so staff do not charge again. */
  payment?: PickupPayment;
}

/** POST /desk/pickup/list: the store's reservations still to deal with, and today's done ones. */
export interface DeskPickupListRequest {
  /** Only these (default: every open one, then those closed today). */
  status?: PickupStatus;
}
export interface DeskPickupListResponse extends ServerResult {
  list: DeskReservation[];
}

/** POST /desk/pickup/confirm, /desk/pickup/ready: the store's own steps. */
export interface DeskPickupRequest {
  pickup_no: string;
}
export type DeskPickupResponse = DeskReservation & ServerResult;

/** POST /desk/pickup/check: the pass as scanned (its QR payload) or typed (number and code). */
export interface DeskPassCheckRequest {
  pickup_no: string;
  pass_cd: string;
}
export interface DeskPassCheckResponse extends ServerResult {
  reservation: DeskReservation;
  /**
   * The proof the pass was valid just now, single use, for the handover or refusal that follows
   * (the ID check may take longer than the code lives): valid until `check_exp_dt`, 5 minutes.
   */
  check_tkn: string;
  check_exp_dt: DateString;
}

/** POST /desk/pickup/handover. */
export interface DeskHandoverRequest {
  pickup_no: string;
  check_tkn: string;
}

/** POST /desk/pickup/refuse. */
export interface DeskRefuseRequest {
  pickup_no: string;
  check_tkn: string;
  rsn_cd: DeskRefuseReason;
  /** Required for OTHER (at most 100 characters); shown to the member. */
  rsn_txt?: string;
}

/**
 * The chain's staff look at reviews hidden by members' reports (docs/reviews.md "The staff's
 * look"): any store's desk sign-in sees them all.
 */
export interface DeskHiddenReview {
  review_no: string;
  prd_cd: string;
  prd_nm: string;
  rating: number;
  review_text: string;
  nick_nm: string;
  /** The reports since the staff last looked (reason and KST `YYYYMMDDHHmm`), oldest first. */
  reports: { rsn_cd: 'spam' | 'abuse' | 'off_topic' | 'personal_data'; dt: DateString }[];
}
/** POST /desk/review/hidden/list. */
export interface DeskHiddenReviewListResponse extends ServerResult {
  list: DeskHiddenReview[];
}
export type DeskReviewDecision = 'restore' | 'remove';
/** POST /desk/review/decide: restore (shown again, reports start over) or remove for good. */
export interface DeskReviewDecideRequest {
  review_no: string;
  decision: DeskReviewDecision;
}
export interface DeskReviewDecideResponse extends ServerResult {
  review_no: string;
  decision: DeskReviewDecision;
}
/**
 * The 409 refusals of /desk/review/decide (`rspDtc`). The same decision again answers as the
 * first time (a repeated tap, a retried call); another decision than the one already taken, by
 * anyone at any desk, is refused with the one that stands.
 */
export const DESK_REVIEW_CODES = {
  alreadyRestored: '4231',
  alreadyRemoved: '4232',
  notHidden: '4233',
} as const;
