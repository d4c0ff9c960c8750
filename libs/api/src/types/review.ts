/**
 * Ratings and reviews (ASSUMPTIONS.md A40; a proposal beside spec §7, documented in
 * docs/reviews.md). A review is a tasting note published on its product's page: a half-star
 * rating, plain text and a displayed name the member chose. The rules (limits, refused
 * contents) are libs/domain's `reviewProblems`; the server checks them again.
 */
import type { PageRequest, Page, YesNo } from './common';

export type ReviewSort = 'helpful' | 'recent';
export type ReviewReportReason = 'spam' | 'abuse' | 'off_topic' | 'personal_data';
/** How the displayed name was chosen: the member's initials (default) or a nickname. */
export type ReviewNameType = 'initials' | 'nickname';

export interface Review {
  review_no: string;
  prd_cd: string;
  /** 0.5 to 5 in half steps. */
  rating: number;
  /** Plain text as the member wrote it: never HTML, shown as text. */
  review_text: string;
  /** The displayed name: a nickname or initials, never the full name or the login id. */
  nick_nm: string;
  /** 구매 인증: the author picked this product up at a store (the desk handed it over). */
  verified_yn: YesNo;
  helpful_cnt: number;
  /** Y when the calling member marked it helpful. */
  my_helpful_yn: YesNo;
  /** Y when the calling member reported it. */
  my_report_yn: YesNo;
  /** Y on the calling member's own review. */
  mine_yn: YesNo;
  /** Y on the member's own review hidden after three reports until the chain's staff look. */
  hidden_yn: YesNo;
  /** YYYYMMDDHHmm, Korean time: written, and last edited. */
  reg_dt: string;
  upd_dt: string;
  /** The tasting note it was published from (the author only). */
  note_no?: string;
}

/** The average (one decimal, null without reviews), the count and the stars' distribution. */
export interface ReviewSummary {
  avg_rating: number | null;
  review_cnt: number;
  /** Reviews per star, "1" … "5" (a half star counts with the star it completes). */
  dist: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** POST /app/review/list (public; with a token the member's own review comes in `mine`). */
export interface ReviewListRequest extends PageRequest {
  prd_cd: string;
  sort?: ReviewSort;
  /** Y: only reviews marked 구매 인증. */
  verified_only_yn?: YesNo;
}
export interface ReviewListResponse extends Page<Review> {
  summary: ReviewSummary;
  /** The member's own review of the product (always first, never in `list`), or null. */
  mine: Review | null;
}

/** POST /app/review/summary (public): average and count of several products at once. */
export interface ReviewSummaryRequest {
  prd_cds: string[];
}
export interface ReviewSummaryResponse {
  list: { prd_cd: string; avg_rating: number | null; review_cnt: number }[];
}

/** POST /app/review/my/list: the member's reviews (which notes are published). */
export interface ReviewMyListResponse {
  list: Review[];
}

/**
 * POST /app/review/save: publish or edit. One review per member per product: a second save of
 * the same product edits the first (same review_no). `nick_nm` is required with
 * `name_type: 'nickname'` and ignored with 'initials'.
 */
export interface ReviewSaveRequest {
  prd_cd: string;
  note_no?: string;
  rating: number;
  review_text: string;
  name_type: ReviewNameType;
  nick_nm?: string;
}

export interface ReviewRequest {
  review_no: string;
}
/** POST /app/review/helpful: once per member; again is a no-op (idempotent). */
export interface ReviewHelpfulResponse {
  review_no: string;
  helpful_cnt: number;
  my_helpful_yn: YesNo;
}
/** POST /app/review/report: once per member (again is a no-op) with a reason. */
export interface ReviewReportRequest extends ReviewRequest {
  rsn_cd: ReviewReportReason;
}
export interface ReviewReportResponse {
  review_no: string;
  my_report_yn: YesNo;
  /** Y when this report was the third member's and the review is hidden now. */
  hidden_yn: YesNo;
}

/**
 * The refusals of a review save (409 with rspC 91 and these rspDtc; 429 for the rate): the app
 * words each. `REVIEW_PROBLEM_CODES` maps libs/domain's problem codes to them.
 */
export const REVIEW_REFUSALS = {
  rate: '4201',
  rating: '4210',
  text_short: '4211',
  text_long: '4212',
  phone: '4213',
  email: '4214',
  url: '4215',
  abusive: '4216',
  name_length: '4217',
  name_identifies: '4218',
  own_helpful: '4220',
  gone: '4221',
} as const;
export type ReviewRefusal = keyof typeof REVIEW_REFUSALS;
