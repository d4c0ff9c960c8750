/**
 * Public types of @bottle/barcode. Format and option names are JsBarcode 3.12's, so that a
 * team moving from JsBarcode keeps its configuration (architecture page, "Contracts fixed here").
 */

/** Every symbology JsBarcode 3.12 registers, spelled as JsBarcode spells it. */
export type BarcodeFormat =
  | 'CODE128'
  | 'CODE128A'
  | 'CODE128B'
  | 'CODE128C'
  | 'EAN13'
  | 'EAN8'
  | 'EAN5'
  | 'EAN2'
  | 'UPC'
  | 'UPCE'
  | 'CODE39'
  | 'ITF'
  | 'ITF14'
  | 'MSI'
  | 'MSI10'
  | 'MSI11'
  | 'MSI1010'
  | 'MSI1110'
  | 'pharmacode'
  | 'codabar'
  | 'CODE93'
  | 'CODE93FullASCII'
  | 'GenericBarcode';

/**
 * Options that change what is encoded (JsBarcode's names and meanings).
 *
 * @example
 * encode('590123412345', 'EAN13', { flat: true }); // check digit appended, one flat segment
 */
export interface EncodeOptions {
  /** Text shown instead of the encoded value (JsBarcode `text`). */
  text?: string;
  /**
   * Whether the human-readable text is shown. For EAN13, UPC and UPCE it also adds the blank
   * modules JsBarcode reserves for the digits printed in the quiet zones. Default `true`.
   */
  displayValue?: boolean;
  /** EAN13, EAN8, UPC, UPCE: one flat symbol without taller guard bars. Default `false`. */
  flat?: boolean;
  /** EAN13 (guarded, with displayValue): a character printed after the symbol, e.g. `'>'`. */
  lastChar?: string;
  /** CODE128*: encode as GS1-128 (a leading FNC1). `true` or the string `'true'`. */
  ean128?: boolean | string;
  /** CODE39: append the modulo-43 check character. */
  mod43?: boolean;
}

/** One part of a symbol, as JsBarcode's encoders return them (EAN/UPC have several). */
export interface BarcodeSegment {
  /** '1' for a bar module, '0' for a space module. */
  readonly bars: string;
  /** Text printed under this part ('' for none). */
  readonly text: string;
  /** Guard bars: drawn longer, down into the text area (EAN/UPC, not flat). */
  readonly guard?: true;
  /** Alignment of this part's text when it differs from the global `textAlign`. */
  readonly textAlign?: 'left' | 'right';
}

/** The result of `encode`: what a renderer needs, nothing about pixels. */
export interface BarcodeEncoding {
  readonly format: BarcodeFormat;
  /** All modules of all segments, '1' bar / '0' space: JsBarcode's concatenated `data`. */
  readonly bars: string;
  /** The human-readable text (the `text` option if given; with computed check digits). */
  readonly text: string;
  readonly segments: readonly BarcodeSegment[];
}

/**
 * One symbology as a standalone, tree-shakable object: import only the ones you use.
 *
 * @example
 * import { ean13 } from '@bottle/barcode';
 * ean13.encode('5901234123457').bars;
 */
export interface Symbology<F extends BarcodeFormat = BarcodeFormat> {
  readonly format: F;
  /** true when `encode` would succeed for this value and these options. Never throws. */
  isValid(value: unknown, options?: EncodeOptions): boolean;
  /** Encodes, or throws `InvalidInputError` naming the format and the value. */
  encode(value: unknown, options?: EncodeOptions): BarcodeEncoding;
}
