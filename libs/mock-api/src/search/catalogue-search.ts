/**
 * The demo catalogue's keyword search and autocomplete (spec §7 /app/search/*),
 * over korean-search.ts: forgiving of variant spellings (샤또 → 샤토), spaces (피노누아) and
 * initial consonants (ㅅㅌ).
 */
import { dataset } from '../data/dataset';
import type { SeedProduct } from '../data/types';
import { keywordSearch, suggest } from './korean-search';

/** What a keyword is looked for in: names, producer, region, type, barcode, grapes or raw materials. */
function textsOf(p: SeedProduct): string[] {
  return [
    p.prd_nm,
    p.prd_en_nm,
    p.producer_nm,
    p.producer_en_nm,
    p.region_nm,
    p.region_en_nm,
    p.type_nm,
    p.type_en_nm,
    p.barcode,
    ...p.grapes.flatMap((g) => [g.ko, g.en]),
  ];
}

let texts: Map<SeedProduct, string[]> | undefined;
function catalogueTexts(): Map<SeedProduct, string[]> {
  texts ??= new Map(dataset.products.map((p) => [p, textsOf(p)]));
  return texts;
}

export interface CatalogueSearch {
  matches(p: SeedProduct): boolean;
  /**
   * How well a product matches, for ranking (lower first): 0 its name or producer starts with
   * the keyword (ㅅㅌ, 샤또: 샤토 마고), 1 its name or producer holds it, 2 only another text
   * does (region, type, grape: ㅅㅌ in 스텔렌보스), so the products the keyword names come first.
   */
  rank(p: SeedProduct): number;
  /** libs/api A23 `matched_keyword`: the catalogue spelling, when the keyword as typed is nowhere in the catalogue. */
  matchedKeyword: string | undefined;
}

/**
 * The Korean search word whose English twin `keyword` is (content.json `search_word_twins`): the
 * server keeps its top and recommended words in both languages, so an English member who taps
 * "Natural" asks for what 내추럴 asks for.
 */
function koreanWordOf(keyword: string): string | undefined {
  const text = keyword.trim().toLowerCase();
  return dataset.content.search_word_twins.find((w) => w.en.toLowerCase() === text)?.ko;
}

/** The keyword's search over the whole catalogue (so every category answers the same spelling). */
export function searchCatalogue(keyword: string): CatalogueSearch {
  const all = catalogueTexts();
  const korean = koreanWordOf(keyword);
  const searches = [keywordSearch(keyword, [...all.values()]), ...(korean ? [keywordSearch(korean, [...all.values()])] : [])];
  const rank = (p: SeedProduct) => {
    const places = searches
      .flatMap((search) => [p.prd_nm, p.prd_en_nm, p.producer_nm, p.producer_en_nm].map(search.placeIn))
      .filter((place) => place >= 0);
    return places.length === 0 ? 2 : Math.min(...places);
  };
  const texts = (p: SeedProduct) => all.get(p) ?? textsOf(p);
  return {
    matches: (p) => searches.some((search) => search.matches(texts(p))),
    rank,
    // The server's own word is no misspelling: no "searched for … instead".
    matchedKeyword: korean ? undefined : searches[0]?.matchedKeyword,
  };
}

let names: string[] | undefined;
/** Producer and product names in catalogue order, then grapes and regions (멀롯 → 메를로 is a grape). */
function suggestionNames(): string[] {
  names ??= [
    ...dataset.products.flatMap((p) => [p.producer_nm, p.prd_nm, p.producer_en_nm]),
    ...dataset.products.flatMap((p) => [...p.grapes.map((g) => g.ko), p.region_nm]),
  ];
  return names;
}

/** Up to 10 names for an autocomplete keyword (names that start with it first). */
export function autocompleteCatalogue(keyword: string): string[] {
  return suggest(keyword, suggestionNames(), 10);
}
