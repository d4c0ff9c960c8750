/** ITF (an even number of digits) and ITF-14 (13 digits + GS1 check digit), as in JsBarcode 3.12. */
import type { BarcodeEncoding, EncodeOptions } from '../types.js';
import { defineSymbology, isAllDigits, isDigits, single, textOf } from '../symbology.js';
import { END_BIN, PAIRS, START_BIN } from './constants.js';

/** ITF-14 check digit of the first 13 digits (weights 3,1,3…; GS1 modulo 10). */
export function itf14Checksum(value: string): number {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (value.charCodeAt(i) - 48) * (i % 2 ? 1 : 3);
  return Math.ceil(sum / 10) * 10 - sum;
}

function bars(data: string): string {
  let out = START_BIN;
  for (let i = 0; i < data.length; i += 2) {
    out += PAIRS[(data.charCodeAt(i) - 48) * 10 + data.charCodeAt(i + 1) - 48];
  }
  return out + END_BIN;
}

function encodeItf(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  if (!isAllDigits(value) || value.length % 2 !== 0) return undefined;
  return single('ITF', bars(value), textOf(options, value));
}

function encodeItf14(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  let data = value;
  if (isDigits(data, 13)) data += itf14Checksum(data);
  if (!isDigits(data, 14) || data.charCodeAt(13) - 48 !== itf14Checksum(data)) return undefined;
  return single('ITF14', bars(data), textOf(options, data));
}

export const itf = defineSymbology('ITF', encodeItf, 'expected an even number of digits');
export const itf14 = defineSymbology('ITF14', encodeItf14, 'expected 13 digits, or 14 digits ending with the correct check digit');
