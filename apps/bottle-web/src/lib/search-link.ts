/**
 * The search tab's address (`/search?q=&category=&<filter key>=…`): one owner for its shape,
 * written by the catalogue's search screen and by the features that end in a search (the wine
 * navigation), read back by the search screen's parser (features/catalogue/lib/search-state.ts).
 */
import { WINE_FILTER_KEYS, type ProductCategory, type WineFilterKey } from '@bottle/domain';
import { paths } from '../config/paths';

/** Chosen values by filter key. */
export type SearchLinkFilters = Partial<Record<WineFilterKey, readonly string[]>>;

/** Appends each filter key once per chosen value, in the spec's key order; returns `params`. */
export function appendSearchFilters(params: URLSearchParams, filters: SearchLinkFilters): URLSearchParams {
  for (const key of WINE_FILTER_KEYS.codes) for (const value of filters[key] ?? []) params.append(key, value);
  return params;
}

/**
 * Reads back what appendSearchFilters writes: each of `keys` once per value. Values are trimmed,
 * blanks and repeats dropped, at most `max` kept a key (a hand-edited URL cannot ask for more);
 * a key without a value is left out.
 */
export function readSearchFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  max: number,
): Partial<Record<K, string[]>> {
  const filters: Partial<Record<K, string[]>> = {};
  for (const key of keys) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim()))].filter((v) => v !== '').slice(0, max);
    if (values.length > 0) filters[key] = values;
  }
  return filters;
}

/** The search tab's address of a query; defaults (no words, every category) are left out. */
export function searchHref(query: { q?: string; category?: ProductCategory; filters?: SearchLinkFilters }): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category && query.category !== 'all') params.set('category', query.category);
  appendSearchFilters(params, query.filters ?? {});
  const text = params.toString();
  return text ? `${paths.search}?${text}` : paths.search;
}
