/**
 * Exact bit strings for known inputs (JsBarcode's own node tests and the spec §5 rules), and
 * the shape of the result.
 */
import { describe, expect, it } from 'vitest';
import { code128, ean13, encode, EAN13_PARITIES, EAN_G_CODES, EAN_L_CODES, EAN_R_CODES, isValid, pharmacode, upce } from '../src';

describe('given the examples of JsBarcode test suite', () => {
  it.each([
    ['CODE128A', 'ABC\x19', '1101000010010100011000100010110001000100011011011011110100011101101100011101011'],
    ['CODE128B', 'a@B=1', '110100100001001011000011000110110100010110001110011001010011100110110111001001100011101011'],
    ['CODE128C', '123456', '11010011100101100111001000101100011100010110100011011101100011101011'],
    // JsBarcode's older test expected code set B here; 3.12 picks code set C for "12".
    ['CODE128', '12', '1101001110010110011100100110011101100011101011'],
    ['CODE39', 'AB12', '100010111011101011101010001011101011101000101110111010001010111010111000101011101000101110111010'],
    ['CODE93', 'AB12', '1010111101101010001101001001010010001010001001100101101110101001010111101'],
    ['EAN8', '9638507', '1010001011010111101111010110111010101001110111001010001001011100101'],
    ['EAN5', '54495', '10110110001010100011010011101010001011010111001'],
    ['EAN2', '53', '10110110001010100001'],
    ['ITF', '123456', '101011101000101011100011101110100010100011101000111000101011101'],
    ['pharmacode', '1234', '10010011100111001001110010010011100111'],
    ['codabar', 'A12345B', '10110010010101011001010100101101100101010101101001011010100101001001011'],
    ['MSI10', '1234567', '1101001001001101001001101001001001101101001101001001001101001101001101101001001101101101001101001001001'],
  ] as const)('when encoding %s %j, then the bars are exactly JsBarcode’s', (format, value, bars) => {
    expect(encode(value, format, { displayValue: false }).bars).toBe(bars);
  });

  it('when encoding EAN-13 with the guarded layout, then the segments are quiet digit, guards, halves', () => {
    const result = ean13.encode('5901234123457');
    expect(result.segments.map((s) => [s.bars.length, s.text, s.guard ?? false])).toEqual([
      [12, '5', false],
      [3, '', true],
      [42, '901234', false],
      [5, '', true],
      [42, '123457', false],
      [3, '', true],
    ]);
    expect(result.segments[0]?.textAlign).toBe('left');
    expect(result.bars.slice(12)).toBe('10100010110100111011001100100110111101001110101010110011011011001000010101110010011101000100101');
  });

  it('when 12 digits are given to EAN-13 (spec §5), then the check digit is appended', () => {
    expect(encode('590123412345', 'EAN13').text).toBe('5901234123457');
  });

  it('when CODE128 text has control characters, then the shown text drops them as JsBarcode does', () => {
    expect(code128.encode('AB\tC\x00').text).toBe('ABC');
  });

  it('when the text option is set, then it is shown instead of the data', () => {
    expect(encode('AB12', 'CODE128', { text: 'THIS' }).text).toBe('THIS');
  });

  it('when UPC-E gets 6 digits, then the text adds number system 0 and the UPC-A check digit', () => {
    expect(upce.encode('123456').text).toBe('01234565');
  });

  it('when pharmacode gets 3 and 131070 (spec §5 bounds), then both encode', () => {
    expect(pharmacode.isValid('3')).toBe(true);
    expect(pharmacode.isValid('131070')).toBe(true);
  });

  it('when the format is omitted, then CODE128 is used', () => {
    expect(encode('Bottle').format).toBe('CODE128');
    expect(isValid('Bottle')).toBe(true);
  });
});

describe('the exported EAN tables (for code that reads EAN symbols)', () => {
  it('given an EAN-13 code, when its modules are rebuilt from EAN_L/G/R_CODES and EAN13_PARITIES, then they equal the encoder’s bars', () => {
    const code = '5901234123457';
    const parity = EAN13_PARITIES[Number(code[0])] ?? '';
    const left = [...code.slice(1, 7)].map((d, i) => (parity[i] === 'G' ? EAN_G_CODES : EAN_L_CODES)[Number(d)]).join('');
    const right = [...code.slice(7)].map((d) => EAN_R_CODES[Number(d)]).join('');
    expect(`101${left}01010${right}101`).toBe(encode(code, 'EAN13', { flat: true }).bars);
  });
});
