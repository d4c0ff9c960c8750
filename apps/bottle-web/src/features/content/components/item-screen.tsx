/**
 * The frame of a screen showing one item reached from a list (a dish, an encyclopedia entry, a
 * tasting theme, an exhibition): the screen title with a back link, then the query-state ladder.
 * A 404, or an answer without the item, shows "not found" instead of an error whose retry can
 * never succeed.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { QueryState, type QueryView } from '../../../lib/kit';
import { isNotFoundError } from '../lib/not-found';
import { contentMessages } from '../messages';
import { ScreenTitle } from './page';

export interface ItemScreenProps<T> {
  /** The item's RTK Query result, as it is. */
  query: QueryView<T> & { error?: unknown };
  /** The h1: the item's name once loaded, the list's title before. */
  title: ReactNode;
  /** The list the item belongs to. */
  backTo: string;
  /** Skeleton rows with a picture while loading. */
  thumbnail?: boolean;
  children: (item: NonNullable<T>) => ReactNode;
}

export function ItemScreen<T>({ query, title, backTo, thumbnail = false, children }: ItemScreenProps<T>) {
  const t = useT(contentMessages);
  const notFound = isNotFoundError(query.error);
  const item = query.data;
  return (
    <>
      <ScreenTitle backTo={backTo}>{title}</ScreenTitle>
      <QueryState
        query={notFound ? { ...query, isError: false } : query}
        isEmpty={notFound || item === undefined || item === null}
        emptyTitle={t('content.notFound')}
        thumbnail={thumbnail}
      >
        {item === undefined || item === null ? null : children(item)}
      </QueryState>
    </>
  );
}
