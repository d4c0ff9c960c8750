/**
 * The catalogue's own vocabulary the app knows by code: countries, grape varieties, foods and
 * food categories, each with its Korean and English name. The app shows these names from here in
 * the member's language, so an answer that carries only Korean names (or a code) still reads in
 * English; a name the table does not know is shown as the server sent it (`nameOf`).
 */
import type { Lang } from '../lang';
import { defineCodes } from './code-table';
import type { CodeDefinitions, CodeIn, CodeTable } from './code-table';
import names from './catalogue-names.json';

/**
 * The four tables are data (catalogue-names.json, by table then by name: `{ code, ko, en }`):
 * - `nation`: countries by ISO 3166-1 alpha-2 code, the `nation_cd` of a product (assumption A6);
 * - `grapeVariety`: grape varieties; the chain names a variety by its Korean name (the wine info
 *   tab's `grape_list`, the filter key `kind`'s option code), so that name is the code;
 * - `foodCategory`: the food categories of food pairing (`cate_cd`);
 * - `food`: the foods of food pairing and of a wine's matches (`food_cd`).
 * Their codes are the server's open vocabulary (a code the table does not know is named as the
 * server sent it), so they are typed as strings, unlike the spec's closed enumerations.
 */
export const NATIONS = defineCodes('nation', names.nation);
export type NationCode = CodeIn<typeof NATIONS>;
export const GRAPE_VARIETIES = defineCodes('grapeVariety', names.grapeVariety);
export type GrapeVarietyCode = CodeIn<typeof GRAPE_VARIETIES>;
export const FOOD_CATEGORIES = defineCodes('foodCategory', names.foodCategory);
export type FoodCategoryCode = CodeIn<typeof FOOD_CATEGORIES>;
export const FOODS = defineCodes('food', names.food);
export type FoodCode = CodeIn<typeof FOODS>;

/**
 * The name of a catalogue value in `lang`, from the app's table: by its code first, else by a
 * name in either language (a server may send the Korean or already the English name). A value
 * the table does not know is returned as it came (trimmed; '' for none), since it is the only
 * name there is.
 *
 * @example
 * nameOf(NATIONS, 'IT', 'en');                  // 'Italy'
 * nameOf(GRAPE_VARIETIES, '메를로', 'en');       // 'Merlot'
 * nameOf(GRAPE_VARIETIES, 'Merlot', 'ko');      // '메를로'
 * nameOf(NATIONS, '', 'en', '이탈리아');          // 'Italy' (no code: the name is looked up)
 */
export function nameOf<D extends CodeDefinitions>(table: CodeTable<D>, value: unknown, lang: Lang, fallbackName?: unknown): string {
  const find = (v: unknown) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    const text = v.trim();
    return table.entries.find((e) => e.code === text) ?? table.entries.find((e) => e.ko === text || e.en === text);
  };
  const entry = find(value) ?? find(fallbackName);
  if (entry) return lang === 'en' ? entry.en : entry.ko;
  const raw = typeof fallbackName === 'string' && fallbackName.trim() ? fallbackName : value;
  return typeof raw === 'string' ? raw.trim() : '';
}
