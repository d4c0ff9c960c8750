/**
 * Matching a request against the catalogue: products in stock at the member's store
 * that fit, soft criteria relaxed one by one when nothing does, ranked by how well they fit.
 */
import { dataset } from '../data/dataset';
import type { SeedProduct } from '../data/types';
import { explain } from './reply';
import type { Lang, SommelierRequest } from './request';

export interface Recommendation {
  products: SeedProduct[];
  answer: string;
  /** The request after relaxing what found nothing. */
  request: SommelierRequest;
  relaxed: string[];
}

function score(p: SeedProduct, req: SommelierRequest): number {
  let s = 0;
  if (req.foods?.some((f) => p.foods.includes(f))) s += 5;
  if (req.sweet === 'dry') s += 5 - p.sweetness;
  if (req.sweet === 'sweet') s += p.sweetness;
  if (req.body === 'full') s += p.body;
  if (req.body === 'light') s += 5 - p.body;
  if (req.smoky && p.tags.includes('smoky')) s += 6;
  if (req.crisp) s += p.acidity;
  if (req.gift) s += p.type_cd === '034005007' ? 3 : p.price >= 50000 ? 2 : 0;
  if (req.occasion === 'camping' && p.volume_ml <= 750 && p.price < 60000) s += 2;
  if (req.occasion === 'party' && p.type_cd === '034006002') s += 2;
  if (req.occasion === 'cocktail' && ['034005004', '034005014', '034005013', '034005001'].includes(p.type_cd)) s += 3;
  if (req.nation && p.nation_en_nm === req.nation) s += 3;
  // Popularity breaks ties, so answers are stable for the same request.
  return s + p.bnkr_cnt / 1000;
}

function matches(p: SeedProduct, req: SommelierRequest): boolean {
  if (req.types && !req.types.includes(p.type_cd)) return false;
  if (req.category && p.prd_type !== req.category) return false;
  if (req.maxPrice !== undefined && p.price > req.maxPrice) return false;
  if (req.minPrice !== undefined && p.price < req.minPrice) return false;
  if (req.foods && !req.foods.some((f) => p.foods.includes(f))) return false;
  if (req.smoky && !p.tags.includes('smoky')) return false;
  if (req.sweet === 'dry' && p.sweetness > 2) return false;
  if (req.sweet === 'sweet' && p.sweetness < 4) return false;
  if (req.body === 'full' && p.body < 4) return false;
  if (req.body === 'light' && p.body > 3) return false;
  if (req.nation && p.nation_en_nm !== req.nation) return false;
  if (req.gift && p.volume_ml < 375) return false;
  return true;
}

/** Soft criteria dropped one by one when nothing matches; type and budget are never dropped. */
const RELAXABLE: (keyof SommelierRequest)[] = ['nation', 'body', 'sweet', 'foods', 'smoky'];

export function recommend(
  req: SommelierRequest,
  options: { inStock: (p: SeedProduct) => boolean; exclude?: readonly string[]; lang: Lang; limit?: number },
): Recommendation {
  const limit = Math.min(5, Math.max(1, options.limit ?? 3));
  const exclude = new Set(options.exclude ?? []);
  let current = { ...req };
  const relaxed: string[] = [];
  const pool = dataset.products.filter((p) => options.inStock(p) && !exclude.has(p.prd_cd));
  let found = pool.filter((p) => matches(p, current));
  for (const key of RELAXABLE) {
    if (found.length) break;
    if (current[key] === undefined) continue;
    const next = { ...current };
    delete next[key];
    current = next;
    relaxed.push(key);
    found = pool.filter((p) => matches(p, current));
  }
  const products = found
    .map((p) => ({ p, s: score(p, req) }))
    .sort((a, b) => b.s - a.s || a.p.price - b.p.price)
    .slice(0, limit)
    .map((x) => x.p);
  return { products, answer: explain(req, products, relaxed, options.lang), request: current, relaxed };
}
