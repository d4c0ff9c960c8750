/**
 * The demo's catalogue names agree with the app's own tables (libs/domain catalogue-names): the
 * app names countries, grapes, foods and food categories from its tables, so a demo that named
 * them otherwise would show one wine two ways.
 */
import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES, FOODS, GRAPE_VARIETIES, NATIONS, labelText } from '@bottle/domain';
import { dataset } from './dataset';

describe('the demo dataset’s names, against the app’s tables', () => {
  it('names every product’s country and wine grape as the app does, in both languages', () => {
    for (const p of dataset.products) {
      expect([labelText(NATIONS, p.nation_cd, 'ko'), labelText(NATIONS, p.nation_cd, 'en')], p.prd_cd).toEqual([p.nation_nm, p.nation_en_nm]);
      if (p.prd_type !== 'wine') continue;
      for (const g of p.grapes) expect(labelText(GRAPE_VARIETIES, g.ko, 'en'), p.prd_cd).toBe(g.en);
    }
  });

  it('names every food and food category as the app does, in both languages', () => {
    for (const c of dataset.content.food_categories)
      expect([labelText(FOOD_CATEGORIES, c.cate_cd, 'ko'), labelText(FOOD_CATEGORIES, c.cate_cd, 'en')]).toEqual([c.cate_nm, c.cate_en_nm]);
    for (const f of dataset.content.foods)
      expect([labelText(FOODS, f.food_cd, 'ko'), labelText(FOODS, f.food_cd, 'en')]).toEqual([f.food_nm, f.food_en_nm]);
  });
});
