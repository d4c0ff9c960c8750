/**
 * States every screen needs (issue 8): loading skeletons, an empty state, an error state with
 * retry, and the full-page error for the router's error element (spec §8: "The router's default
 * error page reads 'Unexpected Application Error!'").
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, ButtonRow, VisuallyHidden } from '../components/button';
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

const Page = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: var(--app-height, 100dvh);
  padding: calc(var(--safe-top, 0px) + ${({ theme }) => theme.space.xl}) ${({ theme }) => theme.space.lg}
    calc(var(--safe-bottom, 0px) + ${({ theme }) => theme.space.xl});
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray800};
  }
  & pre {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.grayBg};
    border-radius: ${({ theme }) => theme.radii.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const Announce = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Readable text of whatever a route threw (Error, a Response-like `{status, statusText}`, a string). */
export function describeRouteError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object') {
    const e = error as { status?: unknown; statusText?: unknown; data?: unknown };
    if (typeof e.status === 'number') {
      const text = typeof e.statusText === 'string' ? e.statusText : '';
      return `${e.status} ${text}`.trim();
    }
  }
  return '';
}

export interface RouterErrorPageProps {
  /** What the route threw (useRouteError()); its message is shown only with `showDetails`. */
  error?: unknown;
  /** Show the error text (development builds). Default false. */
  showDetails?: boolean;
  onGoHome?: () => void;
  onReload?: () => void;
}

/**
 * Full-page error for the router's error element. The heading is the spec's literal text
 * 'Unexpected Application Error!' (§8) in every language; a Korean reader also gets the
 * translation and the hint.
 */
export function RouterErrorPage({ error, showDetails = false, onGoHome, onReload }: RouterErrorPageProps) {
  const { lang, t } = useUi('RouterErrorPage');
  const details = showDetails ? describeRouteError(error) : '';
  const heading = 'Unexpected Application Error!';
  return (
    <Page data-testid="router-error-page">
      <Announce role="alert">
        <h1 lang="en">{heading}</h1>
        {lang !== 'en' ? <p>{t('error.unexpectedApplication')}</p> : null}
        <p>{t('error.unexpectedApplicationHint')}</p>
      </Announce>
      {details !== '' ? <pre>{details}</pre> : null}
      {onGoHome !== undefined || onReload !== undefined ? (
        <ButtonRow>
          {onReload !== undefined ? (
            <Button variant="secondary" onClick={onReload}>
              {t('ui.routerError.reload')}
            </Button>
          ) : null}
          {onGoHome !== undefined ? <Button onClick={onGoHome}>{t('error.goHome')}</Button> : null}
        </ButtonRow>
      ) : null}
    </Page>
  );
}
