/**
 * EAN/UPC tables (GS1 General Specifications §5.2; JsBarcode src/barcodes/EAN_UPC/constants.js).
 * https://en.wikipedia.org/wiki/International_Article_Number#Binary_encoding_of_data_digits_into_EAN-13_barcode
 */

export const SIDE_BIN = '101';
export const MIDDLE_BIN = '01010';
/** UPC-E's end guard. */
export const UPCE_END_BIN = '010101';
/** EAN-2/EAN-5 add-on start and separator. */
export const ADDON_START = '1011';
export const ADDON_SEPARATOR = '01';

/**
 * Digit patterns by parity: L (odd, left), R (right) and G (even, left). As GS1 defines them
 * (§5.2.1.2.1), R is L with every module inverted and G is R read backwards. UPC-E's O is L,
 * E is G.
 */
export const L: readonly string[] = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
export const R: readonly string[] = /* @__PURE__ */ L.map((pattern) => pattern.replace(/[01]/g, (bit) => (bit === '0' ? '1' : '0')));
export const G: readonly string[] = /* @__PURE__ */ R.map((pattern) => [...pattern].reverse().join(''));

/** EAN-13 left-half parities by the first (implicit) digit. */
export const EAN13_STRUCTURE: readonly string[] = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** EAN-2 parities by value mod 4. */
export const EAN2_STRUCTURE: readonly string[] = ['LL', 'LG', 'GL', 'GG'];

/** EAN-5 parities by its checksum. */
export const EAN5_STRUCTURE: readonly string[] = ['GGLLL', 'GLGLL', 'GLLGL', 'GLLLG', 'LGGLL', 'LLGGL', 'LLLGG', 'LGLGL', 'LGLLG', 'LLGLG'];

/** UPC-E expansion to UPC-A by the last UPC-E digit ('X' = next UPC-E digit). */
export const UPCE_EXPANSIONS: readonly string[] = [
  'XX00000XXX',
  'XX10000XXX',
  'XX20000XXX',
  'XXX00000XX',
  'XXXX00000X',
  'XXXXX00005',
  'XXXXX00006',
  'XXXXX00007',
  'XXXXX00008',
  'XXXXX00009',
];

/** UPC-E parities (E = G patterns, O = L patterns) by check digit, then number system 0/1. */
export const UPCE_PARITIES: readonly (readonly [string, string])[] = [
  ['EEEOOO', 'OOOEEE'],
  ['EEOEOO', 'OOEOEE'],
  ['EEOOEO', 'OOEEOE'],
  ['EEOOOE', 'OOEEEO'],
  ['EOEEOO', 'OEOOEE'],
  ['EOOEEO', 'OEEOOE'],
  ['EOOOEE', 'OEEEOO'],
  ['EOEOEO', 'OEOEOE'],
  ['EOEOOE', 'OEOEEO'],
  ['EOOEOE', 'OEEOEO'],
];

/** Blank modules JsBarcode reserves under the quiet-zone digits. */
export const EAN13_QUIET_DIGIT = '000000000000';
export const UPC_QUIET_DIGIT = '00000000';
export const LAST_CHAR_GAP = '00';
export const LAST_CHAR_SPACE = '00000';
