/**
 * States every screen needs: loading skeletons, an empty state, an error state with
 * retry, an offline state, and the full-page error for the router's error element (spec §8:
 * "The router's default error page reads 'Unexpected Application Error!'").
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

/**
 * A list-shaped loading placeholder, announced once as "Loading" to screen readers. While the
 * device is offline (UiProvider `online={false}`) it is the offline state instead: queries pause
 * offline (spec §4), so the placeholder would stay forever (search and product
 * offline showed endless skeletons). When the device is back online the query resumes and the
 * placeholder returns until the data comes.
 */
export function SkeletonList({ rows = 3, thumbnail = true }: SkeletonListProps) {
  const { online, t } = useUi('SkeletonList');
  if (!online) return <OfflineState />;
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

const Offline = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  text-align: center;
  & p {
    margin: 0;
  }
  & p:first-of-type {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  & p + p {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/**
 * What stands where data would load while the device is offline: says so, and that it will load
 * by itself once connected (libs/api resumes paused queries on the 'online' event). Not a live
 * region: the app's offline notice announces the loss of the connection once, not every list.
 */
export function OfflineState() {
  const { t } = useUi('OfflineState');
  return (
    <Offline data-testid="offline-state">
      <p>{t('ui.offline.title')}</p>
      <p>{t('ui.offline.body')}</p>
    </Offline>
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

/** The centred panel of the screen states (empty, error), for an app's own full-screen state. */
export const StatePanel = Panel;

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
