/**
 * Building blocks shared by the content screens: the page header (h1 with an optional back
 * link), sections, card grids, the query-state switch (skeleton → error with retry → empty →
 * content) and "show more". Theme tokens only (style.md); touch targets ≥ 44 px.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorState, SkeletonList } from '@bottle/ui';
import { useT } from '../../../lib/i18n';

export const PageHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme }) => theme.colors.bottleGreen};
    letter-spacing: -0.02em;
    word-break: keep-all;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.black};
  svg {
    width: 24px;
    height: 24px;
  }
`;

/** The screen's one h1, with a back link when the screen is below a tab. */
export function ScreenTitle({ children, backTo }: { children: ReactNode; backTo?: string }) {
  const t = useT();
  return (
    <PageHeader>
      {backTo ? (
        <BackLink to={backTo} aria-label={t('content.back')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </BackLink>
      ) : null}
      <h1>{children}</h1>
    </PageHeader>
  );
}

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  > p {
    margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const Intro = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** Two columns at phone width, three from 480 px. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  @media (min-width: 480px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: block;
    min-height: ${({ theme }) => theme.touchTarget};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.grayBg};
    color: inherit;
    text-decoration: none;
  }
  /* Bottles are tall: the whole bottle is shown on the card's grey, never cut to a square
     (object-fit: cover cropped the neck and the label, issue 12). */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: contain;
    padding: ${({ theme }) => theme.space.sm};
    box-sizing: border-box;
  }
  strong,
  span {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.sm};
    word-break: keep-all;
  }
  span {
    padding-top: 0;
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

/** A one-column list of rows (events, notes, winepedia entries). */
export const RowList = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
`;

/**
 * A status chip. Tones keep text contrast ≥ 4.5:1 (white on bottleGreen or gray700; bottleGreen
 * on white for 'outline'); the spec's red (#d74728) is 4.4:1 on white, too low for small text.
 */
export const Badge = styled.span<{ tone?: 'green' | 'gray' | 'outline' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, tone = 'green' }) => (tone === 'gray' ? theme.colors.gray700 : theme.colors.bottleGreen)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, tone = 'green' }) =>
    tone === 'outline' ? theme.colors.white : tone === 'gray' ? theme.colors.gray700 : theme.colors.bottleGreen};
  color: ${({ theme, tone = 'green' }) => (tone === 'outline' ? theme.colors.bottleGreen : theme.colors.white)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg};
`;

export const HeroImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.grayBg};
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The slice of an RTK Query result the state switch reads. */
export interface QueryView {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Loading skeleton, error with retry, empty state or the content, in that order: every screen
 * shows one of the four (feature conventions).
 */
export function QueryState({
  query,
  isEmpty,
  emptyTitle,
  emptyDescription,
  emptyAction,
  skeletonRows = 4,
  thumbnail = false,
  children,
}: {
  query: QueryView;
  isEmpty: boolean;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  skeletonRows?: number;
  thumbnail?: boolean;
  children: ReactNode;
}) {
  if (query.isLoading) return <SkeletonList rows={skeletonRows} thumbnail={thumbnail} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return <>{children}</>;
}

/** "Show more" for lists that grow (libs/api A2: page_no/page_size, total_cnt). */
export function ShowMore({ shown, total, busy, onMore }: { shown: number; total: number; busy: boolean; onMore: () => void }) {
  const t = useT();
  if (shown >= total) return null;
  return (
    <MoreRow>
      <Button variant="secondary" onClick={onMore} disabled={busy} aria-busy={busy}>
        {t('content.loadMore')}
      </Button>
    </MoreRow>
  );
}
