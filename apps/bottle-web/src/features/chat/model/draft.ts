/**
 * The composer's draft, kept in session storage as the member types (app convention "members'
 * input is never lost"): a reload, a crash of the web view or a trip to a product page brings
 * it back. An empty composer stores nothing (lib/persistent-state.ts does the storage work).
 */
import { useCallback } from 'react';
import { usePersistentState, type PersistOptions } from '../../../lib/persistent-state';

/** Session storage key of the chat composer's draft (app convention `bottle.draft.<feature>`). */
export const CHAT_DRAFT_KEY = 'bottle.draft.chat';

const CHAT_DRAFT_STORAGE: PersistOptions<string> = {
  area: 'session',
  parse: (raw) => raw ?? undefined,
  serialize: (value) => (value === '' ? null : value),
};

/** A text state mirrored into session storage, written in the same turn as the keystroke. */
export function useDraft(key = CHAT_DRAFT_KEY): [string, (value: string) => void] {
  const { value, set } = usePersistentState(key, '', CHAT_DRAFT_STORAGE);
  return [value, useCallback((next: string) => void set(next), [set])];
}
