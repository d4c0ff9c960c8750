/**
 * CODE39 tables (https://en.wikipedia.org/wiki/Code_39#Encoding; JsBarcode src/barcodes/CODE39).
 * The position of a character is its modulo-43 value; '*' (43) is the start/stop character.
 */
export const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%*';

/** JsBarcode's patterns as numbers; their binary digits are the modules (a trailing gap included). */
const ENCODINGS = [
  20957, 29783, 23639, 30485, 20951, 29813, 23669, 20855, 29789, 23645, 29975, 23831, 30533, 22295, 30149, 24005, 21623, 29981, 23837,
  22301, 30023, 23879, 30545, 22343, 30161, 24017, 21959, 30065, 23921, 22385, 29015, 18263, 29141, 17879, 29045, 18293, 17783, 29021,
  18269, 17477, 17489, 17681, 20753, 35770,
];

/** Module strings by character value. */
export const PATTERNS: readonly string[] = ENCODINGS.map((n) => n.toString(2));

/** Character value by char code (ASCII), -1 for characters CODE39 cannot encode. */
export const VALUE_OF: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < CHARACTERS.length; i++) table[CHARACTERS.charCodeAt(i)] = i;
  return table;
})();

export const STAR = 43;
