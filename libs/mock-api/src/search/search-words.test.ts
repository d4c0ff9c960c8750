import { describe, expect, it } from 'vitest';
import { dataset } from '../data/dataset';
import { searchCatalogue } from './catalogue-search';

function found(keyword: string): string[] {
  const search = searchCatalogue(keyword);
  return dataset.products.filter((p) => search.matches(p)).map((p) => p.prd_cd);
}

describe('the server’s search words in English', () => {
  it('an English top or recommended word finds every product its Korean word finds', () => {
    for (const word of dataset.content.search_word_twins) {
      const korean = found(word.ko);
      expect(found(word.en), `${word.en} (${word.ko})`).toEqual(expect.arrayContaining(korean));
    }
  });

  it('"Natural" finds the natural wines, as 내추럴 does, with no "searched for … instead"', () => {
    const natural = found('Natural');
    expect(natural.length).toBeGreaterThan(0);
    expect(natural).toEqual(expect.arrayContaining(found('내추럴')));
    expect(searchCatalogue('Natural').matchedKeyword).toBeUndefined();
  });

  it('a product type’s English name is searched like its Korean one', () => {
    expect(found('sparkling')).toEqual(expect.arrayContaining(found('스파클링')));
  });
});
