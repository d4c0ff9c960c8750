/**
 * CODE128 automatic code-set selection, reproducing JsBarcode 3.12's auto.js decision for
 * decision (same switch points, same SHIFT substitution) so that the bars match bit for bit,
 * but with char-code scans instead of regular expressions built per call.
 */
import {
  CLASSES,
  DIGIT,
  FNC1_CHAR,
  IN_A,
  IN_B,
  SHIFT_CHAR,
  START_A_CHAR,
  START_B_CHAR,
  START_C_CHAR,
  TO_A_CHAR,
  TO_B_CHAR,
  TO_C_CHAR,
} from './constants.js';

function has(c: number, flag: number): boolean {
  return c < 256 && ((CLASSES[c] ?? 0) & flag) !== 0;
}

/** Length of the run of `flag` characters at `from`. */
function runLength(codes: readonly number[], from: number, flag: number): number {
  let i = from;
  while (i < codes.length && has(codes[i] ?? 0, flag)) i++;
  return i - from;
}

/** End of JsBarcode's code-set-C match at `from`: digit pairs with FNC1s around them. */
function matchCEnd(codes: readonly number[], from: number): number {
  const n = codes.length;
  let pos = from;
  for (;;) {
    let j = pos;
    while (j < n && codes[j] === FNC1_CHAR) j++;
    if (j + 1 < n && has(codes[j] ?? 0, DIGIT) && has(codes[j + 1] ?? 0, DIGIT)) {
      j += 2;
      while (j < n && codes[j] === FNC1_CHAR) j++;
      pos = j;
    } else {
      return pos;
    }
  }
}

/**
 * JsBarcode's /^(set+?)(([0-9]{2}){2,})([^0-9]|$)/: the shortest non-empty run of `flag`
 * characters at `from` that is followed by an even run of at least four digits. -1 if none.
 */
function untilC(codes: readonly number[], from: number, flag: number): number {
  const n = codes.length;
  let digitRunEnd = -1;
  for (let q = from + 1; q <= n; q++) {
    if (!has(codes[q - 1] ?? 0, flag)) return -1;
    if (q < n && has(codes[q] ?? 0, DIGIT)) {
      if (digitRunEnd < q) {
        digitRunEnd = q;
        while (digitRunEnd < n && has(codes[digitRunEnd] ?? 0, DIGIT)) digitRunEnd++;
      }
      const run = digitRunEnd - q;
      if (run >= 4 && run % 2 === 0) return q;
    }
  }
  return -1;
}

function copy(codes: readonly number[], from: number, to: number, out: number[]): void {
  for (let i = from; i < to; i++) out.push(codes[i] ?? 0);
}

/**
 * Returns the char codes JsBarcode would encode (start character first, switch characters
 * inserted), or `undefined` where JsBarcode's auto.js throws (a character in no code set,
 * e.g. \xD0..\xD3, where a code-set run must begin).
 */
export function autoSelect(codes: readonly number[]): number[] | undefined {
  const n = codes.length;
  const out: number[] = [];
  let pos = 0;
  let mode: 'C' | 'A' | 'B';
  if (matchCEnd(codes, 0) >= 2) {
    out.push(START_C_CHAR);
    mode = 'C';
  } else {
    const isA = runLength(codes, 0, IN_A) > runLength(codes, 0, IN_B);
    out.push(isA ? START_A_CHAR : START_B_CHAR);
    mode = isA ? 'A' : 'B';
  }

  // JsBarcode recurses between autoSelectFromC and autoSelectFromAB; this loop is that recursion.
  while (pos < n || mode === 'C') {
    if (mode === 'C') {
      const end = matchCEnd(codes, pos);
      copy(codes, pos, end, out);
      if (end === n) break;
      pos = end;
      const isA = runLength(codes, pos, IN_A) >= runLength(codes, pos, IN_B);
      out.push(isA ? TO_A_CHAR : TO_B_CHAR);
      mode = isA ? 'A' : 'B';
    } else {
      const flag = mode === 'A' ? IN_A : IN_B;
      const c = untilC(codes, pos, flag);
      if (c !== -1) {
        copy(codes, pos, c, out);
        out.push(TO_C_CHAR);
        pos = c;
        mode = 'C';
        continue;
      }
      const run = runLength(codes, pos, flag);
      if (run === 0) return undefined; // JsBarcode: "Cannot read properties of null"
      copy(codes, pos, pos + run, out);
      pos += run;
      if (pos === n) break;
      out.push(mode === 'A' ? TO_B_CHAR : TO_A_CHAR);
      mode = mode === 'A' ? 'B' : 'A';
    }
  }

  // JsBarcode then replaces the first "switch, one character, switch" by "SHIFT, character".
  for (let i = 0; i + 2 < out.length; i++) {
    const a = out[i];
    const b = out[i + 2];
    if ((a === TO_A_CHAR || a === TO_B_CHAR) && (b === TO_A_CHAR || b === TO_B_CHAR)) {
      out.splice(i, 3, SHIFT_CHAR, out[i + 1] ?? 0);
      break;
    }
  }
  return out;
}
