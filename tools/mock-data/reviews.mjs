/**
 * The seed reviews of tools/generate-mock-data.mjs (reviews.json).
 *
 * Reviews: a believable spread of other members' ratings and reviews per product. Its own PRNG
 * from the catalogue's seed, so adding reviews changes none of the data above. Most products
 * have a few reviews, some none, a few popular ones a long list (paging); ratings gather round
 * a product's own mean (its price and senses pull it), half stars included; about one in six
 * reviews is in English; about half come from members who picked the bottle up (구매 인증).
 * Authors are seed reviewers (never the demo's login members), one review each per product.
 */
import { mulberry32 } from '../mulberry32.mjs';
import { readSeed } from './seed-json.mjs';

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/**
 * reviews-seed.json, the words the seed reviews are made of: `reviewerNicks` and
 * `reviewerInitials`, the seed reviewers (by nickname, and by initials);
 * `openKo` and `openEn`, a review's opening line by rating band (high, mid, low);
 * `senseKo` and `senseEn`, by sense [the line for a product at 3 or more in it, the line below 3];
 * `pairKo` and `pairEn`, the food pairing line.
 */
const {
  reviewerNicks: REVIEWER_NICKS,
  reviewerInitials: REVIEWER_INITIALS,
  openKo: OPEN_KO,
  openEn: OPEN_EN,
  senseKo: SENSE_KO,
  senseEn: SENSE_EN,
  pairKo: PAIR_KO,
  pairEn: PAIR_EN,
} = readSeed('reviews-seed.json');
const reviewers = [
  ...REVIEWER_NICKS.map((nick, i) => ({ id: `seed-r${String(i + 1).padStart(3, '0')}`, nick })),
  ...REVIEWER_INITIALS.map((nick, i) => ({ id: `seed-r${String(i + 101).padStart(3, '0')}`, nick })),
];
const clampHalf = (v) => Math.min(5, Math.max(0.5, Math.round(v * 2) / 2));

/** The reviews of `products`, from a PRNG of its own seeded with `seed` (the catalogue's). */
export function generateReviews(products, seed) {
  const reviewRand = mulberry32(seed);
  const rInt = (min, max) => min + Math.floor(reviewRand() * (max - min + 1));
  const rPick = (list) => list[Math.floor(reviewRand() * list.length)];
  const reviews = [];
  let reviewSeq = 0;
  for (const product of products) {
    const roll = reviewRand();
    const count = roll < 0.4 ? 0 : roll < 0.96 ? rInt(1, 3) : rInt(12, 26);
    if (count === 0) continue;
    // the product's own mean: 3.2 to 4.6, pulled up a little by aroma and price
    const mean = clamp(3.2 + (product.aroma - 3) * 0.15 + Math.min(0.6, product.price / 500000) + (reviewRand() - 0.5) * 0.8, 2.6, 4.7);
    const authors = [...reviewers].sort(() => reviewRand() - 0.5).slice(0, Math.min(count, reviewers.length));
    for (const author of authors) {
      reviewSeq += 1;
      const rating = clampHalf(mean + (reviewRand() + reviewRand() - 1) * 1.6);
      const band = rating >= 4 ? 'high' : rating >= 3 ? 'mid' : 'low';
      const english = reviewRand() < 0.16;
      const sense = rPick(['acidity', 'body', 'tannin', 'sweetness', 'aroma']);
      const senseLine = (english ? SENSE_EN : SENSE_KO)[sense][product[sense] >= 3 ? 0 : 1];
      const parts = [rPick((english ? OPEN_EN : OPEN_KO)[band]), senseLine];
      if (reviewRand() < 0.6) parts.push(rPick(english ? PAIR_EN : PAIR_KO));
      reviews.push({
        review_no: `S${String(reviewSeq).padStart(5, '0')}`,
        prd_cd: product.prd_cd,
        author_id: author.id,
        nick_nm: author.nick,
        rating,
        review_text: parts.join(' '),
        verified_yn: reviewRand() < 0.5 ? 'Y' : 'N',
        helpful_cnt: Math.floor(reviewRand() ** 3 * 40),
        day_offset: -rInt(1, 720),
      });
    }
  }
  return reviews;
}
