/**
 * Shared set-up of the catalogue's integration tests. The machine that runs them is shared by
 * several test runs at once (2 cores), so one lazy route + msw round trip can take seconds:
 * a longer per-test timeout avoids false failures without hiding real ones.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { loginTokens } from '../../testing/demo-login';

vi.setConfig({ testTimeout: 30_000 });

// vaul (libs/ui's BottomSheet) captures the pointer on press; jsdom has no pointer capture.
if (typeof Element !== 'undefined' && !('setPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, { setPointerCapture: () => undefined, releasePointerCapture: () => undefined });
}

export { loginTokens };

/** cno of the demo members (libs/mock-api README). */
export const DEMO_CNO = '100000001';

/** The demo member, logged in: the tokens the SSO login answers and the member's cno. */
export function demoMember(mock: Parameters<typeof loginTokens>[0]): { tokens: ReturnType<typeof loginTokens>; cno: string } {
  return { tokens: loginTokens(mock), cno: DEMO_CNO };
}

/**
 * Opens the search tab as a visitor, types `words` into the search box and waits for the
 * suggestion list (the combobox's listbox); gives the user, the app, the box and the options.
 */
export async function typeInSearch(words: string) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/search' });
  const box = await screen.findByRole('combobox', { name: '검색어' });
  await user.type(box, words);
  const listbox = await screen.findByRole('listbox', { name: '추천 검색어' });
  const options = await within(listbox).findAllByRole('option');
  return { user, app, box, options };
}
