import { describe, expect, it } from 'vitest';
import { langOfForeignFlag, toLang } from './lang';

describe('languages', () => {
  it.each([
    ['en', 'en'],
    ['ko', 'ko'],
    ['EN', 'ko'],
    [null, 'ko'],
    [undefined, 'ko'],
  ] as const)('toLang(%j) is %s', (value, lang) => {
    expect(toLang(value)).toBe(lang);
  });

  it.each([
    ['Y', 'en'],
    ['N', 'ko'],
    [null, 'ko'],
  ] as const)('a member with frnYn %j reads %s', (frnYn, lang) => {
    expect(langOfForeignFlag(frnYn)).toBe(lang);
  });
});
