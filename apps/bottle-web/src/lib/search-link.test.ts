import { describe, expect, it } from 'vitest';
import { searchHref } from './search-link';

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
