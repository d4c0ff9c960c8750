/**
 * A long list that renders only the rows near the viewport (search results, my
 * bunker and events stay light with 2,000 rows loaded). It scrolls with the page (TanStack
 * Virtual's window virtualiser), measures each row as it renders (cards differ in height), and
 * keeps list semantics: a `ul` of `li`, each row saying where it stands in the whole list
 * (`aria-setsize`, `aria-posinset`), since the rows off screen are not in the DOM.
 *
 * A row that holds the keyboard focus stays rendered while it scrolls out of range, so focus is
 * never lost to a row that was taken away; Tab from the last rendered row reaches what follows
 * the list (the "more" button), which loads the next page.
 *
 * SSR-safe: nothing reads window or document during render; before the first measure it renders
 * as many rows as `initialRows` (the first screenful), the same on the server and in the browser.
 */
import styled from '@emotion/styled';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { RowList } from './sections';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A stable key of a row (its product code, its event number). */
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A row's height before it is measured (px); a close guess keeps the scrollbar steady. */
  estimateSize: number;
  /** How many rows the whole list has, loaded or not (aria-setsize); the loaded count by default. */
  setSize?: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** Rows rendered before anything is measured (and on the server). */
  initialRows?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** No side padding (the rows span the screen). */
  flush?: boolean;
}

const Frame = styled.div<{ flush?: boolean }>`
  padding: ${({ theme, flush }) => (flush ? '0' : `0 ${theme.space.lg}`)};
`;

const List = styled(RowList)`
  position: relative;
  > li {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
  }
`;

/**
 * A row's content, rendered again only when its item, place or renderer changes. Each scroll
 * step renders the list again (the virtualiser's range moved); without this every card on screen
 * would render again with it, not just the rows that came into range.
 */
const RowContent = memo(function RowContent({
  item,
  index,
  render,
}: {
  item: unknown;
  index: number;
  render: (item: unknown, index: number) => ReactNode;
}) {
  return <>{render(item, index)}</>;
});

// useLayoutEffect measures before paint in the browser; the server renders no effects at all.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  setSize,
  overscan = 4,
  initialRows = 10,
  flush,
  ...labels
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the window's scroll position at which row 0 is at the top.
  const [scrollMargin, setScrollMargin] = useState(0);
  const focused = useRef<number | null>(null);

  useBrowserLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const f = focused.current;
    if (f !== null && f < range.count && !indexes.includes(f)) return [...indexes, f].sort((a, b) => a - b);
    return indexes;
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    rangeExtractor,
    initialRect: { width: 0, height: estimateSize * initialRows },
  });

  const onFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    focused.current = row ? Number(row.dataset['index']) : null;
  };
  const onBlur = (event: React.FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };

  const total = setSize ?? items.length;
  return (
    <Frame flush={flush}>
      <List ref={listRef} flush style={{ height: virtualizer.getTotalSize() }} onFocus={onFocus} onBlur={onBlur} {...labels}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <RowContent item={item} index={row.index} render={renderItem as (item: unknown, index: number) => ReactNode} />
            </li>
          );
        })}
      </List>
    </Frame>
  );
}
