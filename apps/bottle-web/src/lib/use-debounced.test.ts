import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('given typing, when each key comes before the pause ends, then the value settles once, on the last one, after the pause', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 250), { initialProps: { value: '' } });
    rerender({ value: '샤' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: '샤토' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('샤토');
  });

  it('given a settled value, when nothing changes, then it stays as it was', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 250), { initialProps: { value: 'wine' } });
    rerender({ value: 'wine' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('wine');
  });
});
