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
}

/** A store over Web Storage under the spec's keys access_token and refresh_token (spec §3). */
export function createStorageTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  const write = (key: string, value: string | undefined) => (value ? storage.setItem(key, value) : storage.removeItem(key));
  return {
    get: () => ({
      accessToken: storage.getItem(STORAGE_KEYS.accessToken) || undefined,
      refreshToken: storage.getItem(STORAGE_KEYS.refreshToken) || undefined,
    }),
    set: (tokens) => {
      write(STORAGE_KEYS.accessToken, tokens.accessToken);
      write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    },
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
