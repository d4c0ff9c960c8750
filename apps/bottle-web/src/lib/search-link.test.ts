import { describe, expect, it } from 'vitest';
import { appendSearchFilters, readSearchFilters, searchHref } from './search-link';

describe('searchHref', () => {
  it('given no words, every category and no filter, when written, then it is the bare search address', () => {
    expect(searchHref({})).toBe('/search');
    expect(searchHref({ category: 'all', filters: {} })).toBe('/search');
  });

  it('given words, a category and filters out of order, when written, then each key comes once per value in the spec order after the words and the category', () => {
    const href = searchHref({ q: '샤또 마고', category: 'wine', filters: { nation: ['FR', 'IT'], type: ['034006001'] } });
    const query = new URLSearchParams(href.slice(href.indexOf('?')));
    expect(query.getAll('type')).toEqual(['034006001']);
    expect(query.getAll('nation')).toEqual(['FR', 'IT']);
    expect([...query.keys()].indexOf('type')).toBeLessThan([...query.keys()].indexOf('nation'));
    expect([...query.keys()].slice(0, 2)).toEqual(['q', 'category']);
    expect(query.get('q')).toBe('샤또 마고');
  });
});

describe('readSearchFilters', () => {
  it('given keys repeated with blanks, repeats and padding, when read, then each key keeps its distinct trimmed values up to the cap and keys without one are left out', () => {
    const params = new URLSearchParams('type=a&type=%20a%20&type=&type=b&type=c&nation=%20&style=x');
    expect(readSearchFilters(params, ['type', 'nation', 'kind'], 2)).toEqual({ type: ['a', 'b'] });
  });

  it('given what appendSearchFilters wrote, when read back, then the same filters come out', () => {
    const filters = { type: ['034006001'], nation: ['FR', 'IT'] };
    expect(readSearchFilters(appendSearchFilters(new URLSearchParams(), filters), ['type', 'nation'], 30)).toEqual(filters);
  });
});
