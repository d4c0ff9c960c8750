/**
 * Limits of a review (what the app checks as the member types and the server checks again).
 * Text lengths count user-perceived characters (code points), so a Korean syllable or an emoji
 * counts once.
 */

/** The review's text: at least a short sentence, at most a long paragraph. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
/** The displayed name a member chooses (nickname or initials). */
export const REVIEW_NAME_MIN = 2;
export const REVIEW_NAME_MAX = 12;
/** How many reviews (new or edited) one member may write per window; the server refuses more. */
export const REVIEW_RATE_LIMIT = 3;
export const REVIEW_RATE_WINDOW_MS = 60_000;
/** Distinct members whose reports hide a review until the chain's staff look. */
export const REPORT_HIDE_THRESHOLD = 3;
/** A page of reviews on the product page. */
export const REVIEW_PAGE_SIZE = 10;

/** Why a member reports a review. */
export const REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'personal_data'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}

/** How the product page orders the others' reviews (the member's own always comes first). */
export const REVIEW_SORTS = ['helpful', 'recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value);
}

/** Code points, not UTF-16 units: '가' and '🍷' count one each. */
export function textLength(text: string): number {
  return [...text].length;
}
