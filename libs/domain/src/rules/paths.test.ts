import { describe, expect, it } from 'vitest';
import { isTokenFreePath, normalizePath, parseSeqNo } from './paths';
import examples from './paths.examples.json';

// Rows of paths.examples.json (decision 0770): `tokenFree` [path, whether it needs no token];
// `normalized` [value, the path normalizePath makes of it].

describe('isTokenFreePath (spec §2: paths containing login, signup or system need no token)', () => {
  it.each(examples.tokenFree)('given %j then %s', (path, expected) => {
    expect(isTokenFreePath(path)).toBe(expected);
  });

  it.each([null, undefined, '', 3])('given %j then false', (value) => {
    expect(isTokenFreePath(value)).toBe(false);
  });
});

describe('parseSeqNo (spec §2: ignored when its value is the text null)', () => {
  it.each([
    ['12', '12'],
    [' 12 ', '12'],
    ['null', undefined],
    [' null ', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [7, '7'],
    [NaN, undefined],
    [{}, undefined],
  ])('given %j then %j', (value, expected) => {
    expect(parseSeqNo(value)).toBe(expected);
  });
});

describe('normalizePath', () => {
  it.each(examples.normalized)('given %j then %j', (value, expected) => {
    expect(normalizePath(value)).toBe(expected);
  });
});
