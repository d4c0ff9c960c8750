import type { DateString, ServerResult, YesNo } from './common';

/**
 * Draws for allocated bottles (응모): a proposal beside the spec's calls (ASSUMPTIONS.md A39,
 * docs/decisions/1100-verifiable-draws.md). Times are Korean time on the server's clock
 * (YYYYMMDDHHmm; `server_dt` YYYYMMDDHHmmss is the server's now, so a countdown never trusts the
 * phone's clock). Before the window opens the draw carries `commitment`, the SHA-256 of a secret
 * seed; at the draw time `/app/draw/result` publishes the seed, every entry hash, the order and
 * the winners, which libs/domain `verifyDraw` recomputes.
 */

/** COMING: the window has not opened; OPEN: entries taken; CLOSED: closed, not yet drawn; DRAWN: the result is out. */
export type DrawStatus = 'COMING' | 'OPEN' | 'CLOSED' | 'DRAWN';

/** A grade's weight (its tickets in the draw) as published before the window opens. */
export interface DrawWeight {
  /** libs/domain MEMBERSHIP_GRADES code ('1' Family … '4' Diamond). */
  grade: string;
  weight: number;
  /** Entries of this grade so far (live). */
  entry_cnt: number;
}

export interface DrawStore {
  str_cd: string;
  str_nm: string;
}

export interface DrawSummary {
  draw_no: string;
  prd_cd: string;
  prd_nm: string;
  img_url: string;
  /** Bottles to win. */
  qty: number;
  /** Price per bottle, won, paid at the store when collecting. */
  price: number;
  status: DrawStatus;
  entry_start_dt: DateString;
  entry_end_dt: DateString;
  draw_dt: DateString;
  /** Entries so far (live). */
  entry_cnt: number;
  /** The server's now, YYYYMMDDHHmmss (Korean time). */
  server_dt: string;
}

/** The member's own entry. */
export interface DrawMyEntry {
  /** The entry as published: hex HMAC-SHA-256 of the member number with the draw's salt. */
  entry_hash: string;
  str_cd: string;
  reg_dt: DateString;
  /** ENTERED before the draw; WON (a reservation is made); WAITING (in the waiting order); COLLECTED; FORFEITED (not collected by the deadline). */
  status: 'ENTERED' | 'WON' | 'WAITING' | 'COLLECTED' | 'FORFEITED';
  /** The place in the published order (1 = first), once drawn. */
  rank?: number;
  /** The winner's reservation (pay at the store), and when it must be collected by. */
  pickup_no?: string;
  collect_end_dt?: DateString;
}

export interface DrawDetail extends DrawSummary {
  str_list: DrawStore[];
  /** Adults only (always 'Y' for liquor). */
  adult_only_yn: YesNo;
  /** The lowest grade that may enter; absent: every grade. */
  min_grade?: string;
  weights: DrawWeight[];
  /** Days a winner has to collect, from when the bottle is set aside. */
  collect_days: number;
  /** Hex SHA-256 of the seed, published before the window opens. */
  commitment: string;
  /** The member's entry (with a token), absent when not entered or withdrawn. */
  my_entry?: DrawMyEntry;
  /** With a token: why the member may not enter (NOT_ADULT, GRADE), absent when they may. */
  block_rsn?: 'NOT_ADULT' | 'GRADE';
}

/** POST /app/draw/list (login optional): current and coming draws, finished ones last. */
export interface DrawListRequest {
  /** Only the draws of this product (the product page). */
  prd_cd?: string;
}
export interface DrawListResponse extends ServerResult {
  list: DrawSummary[];
}

/** POST /app/draw/info (login optional). */
export interface DrawInfoRequest {
  draw_no: string;
}

/**
 * POST /app/draw/enter (token): one entry per member; a repeat (double tap, retry, second tab)
 * answers the same entry, with the store of the latest call. 409 with rspDtc 4201 after the window
 * closed, 4202 before it opens, 4203 when the member may not enter, 4204 for a store not of the draw.
 */
export interface DrawEnterRequest {
  draw_no: string;
  str_cd: string;
}

/** POST /app/draw/withdraw (token): until the window closes (then 4201); withdrawing twice is fine. */
export interface DrawWithdrawRequest {
  draw_no: string;
}

/** POST /app/draw/result (login optional): everything needed to recompute the draw; 409 4205 before it is drawn. */
export interface DrawResultRequest {
  draw_no: string;
}
export interface DrawResultResponse extends ServerResult {
  draw_no: string;
  /** The algorithm (libs/domain DRAW_ROUND_PREFIX without the colon). */
  alg: string;
  seed: string;
  commitment: string;
  qty: number;
  weights: { grade: string; weight: number }[];
  entries: { hash: string; grade: string }[];
  /** Every entry hash in the drawn order: winners first, then the waiting order. */
  order: string[];
  /** order[0 … qty-1]. */
  winners: string[];
  /** Winners who did not collect in time; the next of the order took their place. */
  forfeited: string[];
  drawn_dt: DateString;
}
