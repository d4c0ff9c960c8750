/**
 * The format-by-name entry points fixed by the architecture page:
 * `encode(value, format = 'CODE128', options?)` and `isValid(value, format?, options?)`.
 */
import { InvalidInputError } from './errors.js';
import { BARCODE_FORMATS, getSymbology } from './registry.js';
import type { BarcodeEncoding, BarcodeFormat, EncodeOptions, Symbology } from './types.js';

/** The symbology for `format`, or InvalidInputError naming the unknown format. */
export function symbologyFor(format: unknown, value: unknown): Symbology {
  const symbology = getSymbology(format);
  if (symbology === undefined) {
    throw new InvalidInputError(String(format), value, `unknown format; expected one of ${BARCODE_FORMATS.join(', ')}`);
  }
  return symbology;
}

/**
 * Encodes `value` as `format` into bar modules, bit for bit what JsBarcode 3.12 encodes.
 *
 * @throws InvalidInputError when the value (or the format name) is not valid; never anything else.
 * @example
 * encode('5901234123457', 'EAN13').bars; // '000000000000101000101…'
 * encode('A-123').segments; // [{ bars: '11010010000…', text: 'A-123' }]
 */
export function encode(value: string, format: BarcodeFormat = 'CODE128', options?: EncodeOptions): BarcodeEncoding {
  return symbologyFor(format, value).encode(value, options);
}

/**
 * Whether `encode(value, format, options)` would succeed. Never throws; an unknown format is false.
 *
 * @example
 * isValid('5901234123458', 'EAN13'); // false: wrong check digit
 */
export function isValid(value: unknown, format: BarcodeFormat = 'CODE128', options?: EncodeOptions): boolean {
  const symbology = getSymbology(format);
  return symbology !== undefined && symbology.isValid(value, options);
}
