/**
 * Shared plumbing of every format module: the string check, JsBarcode's reading of each
 * option, and the result builders. Kept tiny so that one format pulls in almost nothing.
 */
import { InvalidInputError } from './errors.js';
import type { BarcodeEncoding, BarcodeFormat, BarcodeSegment, EncodeOptions, Symbology } from './types.js';

/** A format's core: the encoding, or `undefined` when JsBarcode would not produce a symbol. */
export type EncodeCore = (value: string, options: EncodeOptions | undefined) => BarcodeEncoding | undefined;

export function defineSymbology<F extends BarcodeFormat>(format: F, core: EncodeCore, expected: string): Symbology<F> {
  return {
    format,
    isValid(value, options) {
      return typeof value === 'string' && core(value, options) !== undefined;
    },
    encode(value, options) {
      // JsBarcode coerces anything with "" + value; the issue asks to reject non-strings instead.
      if (typeof value !== 'string') throw new InvalidInputError(format, value, 'the value must be a string');
      const result = core(value, options);
      if (result === undefined) throw new InvalidInputError(format, value, expected);
      return result;
    },
  };
}

/** JsBarcode turns `text` into a string ('' + text) unless it is undefined. */
function textOption(options: EncodeOptions | undefined): string | undefined {
  const text: unknown = options?.text;
  return text === undefined ? undefined : String(text);
}

/** JsBarcode's `this.text = options.text || data`. */
export function textOf(options: EncodeOptions | undefined, data: string): string {
  return textOption(options) || data;
}

/** JsBarcode defaults displayValue to true and reads the string 'false' as false. */
export function displayValueOf(options: EncodeOptions | undefined): boolean {
  const value: unknown = options?.displayValue;
  if (value === undefined) return true;
  if (typeof value === 'string') return value !== 'false';
  return Boolean(value);
}

export function flatOf(options: EncodeOptions | undefined): boolean {
  return Boolean(options?.flat);
}

/** The quiet-zone character after an EAN-13 (shown only when truthy, as in JsBarcode). */
export function lastCharOf(options: EncodeOptions | undefined): string {
  const value: unknown = options?.lastChar;
  return value ? String(value) : '';
}

/** JsBarcode's shouldEncodeAsEan128: only `true` or a string equal to 'true' in any case. */
export function ean128Of(options: EncodeOptions | undefined): boolean {
  const value: unknown = options?.ean128 || false;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  return value === true;
}

export function mod43Of(options: EncodeOptions | undefined): boolean {
  return Boolean(options?.mod43);
}

/** A one-segment result. */
export function single(format: BarcodeFormat, bars: string, text: string): BarcodeEncoding {
  return { format, bars, text, segments: [{ bars, text }] };
}

/** A several-segment result; `bars` is their concatenation. */
export function multi(format: BarcodeFormat, text: string, segments: BarcodeSegment[]): BarcodeEncoding {
  let bars = '';
  for (const segment of segments) bars += segment.bars;
  return { format, bars, text, segments };
}

/** True when `value` is exactly `length` ASCII digits (JsBarcode's /^[0-9]{n}$/). */
export function isDigits(value: string, length: number): boolean {
  if (value.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** True when `value` is one or more ASCII digits (JsBarcode's /^[0-9]+$/). */
export function isAllDigits(value: string): boolean {
  return value.length > 0 && isDigits(value, value.length);
}
