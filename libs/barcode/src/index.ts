/**
 * @bottle/barcode: pure, JsBarcode-compatible barcode validators, encoders and SVG/canvas
 * renderers with no runtime dependency (issue 3; architecture page "Contracts fixed here").
 *
 * By name (pulls in every format): encode, isValid, toSvg, drawCanvas.
 * Tree-shakable (pulls in only what is imported): the format objects (code128, ean13, …) with
 * encodingToSvg / drawEncoding.
 */
export { encode, isValid } from './encode';
export { InvalidInputError, describeInput, MAX_SHOWN_INPUT } from './errors';
export { BARCODE_FORMATS, SYMBOLOGIES, getSymbology } from './registry';
export type { BarcodeEncoding, BarcodeFormat, BarcodeSegment, EncodeOptions, Symbology } from './types';

export { toSvg, drawCanvas } from './render/to-svg';
export { encodingToSvg } from './render/svg';
export { drawEncoding } from './render/canvas';
export type { BarcodeCanvas, BarcodeCanvasContext } from './render/canvas';
export { RENDER_DEFAULTS } from './render/options';
export type { RenderOptions } from './render/options';

export { code128, code128A, code128B, code128C } from './code128';
export { ean13, ean8, ean5, ean2, upc, upce, ean13Checksum, ean8Checksum, upcChecksum } from './ean-upc';
export { code39 } from './code39';
export { code93, code93FullASCII } from './code93';
export { itf, itf14, itf14Checksum } from './itf';
export { msi, msi10, msi11, msi1010, msi1110 } from './msi';
export { codabar } from './codabar';
export { pharmacode, PHARMACODE_MIN, PHARMACODE_MAX } from './pharmacode';
export { genericBarcode } from './generic';
