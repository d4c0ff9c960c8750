/**
 * Every format by its JsBarcode name. Importing this module pulls in every symbology: code that
 * needs one format should import that format's object (e.g. `ean13`) instead (see README).
 */
import { codabar } from './codabar/index.js';
import { code128, code128A, code128B, code128C } from './code128/index.js';
import { code39 } from './code39/index.js';
import { code93, code93FullASCII } from './code93/index.js';
import { ean13, ean8, ean5, ean2, upc, upce } from './ean-upc/index.js';
import { genericBarcode } from './generic/index.js';
import { itf, itf14 } from './itf/index.js';
import { msi, msi10, msi11, msi1010, msi1110 } from './msi/index.js';
import { pharmacode } from './pharmacode/index.js';
import type { BarcodeFormat, Symbology } from './types.js';

export const SYMBOLOGIES: { readonly [F in BarcodeFormat]: Symbology<F> } = {
  CODE128: code128,
  CODE128A: code128A,
  CODE128B: code128B,
  CODE128C: code128C,
  EAN13: ean13,
  EAN8: ean8,
  EAN5: ean5,
  EAN2: ean2,
  UPC: upc,
  UPCE: upce,
  CODE39: code39,
  ITF: itf,
  ITF14: itf14,
  MSI: msi,
  MSI10: msi10,
  MSI11: msi11,
  MSI1010: msi1010,
  MSI1110: msi1110,
  pharmacode,
  codabar,
  CODE93: code93,
  CODE93FullASCII: code93FullASCII,
  GenericBarcode: genericBarcode,
};

/** The format names, in JsBarcode's spelling. */
export const BARCODE_FORMATS = Object.keys(SYMBOLOGIES) as readonly BarcodeFormat[];

const BY_UPPER_CASE: ReadonlyMap<string, Symbology> = new Map(
  BARCODE_FORMATS.map((format) => [format.toUpperCase(), SYMBOLOGIES[format] as Symbology]),
);

/**
 * The symbology for a format name: JsBarcode's exact spelling, or any letter case (JsBarcode
 * itself answers to the name, its upper case and its lower case). Undefined if unknown.
 */
export function getSymbology(format: unknown): Symbology | undefined {
  if (typeof format !== 'string') return undefined;
  if (Object.prototype.hasOwnProperty.call(SYMBOLOGIES, format)) return SYMBOLOGIES[format as BarcodeFormat] as Symbology;
  return BY_UPPER_CASE.get(format.toUpperCase());
}
