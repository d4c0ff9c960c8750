export {
  RATING_MIN,
  RATING_MAX,
  RATING_STEP,
  RATING_VALUES,
  isValidRating,
  averageRating,
  ratingBucket,
  ratingDistribution,
  ratingSummary,
  starParts,
} from './rating';
export type { RatingDistribution, RatingSummary } from './rating';
export {
  REVIEW_TEXT_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_NAME_MIN,
  REVIEW_NAME_MAX,
  REVIEW_RATE_LIMIT,
  REVIEW_RATE_WINDOW_MS,
  REPORT_HIDE_THRESHOLD,
  REVIEW_PAGE_SIZE,
  REPORT_REASONS,
  REVIEW_SORTS,
  isReportReason,
  isReviewSort,
  textLength,
} from './limits';
export type { ReportReason, ReviewSort } from './limits';
export { initialsOf, displayNameProblems } from './display-name';
export type { DisplayNameProblem } from './display-name';
export { contactKinds } from './contact';
export type { ContactKind } from './contact';
export { hasAbusiveWords, abusiveWordsIn, composeJamo, KO_INNOCENT, KO_INNOCENT_WORDS } from './abusive';
export { reviewProblems, REVIEW_PROBLEMS, compareReviews } from './review';
export type { ReviewProblem, ReviewDraft, ReviewOrderRow } from './review';
