/**
 * States every screen needs (issue 8): loading skeletons, an empty state, an error state with
 * retry, and the full-page error for the router's error element (spec §8: "The router's default
 * error page reads 'Unexpected Application Error!'").
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, VisuallyHidden } from '../components/button';
import { useUi } from '../theme/ui-provider';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const Bone = styled.span<{ w: string; h: string; round: boolean }>`
  display: block;
  width: ${({ w }) => w};
  height: ${({ h }) => h};
  border-radius: ${({ theme, round }) => (round ? '50%' : theme.radii.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.gray100} 25%,
    ${({ theme }) => theme.colors.gray200} 50%,
    ${({ theme }) => theme.colors.gray100} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  /** CSS width; default '100%'. */
  width?: string;
  /** CSS height; default '1em'. */
  height?: string;
  circle?: boolean;
}

/** One placeholder block; decorative (wrap groups in `SkeletonList`, which is announced). */
export function Skeleton({ width = '100%', height = '1em', circle = false }: SkeletonProps) {
  return <Bone w={width} h={height} round={circle} aria-hidden="true" data-testid="skeleton" />;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Item = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SkeletonListProps {
  /** Number of placeholder rows; default 3. */
  rows?: number;
  /** Show a thumbnail square on each row (product lists). Default true. */
  thumbnail?: boolean;
}

/** A list-shaped loading placeholder, announced once as "Loading" to screen readers. */
export function SkeletonList({ rows = 3, thumbnail = true }: SkeletonListProps) {
  const { t } = useUi('SkeletonList');
  return (
    <Stack role="status" aria-busy="true" data-testid="skeleton-list">
      <VisuallyHidden>{t('ui.loading')}</VisuallyHidden>
      {Array.from({ length: Math.max(0, rows) }, (_, i) => (
        <Item key={i}>
          {thumbnail ? <Skeleton width="64px" height="64px" /> : null}
          <Lines>
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </Lines>
        </Item>
      ))}
    </Stack>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export interface EmptyStateProps {
  /** Default: the catalogue's "Nothing to show yet." */
  title?: ReactNode;
  description?: ReactNode;
  /** For example a button to the catalogue. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  const { t } = useUi('EmptyState');
  return (
    <Panel data-testid="empty-state">
      {icon}
      <h2>{title ?? t('ui.empty.title')}</h2>
      {description !== undefined ? <p>{description}</p> : null}
      {action}
    </Panel>
  );
}

export interface ErrorStateProps {
  /** Default: the catalogue's "We could not load this." */
  title?: ReactNode;
  /** Default: the catalogue's generic error message (spec §8). */
  message?: ReactNode;
  /** Retry the failed load; the button shows only when given. */
  onRetry?: () => void;
  /** Disables the retry button while the retry runs. */
  retrying?: boolean;
}

export function ErrorState({ title, message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useUi('ErrorState');
  return (
    <Panel role="alert" data-testid="error-state">
      <h2>{title ?? t('ui.error.title')}</h2>
      <p>{message ?? t('error.default')}</p>
      {onRetry !== undefined ? (
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {t('error.retry')}
        </Button>
      ) : null}
    </Panel>
  );
}
