/**
 * The one loading → error → empty → content ladder of every screen (feature conventions): a
 * skeleton while the first answer is on its way (libs/ui's SkeletonList, which itself turns into
 * the offline state while the device is offline), the error state with a retry that refetches,
 * an empty state, then the content. Screens pass an RTK Query result as it is.
 */
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, SkeletonList } from '@bottle/ui';

/** The slice of an RTK Query result the ladder reads. */
export interface QueryView<T = unknown> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryView<T>;
  /**
   * The content. As a function it receives the loaded data, and an answer without data counts
   * as an error (with retry): such a screen has nothing true to show. Left out, only the loading
   * and error steps show (`if (pending) return <QueryState query={q} />` before a screen's own
   * content), and an answer without data is an error too.
   */
  children?: ReactNode | ((data: NonNullable<T>) => ReactNode);
  /** True when the answer holds nothing to list; the empty state then shows (its title: libs/ui's default). */
  isEmpty?: boolean;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** The error state's text; libs/ui's generic message by default. */
  errorMessage?: string;
  /** What to show while loading instead of the skeleton rows (a sized placeholder). */
  loading?: ReactNode;
  skeletonRows?: number;
  thumbnail?: boolean;
}

export function QueryState<T>({
  query,
  children,
  isEmpty = false,
  emptyTitle,
  emptyDescription,
  emptyAction,
  errorMessage,
  loading,
  skeletonRows = 4,
  thumbnail = false,
}: QueryStateProps<T>) {
  if (query.isLoading) return <>{loading ?? <SkeletonList rows={skeletonRows} thumbnail={thumbnail} />}</>;
  const render = typeof children === 'function' ? children : null;
  const data = query.data;
  const needsData = render !== null || children === undefined;
  if (query.isError || (needsData && (data === undefined || data === null))) {
    return (
      <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} {...(errorMessage ? { message: errorMessage } : {})} />
    );
  }
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return <>{render ? render(data as NonNullable<T>) : (children as ReactNode | undefined)}</>;
}
