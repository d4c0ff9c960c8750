/**
 * Types : the built .d.ts files of @bottle/barcode work for another team's
 * project under moduleResolution bundler, node16 and nodenext with skipLibCheck false (before
 * the fix: 20 errors under node16/nodenext, and with skipLibCheck true every type became `any`).
 */
// Both libraries' type checks share this build-time suite (it is not library code; nothing ships it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeConsumerTypes } from '../../../tools/package-suites';

/**
 * Uses the main API, a typed result and instanceof narrowing of the error class. The
 * @ts-expect-error lines fail the check when the package's types collapse to `any`.
 */
const CONSUMER = `
import { InvalidInputError, encode, ean13, encodingToSvg, toSvg } from '@bottle/barcode';
import type { BarcodeEncoding, BarcodeFormat, RenderOptions } from '@bottle/barcode';

const format: BarcodeFormat = 'EAN13';
const options: RenderOptions = {};

export function barcodeSvg(value: string): string {
  try {
    const encoding: BarcodeEncoding = encode(value, format);
    return encodingToSvg(encoding, options) + toSvg(value, { ...options, format });
  } catch (error: unknown) {
    if (error instanceof InvalidInputError) return error.format + ': ' + error.reason.toUpperCase();
    throw error;
  }
}

export const bars: string = ean13.encode('5901234123457').bars;
// @ts-expect-error encode returns an encoding, not a number
export const notANumber: number = encode('A-1');
// @ts-expect-error not a format of the library
export const notAFormat: BarcodeFormat = 'QR';
`;

describeConsumerTypes('@bottle/barcode', import.meta.url, CONSUMER);
