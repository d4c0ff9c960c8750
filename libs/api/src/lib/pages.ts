/**
 * A list read page by page (libs/api A2 `page_no`/`page_size`, answered with `total_cnt`) as an
 * RTK Query infinite query: each page its own call of `page_size` rows (a server caps a page at
 * 100), where a list that grew its `page_size` on "more" asked again for every row it had.
 */
import type { Page, PageRequest } from '../types/common';

/** The request of a paged list without its page number (the infinite query numbers the pages). */
export type PagesArg<R extends PageRequest> = Omit<R, 'page_no'>;

/**
 * `infiniteQueryOptions` of a paged list: pages 1, 2, … while rows remain.
 *
 * @example
 * build.infiniteQuery<EventListResponse, PagesArg<EventListRequest>, number>({
 *   infiniteQueryOptions: pageByPage<BottleEvent, EventListRequest>(),
 *   query: ({ queryArg, pageParam }) => post('/v2/hybridapp/event/list')({ ...queryArg, page_no: pageParam }),
 * })
 */
export function pageByPage<T, R extends PageRequest>() {
  return {
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>, _all: Page<T>[], lastPageNo: number, _allNos: number[], arg: PagesArg<R>) =>
      last.list.length > 0 && lastPageNo * (arg.page_size ?? last.list.length) < last.total_cnt ? lastPageNo + 1 : undefined,
  };
}
