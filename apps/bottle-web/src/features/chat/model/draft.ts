/**
 * The composer's draft, kept in session storage as the member types (app convention "members'
 * input is never lost"): a reload, a crash of the web view or a trip to a product page brings
 * it back.
 */
import { useCallback, useState } from 'react';

/** Session storage key of the chat composer's draft (app convention `bottle.draft.<feature>`). */
export const CHAT_DRAFT_KEY = 'bottle.draft.chat';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key = CHAT_DRAFT_KEY): string {
  try {
    return storage()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(value: string, key = CHAT_DRAFT_KEY): void {
  try {
    if (value === '') storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the draft still lives in the component for this page life.
  }
}

/** A text state mirrored into session storage. */
export function useDraft(key = CHAT_DRAFT_KEY): [string, (value: string) => void] {
  const [draft, setDraftState] = useState(() => readDraft(key));
  const setDraft = useCallback(
    (value: string) => {
      setDraftState(value);
      writeDraft(value, key);
    },
    [key],
  );
  return [draft, setDraft];
}
