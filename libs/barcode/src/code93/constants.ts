/**
 * CODE93 tables (https://en.wikipedia.org/wiki/Code_93; JsBarcode src/barcodes/CODE93/constants.js).
 * Symbol values 0..42 are the characters of CHARACTERS, 43..46 the shift symbols ($) (%) (/) (+),
 * 47 the start/stop symbol.
 */
export const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';
export const SHIFT_DOLLAR = 43;
export const SHIFT_PERCENT = 44;
export const SHIFT_SLASH = 45;
export const SHIFT_PLUS = 46;
export const START_STOP = 47;

export const BINARIES: readonly string[] = [
  '100010100',
  '101001000',
  '101000100',
  '101000010',
  '100101000',
  '100100100',
  '100100010',
  '101010000',
  '100010010',
  '100001010',
  '110101000',
  '110100100',
  '110100010',
  '110010100',
  '110010010',
  '110001010',
  '101101000',
  '101100100',
  '101100010',
  '100110100',
  '100011010',
  '101011000',
  '101001100',
  '101000110',
  '100101100',
  '100010110',
  '110110100',
  '110110010',
  '110101100',
  '110100110',
  '110010110',
  '110011010',
  '101101100',
  '101100110',
  '100110110',
  '100111010',
  '100101110',
  '111010100',
  '111010010',
  '111001010',
  '101101110',
  '101110110',
  '110101110',
  '100100110',
  '111011010',
  '111010110',
  '100110010',
  '101011110',
];

/** Full ASCII: the shift symbol and the character that encode each of ASCII 0..127 ('' = itself). */
const FULL_ASCII_PAIRS: Readonly<Record<number, string>> = (() => {
  const pairs: Record<number, string> = {};
  const set = (code: number, shift: string, letter: string): void => {
    pairs[code] = shift + letter;
  };
  set(0, '%', 'U');
  for (let c = 1; c <= 26; c++) set(c, '$', String.fromCharCode(64 + c));
  for (let c = 27; c <= 31; c++) set(c, '%', String.fromCharCode(65 + c - 27));
  const slash = '!"#&\'()*,:';
  const slashLetters = 'ABCFGHIJLZ';
  for (let i = 0; i < slash.length; i++) set(slash.charCodeAt(i), '/', slashLetters[i] ?? '');
  const percent = ';<=>?@[\\]^_`{|}~\x7f';
  const percentLetters = 'FGHIJVKLMNOWPQRST';
  for (let i = 0; i < percent.length; i++) set(percent.charCodeAt(i), '%', percentLetters[i] ?? '');
  for (let c = 97; c <= 122; c++) set(c, '+', String.fromCharCode(c - 32));
  return pairs;
})();

const SHIFT_VALUE: Readonly<Record<string, number>> = { $: SHIFT_DOLLAR, '%': SHIFT_PERCENT, '/': SHIFT_SLASH, '+': SHIFT_PLUS };

/**
 * Symbol values of each ASCII character: one value for the 43 CODE93 characters, two
 * (shift, letter) for the rest; `undefined` above 127.
 */
export const ASCII_SYMBOLS: readonly (readonly number[])[] = (() => {
  const table: number[][] = [];
  for (let c = 0; c < 128; c++) {
    const direct = CHARACTERS.indexOf(String.fromCharCode(c));
    const pair = FULL_ASCII_PAIRS[c];
    if (direct >= 0) table.push([direct]);
    else if (pair !== undefined) table.push([SHIFT_VALUE[pair[0] ?? ''] ?? -1, CHARACTERS.indexOf(pair[1] ?? '')]);
    else table.push([]);
  }
  return table;
})();
