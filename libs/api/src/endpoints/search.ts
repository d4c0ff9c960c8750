/** Search calls of the public list (spec §7 "Search") and the member's recent searches (A15). */
import { bottleApi } from '../services/bottle-api';
import { post, postQuery, postMutation, postProductList } from '../lib/request';
import { productTags } from '../lib/tags';
import type { Ack } from '../types/common';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { pageByPage, type PagesArg } from '../lib/pages';
import type { ProductSummary } from '../types/product';
import type {
  AutocompleteRequest,
  AutocompleteResponse,
  ConditionalFiltersRequest,
  ConditionalFiltersResponse,
  InsertSuccessWordRequest,
  RecentSearchDeleteRequest,
  RecentSearchListResponse,
  SearchResultRequest,
  SearchResultResponse,
  SearchTypeListResponse,
  SearchWordListRequest,
  SearchWordListResponse,
} from '../types/search';

/** A result list's request without its page number (the infinite query numbers the pages). */
export type SearchResultPagesArg = PagesArg<SearchResultRequest>;
/** The pages of a result list loaded so far. */
export type SearchResultPages = InfiniteData<SearchResultResponse, number>;

const RESULT_PAGES = pageByPage<ProductSummary, SearchResultRequest>();

export const searchApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    searchTypeList: build.query<SearchTypeListResponse, void>({ query: post('/app/search/type/list') }),
    topWordList: build.query<SearchWordListResponse, SearchWordListRequest | void>({ query: post('/app/search/topwrd/list') }),
    topWordAllList: build.query<SearchWordListResponse, SearchWordListRequest | void>({ query: post('/app/search/topwrd/all/list') }),
    recommendWordList: build.query<SearchWordListResponse, SearchWordListRequest | void>({ query: post('/app/search/recomwrd/list') }),
    autocomplete: build.query<AutocompleteResponse, AutocompleteRequest>({ query: post('/app/search/autocomplete') }),
    /** Records a word that found results: a write, so a mutation (never retried). */
    insertSuccessWord: build.mutation<Ack, InsertSuccessWordRequest>(
      postMutation('bottle', 'insertSuccessWord', '/app/search/insertsuccwd'),
    ),
    wineConditional: build.query<ConditionalFiltersResponse, ConditionalFiltersRequest | void>({
      query: post('/app/search/wine/conditional'),
    }),
    liquorConditional: build.query<ConditionalFiltersResponse, ConditionalFiltersRequest | void>({
      query: post('/app/search/liquor/conditional'),
    }),
    wineResultList: build.query<SearchResultResponse, SearchResultRequest>(postProductList('/app/search/wine/result/list', 'list')),
    liquorResultList: build.query<SearchResultResponse, SearchResultRequest>(postProductList('/app/search/liquor/result/list', 'list')),
    /**
     * The wine results as pages loaded one after another (RTK Query infinite query): the search
     * tab's list grows a page at a time, each page its own call of `page_size` rows (the server
     * caps a page at 100), where a growing `page_size` used to ask again for every row.
     */
    wineResultPages: build.infiniteQuery<SearchResultResponse, SearchResultPagesArg, number>({
      infiniteQueryOptions: RESULT_PAGES,
      query: ({ queryArg, pageParam }) => post<SearchResultRequest>('/app/search/wine/result/list')({ ...queryArg, page_no: pageParam }),
      providesTags: (result) => productTags(result?.pages.flatMap((p) => p.list)),
    }),
    /** The liquor results as pages (see wineResultPages). */
    liquorResultPages: build.infiniteQuery<SearchResultResponse, SearchResultPagesArg, number>({
      infiniteQueryOptions: RESULT_PAGES,
      query: ({ queryArg, pageParam }) => post<SearchResultRequest>('/app/search/liquor/result/list')({ ...queryArg, page_no: pageParam }),
      providesTags: (result) => productTags(result?.pages.flatMap((p) => p.list)),
    }),
    searchConditional: build.query<ConditionalFiltersResponse, ConditionalFiltersRequest | void>({
      query: post('/app/search/conditional'),
    }),
    /** A15: the member's recent searches. */
    recentSearchList: build.query<RecentSearchListResponse, void>(postQuery('/app/search/recent/list', 'RecentSearch')),
    recentSearchDelete: build.mutation<Ack, RecentSearchDeleteRequest | void>(
      postMutation('bottle', 'recentSearchDelete', '/app/search/recent/delete'),
    ),
  }),
});

export const {
  useSearchTypeListQuery,
  useTopWordListQuery,
  useTopWordAllListQuery,
  useRecommendWordListQuery,
  useAutocompleteQuery,
  useInsertSuccessWordMutation,
  useWineConditionalQuery,
  useLiquorConditionalQuery,
  useWineResultListQuery,
  useLiquorResultListQuery,
  useWineResultPagesInfiniteQuery,
  useLiquorResultPagesInfiniteQuery,
  useSearchConditionalQuery,
  useRecentSearchListQuery,
  useRecentSearchDeleteMutation,
} = searchApi;
