/** Interleaved 2 of 5 tables (https://en.wikipedia.org/wiki/Interleaved_2_of_5; JsBarcode src/barcodes/ITF). */
export const START_BIN = '1010';
export const END_BIN = '11101';

/** Narrow (0) / wide (1) element widths of each digit. */
const WIDTHS = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];

/** Module strings of the 100 digit pairs: the first digit in bars, the second in spaces. */
export const PAIRS: readonly string[] = (() => {
  const table: string[] = [];
  for (let pair = 0; pair < 100; pair++) {
    const bars = WIDTHS[Math.floor(pair / 10)] ?? '';
    const spaces = WIDTHS[pair % 10] ?? '';
    let out = '';
    for (let i = 0; i < 5; i++) out += (bars[i] === '1' ? '111' : '1') + (spaces[i] === '1' ? '000' : '0');
    table.push(out);
  }
  return table;
})();
