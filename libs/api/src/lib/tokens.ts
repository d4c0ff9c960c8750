/**
 * Where the API tokens live. The app injects a TokenStore (architecture.md "Data flow"); two
 * ready-made stores are provided: one over Web Storage with the spec's keys, one in memory.
 */
import { STORAGE_KEYS } from '@bottle/domain';

/** The token pair sent as x-ssp-token / x-ssp-refresh-token (spec §7). */
export interface ApiTokens {
  accessToken?: string;
  refreshToken?: string;
}

export interface TokenStore {
  get(): ApiTokens;
  /** Stores a new pair; undefined members are removed. */
  set(tokens: ApiTokens): void;
  /**
   * Optional: calls `onChange` when the pair was changed from outside this page (another tab
   * writing the shared storage); returns the function that stops it. libs/api turns such a
   * change into a session change (`onSessionChange`, cause `other-tab`).
   */
  subscribe?(onChange: () => void): () => void;
}

/** Where a storage's change events come from: the window (its `storage` event, fired in every other tab). */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const PAIR_KEYS: readonly string[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken];

/**
 * A store over Web Storage under the spec's keys access_token and refresh_token (spec §3). Given
 * `events` (the window), it also reports the pair changed by another tab: the browser fires a
 * `storage` event in every other tab of the origin on each change (`key: null` on `clear()`);
 * the tab that made the change gets none.
 */
export function createStorageTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, events?: StorageEvents): TokenStore {
  const write = (key: string, value: string | undefined) => (value ? storage.setItem(key, value) : storage.removeItem(key));
  const read = (key: string) => {
    try {
      return storage.getItem(key) || undefined;
    } catch {
      // Storage refused (some web views): no session there.
      return undefined;
    }
  };
  return {
    get: () => ({ accessToken: read(STORAGE_KEYS.accessToken), refreshToken: read(STORAGE_KEYS.refreshToken) }),
    set: (tokens) => {
      write(STORAGE_KEYS.accessToken, tokens.accessToken);
      write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    },
    ...(events
      ? {
          subscribe: (onChange: () => void) => {
            const onStorage = (event: StorageEvent) => {
              // Session storage is per tab; only this storage's pair matters.
              if (event.storageArea && event.storageArea !== (storage as unknown)) return;
              if (event.key !== null && !PAIR_KEYS.includes(event.key)) return;
              onChange();
            };
            events.addEventListener('storage', onStorage);
            return () => events.removeEventListener('storage', onStorage);
          },
        }
      : {}),
  };
}

/** A store in memory, for tests and for runs without Web Storage. */
export function createMemoryTokenStore(initial: ApiTokens = {}): TokenStore {
  let current: ApiTokens = { ...initial };
  return {
    get: () => ({ ...current }),
    set: (tokens) => {
      current = { ...tokens };
    },
  };
}

/** Minimal Web Storage in memory (Node has no sessionStorage). */
export function createMemoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
