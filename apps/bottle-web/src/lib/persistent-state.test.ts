import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isQuotaError, persist, safeStorage, safeStorageOf, usePersistentState, type PersistOptions } from './persistent-state';

/** A storage of its own per test, with a byte budget to play "full". */
function memoryStorage(budget = Infinity) {
  const data = new Map<string, string>();
  const used = () => [...data.values()].reduce((n, v) => n + v.length, 0);
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: vi.fn((k: string, v: string) => {
      if (used() - (data.get(k)?.length ?? 0) + v.length > budget) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    }),
    removeItem: (k: string) => void data.delete(k),
  };
  return { data, storage, safe: safeStorageOf(() => storage) };
}

interface Note {
  text: string;
  photo?: string;
}
const parseNote = (raw: string | null): Note | undefined => {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<Note>;
    return typeof v.text === 'string' ? { text: v.text, ...(typeof v.photo === 'string' ? { photo: v.photo } : {}) } : undefined;
  } catch {
    return undefined;
  }
};
const options = (over: Partial<PersistOptions<Note>> = {}): PersistOptions<Note> => ({ area: 'local', parse: parseNote, ...over });

describe('safeStorage', () => {
  it('given storage whose very access throws (private mode), then reads give null, writes say unavailable, removes do nothing', () => {
    const blocked = safeStorageOf(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(blocked.get('k')).toBeNull();
    expect(blocked.set('k', 'v')).toBe('unavailable');
    expect(() => blocked.remove('k')).not.toThrow();
  });

  it('given a full storage, when writing, then the write reports quota and nothing throws', () => {
    const { safe, data } = memoryStorage(3);
    expect(safe.set('k', 'long value')).toBe('quota');
    expect(data.has('k')).toBe(false);
    expect(safe.set('k', 'ok')).toBe('saved');
  });

  it('names the quota errors of every browser', () => {
    expect(isQuotaError(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError(new DOMException('x', 'SecurityError'))).toBe(false);
    expect(isQuotaError('full')).toBe(false);
  });

  it('given the browser storages, then local and session are the real ones', () => {
    safeStorage('local').set('a', '1');
    safeStorage('session').set('a', '2');
    expect(localStorage.getItem('a')).toBe('1');
    expect(sessionStorage.getItem('a')).toBe('2');
  });
});

describe('usePersistentState', () => {
  it('given a stored value, when the hook mounts, then it is restored and marked as restored', () => {
    const { safe, data } = memoryStorage();
    data.set('note', JSON.stringify({ text: 'kept' }));
    const { result } = renderHook(() => usePersistentState<Note>('note', { text: '' }, options({ storage: safe })));
    expect(result.current.value).toEqual({ text: 'kept' });
    expect(result.current.restored).toBe(true);
  });

  it('given nothing or a malformed value stored, then the initial value is used and not marked restored', () => {
    const { safe, data } = memoryStorage();
    data.set('bad', '{not json');
    const { result } = renderHook(() => usePersistentState<Note>('bad', () => ({ text: 'fresh' }), options({ storage: safe })));
    expect(result.current.value).toEqual({ text: 'fresh' });
    expect(result.current.restored).toBe(false);
  });

  it('when the value changes, then it is in storage before set returns (same turn, no effect); two changes in one turn build on each other', () => {
    const { safe, data } = memoryStorage();
    const { result } = renderHook(() => usePersistentState<Note>('note', { text: '' }, options({ storage: safe })));
    act(() => {
      expect(result.current.set({ text: 'a' })).toBe('saved');
      expect(data.get('note')).toBe(JSON.stringify({ text: 'a' }));
      result.current.set((prev) => ({ ...prev, photo: 'p' }));
    });
    expect(result.current.value).toEqual({ text: 'a', photo: 'p' });
    expect(parseNote(data.get('note') ?? null)).toEqual({ text: 'a', photo: 'p' });
    expect(result.current.lastWrite).toBe('saved');
  });

  it('given storage that throws on every use, then the state still works in memory and the write says unavailable', () => {
    const blocked = safeStorageOf(() => {
      throw new Error('blocked');
    });
    const { result } = renderHook(() => usePersistentState<Note>('note', { text: '' }, options({ storage: blocked })));
    act(() => void result.current.set({ text: 'typed' }));
    expect(result.current.value).toEqual({ text: 'typed' });
    expect(result.current.lastWrite).toBe('unavailable');
  });

  it('given a full storage, when the value does not fit, then the lighter form is stored and reported; without one, quota is reported', () => {
    const { safe, data } = memoryStorage(40);
    const lighten = ({ photo: _photo, ...rest }: Note) => rest;
    const { result } = renderHook(() => usePersistentState<Note>('note', { text: '' }, options({ storage: safe, lighten })));
    act(() => void result.current.set({ text: 'words', photo: 'x'.repeat(100) }));
    expect(result.current.lastWrite).toBe('saved-lighter');
    expect(result.current.value.photo).toHaveLength(100);
    expect(parseNote(data.get('note') ?? null)).toEqual({ text: 'words' });

    const plain = renderHook(() => usePersistentState<Note>('other', { text: '' }, options({ storage: safe })));
    act(() => void plain.result.current.set({ text: 'y'.repeat(100) }));
    expect(plain.result.current.lastWrite).toBe('quota');
  });

  it('given two keys, then each reads and writes only its own value; a new key reads its own', () => {
    const { safe, data } = memoryStorage();
    data.set('b', JSON.stringify({ text: 'b kept' }));
    const { result, rerender } = renderHook(({ k }) => usePersistentState<Note>(k, { text: '' }, options({ storage: safe })), {
      initialProps: { k: 'a' },
    });
    act(() => void result.current.set({ text: 'for a' }));
    rerender({ k: 'b' });
    expect(result.current.value).toEqual({ text: 'b kept' });
    act(() => void result.current.set((prev) => ({ text: `${prev.text}!` })));
    expect(data.get('a')).toBe(JSON.stringify({ text: 'for a' }));
    expect(data.get('b')).toBe(JSON.stringify({ text: 'b kept!' }));
  });

  it('when cleared (after a successful save), then the stored copy is gone and the given value shows', () => {
    const { safe, data } = memoryStorage();
    const { result } = renderHook(() => usePersistentState<Note>('note', { text: '' }, options({ storage: safe })));
    act(() => void result.current.set({ text: 'draft' }));
    act(() => result.current.clear({ text: '' }));
    expect(data.has('note')).toBe(false);
    expect(result.current.value).toEqual({ text: '' });
    expect(result.current.restored).toBe(false);
  });

  it('given serialize answers null, then the key is removed instead of written', () => {
    const { safe, data } = memoryStorage();
    data.set('note', 'old');
    expect(
      persist<Note>('note', { text: '' }, { area: 'local', storage: safe, serialize: (n) => (n.text ? JSON.stringify(n) : null) }),
    ).toBe('removed');
    expect(data.has('note')).toBe(false);
  });
});
