/**
 * The demo's recommendations for a member (/app/main/recommItem/list with a member's token;
 * "recommendations that depend on the member's wishes and diary"): products like
 * the ones on their wish list and in their tasting notes, none they already have there. Each wish
 * counts once, a note by its stars (a 1–2 star note counts against what it is like). A product
 * scores by what it shares with each of them: type most, then country and style, then a grape.
 * Ties go to the most wished products. A member with no wish and no note, or a visitor, gets the
 * shop's list.
 */
import { dataset } from '../data/dataset';
import type { SeedProduct } from '../data/types';

export interface RecommendSeeds {
  wish: readonly string[];
  notes: readonly { prd_cd?: string | undefined; rating: number }[];
}

/** How alike two products are. */
function likeness(a: SeedProduct, b: SeedProduct): number {
  let score = 0;
  if (a.type_cd === b.type_cd) score += 3;
  if (a.nation_cd === b.nation_cd) score += 2;
  if (a.style_nm === b.style_nm) score += 2;
  if (a.grapes.some((g) => b.grapes.some((h) => h.ko === g.ko))) score += 1;
  return score;
}

/** Up to `size` product codes for the member, or `fallback` when they gave nothing to go on. */
export function recommendFor(seeds: RecommendSeeds, fallback: readonly string[], size = 10): string[] {
  const weighted: [SeedProduct, number][] = [];
  for (const code of seeds.wish) {
    const p = dataset.productByCode.get(code);
    if (p) weighted.push([p, 1]);
  }
  for (const note of seeds.notes) {
    const p = note.prd_cd ? dataset.productByCode.get(note.prd_cd) : undefined;
    if (p) weighted.push([p, note.rating >= 4 ? 2 : note.rating === 3 ? 1 : -1]);
  }
  if (!weighted.some(([, w]) => w > 0)) return [...fallback];
  const known = new Set([...seeds.wish, ...seeds.notes.flatMap((n) => (n.prd_cd ? [n.prd_cd] : []))]);
  return dataset.products
    .filter((p) => !known.has(p.prd_cd))
    .map((p) => ({ p, score: weighted.reduce((sum, [seed, w]) => sum + w * likeness(p, seed), 0) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.p.bnkr_cnt - a.p.bnkr_cnt || a.p.prd_cd.localeCompare(b.p.prd_cd))
    .slice(0, size)
    .map((x) => x.p.prd_cd);
}
