// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  filterCount,
  MAX_PAGES,
  MAX_PRICE,
  parseSearchState,
  resultQuery,
  showsResults,
  toggleFilter,
  toSearchParams,
  type SearchState,
} from './search-state';

const parse = (q: string) => parseSearchState(new URLSearchParams(q));

describe('search state in the URL', () => {
  it('reads an empty query as the search home', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('reads every part and repeats filter keys', () => {
    expect(parse('q=%20%EB%A7%88%EA%B3%A0%20&category=wine&sort=price_asc&type=034006001&type=034006004&price=0-30000&page=3')).toEqual({
      tab: 'product',
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
    const state = fc.record(
      {
        tab: fc.constantFrom('product', 'price', 'exchange'),
        q: fc.string({ maxLength: 30 }).map((s) => s.trim()),
        category: fc.constantFrom('all', 'wine', 'liquor'),
        sort: fc.constantFrom('popular', 'new', 'price_asc', 'price_desc'),
        filters: fc.record(
          {
            type: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }),
            nation: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }),
            fivesense: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }),
          },
          { requiredKeys: [] },
        ),
        minPrice: fc.integer({ min: 0, max: 500_000 }),
        maxPrice: fc.integer({ min: 500_000, max: MAX_PRICE }),
        page: fc.integer({ min: 1, max: MAX_PAGES }),
      },
      { requiredKeys: ['tab', 'q', 'category', 'sort', 'filters', 'page'] },
    ) as fc.Arbitrary<SearchState>;
    fc.assert(
      fc.property(state, (s) => {
        expect(parseSearchState(new URLSearchParams(toSearchParams(s).toString()))).toEqual(s);
      }),
    );
  });
});

describe('the search tabs (spec §3 search tab types product=1, price=2, exchange=3)', () => {
  it('given no tab in the URL, then it is the product tab, sent as search_type 1 in mode all, and product is written out of the URL', () => {
    const s = parse('q=%EB%A0%88%EB%93%9C');
    expect(s.tab).toBe('product');
    expect(resultQuery(s)).toMatchObject({ keyword: '레드', search_type: 1, filter_mode: 'all' });
    expect(toSearchParams(s).has('tab')).toBe(false);
  });

  it('given a wine filter on the product tab, then the mode is product and the filters go with the call', () => {
    expect(resultQuery(parse('type=034006001'))).toMatchObject({
      search_type: 1,
      filter_mode: 'product',
      filters: { type: ['034006001'] },
    });
  });

  it('given the price tab with a range, then search_type 2 in mode price carries min_prc and max_prc, and the wine filters stay out', () => {
    const s = parse('tab=price&min=30000&max=50000&type=034006001');
    expect(s).toMatchObject({ tab: 'price', minPrice: 30000, maxPrice: 50000 });
    const arg = resultQuery(s);
    expect(arg).toMatchObject({ search_type: 2, filter_mode: 'price', min_prc: 30000, max_prc: 50000 });
    expect(arg).not.toHaveProperty('filters');
    expect(showsResults(s)).toBe(true);
  });

  it('given the price tab without a range or a word, then it shows no results yet (the range comes first)', () => {
    expect(showsResults(parse('tab=price'))).toBe(false);
  });

  it('given a range written backwards or out of bounds, then it is read the right way round, and nonsense is dropped', () => {
    expect(parse('tab=price&min=50000&max=30000')).toMatchObject({ minPrice: 30000, maxPrice: 50000 });
    const s = parse(`tab=price&min=-5&max=${MAX_PRICE + 1}`);
    expect(s.minPrice).toBeUndefined();
    expect(s.maxPrice).toBeUndefined();
  });

  it('given the exchange tab, then it shows results at once, as search_type 3 in mode exchange', () => {
    const s = parse('tab=exchange');
    expect(showsResults(s)).toBe(true);
    expect(resultQuery(s)).toMatchObject({ search_type: 3, filter_mode: 'exchange' });
  });

  it('given an unknown tab, then it falls back to the product tab', () => {
    expect(parse('tab=lottery').tab).toBe('product');
  });
});
