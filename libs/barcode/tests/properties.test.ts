/**
 * Property tests (fast-check): encode never throws anything but InvalidInputError; every valid
 * input's symbol starts and ends with a bar and has its format's length; check digits verify.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARCODE_FORMATS, encode, InvalidInputError, isValid } from '../src';
import type { BarcodeEncoding, BarcodeFormat, EncodeOptions } from '../src';

const formats = fc.constantFrom(...BARCODE_FORMATS);
const options: fc.Arbitrary<EncodeOptions> = fc.record(
  {
    text: fc.string(),
    displayValue: fc.boolean(),
    flat: fc.boolean(),
    lastChar: fc.string({ maxLength: 2 }),
    ean128: fc.oneof(fc.boolean(), fc.constantFrom('true', 'TRUE', 'false')),
    mod43: fc.boolean(),
  },
  { requiredKeys: [] },
);
const values = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[0-9]{0,16}$/),
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDabcd-$:./+ %\xc8\xcb\xcc\xcd\xce\xcf'.split('')) }),
  fc.anything(),
);

const digitString = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** GS1 modulo 10, written independently of the library: weight 3 on the digit next to the check digit. */
function gs1Check(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Bars without the blank quiet-zone segments JsBarcode adds around EAN-13/UPC/UPC-E. */
function symbol(encoding: BarcodeEncoding): string {
  const segments = [...encoding.segments];
  while (segments.length > 0 && !segments[0]?.bars.includes('1')) segments.shift();
  while (segments.length > 0 && !segments[segments.length - 1]?.bars.includes('1')) segments.pop();
  return segments.map((s) => s.bars).join('');
}

/** Modules per format (n = length of the encoded data), from each symbology's structure. */
function lengthFits(format: BarcodeFormat, bars: string, data: string): boolean {
  const n = data.length;
  switch (format) {
    case 'EAN13':
    case 'UPC':
      return bars.length === 95;
    case 'EAN8':
      return bars.length === 67;
    case 'UPCE':
      return bars.length === 51;
    case 'EAN5':
      return bars.length === 47;
    case 'EAN2':
      return bars.length === 20;
    case 'ITF':
    case 'ITF14':
      return bars.length === 9 + 9 * n; // start 4 + stop 5 + 18 per digit pair
    case 'MSI':
    case 'MSI10':
    case 'MSI11':
    case 'MSI1010':
    case 'MSI1110':
      return bars.length === 7 + 12 * n; // start 3 + stop 4 + 12 per digit
    case 'CODE39':
      return bars.length === 16 * (n + 2); // 15 modules + gap per character, with the * pair
    case 'CODE93':
      return bars.length === 9 * (n + 4) + 1; // start, data, C, K, stop, termination bar
    case 'CODE128':
    case 'CODE128A':
    case 'CODE128B':
    case 'CODE128C':
      return bars.length >= 35 && (bars.length - 13) % 11 === 0; // 11 per symbol, 13 for stop
    case 'GenericBarcode':
      return bars.length === 41;
    default:
      return bars.length > 0;
  }
}

describe('given any value, format and options', () => {
  it('when encoding, then the only error ever thrown is InvalidInputError, exactly when isValid is false', () => {
    fc.assert(
      fc.property(values, formats, options, (value, format, opts) => {
        let threw: unknown = undefined;
        try {
          encode(value as string, format, opts);
        } catch (error) {
          threw = error;
        }
        if (threw !== undefined) {
          expect(threw).toBeInstanceOf(InvalidInputError);
          expect((threw as InvalidInputError).format).toBe(format);
        }
        expect(isValid(value, format, opts)).toBe(threw === undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it('when the format name is unknown, then InvalidInputError names it', () => {
    fc.assert(
      fc.property(
        fc.string().filter((f) => !BARCODE_FORMATS.some((k) => k.toUpperCase() === f.toUpperCase())),
        (format) => {
          expect(() => encode('123', format as BarcodeFormat)).toThrow(InvalidInputError);
          expect(isValid('123', format as BarcodeFormat)).toBe(false);
        },
      ),
    );
  });
});

describe('given a valid input', () => {
  const validCases = fc
    .tuple(formats, values, options)
    .filter(([format, value, opts]) => typeof value === 'string' && isValid(value, format, opts));
  const structured = fc.oneof(
    fc.tuple(fc.constant<BarcodeFormat>('EAN13'), digitString(12), options),
    fc.tuple(fc.constant<BarcodeFormat>('EAN8'), digitString(7), options),
    fc.tuple(fc.constant<BarcodeFormat>('UPC'), digitString(11), options),
    fc.tuple(fc.constant<BarcodeFormat>('UPCE'), digitString(6), options),
    fc.tuple(fc.constant<BarcodeFormat>('EAN5'), digitString(5), options),
    fc.tuple(fc.constant<BarcodeFormat>('EAN2'), digitString(2), options),
    fc.tuple(fc.constant<BarcodeFormat>('ITF14'), digitString(13), options),
    fc.tuple(
      fc.constantFrom<BarcodeFormat>('ITF', 'CODE128C'),
      fc.integer({ min: 1, max: 20 }).chain((n) => digitString(2 * n)),
      options,
    ),
    fc.tuple(
      fc.constantFrom<BarcodeFormat>('MSI', 'MSI10', 'MSI11', 'MSI1010', 'MSI1110', 'CODE128', 'pharmacode'),
      digitString(6),
      options,
    ),
    fc.tuple(
      fc.constantFrom<BarcodeFormat>('CODE39', 'CODE93', 'CODE128B', 'codabar', 'CODE93FullASCII'),
      fc.string({ unit: fc.constantFrom(...'0123456789ABCXYZ-. $/+%'.split('')), minLength: 1 }),
      options,
    ),
  );

  it('when encoding, then the symbol starts and ends with a bar and has the length of its format', () => {
    fc.assert(
      fc.property(fc.oneof(validCases, structured), ([format, value, opts]) => {
        fc.pre(isValid(value, format, opts));
        const encoding = encode(value as string, format, opts);
        const bars = symbol(encoding);
        expect(bars).toMatch(/^[01]+$/);
        expect(encoding.bars).toBe(encoding.segments.map((s) => s.bars).join(''));
        expect(bars.startsWith('1')).toBe(true);
        // JsBarcode's CODE39 stop character carries its inter-character gap: a final space module.
        expect(format === 'CODE39' ? bars.endsWith('10') : bars.endsWith('1')).toBe(true);
        // The encoded data with its check characters: the default text (the text option unset).
        const data = encode(value as string, format, { ...opts, text: undefined }).text;
        expect(lengthFits(format, bars, data), `${format} ${bars.length}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('when 12, 7, 11 or 13 digits are given to EAN13, EAN8, UPC or ITF14, then the appended check digit verifies', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.constant<BarcodeFormat>('EAN13'), digitString(12)),
          fc.tuple(fc.constant<BarcodeFormat>('EAN8'), digitString(7)),
          fc.tuple(fc.constant<BarcodeFormat>('UPC'), digitString(11)),
          fc.tuple(fc.constant<BarcodeFormat>('ITF14'), digitString(13)),
        ),
        ([format, body]) => {
          const full = encode(body, format, { flat: true }).text;
          expect(full).toBe(body + String(gs1Check(body)));
          expect(isValid(full, format)).toBe(true);
          for (let wrong = 0; wrong < 10; wrong++) {
            if (wrong !== gs1Check(body)) expect(isValid(body + String(wrong), format)).toBe(false);
          }
          expect(encode(full, format, { flat: true }).bars).toBe(encode(body, format, { flat: true }).bars);
        },
      ),
    );
  });

  it('when a UPC-E number is given, then its UPC-A check digit verifies', () => {
    fc.assert(
      fc.property(digitString(6), (digits) => {
        const text = encode(digits, 'UPCE').text; // number system 0, the 6 digits, UPC-A check digit
        expect(text).toHaveLength(8);
        expect(isValid(text, 'UPCE')).toBe(true);
        const wrong = text.slice(0, 7) + String((Number(text[7]) + 1) % 10);
        expect(isValid(wrong, 'UPCE')).toBe(false);
      }),
    );
  });
});
