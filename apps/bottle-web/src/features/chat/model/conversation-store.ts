/**
 * Where the conversation lives: a small external store (read with useSyncExternalStore) kept in
 * session storage, so the conversation of this tab session survives reloads (spec §3 keeps the
 * thread id in session storage too; libs/api owns that key, this one holds what was said).
 *
 * It lives outside React on purpose: an answer that arrives after the member left /chat still
 * lands in the conversation and is there when they come back, instead of being lost with the
 * unmounted screen.
 */
import { useSyncExternalStore } from 'react';
import {
  conversationReducer,
  emptyConversation,
  parseConversation,
  serializeConversation,
  type Conversation,
  type ConversationAction,
} from './conversation';

/** Session storage key of the conversation (ours; listed in the app's ASSUMPTIONS). */
export const CONVERSATION_STORAGE_KEY = 'bottle.chat.conversation';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConversationStore {
  getSnapshot(): Conversation;
  subscribe(listener: () => void): () => void;
  dispatch(action: ConversationAction): void;
  /** Marks a message as having a request in flight in this page life (or not any more). */
  setInFlight(id: string, inFlight: boolean): void;
}

function sessionStorageOrNull(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Some web views throw a SecurityError when storage is disabled: keep it in memory.
    return null;
  }
}

export function createConversationStore(storage: StorageLike | null = sessionStorageOrNull(), key = CONVERSATION_STORAGE_KEY): ConversationStore {
  let state: Conversation = emptyConversation;
  const listeners = new Set<() => void>();
  const inFlight = new Set<string>();

  const read = () => {
    try {
      state = parseConversation(storage?.getItem(key) ?? null, (id) => inFlight.has(id));
    } catch {
      state = emptyConversation;
    }
  };
  const write = () => {
    try {
      if (state.entries.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, serializeConversation(state));
    } catch {
      // Quota exceeded (photo thumbnails are the big part): keep the words, drop the pictures.
      try {
        const light = { entries: state.entries.map((e) => (e.role === 'user' && e.kind === 'image' ? { ...e, thumbnail: null } : e)) };
        storage?.setItem(key, serializeConversation(light));
      } catch {
        // Storage unusable: the conversation lasts for this page life only.
      }
    }
  };
  read();

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      // The first screen to subscribe re-reads storage: another tab life (a reload) or a
      // cleared storage (new session, session expiry) is what counts, not an old copy in memory.
      if (listeners.size === 0) read();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = conversationReducer(state, action);
      if (next === state) return;
      state = next;
      write();
      listeners.forEach((l) => l());
    },
    setInFlight(id, value) {
      if (value) inFlight.add(id);
      else inFlight.delete(id);
    },
  };
}

/** The one conversation of this page life. */
export const conversationStore = createConversationStore();

export function useConversation(store: ConversationStore = conversationStore): Conversation {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
