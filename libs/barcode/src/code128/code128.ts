/**
 * CODE128 in JsBarcode 3.12's four flavours: CODE128 (automatic code sets), CODE128A, CODE128B
 * and CODE128C, with the GS1-128 `ean128` option. Spec §5: "CODE128 variants check their
 * character sets". JsBarcode's in-band control characters (\xC8..\xCF, see constants.ts) are
 * honoured as it honours them.
 *
 * Where JsBarcode's valid() says yes but its encoder then throws or emits a symbol value
 * outside 0..102 (undefined patterns, a NaN checksum), we reject the input instead: that is
 * the only place isValid departs from JsBarcode's valid(), and the differential test checks it.
 */
import { autoSelect } from './auto.js';
import {
  BARS,
  CHAR_OFFSET,
  CLASSES,
  CODE_A,
  CODE_B,
  CODE_C,
  FNC1,
  IN_A,
  IN_AUTO,
  IN_B,
  MODULO,
  SET_A,
  SET_B,
  SET_C,
  SHIFT,
  START_A,
  START_A_CHAR,
  START_B_CHAR,
  START_C_CHAR,
  STOP,
} from './constants.js';
import type { EncodeOptions, BarcodeEncoding, BarcodeFormat } from '../types.js';
import { defineSymbology, ean128Of, single } from '../symbology.js';

const STOP_BARS = BARS[STOP] ?? '';

/**
 * The char codes of `value`, after `startChar` when one is given, if every one is in
 * `flag`'s class; else undefined (also for the empty string: JsBarcode's regexes use `+`).
 */
function codesIn(value: string, flag: number, startChar?: number): number[] | undefined {
  const n = value.length;
  if (n === 0) return undefined;
  const offset = startChar === undefined ? 0 : 1;
  const codes = new Array<number>(n + offset);
  if (startChar !== undefined) codes[0] = startChar;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c > 255 || ((CLASSES[c] ?? 0) & flag) === 0) return undefined;
    codes[i + offset] = c;
  }
  return codes;
}

/**
 * Encodes char codes that begin with a start character, the way JsBarcode's CODE128.next
 * does (same set switching, SHIFT handling and checksum weights). Mutates `codes`.
 * Returns undefined when a data symbol value would fall outside 0..102.
 */
function encodeCodes(codes: number[], ean128: boolean): string | undefined {
  const n = codes.length;
  const startIndex = (codes[0] ?? 0) - CHAR_OFFSET;
  let set = startIndex - START_A;
  let bars = BARS[startIndex] ?? '';
  let sum = startIndex;
  let pos = 1;
  if (ean128) {
    bars += BARS[FNC1];
    sum += FNC1;
    pos = 2;
  }
  let i = 1;
  while (i < n) {
    const byte = codes[i] ?? 0;
    let index: number;
    if (byte >= 200) {
      index = byte - CHAR_OFFSET;
      i++;
      if (index === CODE_C) set = SET_C;
      else if (index === CODE_B) set = SET_B;
      else if (index === CODE_A) set = SET_A;
      else if (index === SHIFT && set !== SET_C) {
        // JsBarcode rewrites the next character so that the current set encodes the other set's value.
        if (i >= n) return undefined; // SHIFT with nothing after: JsBarcode encodes NaN.
        const next = codes[i] ?? 0;
        codes[i] = set === SET_A ? (next > 95 ? next - 96 : next) : next < 32 ? next + 96 : next;
      }
    } else if (set === SET_A) {
      index = byte < 32 ? byte + 64 : byte - 32;
      i++;
    } else if (set === SET_B) {
      index = byte - 32;
      i++;
    } else {
      if (i + 1 >= n) return undefined; // an odd digit in code set C
      index = (byte - 48) * 10 + (codes[i + 1] ?? 0) - 48;
      i += 2;
    }
    if (index < 0 || index > FNC1) return undefined;
    bars += BARS[index];
    sum += index * pos;
    pos++;
  }
  return bars + BARS[sum % MODULO] + STOP_BARS;
}

/** JsBarcode drops non-printable characters from the default text: /[^\x20-\x7E]/g. */
function printable(text: string): string {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) break;
    i++;
  }
  if (i === n) return text;
  let out = text.slice(0, i);
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e) out += text[i];
  }
  return out;
}

function fromCodes(codes: readonly number[], from: number): string {
  let s = '';
  for (let i = from; i < codes.length; i++) s += String.fromCharCode(codes[i] ?? 0);
  return s;
}

/** The text JsBarcode shows: `text` option or the data, non-printables dropped when it is the data. */
function textFor(value: string, codes: readonly number[], options: EncodeOptions | undefined): string {
  const option: unknown = options?.text;
  const text = option === undefined ? '' : String(option);
  if (!text) return printable(value); // the data's printable characters are the input's
  return text === fromCodes(codes, 1) ? printable(text) : text;
}

function finish(format: BarcodeFormat, value: string, codes: number[], options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  const text = textFor(value, codes, options); // before encodeCodes mutates codes on SHIFT
  const bars = encodeCodes(codes, ean128Of(options));
  return bars === undefined ? undefined : single(format, bars, text);
}

function encodeAuto(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  // Outside [\x00-\x7F\xC8-\xD3] JsBarcode either answers invalid or throws a RangeError.
  const input = codesIn(value, IN_AUTO);
  if (input === undefined) return undefined;
  const codes = autoSelect(input);
  return codes === undefined ? undefined : finish('CODE128', value, codes, options);
}

function encodeA(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  const codes = codesIn(value, IN_A, START_A_CHAR);
  return codes === undefined ? undefined : finish('CODE128A', value, codes, options);
}

function encodeB(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  const codes = codesIn(value, IN_B, START_B_CHAR);
  return codes === undefined ? undefined : finish('CODE128B', value, codes, options);
}

/** JsBarcode's /^(\xCF*[0-9]{2}\xCF*)+$/: digit pairs, FNC1 (\xCF) allowed around them. */
function encodeC(value: string, options: EncodeOptions | undefined): BarcodeEncoding | undefined {
  const n = value.length;
  if (n === 0) return undefined;
  const codes = new Array<number>(n + 1);
  codes[0] = START_C_CHAR;
  let i = 0;
  let pairs = 0;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c === 0xcf) {
      codes[++i] = c;
      continue;
    }
    const d = value.charCodeAt(i + 1);
    if (c < 48 || c > 57 || !(d >= 48 && d <= 57)) return undefined;
    codes[i + 1] = c;
    codes[i + 2] = d;
    i += 2;
    pairs++;
  }
  return pairs === 0 ? undefined : finish('CODE128C', value, codes, options);
}

export const code128 = defineSymbology('CODE128', encodeAuto, 'expected ASCII characters (or JsBarcode control characters \\xC8-\\xCF)');
export const code128A = defineSymbology(
  'CODE128A',
  encodeA,
  'expected characters of code set A: ASCII 0-95 (digits, upper case, control characters)',
);
export const code128B = defineSymbology(
  'CODE128B',
  encodeB,
  'expected characters of code set B: ASCII 32-127 (digits, upper and lower case, punctuation)',
);
export const code128C = defineSymbology('CODE128C', encodeC, 'expected an even number of digits');
