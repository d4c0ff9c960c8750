/** A read-only star rating: five stars drawn as text, named for screen readers (e.g. "별점 4점"). */
import styled from '@emotion/styled';
import { useT } from '../../../lib/i18n';
import { contentMessages } from '../messages';

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.bottleGreen};
  letter-spacing: 1px;
`;

export function StarRating({ rating }: { rating: number }) {
  const t = useT(contentMessages);
  const n = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Stars role="img" aria-label={t('content.diary.rating', { rating: n })}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </Stars>
  );
}
