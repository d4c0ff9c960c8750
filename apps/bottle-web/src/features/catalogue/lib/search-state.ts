/**
 * The search screen's query state, kept in the URL (`/search?tab=&q=&category=&sort=&type=&min=&max=&page=`)
 * so that back/forward and reload restore it (spec §2 "search page", §3 catalogue). This module
 * is pure: parse a URLSearchParams into a checked state, and write a state back.
 *
 * Filter values repeat their key (`type=034006001&type=034006004`) rather than joining with a
 * comma, because some codes are free text (styles) or contain separators (`sweetness:4`,
 * `0-30000`).
 */
import type { SearchResultPagesArg, SearchTabType } from '@bottle/api';
import { SEARCH_TAB_TYPES, WINE_FILTER_KEYS, type ProductCategory, type SearchFilterMode, type WineFilterKey } from '@bottle/domain';
import { appendSearchFilters, readSearchFilters } from '../../../lib/search-link';

/**
 * The search tabs (spec §3 search tab types product=1, price=2, exchange=3): by product (a word,
 * the wine filters), by price (a price range) and exchange (what the chain's mobile gift voucher
 * can be exchanged for; ASSUMPTIONS.md "Search tabs").
 */
export type SearchTab = keyof typeof SEARCH_TAB_TYPES.byName;
export const SEARCH_TABS = Object.keys(SEARCH_TAB_TYPES.byName) as readonly SearchTab[];
/** The highest price bound a URL may hold (KRW): more is a typo. */
export const MAX_PRICE = 100_000_000;

export type SearchSort = 'popular' | 'new' | 'price_asc' | 'price_desc' | 'rating';
export const SEARCH_SORTS: readonly SearchSort[] = ['popular', 'new', 'price_asc', 'price_desc', 'rating'];
export const SEARCH_CATEGORIES: readonly ProductCategory[] = ['all', 'wine', 'liquor'];
/** Spec §3 wine filter keys, in the spec's order (type, nation, kind, fivesense, style, price). */
export const FILTER_KEYS: readonly WineFilterKey[] = WINE_FILTER_KEYS.codes;

/** Products per page of results (libs/api A2 `page_size`). */
export const PAGE_SIZE = 20;
/** Pages a URL may ask for at once: a hand-edited `page=9999` must not fire 9999 calls. */
export const MAX_PAGES = 10;
/** Longest search word sent to the server. */
export const MAX_QUERY_LENGTH = 100;
/** Longest list of codes accepted per filter key. */
const MAX_FILTER_VALUES = 30;

export type SearchFilters = Partial<Record<WineFilterKey, readonly string[]>>;

export interface SearchState {
  /** The search tab; 'product' when the URL names none. */
  tab: SearchTab;
  /** The search word, trimmed; '' shows the search home (recent, top and recommended words). */
  q: string;
  category: ProductCategory;
  sort: SearchSort;
  filters: SearchFilters;
  /** The price tab's range (KRW, either bound may be open); ignored on the other tabs. */
  minPrice?: number;
  maxPrice?: number;
  /** How many result pages are shown ("more" adds one). */
  page: number;
}

export const EMPTY_SEARCH: SearchState = { tab: 'product', q: '', category: 'all', sort: 'popular', filters: {}, page: 1 };

const isCategory = (v: string | null): v is ProductCategory => v !== null && (SEARCH_CATEGORIES as readonly string[]).includes(v);
const isSort = (v: string | null): v is SearchSort => v !== null && (SEARCH_SORTS as readonly string[]).includes(v);
const isTab = (v: string | null): v is SearchTab => v !== null && (SEARCH_TABS as readonly string[]).includes(v);
/** A whole number of won up to MAX_PRICE, or undefined. */
const priceOf = (text: string | null): number | undefined =>
  text !== null && /^\d{1,9}$/.test(text.trim()) && Number(text) <= MAX_PRICE ? Number(text) : undefined;

/** The search word the screen reads from `text` sent as `q`: trimmed, at most MAX_QUERY_LENGTH characters. */
export const readQuery = (text: string): string => text.trim().slice(0, MAX_QUERY_LENGTH);

/** Reads the state from a URL's query; anything unknown or malformed falls back to the default. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const q = readQuery(params.get('q') ?? '');
  const category = params.get('category');
  const sort = params.get('sort');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.min(MAX_PAGES, Math.max(1, Number(pageText))) : 1;
  const filters: SearchFilters = readSearchFilters(params, FILTER_KEYS, MAX_FILTER_VALUES);
  const tab = params.get('tab');
  const state: SearchState = {
    tab: isTab(tab) ? tab : 'product',
    q,
    category: isCategory(category) ? category : 'all',
    sort: isSort(sort) ? sort : 'popular',
    filters,
    page,
  };
  let [min, max] = [priceOf(params.get('min')), priceOf(params.get('max'))];
  // A range written backwards (min above max) means the same range.
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) state.minPrice = min;
  if (max !== undefined) state.maxPrice = max;
  return state;
}

/** Writes the state as a query string; defaults are left out so URLs stay short and shareable. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'product') params.set('tab', state.tab);
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'popular') params.set('sort', state.sort);
  appendSearchFilters(params, state.filters);
  if (state.minPrice !== undefined) params.set('min', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('max', String(state.maxPrice));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many filter values are chosen in total. */
export function filterCount(filters: SearchFilters): number {
  return FILTER_KEYS.reduce((n, key) => n + (filters[key]?.length ?? 0), 0);
}

/** The filters without empty lists (what the result calls send). */
export function compactFilters(filters: SearchFilters): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const values = filters[key];
    if (values && values.length > 0) out[key] = [...values];
  }
  return out;
}

/**
 * Spec §3 search filter mode of a state: the tab's own (price, exchange); on the product tab
 * 'product' once a wine filter is chosen, 'all' (everything the word finds) before.
 */
export function filterModeOf(state: SearchState): SearchFilterMode {
  if (state.tab !== 'product') return state.tab;
  return filterCount(state.filters) > 0 ? 'product' : 'all';
}

/**
 * The argument of a category's result pages (wine and liquor alike; the infinite query numbers
 * the pages). The result sections and the route's loader (../routes.tsx) both build it here, so
 * they name the same call. The wine filters go with the product tab, the price range with the
 * price tab.
 */
export function resultQuery(state: SearchState): SearchResultPagesArg {
  const filters = state.tab === 'product' ? compactFilters(state.filters) : {};
  return {
    ...(state.q ? { keyword: state.q } : {}),
    page_size: PAGE_SIZE,
    sort: state.sort,
    search_type: Number(SEARCH_TAB_TYPES.byName[state.tab]) as SearchTabType,
    filter_mode: filterModeOf(state),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(state.tab === 'price' && state.minPrice !== undefined ? { min_prc: state.minPrice } : {}),
    ...(state.tab === 'price' && state.maxPrice !== undefined ? { max_prc: state.maxPrice } : {}),
  };
}

/** Whether the screen shows results (a word, a filter or a category chosen) rather than the search home. */
export function showsResults(state: SearchState): boolean {
  if (state.tab === 'exchange') return true;
  if (state.tab === 'price') return state.q !== '' || state.minPrice !== undefined || state.maxPrice !== undefined;
  return state.q !== '' || filterCount(state.filters) > 0 || state.category !== EMPTY_SEARCH.category;
}

/** Adds or removes one filter value. */
export function toggleFilter(filters: SearchFilters, key: WineFilterKey, code: string): SearchFilters {
  const current = filters[key] ?? [];
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  const out: SearchFilters = { ...filters };
  if (next.length > 0) out[key] = next;
  else delete out[key];
  return out;
}

/** True when the string could be an EAN-13 a camera read (13 digits). */
export function looksLikeEan13(text: string): boolean {
  return /^\d{13}$/.test(text);
}
