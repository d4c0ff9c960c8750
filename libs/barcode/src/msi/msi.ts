/** MSI and its check-digit variants MSI10, MSI11, MSI1010, MSI1110, as in JsBarcode 3.12. */
import type { BarcodeEncoding, BarcodeFormat, EncodeOptions } from '../types.js';
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

type Check = (digits: string) => string;

/**
 * JsBarcode appends the check digits before validating, so an empty input gets a check digit
 * and becomes valid; anything with a non-digit stays invalid (its checksum is NaN there).
 */
function variant(format: BarcodeFormat, check: Check | undefined) {
  return (value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined => {
    if (check === undefined ? !isAllDigits(value) : !isDigits(value, value.length)) return undefined;
    const data = check === undefined ? value : check(value);
    return single(format, msiBars(data), textOf(options, data));
  };
}

const EXPECTED = 'expected digits';
export const msi = defineSymbology('MSI', variant('MSI', undefined), EXPECTED);
export const msi10 = defineSymbology('MSI10', variant('MSI10', (d) => d + mod10(d)), EXPECTED);
export const msi11 = defineSymbology('MSI11', variant('MSI11', (d) => d + mod11(d)), EXPECTED);
export const msi1010 = defineSymbology(
  'MSI1010',
  variant('MSI1010', (d) => {
    const once = d + mod10(d);
    return once + mod10(once);
  }),
  EXPECTED,
);
export const msi1110 = defineSymbology(
  'MSI1110',
  variant('MSI1110', (d) => {
    const once = d + mod11(d);
    return once + mod10(once);
  }),
  EXPECTED,
);
