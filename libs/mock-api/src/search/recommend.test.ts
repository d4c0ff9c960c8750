import { describe, expect, it } from 'vitest';
import { dataset } from '../data/dataset';
import { recommendFor } from './recommend';

const product = (code: string) => {
  const p = dataset.productByCode.get(code);
  if (!p) throw new Error(code);
  return p;
};
const FALLBACK = ['W00001', 'L00001'];

describe('recommendations for a member', () => {
  it('given no wish and no note, then the shop list', () => {
    expect(recommendFor({ wish: [], notes: [] }, FALLBACK)).toEqual(FALLBACK);
  });

  it('given a red on the wish list, then the picks are mostly of its type, and never what is already wished', () => {
    const wished = product('W00001');
    const picks = recommendFor({ wish: [wished.prd_cd], notes: [] }, FALLBACK);
    expect(picks).toHaveLength(10);
    expect(picks).not.toContain(wished.prd_cd);
    expect(picks.filter((c) => product(c).type_cd === wished.type_cd).length).toBeGreaterThanOrEqual(8);
  });

  it('given a five-star note on a whisky, then whiskies come first; a one-star note alone gives the shop list', () => {
    const whisky = dataset.products.find((p) => p.prd_type === 'liquor' && p.type_nm.includes('위스키'));
    expect(whisky).toBeDefined();
    const code = whisky?.prd_cd ?? '';
    const picks = recommendFor({ wish: [], notes: [{ prd_cd: code, rating: 5 }] }, FALLBACK);
    expect(product(picks[0] ?? '').type_cd).toBe(whisky?.type_cd);
    expect(recommendFor({ wish: [], notes: [{ prd_cd: code, rating: 1 }] }, FALLBACK)).toEqual(FALLBACK);
  });

  it('given the same seeds twice, then the same list (ties go to the most wished, then the code)', () => {
    const seeds = { wish: ['W00008', 'L00087'], notes: [{ prd_cd: 'W00201', rating: 4 }] };
    expect(recommendFor(seeds, FALLBACK)).toEqual(recommendFor(seeds, FALLBACK));
  });
});
