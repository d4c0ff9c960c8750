/**
 * Web storage that never throws: the part of ./persistent-state.ts that start-up reads (the
 * language, the previous location, home's notices and age check), in a module of its own so the
 * first route does not carry the drafts' state hook. Private mode, a sandboxed frame or a web view
 * with storage disabled throw a SecurityError on the mere access of `localStorage`; a full
 * storage throws a QuotaExceededError on write. Reads then give null, writes say what happened
 * (`'saved' | 'quota' | 'unavailable'`), so a screen can tell the member.
 *
 * @example
 * safeStorage('local').set(LANG_KEY, 'en'); // 'saved' | 'quota' | 'unavailable'
 */
export type StorageArea = 'local' | 'session';

/** What a write did: stored, refused because storage is full, or storage cannot be used at all. */
export type WriteResult = 'saved' | 'quota' | 'unavailable';

export interface SafeStorage {
  /** The stored text, or null when absent or when storage cannot be read. */
  get(key: string): string | null;
  set(key: string, value: string): WriteResult;
  /** Removes the key; nothing happens when storage cannot be used. */
  remove(key: string): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A DOMException of the quota family (the name differs between browsers and old Firefox). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * A storage that never throws, over a getter (called on each use: tests and a later-enabled
 * storage see the current object). Accessing the storage itself is inside the guard, since that
 * is what throws in private mode.
 */
export function safeStorageOf(get: () => StorageLike | null | undefined): SafeStorage {
  const area = (): StorageLike | null => {
    try {
      return get() ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const storage = area();
      if (!storage) return 'unavailable';
      try {
        storage.setItem(key, value);
        return 'saved';
      } catch (error) {
        return isQuotaError(error) ? 'quota' : 'unavailable';
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Storage unavailable: nothing was stored either.
      }
    },
  };
}

/** The browser's local or session storage, safely (see the module comment). */
export function safeStorage(area: StorageArea): SafeStorage {
  return safeStorageOf(() => (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage));
}
