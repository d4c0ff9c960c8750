/**
 * Ratings of a review: half stars from 0.5 to 5, the average shown to one decimal and the
 * distribution of stars on the product page.
 */

export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** Every rating a member can give, low to high: 0.5, 1, 1.5 … 5 (the radio group's options). */
export const RATING_VALUES: readonly number[] = Array.from({ length: RATING_MAX / RATING_STEP }, (_, i) => (i + 1) * RATING_STEP);

/** A finite number from 0.5 to 5 in half steps; anything else (NaN, 0, 4.3, '4') is refused. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= RATING_MIN && value <= RATING_MAX && Number.isInteger(value * 2);
}

/**
 * The mean rating rounded half up to one decimal, or null with no rating. Counted in half stars
 * (integers) so the sum carries no floating-point error: [4.5, 4.5, 4] gives 4.3, [4.5, 4.6…]
 * cannot occur (invalid ratings are skipped).
 */
export function averageRating(ratings: readonly number[]): number | null {
  const valid = ratings.filter(isValidRating);
  if (valid.length === 0) return null;
  const halves = valid.reduce((sum, r) => sum + r * 2, 0);
  // mean = halves / (2n); tenths = halves * 10 / (2n) = halves * 5 / n, rounded half up exactly
  const tenths = Math.floor((halves * 5 * 2 + valid.length) / (2 * valid.length));
  return tenths / 10;
}

/** Star buckets 1 … 5: a half star counts with the star it completes (4.5 → 5, 0.5 → 1). */
export type RatingDistribution = Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;

export function ratingBucket(rating: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(1, Math.ceil(rating))) as 1 | 2 | 3 | 4 | 5;
}

export function ratingDistribution(ratings: readonly number[]): RatingDistribution {
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of ratings) if (isValidRating(r)) counts[ratingBucket(r)] += 1;
  return counts;
}

/** A rating summary as the product page, product cards and search rows show it. */
export interface RatingSummary {
  readonly average: number | null;
  readonly count: number;
  readonly distribution: RatingDistribution;
}

export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter(isValidRating);
  return { average: averageRating(valid), count: valid.length, distribution: ratingDistribution(valid) };
}

/** The full, half and empty stars of a rating drawn as five stars (for pictures beside the text). */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(RATING_MAX, Math.max(0, rating)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
