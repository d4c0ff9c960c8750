/**
 * An ARIA tablist (WAI-ARIA APG "Tabs with automatic activation"): arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the tab order. The caller renders
 * the panel with `tabPanelProps(idPrefix, selected)`.
 */
import styled from '@emotion/styled';
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idPrefix: string;
}

const List = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  overflow-x: auto;
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.gray700};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.md};
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function tabPanelProps(prefix: string, id: string) {
  return { role: 'tabpanel', id: panelId(prefix, id), 'aria-labelledby': tabId(prefix, id), tabIndex: 0 } as const;
}

export function Tabs<T extends string>({ label, items, selected, onSelect, idPrefix }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };
  return (
    <List role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <Tab
          key={item.id}
          ref={(el) => {
            if (el) refs.current.set(item.id, el);
            else refs.current.delete(item.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, item.id)}
          aria-selected={item.id === selected}
          aria-controls={panelId(idPrefix, item.id)}
          tabIndex={item.id === selected ? 0 : -1}
          onClick={() => onSelect(item.id)}
          onKeyDown={(e) => move(e, index)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  );
}
