/**
 * The long list's rows: list semantics over rows that come and go, and a row
 * renders again only when its item changes, not on every render of the list (each scroll step
 * renders the list again; without it every card on screen rendered with it).
 */
import { act, render, screen } from '@testing-library/react';
import { useReducer, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@bottle/ui';
import { VirtualList } from './virtual-list';

interface Row {
  code: string;
  name: string;
}
const ROWS: Row[] = Array.from({ length: 40 }, (_, i) => ({ code: `W${i}`, name: `와인 ${i + 1}` }));

describe('VirtualList', () => {
  it('given 40 rows, then the first screenful is a list of items that each say where they stand in the whole', () => {
    render(
      <UiProvider lang="ko">
        <VirtualList
          items={ROWS}
          getKey={(r) => r.code}
          renderItem={(r) => <span>{r.name}</span>}
          estimateSize={100}
          setSize={2000}
          initialRows={10}
          aria-label="결과"
        />
      </UiProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(40);
    expect(screen.getByRole('list', { name: '결과' })).toBeInTheDocument();
    // Which rows jsdom (no layout) puts in range does not matter here; each says its own place.
    for (const item of items) {
      expect(item).toHaveAttribute('aria-setsize', '2000');
      expect(item).toHaveAttribute('aria-posinset', String(Number(item.getAttribute('data-index')) + 1));
      expect(item).toHaveTextContent(`와인 ${Number(item.getAttribute('data-index')) + 1}`);
    }
  });

  it('given the list renders again with the same rows (a scroll step), then no row renders again; a changed row does', () => {
    const renderItem = vi.fn((r: Row): ReactNode => <span>{r.name}</span>);
    let again: () => void = () => undefined;
    function Host({ rows }: { rows: Row[] }) {
      const [, bump] = useReducer((n: number) => n + 1, 0);
      again = bump;
      return (
        <VirtualList items={rows} getKey={(r) => r.code} renderItem={renderItem} estimateSize={100} initialRows={10} aria-label="결과" />
      );
    }
    const view = render(
      <UiProvider lang="ko">
        <Host rows={ROWS} />
      </UiProvider>,
    );
    const shown = screen.getAllByRole('listitem').length;
    expect(renderItem.mock.calls.length).toBeGreaterThanOrEqual(shown);
    renderItem.mockClear();

    act(() => again());
    expect(renderItem).not.toHaveBeenCalled();

    const first = Number(screen.getAllByRole('listitem')[0]?.getAttribute('data-index'));
    const changed = ROWS.map((r, i) => (i === first ? { ...r, name: '바뀐 와인' } : r));
    view.rerender(
      <UiProvider lang="ko">
        <Host rows={changed} />
      </UiProvider>,
    );
    expect(renderItem.mock.calls.map(([r]) => r.name)).toEqual(['바뀐 와인']);
    expect(screen.getByText('바뀐 와인')).toBeInTheDocument();
  });
});
