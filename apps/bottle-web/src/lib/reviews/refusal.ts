/**
 * What to tell a member when the server refuses a review write: each refusal code of
 * docs/reviews.md (libs/api REVIEW_REFUSALS) or a rule libs/domain found before sending.
 */
import { REVIEW_REFUSALS, isApiError } from '@bottle/api';
import {
  REVIEW_NAME_MAX,
  REVIEW_NAME_MIN,
  REVIEW_RATE_LIMIT,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type MessageParams,
  type ReviewProblem,
} from '@bottle/domain';

export type ReviewRefusalKey = `reviews.refused.${ReviewProblem | 'rate' | 'own_helpful' | 'gone' | 'other'}`;

const BY_CODE = new Map<string, ReviewRefusalKey>(
  Object.entries(REVIEW_REFUSALS).map(([name, code]) => [code, `reviews.refused.${name}` as ReviewRefusalKey]),
);

/** The message key and its values of a refusal (a domain problem or a server error). */
export function refusalMessage(problemOrError: ReviewProblem | unknown): { key: ReviewRefusalKey; params: MessageParams } {
  const params: MessageParams = { limit: REVIEW_RATE_LIMIT, min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX };
  if (typeof problemOrError === 'string') {
    const key = `reviews.refused.${problemOrError}` as ReviewRefusalKey;
    return { key, params: problemOrError.startsWith('name_') ? { min: REVIEW_NAME_MIN, max: REVIEW_NAME_MAX } : params };
  }
  const code = isApiError(problemOrError) ? problemOrError.rspDtc : undefined;
  const key = (code && BY_CODE.get(code)) || 'reviews.refused.other';
  return { key, params: key.startsWith('reviews.refused.name_') ? { min: REVIEW_NAME_MIN, max: REVIEW_NAME_MAX } : params };
}
