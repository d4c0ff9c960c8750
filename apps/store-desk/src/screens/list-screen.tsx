/**
 * A desk screen that lists what staff act on (the reservations, the reported reviews): its title
 * and intro, the outcome of the last action in a polite live region, a refresh button, and the
 * list's loading, error and empty states. Each screen brings its rows; a row reports its outcome
 * through `onMessage`.
 */
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Button, EmptyState, ErrorState, SkeletonList } from '@bottle/ui';
import { deskErrorKey } from '../lib/errors';
import { useT, type DeskMessageKey } from '../lib/i18n';
import { Alert, Page } from '../lib/ui';

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** What a list screen reads of its RTK Query result. */
export interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  data?: unknown;
  refetch: () => unknown;
}

export type OnMessage = (text: string, error: boolean) => void;

export function DeskListScreen({
  title,
  intro,
  empty,
  query,
  count,
  skeletonRows,
  children,
}: {
  title: DeskMessageKey;
  intro: DeskMessageKey;
  empty: DeskMessageKey;
  query: ListQuery;
  /** How many rows the answer holds (0: the empty state). */
  count: number;
  skeletonRows: number;
  /** The rows, each told how to report its outcome. */
  children: (onMessage: OnMessage) => ReactNode;
}) {
  const t = useT();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const onMessage: OnMessage = (text, error) => setMessage({ text, error });
  return (
    <Page id="main" tabIndex={-1}>
      <h1>{t(title)}</h1>
      <p>{t(intro)}</p>
      <div aria-live="polite">{message ? <Alert tone={message.error ? 'error' : 'success'}>{message.text}</Alert> : null}</div>
      <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching} aria-busy={query.isFetching}>
        {t('desk.queue.refresh')}
      </Button>
      {query.isLoading ? (
        <SkeletonList rows={skeletonRows} />
      ) : query.isError && !query.data ? (
        <ErrorState message={t(deskErrorKey(query.error))} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : count === 0 ? (
        <EmptyState title={t(empty)} />
      ) : (
        children(onMessage)
      )}
    </Page>
  );
}
