import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, filterCount, MAX_PAGES, parseSearchState, toggleFilter, toSearchParams, type SearchState } from './search-state';

const parse = (q: string) => parseSearchState(new URLSearchParams(q));

describe('search state in the URL', () => {
  it('reads an empty query as the search home', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('reads every part and repeats filter keys', () => {
    expect(parse('q=%20%EB%A7%88%EA%B3%A0%20&category=wine&sort=price_asc&type=034006001&type=034006004&price=0-30000&page=3')).toEqual({
      q: '마고',
      category: 'wine',
      sort: 'price_asc',
      filters: { type: ['034006001', '034006004'], price: ['0-30000'] },
      page: 3,
    });
  });

  it('falls back on unknown or malicious values instead of failing', () => {
    const s = parse('category=beer&sort=random&page=9999&page=-1&unknown=1&type=&type=%20');
    expect(s).toEqual({ ...EMPTY_SEARCH, page: MAX_PAGES });
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('writes defaults out, so the home URL is just /search', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('toggles filter values and counts them', () => {
    const one = toggleFilter({}, 'type', 'a');
    const two = toggleFilter(one, 'nation', 'FR');
    expect(filterCount(two)).toBe(2);
    expect(toggleFilter(two, 'type', 'a')).toEqual({ nation: ['FR'] });
  });

  it('round-trips any valid state through the URL (property)', () => {
    const code = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== '');
    const state = fc.record({
      q: fc.string({ maxLength: 30 }).map((s) => s.trim()),
      category: fc.constantFrom('all', 'wine', 'liquor'),
      sort: fc.constantFrom('popular', 'new', 'price_asc', 'price_desc'),
      filters: fc.record(
        { type: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }), nation: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }), fivesense: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }) },
        { requiredKeys: [] },
      ),
      page: fc.integer({ min: 1, max: MAX_PAGES }),
    }) as fc.Arbitrary<SearchState>;
    fc.assert(
      fc.property(state, (s) => {
        expect(parseSearchState(new URLSearchParams(toSearchParams(s).toString()))).toEqual(s);
      }),
    );
  });
});
