/** MSI and its check-digit variants MSI10, MSI11, MSI1010, MSI1110, as in JsBarcode 3.12. */
import type { BarcodeEncoding, BarcodeFormat, EncodeOptions, Symbology } from '../types.js';
import { defineSymbology, isAllDigits, isDigits, single, textOf } from '../symbology.js';
import { mod10, mod11 } from './checksums.js';

/** Each digit as 4 bits, '100' for a 0 bit and '110' for a 1 bit. */
const DIGITS: readonly string[] = Array.from({ length: 10 }, (_, d) => {
  let out = '';
  for (let bit = 3; bit >= 0; bit--) out += (d >> bit) & 1 ? '110' : '100';
  return out;
});

function msiBars(data: string): string {
  let out = '110';
  for (let i = 0; i < data.length; i++) out += DIGITS[data.charCodeAt(i) - 48];
  return out + '1001';
}

/**
 * An MSI format that appends `checks` in order, each computed over the digits so far (MSI1110:
 * the mod 11 digit, then the mod 10 digit of the result). JsBarcode appends the check digits
 * before validating, so an empty input gets a check digit and becomes valid; anything with a
 * non-digit stays invalid (its checksum is NaN there).
 */
function msiSymbology<F extends BarcodeFormat>(format: F, ...checks: ReadonlyArray<(digits: string) => number>): Symbology<F> {
  const encode = (value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined => {
    if (checks.length === 0 ? !isAllDigits(value) : !isDigits(value, value.length)) return undefined;
    const data = checks.reduce((digits, check) => digits + check(digits), value);
    return single(format, msiBars(data), textOf(options, data));
  };
  return defineSymbology(format, encode, 'expected digits');
}

export const msi = msiSymbology('MSI');
export const msi10 = msiSymbology('MSI10', mod10);
export const msi11 = msiSymbology('MSI11', mod11);
export const msi1010 = msiSymbology('MSI1010', mod10, mod10);
export const msi1110 = msiSymbology('MSI1110', mod11, mod10);
