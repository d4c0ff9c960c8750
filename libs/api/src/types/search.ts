import type { Page, PageRequest, ProductCategory, ServerResult } from './common';
import type { ProductSummary } from './product';

/** Search tab types: product=1, price=2, exchange=3 (spec §3). */
export type SearchTabType = 1 | 2 | 3;
/** Search filter modes (spec §3). */
export type SearchFilterMode = 'all' | 'price' | 'exchange' | 'product';
/** Wine filter keys (spec §3). */
export type WineFilterKey = 'type' | 'nation' | 'kind' | 'fivesense' | 'style' | 'price';

/** POST /app/search/type/list. */
export interface SearchTypeListResponse extends ServerResult {
  type_list: { search_type: SearchTabType; search_type_nm: string }[];
}

/** A ranked search word (top words, recommended words). */
export interface SearchWord {
  rank: number;
  keyword: string;
}
export interface SearchWordListRequest {
  ctg?: ProductCategory;
}
export interface SearchWordListResponse extends ServerResult {
  word_list: SearchWord[];
}

/** POST /app/search/autocomplete. */
export interface AutocompleteRequest {
  keyword: string;
  ctg?: ProductCategory;
}
export interface AutocompleteResponse extends ServerResult {
  word_list: string[];
}

/** POST /app/search/insertsuccwd: records a search word that found results. */
export interface InsertSuccessWordRequest {
  keyword: string;
}

/** One selectable value of a conditional-search filter. */
export interface FilterOption {
  key: WineFilterKey | string;
  code: string;
  name: string;
  /**
   * A34: how many products this option leaves given the request's `filters` (absent from a
   * server that does not count; 0: none match the answers so far).
   */
  cnt?: number;
}
/** POST /app/search/wine/conditional, /app/search/liquor/conditional, /app/search/conditional: the filter options. */
export interface ConditionalFiltersResponse extends ServerResult {
  filter_list: { key: WineFilterKey | string; name: string; options: FilterOption[] }[];
}
export interface ConditionalFiltersRequest {
  ctg?: ProductCategory;
  /** A34: the answers so far, by filter key, which the options' `cnt` is counted against. */
  filters?: Record<string, string[]>;
}

/** POST /app/search/wine/result/list and /app/search/liquor/result/list. */
export interface SearchResultRequest extends PageRequest {
  keyword?: string;
  search_type?: SearchTabType;
  filter_mode?: SearchFilterMode;
  /** Chosen filter codes by key, e.g. { type: ['034006001'] }. */
  filters?: Partial<Record<WineFilterKey | string, string[]>>;
  min_prc?: number;
  max_prc?: number;
  /** rating: best average first, then more reviews (A40). */
  sort?: 'popular' | 'new' | 'price_asc' | 'price_desc' | 'rating';
}
export interface SearchResultResponse extends Page<ProductSummary> {
  /**
   * The spelling the results were found with, when the keyword as typed is in no product but
   * another spelling of it is ('샤또' → '샤토'): the app says "‘샤또’ 대신 ‘샤토’로 검색한 결과".
   * Absent when the keyword matched as typed (ASSUMPTIONS A23).
   */
  matched_keyword?: string;
}

/** Recent searches of the member (bottle base, assumption A15). */
export interface RecentSearch {
  keyword: string;
  /** YYYYMMDDHHmm. */
  search_dt: string;
}
export interface RecentSearchListResponse extends ServerResult {
  list: RecentSearch[];
}
export interface RecentSearchDeleteRequest {
  /** One keyword, or every keyword when absent. */
  keyword?: string;
}

/** GET /app/logs/recent-search-history/total-count on the chat base, with a cno header (spec §7). */
export interface RecentSearchCountRequest {
  cno: string;
}
export interface RecentSearchCountResponse {
  total_count: number;
}
