import { describe, expect, it } from 'vitest';
import { filterOptionLabel, foodCategoryLabel, foodLabel, grapeLabels, nationLabel } from './catalogue-names';

describe('catalogue names in the member’s language, from the app’s tables', () => {
  it('names a product’s country by its code, else by the name sent, else ""', () => {
    expect(nationLabel({ nation_cd: 'IT', nation_nm: '이탈리아' }, 'en')).toBe('Italy');
    expect(nationLabel({ nation_cd: 'IT', nation_nm: 'Italy' }, 'ko')).toBe('이탈리아');
    expect(nationLabel({ nation_nm: '칠레' }, 'en')).toBe('Chile');
    expect(nationLabel({ nation_cd: 'XX', nation_nm: '어딘가' }, 'en')).toBe('어딘가');
    expect(nationLabel({}, 'en')).toBe('');
  });

  it('names grapes in either language and keeps one it does not know', () => {
    expect(grapeLabels(['산지오베제', 'Merlot', '무스카델'], 'en')).toBe('Sangiovese, Merlot, 무스카델');
    expect(grapeLabels(['Sangiovese'], 'ko')).toBe('산지오베제');
    expect(grapeLabels(undefined, 'en')).toBe('');
  });

  it('names foods and food categories by their codes', () => {
    expect(foodLabel({ food_cd: 'tteokbokki', food_nm: '떡볶이' }, 'en')).toBe('Tteokbokki');
    expect(foodLabel({ food_cd: 'new_dish', food_nm: '새 요리' }, 'en')).toBe('새 요리');
    expect(foodCategoryLabel({ food_cate_cd: 'dessert', food_cate_nm: '디저트' }, 'en')).toBe('Dessert');
  });

  it('names the search filter’s country and grape options; other keys keep the server’s name', () => {
    expect(filterOptionLabel('nation', { code: 'NZ', name: '뉴질랜드' }, 'en')).toBe('New Zealand');
    expect(filterOptionLabel('kind', { code: '피노 누아', name: '피노 누아' }, 'en')).toBe('Pinot Noir');
    expect(filterOptionLabel('style', { code: 'x', name: '풀바디 레드' }, 'en')).toBe('풀바디 레드');
  });
});
