/**
 * EAN-5 and EAN-2 add-ons (spec §5: "A 5-digit barcode must be exactly 5 digits",
 * "EAN2 is 2 digits"). https://en.wikipedia.org/wiki/EAN-5 , https://en.wikipedia.org/wiki/EAN-2
 */
import type { BarcodeEncoding, EncodeOptions } from '../types.js';
import { defineSymbology, isDigits, single, textOf } from '../symbology.js';
import { ean5Checksum } from './checksums.js';
import { ADDON_START, EAN2_STRUCTURE, EAN5_STRUCTURE } from './constants.js';
import { encodeAddon } from './patterns.js';

function encodeEan5(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  if (!isDigits(value, 5)) return undefined;
  const structure = EAN5_STRUCTURE[ean5Checksum(value)] ?? '';
  return single('EAN5', ADDON_START + encodeAddon(value, structure), textOf(options, value));
}

function encodeEan2(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  if (!isDigits(value, 2)) return undefined;
  const number = (value.charCodeAt(0) - 48) * 10 + value.charCodeAt(1) - 48;
  const structure = EAN2_STRUCTURE[number % 4] ?? '';
  return single('EAN2', ADDON_START + encodeAddon(value, structure), textOf(options, value));
}

export const ean5 = defineSymbology('EAN5', encodeEan5, 'expected exactly 5 digits');
export const ean2 = defineSymbology('EAN2', encodeEan2, 'expected exactly 2 digits');
