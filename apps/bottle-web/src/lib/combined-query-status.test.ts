// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { combinedQueryStatus, type QueryStatus } from './combined-query-status';
import { fakeQuery } from '../testing/query-view';

const query = (state: Partial<QueryStatus> = {}): QueryStatus => fakeQuery(state);

describe('combinedQueryStatus', () => {
  it('given every query settled, then the pair is neither loading, failed nor fetching', () => {
    expect(combinedQueryStatus([query(), query()])).toMatchObject({ isLoading: false, isError: false, isFetching: false });
  });

  it('given one query loading, failed or fetching, then the pair is too', () => {
    expect(combinedQueryStatus([query(), query({ isLoading: true })]).isLoading).toBe(true);
    expect(combinedQueryStatus([query({ isError: true }), query()]).isError).toBe(true);
    expect(combinedQueryStatus([query(), query({ isFetching: true })]).isFetching).toBe(true);
  });

  it('when retried, then it refetches every query, or only the ones given as refetched', () => {
    const a = query();
    const b = query();
    combinedQueryStatus([a, b]).refetch();
    expect(a.refetch).toHaveBeenCalledTimes(1);
    expect(b.refetch).toHaveBeenCalledTimes(1);
    combinedQueryStatus([a, b], [a]).refetch();
    expect(a.refetch).toHaveBeenCalledTimes(2);
    expect(b.refetch).toHaveBeenCalledTimes(1);
  });
});
