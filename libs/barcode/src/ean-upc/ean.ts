/**
 * EAN-13 and EAN-8 (spec §5: "A 13-digit barcode needs a correct check digit. If 12 digits are
 * given, the check digit is appended." and "EAN8 needs digits with a check digit"), with
 * JsBarcode's `flat`, `lastChar` and guarded layout (quiet-zone digit, taller guards).
 */
import type { BarcodeEncoding, BarcodeSegment, EncodeOptions } from '../types.js';
import { defineSymbology, displayValueOf, flatOf, isDigits, lastCharOf, multi, single, textOf } from '../symbology.js';
import { ean13Checksum, ean8Checksum } from './checksums.js';
import { EAN13_QUIET_DIGIT, EAN13_STRUCTURE, LAST_CHAR_GAP, LAST_CHAR_SPACE, MIDDLE_BIN, SIDE_BIN } from './constants.js';
import { encodeDigits, encodeRight } from './patterns.js';

const GUARD: BarcodeSegment = { bars: SIDE_BIN, text: '', guard: true };
const MIDDLE: BarcodeSegment = { bars: MIDDLE_BIN, text: '', guard: true };

function encodeEan13(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  let data = value;
  if (isDigits(data, 12)) data += ean13Checksum(data);
  if (!isDigits(data, 13) || data.charCodeAt(12) - 48 !== ean13Checksum(data)) return undefined;

  const text = textOf(options, data);
  const left = encodeDigits(data, 1, 6, EAN13_STRUCTURE[data.charCodeAt(0) - 48] ?? '');
  const right = encodeRight(data, 7, 6);
  if (flatOf(options)) return single('EAN13', SIDE_BIN + left + MIDDLE_BIN + right + SIDE_BIN, text);

  const segments: BarcodeSegment[] = [];
  const displayValue = displayValueOf(options);
  if (displayValue) segments.push({ bars: EAN13_QUIET_DIGIT, text: text.slice(0, 1), textAlign: 'left' });
  segments.push(GUARD, { bars: left, text: text.slice(1, 7) }, MIDDLE, { bars: right, text: text.slice(7, 13) }, GUARD);
  const lastChar = lastCharOf(options);
  if (displayValue && lastChar) {
    segments.push({ bars: LAST_CHAR_GAP, text: '' }, { bars: LAST_CHAR_SPACE, text: lastChar });
  }
  return multi('EAN13', text, segments);
}

function encodeEan8(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  let data = value;
  if (isDigits(data, 7)) data += ean8Checksum(data);
  if (!isDigits(data, 8) || data.charCodeAt(7) - 48 !== ean8Checksum(data)) return undefined;

  const text = textOf(options, data);
  const left = encodeDigits(data, 0, 4, 'LLLL');
  const right = encodeRight(data, 4, 4);
  if (flatOf(options)) return single('EAN8', SIDE_BIN + left + MIDDLE_BIN + right + SIDE_BIN, text);
  return multi('EAN8', text, [GUARD, { bars: left, text: text.slice(0, 4) }, MIDDLE, { bars: right, text: text.slice(4, 8) }, GUARD]);
}

export const ean13 = defineSymbology('EAN13', encodeEan13, 'expected 12 digits, or 13 digits ending with the correct check digit');
export const ean8 = defineSymbology('EAN8', encodeEan8, 'expected 7 digits, or 8 digits ending with the correct check digit');
