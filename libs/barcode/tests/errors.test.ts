/**
 * Bad input (spec §5 "Invalid barcode input raises an invalid input error"): a typed
 * error naming the format and the offending input, truncated; non-strings rejected the same way.
 */
import { describe, expect, it } from 'vitest';
import { encode, InvalidInputError, isValid, MAX_SHOWN_INPUT, toSvg } from '../src';
import type { BarcodeFormat } from '../src';

function caught(run: () => unknown): InvalidInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('given invalid input', () => {
  it('when the EAN-13 check digit is wrong, then InvalidInputError names the format, the input and what is expected', () => {
    const error = caught(() => encode('5901234123458', 'EAN13'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InvalidInputError');
    expect(error.format).toBe('EAN13');
    expect(error.input).toBe('"5901234123458"');
    expect(error.message).toBe(
      '"5901234123458" is not a valid input for EAN13: expected 12 digits, or 13 digits ending with the correct check digit',
    );
  });

  it('when the input is long, then the error shows it truncated', () => {
    const error = caught(() => encode('x'.repeat(5000), 'EAN8'));
    expect(error.input).toBe(`"${'x'.repeat(MAX_SHOWN_INPUT)}…"`);
    expect(error.message.length).toBeLessThan(200);
  });

  it('when the input holds control characters, then the message shows them escaped', () => {
    expect(caught(() => encode('\u0000\n', 'CODE39')).input).toBe('"\\u0000\\n"');
  });

  it.each([[5901234123457], [null], [undefined], [{ toString: () => '123' }], [['1', '2']], [Symbol('x')]])(
    'when a JavaScript caller passes %s instead of a string, then it is rejected the same way',
    (value) => {
      const error = caught(() => encode(value as unknown as string, 'EAN13'));
      expect(error.reason).toBe('the value must be a string');
      expect(isValid(value, 'EAN13')).toBe(false);
    },
  );

  it('when the format is unknown, then InvalidInputError lists the known ones', () => {
    const error = caught(() => encode('123', 'QR' as BarcodeFormat));
    expect(error.format).toBe('QR');
    expect(error.reason).toContain('CODE128, CODE128A');
  });

  it('when a format is spelled in another letter case, then it is found as JsBarcode finds it', () => {
    expect(encode('5901234123457', 'ean13' as BarcodeFormat).format).toBe('EAN13');
    expect(encode('1234', 'PHARMACODE' as BarcodeFormat).format).toBe('pharmacode');
  });

  it('when a render option is not a number, then InvalidInputError names the option', () => {
    const error = caught(() => toSvg('123', { width: Number.NaN }));
    expect(error.reason).toMatch(/option "width" must be a finite number/);
    expect(caught(() => toSvg('123', { height: 'tall' as unknown as number })).reason).toMatch(/"height"/);
  });

  it('when numeric render options come as strings (HTML attributes), then they are parsed as JsBarcode parses them', () => {
    expect(toSvg('123', { height: '50' as unknown as number })).toBe(toSvg('123', { height: 50 }));
  });

  it.each<[BarcodeFormat, string]>([
    ['EAN5', '1234'],
    ['EAN2', '1'],
    ['pharmacode', '2'],
    ['pharmacode', '131071'],
    ['CODE39', 'ab!'],
    ['CODE128C', '12345'],
    ['CODE128A', 'abc'],
    ['EAN8', '96385073'],
  ])('when %s gets %j (spec §5), then it is invalid', (format, value) => {
    expect(isValid(value, format)).toBe(false);
    expect(() => encode(value, format)).toThrow(InvalidInputError);
  });
});
