/**
 * JsBarcode's GenericBarcode: a placeholder symbology that accepts anything and always draws the
 * same 41 alternating modules. Kept only because JsBarcode registers it; not a real symbology.
 */
import type { BarcodeEncoding, EncodeOptions } from '../types.js';
import { defineSymbology, single, textOf } from '../symbology.js';

const BARS = '10101010101010101010101010101010101010101';

function encodeGeneric(value: string, options: EncodeOptions | undefined): BarcodeEncoding {
  return single('GenericBarcode', BARS, textOf(options, value));
}

export const genericBarcode = defineSymbology('GenericBarcode', encodeGeneric, 'never rejected');
