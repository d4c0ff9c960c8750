/**
 * CODE39 (spec §5: "CODE39 accepts digits, uppercase letters and - . space $ / + %"), with
 * JsBarcode's upper-casing of the input and its `mod43` check character.
 */
import type { BarcodeEncoding, EncodeOptions } from '../types.js';
import { defineSymbology, mod43Of, single, textOf } from '../symbology.js';
import { CHARACTERS, PATTERNS, STAR, VALUE_OF } from './constants.js';

/** Modulo-43 check value of characters that are all CODE39 characters. */
export function mod43Checksum(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum % 43;
}

function encodeCode39(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  // JsBarcode upper-cases first (String#toUpperCase, so e.g. 'ı' becomes 'I' as it does there).
  let data = value.toUpperCase();
  const values: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    const v = c < 128 ? (VALUE_OF[c] ?? -1) : -1;
    if (v < 0 || v === STAR) return undefined;
    values.push(v);
  }
  if (mod43Of(options)) {
    const check = mod43Checksum(values);
    values.push(check);
    data += CHARACTERS[check];
  }
  if (values.length === 0) return undefined;

  const star = PATTERNS[STAR] ?? '';
  let bars = star;
  for (const v of values) bars += PATTERNS[v] + '0';
  bars += star;
  return single('CODE39', bars, textOf(options, data));
}

export const code39 = defineSymbology('CODE39', encodeCode39, 'expected digits, letters (upper-cased) and - . space $ / + %');
