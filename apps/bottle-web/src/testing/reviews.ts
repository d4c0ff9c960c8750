/** Reviews put straight into the demo backend (libs/mock-api), for the screens that list them. */
import type { setupMockServer } from './render-app';

export interface StoredReview {
  /** The review's number, unique in the store. */
  no: string;
  /** Its writer's member number. */
  cno: string;
  text: string;
  /** The writer's nickname, the name the review shows. */
  nick: string;
}

/**
 * Stores `reviews` of product `prdCd` as the server keeps them, past its own checks: each a 4-star
 * review shown by nickname, written at its place in the list (the first the oldest).
 */
export function storeReviews(mock: ReturnType<typeof setupMockServer>, prdCd: string, reviews: readonly StoredReview[]) {
  const state = (mock.backend.state.reviews ??= { reviews: {}, marks: {}, writes: {} });
  reviews.forEach((review, i) => {
    state.reviews[review.no] = {
      review_no: review.no,
      prd_cd: prdCd,
      cno: review.cno,
      rating: 4,
      review_text: review.text,
      name_type: 'nickname',
      nick_nm: review.nick,
      created_at: i,
      updated_at: i,
    };
  });
}
