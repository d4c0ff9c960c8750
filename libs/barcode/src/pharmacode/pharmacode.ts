/**
 * Pharmacode (Laetus one-track; spec §5: "Pharmacode must be 3 to 131070"). Like JsBarcode the
 * value is read with parseInt(value, 10), so leading spaces and trailing non-digits are ignored.
 */
import type { BarcodeEncoding, EncodeOptions } from '../types.js';
import { defineSymbology, single, textOf } from '../symbology.js';

export const PHARMACODE_MIN = 3;
export const PHARMACODE_MAX = 131070;

function encodePharmacode(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  const number = parseInt(value, 10);
  if (!(number >= PHARMACODE_MIN && number <= PHARMACODE_MAX)) return undefined;
  // From the least significant end: even -> wide bar '11100', odd -> narrow bar '100'.
  let bars = '';
  let z = number;
  while (z !== 0) {
    if (z % 2 === 0) {
      bars = '11100' + bars;
      z = (z - 2) / 2;
    } else {
      bars = '100' + bars;
      z = (z - 1) / 2;
    }
  }
  // Every element ends with a 2-module gap; the last one's is quiet zone, not symbol.
  return single('pharmacode', bars.slice(0, -2), textOf(options, value));
}

export const pharmacode = defineSymbology('pharmacode', encodePharmacode, 'expected a number from 3 to 131070');
