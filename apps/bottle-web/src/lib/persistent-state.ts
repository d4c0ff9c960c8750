/**
 * Members' input is never lost (app convention): a draft is written to web storage in the same
 * turn as the edit and removed only once the server took it. This module and ./safe-storage.ts
 * (which start-up reads without the rest) are the one place that touches
 * localStorage/sessionStorage for drafts and small settings:
 *
 * - `safeStorage(area)` (./safe-storage.ts, re-exported here) never throws. Private mode, a sandboxed frame or a web view with storage
 *   disabled throw a SecurityError on the mere access of `localStorage`; a full storage throws a
 *   QuotaExceededError on write. Reads then give null, writes say what happened
 *   (`'saved' | 'quota' | 'unavailable'`), so a screen can tell the member.
 * - `usePersistentState(key, options)` is a `useState` whose every change is written through at
 *   once. It is not written from an effect: an effect runs after the screen showed the edit, and
 *   a reload in between lost a photo draft. Two changes in one turn build on each other
 *   (the latest value is held in a ref, not in the render's closure).
 */
import { useCallback, useRef, useState } from 'react';
import { safeStorage, type SafeStorage, type StorageArea, type WriteResult } from './safe-storage';

export { isQuotaError, safeStorage, safeStorageOf, type SafeStorage, type StorageArea, type WriteResult } from './safe-storage';

/** JSON of a stored text, or undefined when absent or not JSON (an old format, a hand edit). */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** How a value is written: `'saved-lighter'` when only its `lighten` form fitted. */
export type PersistResult = WriteResult | 'saved-lighter' | 'removed';

export interface PersistOptions<T> {
  /** Which web storage; `session` for what belongs to this visit. */
  area: StorageArea;
  /** Reads the stored text back; undefined (absent, malformed) falls back to `initial`. */
  parse: (raw: string | null) => T | undefined;
  /** Stored text of a value; null removes the key (e.g. nothing left worth keeping). Default JSON. */
  serialize?: (value: T) => string | null;
  /**
   * A smaller form to try when storage is full (the photo is the big part of a diary draft): the
   * member keeps the rest after a reload, the full value stays in memory.
   */
  lighten?: (value: T) => T | undefined;
  /** Tests pass a storage of their own. */
  storage?: SafeStorage;
}

/** Writes one value by the options' rules (serialize, lighten on quota). Also for non-React callers. */
export function persist<T>(key: string, value: T, options: Omit<PersistOptions<T>, 'parse'>): PersistResult {
  const storage = options.storage ?? safeStorage(options.area);
  const serialize = options.serialize ?? ((v: T) => JSON.stringify(v));
  const text = serialize(value);
  if (text === null) {
    storage.remove(key);
    return 'removed';
  }
  const result = storage.set(key, text);
  if (result !== 'quota' || !options.lighten) return result;
  const light = options.lighten(value);
  const lightText = light === undefined ? null : serialize(light);
  if (lightText === null) return 'quota';
  return storage.set(key, lightText) === 'saved' ? 'saved-lighter' : 'quota';
}

/** Reads one value by the options' rules. */
export function restore<T>(key: string, options: Pick<PersistOptions<T>, 'area' | 'parse' | 'storage'>): T | undefined {
  const storage = options.storage ?? safeStorage(options.area);
  return options.parse(storage.get(key));
}

export interface PersistentState<T> {
  value: T;
  /**
   * A value or an update of the latest one; written through before it returns. An update that
   * returns the same value writes nothing (and answers the last write's result).
   */
  set: (next: T | ((prev: T) => T)) => PersistResult | null;
  /** Removes the stored copy (after a successful save, or "start over") and shows `value`. */
  clear: (value: T) => void;
  /** Whether the first value came from storage (a draft to tell the member about). */
  restored: boolean;
  /** What the last write did (a screen warns on 'quota' or 'saved-lighter'); null before any. */
  lastWrite: PersistResult | null;
}

/**
 * A state kept in web storage under `key`. A different key (another product's reservation) reads
 * its own value: the state follows the key during render, never mixing two keys' values.
 */
export function usePersistentState<T>(key: string, initial: T | (() => T), options: PersistOptions<T>): PersistentState<T> {
  const init = (): { key: string; value: T; restored: boolean } => {
    const stored = restore(key, options);
    if (stored !== undefined) return { key, value: stored, restored: true };
    return { key, value: typeof initial === 'function' ? (initial as () => T)() : initial, restored: false };
  };
  const [state, setState] = useState(init);
  const [lastWrite, setLastWrite] = useState<PersistResult | null>(null);
  const latest = useRef(state);
  const lastWriteRef = useRef<PersistResult | null>(null);
  let current = state;
  if (state.key !== key) {
    // Adjusting state while rendering (React's pattern for state derived from a prop).
    current = init();
    latest.current = current;
    lastWriteRef.current = null;
    setState(current);
    setLastWrite(null);
  }
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Stable across renders (they read the latest value and options from refs): safe in deps.
  const set = useCallback((next: T | ((prev: T) => T)): PersistResult | null => {
    const base = latest.current;
    const value = typeof next === 'function' ? (next as (prev: T) => T)(base.value) : next;
    // An update that changes nothing (a reducer's guard said no) writes nothing.
    if (Object.is(value, base.value)) return lastWriteRef.current;
    const updated = { ...base, value };
    latest.current = updated;
    const result = persist(base.key, value, optionsRef.current);
    lastWriteRef.current = result;
    setState(updated);
    setLastWrite(result);
    return result;
  }, []);
  const clear = useCallback((value: T) => {
    const base = latest.current;
    (optionsRef.current.storage ?? safeStorage(optionsRef.current.area)).remove(base.key);
    const updated = { key: base.key, value, restored: false };
    latest.current = updated;
    lastWriteRef.current = null;
    setState(updated);
    setLastWrite(null);
  }, []);
  return { value: current.value, set, clear, restored: current.restored, lastWrite };
}
