/**
 * UPC-A and UPC-E as JsBarcode 3.12 encodes them (https://en.wikipedia.org/wiki/Universal_Product_Code).
 * UPC-E takes 6 digits (number system 0) or 8 digits (number system 0/1, 6 digits, UPC-A check digit).
 */
import type { BarcodeEncoding, BarcodeSegment, EncodeOptions } from '../types.js';
import { defineSymbology, displayValueOf, flatOf, isDigits, multi, single, textOf } from '../symbology.js';
import { upcChecksum } from './checksums.js';
import { MIDDLE_BIN, SIDE_BIN, UPC_QUIET_DIGIT, UPCE_END_BIN, UPCE_EXPANSIONS, UPCE_PARITIES } from './constants.js';
import { encodeDigits, encodeRight } from './patterns.js';

function encodeUpc(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  let data = value;
  if (isDigits(data, 11)) data += upcChecksum(data);
  if (!isDigits(data, 12) || data.charCodeAt(11) - 48 !== upcChecksum(data)) return undefined;

  const text = textOf(options, data);
  if (flatOf(options)) {
    const bars = SIDE_BIN + encodeDigits(data, 0, 6, 'LLLLLL') + MIDDLE_BIN + encodeRight(data, 6, 6) + SIDE_BIN;
    return single('UPC', bars, text);
  }
  const displayValue = displayValueOf(options);
  const segments: BarcodeSegment[] = [];
  if (displayValue) segments.push({ bars: UPC_QUIET_DIGIT, text: text.slice(0, 1), textAlign: 'left' });
  segments.push(
    { bars: SIDE_BIN + encodeDigits(data, 0, 1, 'L'), text: '', guard: true },
    { bars: encodeDigits(data, 1, 5, 'LLLLL'), text: text.slice(1, 6) },
    { bars: MIDDLE_BIN, text: '', guard: true },
    { bars: encodeRight(data, 6, 5), text: text.slice(6, 11) },
    { bars: encodeRight(data, 11, 1) + SIDE_BIN, text: '', guard: true },
  );
  if (displayValue) segments.push({ bars: UPC_QUIET_DIGIT, text: text.slice(11, 12), textAlign: 'right' });
  return multi('UPC', text, segments);
}

/** The UPC-A number (with check digit) that 6 UPC-E digits stand for. */
export function expandUpceToUpca(middleDigits: string, numberSystem: string): string {
  const expansion = UPCE_EXPANSIONS[middleDigits.charCodeAt(5) - 48] ?? '';
  let result = numberSystem;
  let next = 0;
  for (let i = 0; i < expansion.length; i++) {
    const c = expansion[i];
    result += c === 'X' ? middleDigits[next++] : c;
  }
  return result + upcChecksum(result);
}

function encodeUpce(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  let middle: string;
  let upcA: string;
  let defaultText: string;
  if (isDigits(value, 6)) {
    middle = value;
    upcA = expandUpceToUpca(value, '0');
    defaultText = upcA[0] + value + upcA[11];
  } else if (isDigits(value, 8) && (value[0] === '0' || value[0] === '1')) {
    middle = value.slice(1, 7);
    upcA = expandUpceToUpca(middle, value[0]);
    if (upcA[11] !== value[7]) return undefined; // check digit mismatch
    defaultText = value;
  } else {
    return undefined;
  }

  const text = textOf(options, defaultText);
  const parity = UPCE_PARITIES[upcA.charCodeAt(11) - 48]?.[upcA.charCodeAt(0) - 48] ?? '';
  const digits = encodeDigits(middle, 0, 6, parity);
  if (flatOf(options)) return single('UPCE', SIDE_BIN + digits + UPCE_END_BIN, text);

  const displayValue = displayValueOf(options);
  const segments: BarcodeSegment[] = [];
  if (displayValue) segments.push({ bars: UPC_QUIET_DIGIT, text: text.charAt(0), textAlign: 'left' });
  segments.push(
    { bars: SIDE_BIN, text: '', guard: true },
    { bars: digits, text: text.slice(1, 7) },
    { bars: UPCE_END_BIN, text: '', guard: true },
  );
  if (displayValue) segments.push({ bars: UPC_QUIET_DIGIT, text: text.charAt(7), textAlign: 'right' });
  return multi('UPCE', text, segments);
}

export const upc = defineSymbology('UPC', encodeUpc, 'expected 11 digits, or 12 digits ending with the correct check digit');
export const upce = defineSymbology(
  'UPCE',
  encodeUpce,
  'expected 6 digits, or 8 digits starting with 0 or 1 and ending with the UPC-A check digit',
);
