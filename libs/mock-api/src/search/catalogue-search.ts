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
  return [p.prd_nm, p.prd_en_nm, p.producer_nm, p.producer_en_nm, p.region_nm, p.region_en_nm, p.type_nm, p.barcode, ...p.grapes.flatMap((g) => [g.ko, g.en])];
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

/** The keyword's search over the whole catalogue (so every category answers the same spelling). */
export function searchCatalogue(keyword: string): CatalogueSearch {
  const all = catalogueTexts();
  const search = keywordSearch(keyword, [...all.values()]);
  const rank = (p: SeedProduct) => {
    const best = [p.prd_nm, p.prd_en_nm, p.producer_nm, p.producer_en_nm].map(search.placeIn).reduce((a, b) => (a < 0 ? b : b < 0 ? a : Math.min(a, b)), -1);
    return best < 0 ? 2 : best;
  };
  return { matches: (p) => search.matches(all.get(p) ?? textsOf(p)), rank, matchedKeyword: search.matchedKeyword };
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
