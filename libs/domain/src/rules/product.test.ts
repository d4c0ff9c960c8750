import { describe, expect, it } from 'vitest';
import { hasCardNumber, isBookmarkActive, isWishListOn } from './product';

describe('wish-list icon (spec §3: on when bnkr_cnt is above zero)', () => {
  it.each([
    [1, true],
    [12, true],
    ['3', true],
    [0, false],
    ['0', false],
    [-1, false],
    [null, false],
    [undefined, false],
    [NaN, false],
    ['', false],
    ['x', false],
  ])('given bnkr_cnt %j then %s', (value, expected) => {
    expect(isWishListOn(value as never)).toBe(expected);
  });
});

describe('bookmark (spec §3: active when isMyBucker is Y)', () => {
  it.each([
    ['Y', true],
    ['N', false],
    ['y', false],
    [null, false],
    [undefined, false],
  ])('given %j then %s', (value, expected) => {
    expect(isBookmarkActive(value)).toBe(expected);
  });
});

describe('barcode popup (spec §2: only when a card number exists)', () => {
  it.each([
    ['1234567890123456', true],
    ['1234-5678', true],
    [1234, true],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('given card number %j then %s', (value, expected) => {
    expect(hasCardNumber(value)).toBe(expected);
  });
});
