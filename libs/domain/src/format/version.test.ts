import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, isVersionLower, parseVersion } from './version';

describe('compareVersions (spec §9: dotted version comparison)', () => {
  it.each([
    ['1.10.0', '1.9.9', 1],
    ['1.9.9', '1.10.0', -1],
    ['1.2', '1.2.0', 0],
    ['1.2.0.0', '1.2', 0],
    ['2.0.0', '10.0.0', -1],
    ['1.0.1', '1.0.0', 1],
    ['v1.2.3', '1.2.3', 0],
    ['1.2.3-beta', '1.2.3', 0],
    ['0.0.0', '0.0.1', -1],
    ['3', '2.99.99', 1],
  ] as const)('given %s and %s then %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it.each([
    [null, '0.0.0', 0],
    [undefined, '1.0.0', -1],
    ['', '0', 0],
    [NaN, '0.0.1', -1],
    ['abc', '0', 0],
  ] as const)('given bad input %j vs %j then compares as version 0 (%d)', (a, b, expected) => {
    expect(compareVersions(a as never, b)).toBe(expected);
  });

  const version = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.'));

  it('property: a version equals itself', () => {
    fc.assert(fc.property(version, (v) => compareVersions(v, v) === 0));
  });

  it('property: swapping the arguments negates the result', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });

  it('property: appending .0 parts never changes the order', () => {
    fc.assert(
      fc.property(version, version, fc.nat({ max: 3 }), (a, b, zeros) => {
        expect(compareVersions(a + '.0'.repeat(zeros), b)).toBe(compareVersions(a, b));
      }),
    );
  });

  it('property: transitive (a ≤ b and b ≤ c imply a ≤ c)', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('property: agrees with a lexicographic comparison of the zero-padded numeric parts', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)), fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)), (x, y) => {
        const key = (p: readonly number[]): string => p.map((n) => String(n).padStart(3, '0')).join('.');
        const expected = key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0;
        expect(compareVersions(x.join('.'), y.join('.'))).toBe(expected);
      }),
    );
  });
});

describe('isVersionLower (spec §4: mandatory update when installed < required)', () => {
  it.each([
    ['1.9.9', '1.10.0', true],
    ['1.10.0', '1.10.0', false],
    ['2.0.0', '1.10.0', false],
    ['0.0.0', '1.0.0', true],
  ] as const)('given installed %s and required %s then %s', (installed, required, expected) => {
    expect(isVersionLower(installed, required)).toBe(expected);
  });
});

describe('parseVersion', () => {
  it.each([
    ['1.10.0', [1, 10, 0]],
    ['v2.x.3', [2, 0, 3]],
    [3, [3]],
    ['', []],
    [null, []],
  ] as const)('given %j then %j', (value, parts) => {
    expect(parseVersion(value)).toEqual(parts);
  });
});
