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
import { persist, safeStorage, safeStorageOf, type PersistOptions } from '../../../lib/persistent-state';

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

/**
 * How the conversation is stored (lib/persistent-state.ts: storage that is blocked or full never
 * throws): nothing when it is empty, and when storage is full the words without the pictures
 * (photo thumbnails are the big part).
 */
const CONVERSATION_STORAGE: Omit<PersistOptions<Conversation>, 'parse' | 'storage'> = {
  area: 'session',
  serialize: (conversation) => (conversation.entries.length === 0 ? null : serializeConversation(conversation)),
  lighten: (conversation) => ({
    entries: conversation.entries.map((e) => (e.role === 'user' && e.kind === 'image' ? { ...e, thumbnail: null } : e)),
  }),
};

/** `storage`: the session storage (default; a blocked one keeps the conversation in memory) or a test's. */
export function createConversationStore(storage: StorageLike | null = null, key = CONVERSATION_STORAGE_KEY): ConversationStore {
  const safe = storage ? safeStorageOf(() => storage) : safeStorage('session');
  let state: Conversation = emptyConversation;
  const listeners = new Set<() => void>();
  const inFlight = new Set<string>();

  const read = () => {
    state = parseConversation(safe.get(key), (id) => inFlight.has(id));
  };
  // Storage unusable: the conversation lasts for this page life only.
  const write = () => void persist(key, state, { ...CONVERSATION_STORAGE, storage: safe });
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
