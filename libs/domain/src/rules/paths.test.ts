import { describe, expect, it } from 'vitest';
import { isTokenFreePath, normalizePath, parseSeqNo } from './paths';

describe('isTokenFreePath (spec §2: paths containing login, signup or system need no token)', () => {
  it.each([
    ['/login', true],
    ['/login_callback_kakao', true],
    ['/auth/naver/login/callback', true],
    ['/signup/agreements', true],
    ['/system/inspection', true],
    ['/fo/user/ssobottle/login/easy', true],
    ['/Login', true],
    ['/', false],
    ['/mypage', false],
    ['/product/findplace', false],
    ['/exhibition?next=/login', false],
  ])('given %j then %s', (path, expected) => {
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
  it.each([
    ['https://host.example/app/x?y=1#z', '/app/x'],
    ['/app/x/', '/app/x'],
    ['app/x', '/app/x'],
    ['/', '/'],
    ['', ''],
  ])('given %j then %j', (value, expected) => {
    expect(normalizePath(value)).toBe(expected);
  });
});
