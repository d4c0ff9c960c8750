/** What a test reads of a tab list (lib/kit's Tabs and any other ARIA tabs). */
import { within } from '@testing-library/react';

/** The tabs' names as shown, in order. */
export function tabNames(tablist: HTMLElement): (string | null)[] {
  return within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}
