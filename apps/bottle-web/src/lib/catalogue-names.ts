/**
 * The catalogue's coded values named from the app's own tables (libs/domain catalogue-names) in
 * the member's language: a country, a wine's grapes, a food, a filter option of those. The
 * server's name is only the fallback for a value the tables do not know, so an answer that
 * carries Korean names only still reads in English.
 */
import { FOOD_CATEGORIES, FOODS, GRAPE_VARIETIES, nameOf, NATIONS, type Lang } from '@bottle/domain';

/** A product's country: its ISO code first, else the name the server sent ('' for none). */
export function nationLabel(p: { nation_cd?: string | undefined; nation_nm?: string | undefined }, lang: Lang): string {
  return nameOf(NATIONS, p.nation_cd, lang, p.nation_nm);
}

/** A wine's grape varieties (the server names them, in either language), joined with ', '. */
export function grapeLabels(names: readonly string[] | undefined, lang: Lang): string {
  return (names ?? [])
    .map((name) => nameOf(GRAPE_VARIETIES, name, lang))
    .filter(Boolean)
    .join(', ');
}

/** A food by its code, else by the name the server sent. */
export function foodLabel(f: { food_cd: string; food_nm: string }, lang: Lang): string {
  return nameOf(FOODS, f.food_cd, lang, f.food_nm);
}

/** A food category by its code, else by the name the server sent. */
export function foodCategoryLabel(c: { food_cate_cd: string; food_cate_nm: string }, lang: Lang): string {
  return nameOf(FOOD_CATEGORIES, c.food_cate_cd, lang, c.food_cate_nm);
}

/**
 * A search filter option's name for the keys whose codes the app knows: `nation` (ISO code) and
 * `kind` (the variety's Korean name); any other key keeps the server's name.
 */
export function filterOptionLabel(key: string, option: { code: string; name: string }, lang: Lang): string {
  if (key === 'nation') return nameOf(NATIONS, option.code, lang, option.name);
  if (key === 'kind') return nameOf(GRAPE_VARIETIES, option.code, lang, option.name);
  return option.name;
}
