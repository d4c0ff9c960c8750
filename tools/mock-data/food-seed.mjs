/**
 * Food pairing's categories and foods (tools/generate-mock-data.mjs → content.json), ko and en,
 * read from food-seed.json (data only). `categories`: [cate_cd, ko, en] in menu order; `foods`:
 * [cate_cd, food_cd, ko, en], each category's foods in menu order.
 */
import { readSeed } from './seed-json.mjs';

export const { categories: FOOD_CATEGORY_ROWS, foods: FOOD_ROWS } = readSeed('food-seed.json');
