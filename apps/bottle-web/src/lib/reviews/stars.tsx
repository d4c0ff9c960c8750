/**
 * A rating drawn as five stars with halves (★ ⯪ ☆), named for screen readers ("별점 4.5점"), or
 * hidden from them where the text beside it says the rating.
 */
import styled from '@emotion/styled';
import { starParts } from '@bottle/domain';
import { useT } from '../i18n';
import { reviewMessages } from './messages';

const Picture = styled.span`
  color: ${({ theme }) => theme.colors.bottleGreen};
  letter-spacing: 1px;
  white-space: nowrap;
`;

export function Stars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  const t = useT(reviewMessages);
  const { full, half, empty } = starParts(rating);
  const text = `${'★'.repeat(full)}${half ? '⯪' : ''}${'☆'.repeat(empty)}`;
  return decorative ? (
    <Picture aria-hidden="true">{text}</Picture>
  ) : (
    <Picture role="img" aria-label={t('reviews.stars', { rating })}>
      {text}
    </Picture>
  );
}

const Badge = styled.span`
  display: inline-flex;
  gap: 4px;
  align-items: center;
  font-size: 0.875em;
  color: ${({ theme }) => theme.colors.gray700};
`;

/** "★ 4.3 (12)" on cards and search rows; read as "평균 별점 4.3점, 리뷰 12개". */
export function RatingBadge({ avg, count }: { avg: number | null | undefined; count: number | undefined }) {
  const t = useT(reviewMessages);
  if (avg === null || avg === undefined || !count) return null;
  return (
    <Badge role="img" aria-label={t('reviews.badge', { avg: avg.toFixed(1), count })}>
      <span aria-hidden="true">★ {avg.toFixed(1)}</span>
      <span aria-hidden="true">({count})</span>
    </Badge>
  );
}
