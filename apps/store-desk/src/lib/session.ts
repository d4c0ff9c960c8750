/**
 * The staff session: the token and store the sign-in answered, kept in sessionStorage (a shared
 * tablet: closing the tab signs out; the token is never logged and never in a URL).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeskSession } from '@bottle/api/desk';

const SESSION_KEY = 'bottle.desk.session';

export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined = safeSessionStorage()): DeskSession | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null');
    const s = value as Partial<DeskSession> | null;
    return s && typeof s.staff_tkn === 'string' && typeof s.str_cd === 'string' && typeof s.str_nm === 'string' ? (s as DeskSession) : null;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function store(session: DeskSession | null): void {
  try {
    const storage = safeSessionStorage();
    if (session) storage?.setItem(SESSION_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_KEY);
  } catch {
    // Storage off: the session lasts for this page.
  }
}

export interface SessionState {
  current: DeskSession | null;
  /** Why the last session ended by itself (shown on the sign-in screen). */
  ended: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ current: readStoredSession(), ended: false }),
  reducers: {
    signedIn: (s, a: PayloadAction<DeskSession>) => {
      store(a.payload);
      s.current = a.payload;
      s.ended = false;
    },
    signedOut: (s) => {
      store(null);
      s.current = null;
      s.ended = false;
    },
    sessionEnded: (s) => {
      store(null);
      s.current = null;
      s.ended = true;
    },
  },
});

export const sessionActions = sessionSlice.actions;
