/**
 * Tabs (WAI-ARIA APG "Tabs with automatic activation"): arrow keys, Home and End move between
 * tabs and select them, only the selected tab is in the Tab order (roving focus), and each tab
 * names its panel (aria-controls / aria-labelledby). Written here rather than on a tab library:
 * home shows tabs, and the first route's JavaScript budget (tools/budgets.mjs) has no room for
 * one (Radix Tabs with its collection and roving-focus packages was 6 KB gzipped of it). The
 * choice is the caller's (`value`/`onValueChange`), so a screen keeps it where it belongs,
 * usually the URL's search params, and back navigation returns to it.
 *
 * `children` is the selected tab's panel; the other panels stay empty and hidden.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** 'underline': a bar of equal tabs (default). 'pill': a scrolling row of chips (filters). */
  variant?: 'underline' | 'pill';
  children: ReactNode;
}

const List = styled.div`
  display: flex;
  overflow-x: auto;
  &[data-variant='underline'] {
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  &[data-variant='pill'] {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const Trigger = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  font: inherit;
  cursor: pointer;
  [data-variant='underline'] > & {
    flex: 1 0 auto;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  [data-variant='underline'] > &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  [data-variant='pill'] > & {
    flex: 0 0 auto;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  [data-variant='pill'] > &[data-state='active'] {
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export function Tabs<T extends string>({ label, items, value, onValueChange, variant = 'underline', children }: TabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // One press is one change (and one analytics event): a caller whose value follows a
  // navigation (the URL) still shows the old value while it commits, and a value already asked
  // for is not asked again.
  const asked = useRef(value);
  useEffect(() => {
    asked.current = value;
  }, [value]);
  const change = (next: T) => {
    if (next === asked.current) return;
    asked.current = next;
    onValueChange(next);
  };
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    listRef.current?.ownerDocument.getElementById(tabId(next.value))?.focus();
    change(next.value);
  };
  return (
    <div>
      <List ref={listRef} role="tablist" aria-orientation="horizontal" aria-label={label} data-variant={variant}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <Trigger
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              onClick={() => change(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Trigger>
          );
        })}
      </List>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            data-state={selected ? 'active' : 'inactive'}
            hidden={!selected}
            tabIndex={0}
          >
            {selected ? children : null}
          </div>
        );
      })}
    </div>
  );
}
