import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTICLE_PAIRS, finalConsonantOf, particle, withParticle } from './particle';

describe('particle (spec §9: chosen by the last syllable)', () => {
  it.each([
    ['와인', '이/가', '이'],
    ['위스키', '이/가', '가'],
    ['와인', '은/는', '은'],
    ['리커', '은/는', '는'],
    ['상품', '을/를', '을'],
    ['보틀', '을/를', '을'],
    ['커피', '을/를', '를'],
    ['치즈', '과/와', '와'],
    ['빵', '과/와', '과'],
    ['매장', '으로/로', '으로'],
    ['서울', '으로/로', '로'],
    ['부산', '으로/로', '으로'],
    ['바다', '으로/로', '로'],
    ['와인(레드)', '이/가', '가'],
    ['매장 ', '이/가', '이'],
    ['1', '으로/로', '로'],
    ['3', '이/가', '이'],
    ['2', '이/가', '가'],
    ['10', '을/를', '을'],
    ['6', '으로/로', '으로'],
  ] as const)('given %j and %s then %s', (word, pair, expected) => {
    expect(particle(word, pair)).toBe(expected);
  });

  it.each([
    [null, '이/가', '이(가)'],
    [undefined, '을/를', '을(를)'],
    ['', '은/는', '은(는)'],
    ['Bottle', '으로/로', '으로(로)'],
    ['  ', '과/와', '과(와)'],
  ] as const)('given %j (no Hangul or digit at the end) then the neutral form', (word, pair, expected) => {
    expect(particle(word, pair)).toBe(expected);
  });

  it('withParticle appends the particle', () => {
    expect(withParticle('와인', '을/를')).toBe('와인을');
    expect(withParticle(null, '이/가')).toBe('이(가)');
  });

  const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCharCode(code));
  const hangulWord = fc.array(syllable, { minLength: 1, maxLength: 6 }).map((s) => s.join(''));

  it('property: a syllable without final consonant always takes the second form', () => {
    fc.assert(
      fc.property(hangulWord, fc.integer({ min: 0, max: 398 }), fc.constantFrom(...PARTICLE_PAIRS), (prefix, block, pair) => {
        const open = String.fromCharCode(0xac00 + block * 28);
        expect(particle(prefix + open, pair)).toBe(pair.split('/')[1]);
      }),
    );
  });

  it('property: a final consonant takes the first form, except ㄹ with 으로/로', () => {
    fc.assert(
      fc.property(hangulWord, fc.constantFrom(...PARTICLE_PAIRS), (word, pair) => {
        const final = finalConsonantOf(word) ?? 0;
        const [first, second] = pair.split('/');
        const expected = final === 0 || (pair === '으로/로' && final === 8) ? second : first;
        expect(particle(word, pair)).toBe(expected);
      }),
    );
  });

  it('property: only the last syllable matters', () => {
    fc.assert(
      fc.property(hangulWord, hangulWord, syllable, fc.constantFrom(...PARTICLE_PAIRS), (a, b, last, pair) => {
        expect(particle(a + last, pair)).toBe(particle(b + last, pair));
      }),
    );
  });

  it('property: the result is always one of the two forms for Hangul words', () => {
    fc.assert(
      fc.property(hangulWord, fc.constantFrom(...PARTICLE_PAIRS), (word, pair) => {
        expect(pair.split('/')).toContain(particle(word, pair));
      }),
    );
  });
});
