import { describe, expect, it } from 'vitest';
import { parseBudget } from './request';

describe('budgets', () => {
  it.each([
    ['3만원 이하', { maxPrice: 30000 }],
    ['5만원대', { minPrice: 40000, maxPrice: 62500 }],
    ['under 50,000 won', { maxPrice: 50000 }],
    ['between 20000 and 40000 won', { minPrice: 20000, maxPrice: 40000 }],
    ['12년산 위스키', {}],
    ['2019 vintage', {}],
  ])('reads %s', (text, expected) => {
    expect(parseBudget(text)).toEqual(expected);
  });
});
