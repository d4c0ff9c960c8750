/**
 * CODE93 and Full ASCII CODE93 with the C and K check symbols, as JsBarcode 3.12 encodes them
 * (https://en.wikipedia.org/wiki/Code_93#Detailed_outline).
 */
import type { BarcodeEncoding, BarcodeFormat, EncodeOptions } from '../types.js';
import { defineSymbology, single, textOf } from '../symbology.js';
import { ASCII_SYMBOLS, BINARIES, START_STOP } from './constants.js';

/** Weighted modulo-47 check symbol: weights 1..maxWeight repeating from the right. */
export function code93Checksum(values: readonly number[], maxWeight: number): number {
  let sum = 0;
  for (let i = values.length - 1, weight = 1; i >= 0; i--) {
    sum += (values[i] ?? 0) * weight;
    weight = weight === maxWeight ? 1 : weight + 1;
  }
  return sum % 47;
}

function encodeWith(format: BarcodeFormat, fullAscii: boolean) {
  return (value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined => {
    const n = value.length;
    if (n === 0) return undefined;
    const values: number[] = [];
    for (let i = 0; i < n; i++) {
      const c = value.charCodeAt(i);
      const symbols = c < 128 ? ASCII_SYMBOLS[c] : undefined;
      if (symbols === undefined || symbols.length === 0 || (!fullAscii && symbols.length !== 1)) return undefined;
      for (const s of symbols) values.push(s);
    }
    const c = code93Checksum(values, 20);
    values.push(c);
    const k = code93Checksum(values, 15);
    values.push(k);

    const startStop = BINARIES[START_STOP] ?? '';
    let bars = startStop;
    for (const v of values) bars += BINARIES[v];
    bars += startStop + '1';
    return single(format, bars, textOf(options, value));
  };
}

export const code93 = defineSymbology('CODE93', encodeWith('CODE93', false), 'expected digits, upper-case letters and - . space $ / + %');
export const code93FullASCII = defineSymbology('CODE93FullASCII', encodeWith('CODE93FullASCII', true), 'expected ASCII characters (0-127)');
