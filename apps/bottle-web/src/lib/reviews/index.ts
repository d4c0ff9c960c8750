export { reviewMessages } from './messages';
export { refusalMessage, type ReviewRefusalKey } from './refusal';
export { RatingInput } from './rating-input';
export { Stars, RatingBadge } from './stars';
