/**
 * A screen whose content needs two (or more) queries waits, fails and refetches as one: the
 * account's grade (the member's grade and the grade table) and pickup's store step (the stock and
 * the member's main store) hand QueryState the same combined state.
 */
import type { QueryView } from './kit/query-state';

export type QueryStatus = Omit<QueryView, 'data'>;

/**
 * Loading while any query loads, failed when any failed, fetching while any fetches. Retrying
 * refetches `refetched`, every query by default (a query the visitor cannot make is left out).
 */
export function combinedQueryStatus(queries: readonly QueryStatus[], refetched: readonly QueryStatus[] = queries): QueryStatus {
  return {
    isLoading: queries.some((q) => q.isLoading),
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => {
      for (const q of refetched) void q.refetch();
    },
  };
}
