/**
 * An ARIA tablist (WAI-ARIA APG "Tabs, automatic activation"): one tab in the Tab order, arrow
 * keys move and select, Home/End jump. Used for food categories, event status and class status.
 * The panel is the caller's: give it `id={panelId}` and `aria-labelledby={tabId(selected)}`.
 */
import styled from '@emotion/styled';
import { useRef, type KeyboardEvent } from 'react';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  flex: 0 0 auto;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export interface TabItem {
  value: string;
  label: string;
}

export function TabList({
  idPrefix,
  label,
  items,
  selected,
  onSelect,
}: {
  idPrefix: string;
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (value: string) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((i) => i.value === selected),
  );

  const move = (next: number) => {
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    onSelect(target.value);
    refs.current[(next + items.length) % items.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(items.length - 1),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, i) => {
        const isSelected = i === index;
        return (
          <Tab
            key={item.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.value)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}

export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-tab-${value.replace(/[^A-Za-z0-9_-]/g, '_') || 'all'}`;
}
