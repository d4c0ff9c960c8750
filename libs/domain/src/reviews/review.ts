/**
 * The whole check of a review as the app and the server run it, and the order of the product
 * page's list. Each problem is a stable code: the server answers it (`REVIEW_<CODE>` in capitals)
 * and the app words it in Korean and English.
 */
import { contactKinds } from './contact';
import { displayNameProblems, type DisplayNameProblem } from './display-name';
import { hasAbusiveWords } from './abusive';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, textLength, type ReviewSort } from './limits';
import { isValidRating } from './rating';

export const REVIEW_PROBLEMS = [
  'rating',
  'text_short',
  'text_long',
  'phone',
  'email',
  'url',
  'abusive',
  'name_length',
  'name_identifies',
] as const;
export type ReviewProblem = (typeof REVIEW_PROBLEMS)[number];

export interface ReviewDraft {
  readonly rating: unknown;
  readonly text: string;
  /** The chosen nickname; empty or absent: the member's initials. */
  readonly nickname?: string;
}

/** What is wrong with a review before it is published (none: []). */
export function reviewProblems(draft: ReviewDraft, member: { fullName?: string; loginId?: string } = {}): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  if (!isValidRating(draft.rating)) problems.push('rating');
  const text = typeof draft.text === 'string' ? draft.text.trim() : '';
  const length = textLength(text);
  if (length < REVIEW_TEXT_MIN) problems.push('text_short');
  if (length > REVIEW_TEXT_MAX) problems.push('text_long');
  const nickname = draft.nickname?.trim() ?? '';
  const checked = nickname ? `${text}\n${nickname}` : text;
  for (const kind of contactKinds(checked)) problems.push(kind);
  if (hasAbusiveWords(text) || (nickname !== '' && hasAbusiveWords(nickname))) problems.push('abusive');
  if (nickname) problems.push(...displayNameProblems(nickname, member).map((p: DisplayNameProblem) => p));
  return problems;
}

export interface ReviewOrderRow {
  readonly helpful: number;
  /** When it was written or last edited (epoch ms). */
  readonly updatedAt: number;
  readonly id: string;
}

/**
 * The others' reviews by the chosen order: most helpful first (then the newer), or the newest
 * first; the id breaks a tie so a page never repeats or skips a row.
 */
export function compareReviews(sort: ReviewSort): (a: ReviewOrderRow, b: ReviewOrderRow) => number {
  return (a, b) => {
    if (sort === 'helpful' && a.helpful !== b.helpful) return b.helpful - a.helpful;
    if (a.updatedAt !== b.updatedAt) return b.updatedAt - a.updatedAt;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
