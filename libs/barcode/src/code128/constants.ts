/**
 * CODE128 tables (ISO/IEC 15417). Symbol patterns as module strings, in symbol-value order,
 * the same table as JsBarcode's src/barcodes/CODE128/constants.js.
 */

/** Patterns of symbol values 0..105 (11 modules each) and the stop pattern 106 (13 modules). */
export const BARS: readonly string[] = [
  '11011001100',
  '11001101100',
  '11001100110',
  '10010011000',
  '10010001100',
  '10001001100',
  '10011001000',
  '10011000100',
  '10001100100',
  '11001001000',
  '11001000100',
  '11000100100',
  '10110011100',
  '10011011100',
  '10011001110',
  '10111001100',
  '10011101100',
  '10011100110',
  '11001110010',
  '11001011100',
  '11001001110',
  '11011100100',
  '11001110100',
  '11101101110',
  '11101001100',
  '11100101100',
  '11100100110',
  '11101100100',
  '11100110100',
  '11100110010',
  '11011011000',
  '11011000110',
  '11000110110',
  '10100011000',
  '10001011000',
  '10001000110',
  '10110001000',
  '10001101000',
  '10001100010',
  '11010001000',
  '11000101000',
  '11000100010',
  '10110111000',
  '10110001110',
  '10001101110',
  '10111011000',
  '10111000110',
  '10001110110',
  '11101110110',
  '11010001110',
  '11000101110',
  '11011101000',
  '11011100010',
  '11011101110',
  '11101011000',
  '11101000110',
  '11100010110',
  '11101101000',
  '11101100010',
  '11100011010',
  '11101111010',
  '11001000010',
  '11110001010',
  '10100110000',
  '10100001100',
  '10010110000',
  '10010000110',
  '10000101100',
  '10000100110',
  '10110010000',
  '10110000100',
  '10011010000',
  '10011000010',
  '10000110100',
  '10000110010',
  '11000010010',
  '11001010000',
  '11110111010',
  '11000010100',
  '10001111010',
  '10100111100',
  '10010111100',
  '10010011110',
  '10111100100',
  '10011110100',
  '10011110010',
  '11110100100',
  '11110010100',
  '11110010010',
  '11011011110',
  '11011110110',
  '11110110110',
  '10101111000',
  '10100011110',
  '10001011110',
  '10111101000',
  '10111100010',
  '11110101000',
  '11110100010',
  '10111011110',
  '10111101110',
  '11101011110',
  '11110101110',
  '11010000100',
  '11010010000',
  '11010011100',
  '1100011101011',
];

/** Symbol values with a fixed meaning. */
export const SHIFT = 98;
export const CODE_C = 99;
export const CODE_B = 100;
export const CODE_A = 101;
export const FNC1 = 102;
export const START_A = 103;
export const STOP = 106;
export const MODULO = 103;

/**
 * JsBarcode's in-band control characters: char code = symbol value + 105, so \xCB is SHIFT,
 * \xCC CODE C, \xCD CODE B, \xCE CODE A, \xCF FNC1 and \xD0..\xD2 the start characters.
 */
export const CHAR_OFFSET = 105;
export const SHIFT_CHAR = 203;
export const TO_C_CHAR = 204;
export const TO_B_CHAR = 205;
export const TO_A_CHAR = 206;
export const FNC1_CHAR = 207;
export const START_A_CHAR = 208;
export const START_B_CHAR = 209;
export const START_C_CHAR = 210;

/** Code sets, numbered as the start symbols minus START_A. */
export const SET_A = 0;
export const SET_B = 1;
export const SET_C = 2;

/** Character classes of char codes 0..255 (anything above is in no class). */
export const IN_A = 1; // [\x00-\x5F\xC8-\xCF]
export const IN_B = 2; // [\x20-\x7F\xC8-\xCF]
export const DIGIT = 4; // [0-9]
export const IN_AUTO = 8; // [\x00-\x7F\xC8-\xD3]: what CODE128 (auto) accepts at all

export const CLASSES: Uint8Array = (() => {
  const table = new Uint8Array(256);
  for (let c = 0; c < 256; c++) {
    let flags = 0;
    const special = c >= 0xc8 && c <= 0xcf;
    if (c <= 0x5f || special) flags |= IN_A;
    if ((c >= 0x20 && c <= 0x7f) || special) flags |= IN_B;
    if (c >= 48 && c <= 57) flags |= DIGIT;
    if (c <= 0x7f || (c >= 0xc8 && c <= 0xd3)) flags |= IN_AUTO;
    table[c] = flags;
  }
  return table;
})();
