/**
 * `toSvg(value, options)` and `drawCanvas(canvas, value, options)` (architecture page): format by
 * name, so they pull in every symbology. For one format only, see `encodingToSvg`/`drawEncoding`.
 */
import { symbologyFor } from '../encode.js';
import type { BarcodeCanvas } from './canvas.js';
import { drawEncoding } from './canvas.js';
import type { RenderOptions } from './options.js';
import { encodingToSvg } from './svg.js';

/**
 * A self-contained SVG document of `value` (no DOM needed), JsBarcode's layout and defaults.
 *
 * @throws InvalidInputError for an invalid value, format or option.
 * @example
 * const svg = toSvg('1234 5678 9012 3456', { format: 'CODE128', height: 70, displayValue: false });
 */
export function toSvg(value: string, options?: RenderOptions): string {
  const encoding = symbologyFor(options?.format ?? 'CODE128', value).encode(value, options);
  return encodingToSvg(encoding, options);
}

/**
 * Draws `value` into a canvas (resized to fit), JsBarcode's layout and defaults.
 *
 * @throws InvalidInputError for an invalid value, format or option; TypeError without a 2D context.
 * @example
 * drawCanvas(document.querySelector('canvas')!, '5901234123457', { format: 'EAN13' });
 */
export function drawCanvas(canvas: BarcodeCanvas, value: string, options?: RenderOptions): void {
  const encoding = symbologyFor(options?.format ?? 'CODE128', value).encode(value, options);
  drawEncoding(canvas, encoding, options);
}
