/**
 * Tabs on @radix-ui/react-tabs (WAI-ARIA APG "Tabs with automatic activation"): arrow keys,
 * Home and End move between tabs and select them, only the selected tab is in the Tab order
 * (roving focus), and each tab names its panel (aria-controls / aria-labelledby) — all from
 * Radix. The choice is the caller's (`value`/`onValueChange`), so a screen keeps it where it
 * belongs, usually the URL's search params, and back navigation returns to it.
 *
 * `children` is the selected tab's panel; the other panels stay empty and hidden.
 */
import styled from '@emotion/styled';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';

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

const List = styled(RadixTabs.List)`
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

const Trigger = styled(RadixTabs.Trigger)`
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
  // Radix selects a pressed tab on pointer down and again when it takes focus; a caller whose
  // value follows a navigation (the URL) still shows the old value at the second call. One press
  // is one change (and one analytics event): a value already asked for is not asked again.
  const asked = useRef(value);
  useEffect(() => {
    asked.current = value;
  }, [value]);
  const change = (next: string) => {
    if (next === asked.current) return;
    asked.current = next as T;
    onValueChange(next as T);
  };
  return (
    <RadixTabs.Root value={value} onValueChange={change} activationMode="automatic">
      <List aria-label={label} data-variant={variant}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {children}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
