// @vitest-environment node
/**
 * The wine navigation ends in the search tab's results. Its link
 * (features/explore/lib/wine-navigation.ts) is read back by the search tab's own parser
 * (features/catalogue/lib/search-state.ts), so the two features cannot drift apart. The app is the
 * one place that may import both.
 */
import { describe, expect, it } from 'vitest';
import { WINE_TYPE } from '@bottle/domain';
import { paths } from '../config/paths';
import { parseSearchState } from '../features/catalogue/lib/search-state';
import { wineSearchHref } from '../features/explore/lib/wine-navigation';

describe('the wine navigation search link', () => {
  it('given choices in every step, when the search tab reads the link, then it shows wines with exactly those filters', () => {
    const href = wineSearchHref({
      type: [WINE_TYPE.red, WINE_TYPE.natural],
      nation: ['FR'],
      kind: ['카베르네 소비뇽'],
      fivesense: ['body:4', 'tannin:5'],
      price: ['30000-50000'],
    });
    const url = new URL(href, 'https://bottle.example');
    expect(url.pathname).toBe(paths.search);
    const state = parseSearchState(url.searchParams);
    expect(state.category).toBe('wine');
    expect(state.filters).toEqual({
      type: [WINE_TYPE.red, WINE_TYPE.natural],
      nation: ['FR'],
      kind: ['카베르네 소비뇽'],
      fivesense: ['body:4', 'tannin:5'],
      price: ['30000-50000'],
    });
  });

  it('given no choice at all, then the link is every wine', () => {
    const state = parseSearchState(new URL(wineSearchHref({}), 'https://bottle.example').searchParams);
    expect(state).toMatchObject({ category: 'wine', filters: {}, q: '' });
  });
});
