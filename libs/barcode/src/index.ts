/**
 * @bottle/barcode: pure, JsBarcode-compatible barcode validators, encoders and SVG/canvas
 * renderers with no runtime dependency (architecture page "Contracts fixed here").
 *
 * By name (pulls in every format): encode, isValid, toSvg, drawCanvas.
 * Tree-shakable (pulls in only what is imported): the format objects (code128, ean13, …) with
 * encodingToSvg / drawEncoding.
 */
export { encode, isValid } from './encode.js';
export { InvalidInputError, describeInput, MAX_SHOWN_INPUT } from './errors.js';
export { BARCODE_FORMATS, SYMBOLOGIES, getSymbology } from './registry.js';
export type { BarcodeEncoding, BarcodeFormat, BarcodeSegment, EncodeOptions, Symbology } from './types.js';

export { toSvg, drawCanvas } from './render/to-svg.js';
export { encodingToSvg } from './render/svg.js';
export { drawEncoding } from './render/canvas.js';
export type { BarcodeCanvas, BarcodeCanvasContext } from './render/canvas.js';
export { RENDER_DEFAULTS } from './render/options.js';
export type { RenderOptions } from './render/options.js';

export { code128, code128A, code128B, code128C } from './code128/index.js';
export { ean13, ean8, ean5, ean2, upc, upce, ean13Checksum, ean8Checksum, upcChecksum } from './ean-upc/index.js';
// The EAN/UPC digit tables, for readers and decoders of these symbols (e.g. a scanner's test double).
export { L as EAN_L_CODES, G as EAN_G_CODES, R as EAN_R_CODES, EAN13_STRUCTURE as EAN13_PARITIES } from './ean-upc/constants.js';
export { code39 } from './code39/index.js';
export { code93, code93FullASCII } from './code93/index.js';
export { itf, itf14, itf14Checksum } from './itf/index.js';
export { msi, msi10, msi11, msi1010, msi1110 } from './msi/index.js';
export { codabar } from './codabar/index.js';
export { pharmacode, PHARMACODE_MIN, PHARMACODE_MAX } from './pharmacode/index.js';
export { genericBarcode } from './generic/index.js';
