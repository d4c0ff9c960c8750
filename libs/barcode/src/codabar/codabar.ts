/**
 * Codabar (http://www.barcodeisland.com/codabar.phtml) as JsBarcode 3.12 encodes it: start and
 * stop characters A-D (added as A…A when the value has none), upper-cased, shown without them.
 */
import type { BarcodeEncoding, EncodeOptions } from '../types.js';
import { defineSymbology, single, textOf } from '../symbology.js';

const PATTERNS: Readonly<Record<string, string>> = {
  '0': '101010011',
  '1': '101011001',
  '2': '101001011',
  '3': '110010101',
  '4': '101101001',
  '5': '110101001',
  '6': '100101011',
  '7': '100101101',
  '8': '100110101',
  '9': '110100101',
  '-': '101001101',
  $: '101100101',
  ':': '1101011011',
  '/': '1101101011',
  '.': '1101101101',
  '+': '1011011011',
  A: '1011001001',
  B: '1001001011',
  C: '1010010011',
  D: '1010011001',
};

/** Patterns by char code (ASCII), '' where codabar has none. */
const BY_CODE: readonly string[] = Array.from({ length: 128 }, (_, c) => PATTERNS[String.fromCharCode(c)] ?? '');

function isDataChar(c: string): boolean {
  return c !== 'A' && c !== 'B' && c !== 'C' && c !== 'D' && PATTERNS[c] !== undefined;
}

function isStartStop(c: string | undefined): boolean {
  return c === 'A' || c === 'B' || c === 'C' || c === 'D';
}

function allData(value: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isDataChar(value[i] ?? '')) return false;
  return to > from;
}

function encodeCodabar(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  const wrapped = allData(value, 0, value.length) ? `A${value}A` : value;
  const data = wrapped.toUpperCase();
  const n = data.length;
  if (!isStartStop(data[0]) || !isStartStop(data[n - 1]) || !allData(data, 1, n - 1)) return undefined;

  let bars = '';
  for (let i = 0; i < n; i++) {
    bars += BY_CODE[data.charCodeAt(i)];
    if (i !== n - 1) bars += '0';
  }
  // JsBarcode: this.options.text || this.text.replace(/[A-D]/g, '')
  let shown = '';
  for (let i = 0; i < n; i++) if (!isStartStop(data[i])) shown += data[i];
  return single('codabar', bars, textOf(options, shown));
}

export const codabar = defineSymbology(
  'codabar',
  encodeCodabar,
  'expected digits and - $ : . / +, optionally between start/stop characters A-D',
);
