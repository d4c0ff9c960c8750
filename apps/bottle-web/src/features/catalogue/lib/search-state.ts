/**
 * The search screen's query state, kept in the URL (`/search?q=&category=&sort=&type=&page=`)
 * so that back/forward and reload restore it (spec §2 "search page", §3 catalogue). This module
 * is pure: parse a URLSearchParams into a checked state, and write a state back.
 *
 * Filter values repeat their key (`type=034006001&type=034006004`) rather than joining with a
 * comma, because some codes are free text (styles) or contain separators (`sweetness:4`,
 * `0-30000`).
 */
import type { SearchResultRequest } from '@bottle/api';
import { WINE_FILTER_KEYS, type ProductCategory, type WineFilterKey } from '@bottle/domain';

export type SearchSort = 'popular' | 'new' | 'price_asc' | 'price_desc';
export const SEARCH_SORTS: readonly SearchSort[] = ['popular', 'new', 'price_asc', 'price_desc'];
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
  /** The search word, trimmed; '' shows the search home (recent, top and recommended words). */
  q: string;
  category: ProductCategory;
  sort: SearchSort;
  filters: SearchFilters;
  /** How many result pages are shown ("more" adds one). */
  page: number;
}

export const EMPTY_SEARCH: SearchState = { q: '', category: 'all', sort: 'popular', filters: {}, page: 1 };

const isCategory = (v: string | null): v is ProductCategory => v !== null && (SEARCH_CATEGORIES as readonly string[]).includes(v);
const isSort = (v: string | null): v is SearchSort => v !== null && (SEARCH_SORTS as readonly string[]).includes(v);

/** Reads the state from a URL's query; anything unknown or malformed falls back to the default. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const category = params.get('category');
  const sort = params.get('sort');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.min(MAX_PAGES, Math.max(1, Number(pageText))) : 1;
  const filters: SearchFilters = {};
  for (const key of FILTER_KEYS) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim()).filter((v) => v !== ''))].slice(0, MAX_FILTER_VALUES);
    if (values.length > 0) filters[key] = values;
  }
  return { q, category: isCategory(category) ? category : 'all', sort: isSort(sort) ? sort : 'popular', filters, page };
}

/** Writes the state as a query string; defaults are left out so URLs stay short and shareable. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'popular') params.set('sort', state.sort);
  for (const key of FILTER_KEYS) for (const value of state.filters[key] ?? []) params.append(key, value);
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
 * The argument of a category's result call for page `pageNo` (wine and liquor alike). The result
 * sections and the route's loader (../routes.tsx) both build it here, so they name the same call.
 */
export function resultRequest(state: SearchState, pageNo: number): SearchResultRequest {
  const filters = compactFilters(state.filters);
  return {
    ...(state.q ? { keyword: state.q } : {}),
    page_no: pageNo,
    page_size: PAGE_SIZE,
    sort: state.sort,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

/** Whether the screen shows results (a word, a filter or a category chosen) rather than the search home. */
export function showsResults(state: SearchState): boolean {
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
