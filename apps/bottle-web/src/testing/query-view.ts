/** A stand-in RTK Query result for the tests of what reads one (the kit's QueryState, combined states). */
import { vi } from 'vitest';
import type { QueryView } from '../lib/kit/query-state';

/** A settled query with no data, unless `over` says otherwise; its refetch is a spy. */
export const fakeQuery = <T>(over: Partial<QueryView<T>> = {}): QueryView<T> => ({
  isLoading: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});
