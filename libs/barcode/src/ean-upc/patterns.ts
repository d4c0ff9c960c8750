import { G, L, R } from './constants.js';

/** Patterns of `count` digits of `value` from `from`, by a parity string of L/G/R/O/E. */
export function encodeDigits(value: string, from: number, count: number, structure: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const d = value.charCodeAt(from + i) - 48;
    const parity = structure.charCodeAt(i);
    // 'G' (71) and UPC-E's 'E' (69) use the G table; 'R' (82) the R table; L and O the L table.
    out += parity === 71 || parity === 69 ? G[d] : parity === 82 ? R[d] : L[d];
  }
  return out;
}

/** Right-half (R) patterns of `count` digits from `from`. */
export function encodeRight(value: string, from: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += R[value.charCodeAt(from + i) - 48];
  return out;
}

/** Add-on digits separated by '01' (EAN-2, EAN-5). */
export function encodeAddon(value: string, structure: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    if (i > 0) out += '01';
    const d = value.charCodeAt(i) - 48;
    out += structure.charCodeAt(i) === 71 ? G[d] : L[d];
  }
  return out;
}
