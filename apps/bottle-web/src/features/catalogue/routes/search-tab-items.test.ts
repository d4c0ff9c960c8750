import { describe, expect, it } from 'vitest';
import { searchTabItems } from './search-page';

const LIST = [
  { search_type: 1 as const, search_type_nm: '상품' },
  { search_type: 2 as const, search_type_nm: '가격' },
  { search_type: 3 as const, search_type_nm: '교환' },
];

describe('the search tabs’ names', () => {
  it('are the server’s Korean names in Korean, and the app’s English names in English', () => {
    expect(searchTabItems(LIST, 'ko').map((x) => x.label)).toEqual(['상품', '가격', '교환']);
    expect(searchTabItems(LIST, 'en').map((x) => x.label)).toEqual(['Products', 'Price', 'Exchange']);
  });

  it('are the app’s own names, never "unknown", while the list loads or when it fails', () => {
    expect(searchTabItems(undefined, 'ko').map((x) => x.label)).toEqual(['상품', '가격', '교환']);
    expect(searchTabItems(undefined, 'en').map((x) => x.label)).toEqual(['Products', 'Price', 'Exchange']);
  });
});
