import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontSize } from './font-size';
import { formatCardNumber, formatNumber, gradeToAmount, stripLast4 } from './number';
import examples from './number.examples.json';

describe('formatNumber (spec §9: thousands separators for 4+ digits)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
    [0.25, '0.25'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['1234567', '1,234,567'],
    [' 98765 ', '98,765'],
    ['1,234', '1,234'],
    ['0012345', '0,012,345'],
    ['12345678901234567890', '12,345,678,901,234,567,890'],
    ['-5000.75', '-5,000.75'],
  ] as const)('given %j then %j', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([null, undefined, NaN, Infinity, -Infinity, '', '  ', 'abc', '12a', '1.2.3'])(
    'given bad input %j then falls back to "0"',
    (value) => {
      expect(formatNumber(value as never)).toBe('0');
    },
  );

  it('property: removing the commas gives the integer back', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatNumber(n).replace(/,/g, '')).toBe(String(n));
      }),
    );
  });

  it('property: groups after the first hold exactly 3 digits and the first 1 to 3', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        const groups = formatNumber(n.toString()).split(',');
        expect(groups[0]).toMatch(/^\d{1,3}$/);
        for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/);
      }),
    );
  });

  it('property: numbers below 1000 in absolute value get no separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), (n) => {
        expect(formatNumber(n)).toBe(String(n));
      }),
    );
  });

  it('property: agrees with Intl en-US grouping for integers', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});

describe('formatCardNumber (spec §2, §9: 4-4-4-4)', () => {
  // Rows of number.examples.json (decision 0770): [value, separator, the formatted number].
  it.each(examples.cardNumbers)('given %j and separator %j then %j', (value, separator, expected) => {
    expect(formatCardNumber(value, separator)).toBe(expected);
  });

  it('defaults to a dash separator', () => {
    expect(formatCardNumber('1111222233334444')).toBe('1111-2222-3333-4444');
  });

  it.each([null, undefined, NaN, '', 'abcd'])('given bad input %j then ""', (value) => {
    expect(formatCardNumber(value as never)).toBe('');
  });

  it('property: 16 digits become four groups of four whose join is the input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), (digits) => {
        const formatted = formatCardNumber(digits);
        expect(formatted).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
        expect(formatted.replace(/-/g, '')).toBe(digits);
      }),
    );
  });
});

describe('fontSize (spec §9: value / 1.55 × 0.1 rem)', () => {
  it.each([
    [15.5, '1rem'],
    [31, '2rem'],
    [0, '0rem'],
    [14, '0.9032rem'],
    [20, '1.2903rem'],
    ['15.5', '1rem'],
  ] as const)('given %j px then %s', (px, expected) => {
    expect(fontSize(px)).toBe(expected);
  });

  it.each([null, undefined, NaN, '', 'big', Infinity])('given bad input %j then "0rem"', (value) => {
    expect(fontSize(value as never)).toBe('0rem');
  });
});

describe('gradeToAmount (spec §9)', () => {
  it.each([
    [0, 0],
    [1, 10000],
    [4, 40000],
    [49, 490000],
    [50, 999999999],
    [99, 999999999],
    ['3', 30000],
  ] as const)('given grade %j then %d', (grade, amount) => {
    expect(gradeToAmount(grade)).toBe(amount);
  });

  it.each([null, undefined, NaN, '', 'gold', -1])('given bad input %j then 0', (value) => {
    expect(gradeToAmount(value as never)).toBe(0);
  });
});

describe("stripLast4 (spec §9: strip the last 4 characters, defaulting to '0')", () => {
  it.each([
    ['1230000', '123'],
    ['12345', '1'],
    ['1234', '0'],
    ['1', '0'],
    [50000, '5'],
    [120000000, '12000'],
  ] as const)('given %j then %j', (value, expected) => {
    expect(stripLast4(value)).toBe(expected);
  });

  it.each([null, undefined, NaN, ''])('given bad input %j then "0"', (value) => {
    expect(stripLast4(value as never)).toBe('0');
  });
});
