/** What a test reads of a visitor's login prompt (lib/kit LoginPrompt, as a feature words it). */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The prompt says `words` and its link, named `linkName`, goes to the login page with `href`'s way back. */
export function expectLoginPrompt(words: string, linkName: string, href: string) {
  expect(screen.getByText(words)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', href);
}
