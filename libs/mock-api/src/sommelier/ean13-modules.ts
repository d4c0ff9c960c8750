/**
 * EAN-13 symbols as modules (ISO/IEC 15420): the digit patterns, the first digit's parity and the
 * check digit, shared by the SVG reader and the photo decoder (ean13-raster.ts).
 *
 * The check digit comes from libs/barcode. Its L/G/R and parity tables are not exported by
 * `@bottle/barcode` (they live in libs/barcode/src/ean-upc/constants.ts), so this is the single
 * copy inside mock-api: the L codes, with G and R derived from them.
 */
import { ean13Checksum } from '@bottle/barcode';

/** EAN-13 L-code module patterns of the digits 0-9 ('1' bar); G and R derive from them. */
export const EAN13_L_CODES: readonly string[] = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
/** G codes: the L codes reversed and inverted. */
export const EAN13_G_CODES: readonly string[] = EAN13_L_CODES.map((p) => [...p].reverse().map((b) => (b === '1' ? '0' : '1')).join(''));
/** R codes: the L codes inverted. */
export const EAN13_R_CODES: readonly string[] = EAN13_L_CODES.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));

/** The L/G parity pattern of the left half for each first digit 0-9. */
export const EAN13_PARITY: readonly string[] = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** Whether `code` is 13 digits whose last is the GS1 check digit of the first 12. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13Checksum(code) === Number(code[12]);
}

/** Decodes the 95 modules of an EAN-13 symbol ('1' bar, '0' space) into its 13 digits. */
export function decodeEan13Modules(bits: string): string | null {
  if (bits.length !== 95 || !bits.startsWith('101') || !bits.endsWith('101') || bits.slice(45, 50) !== '01010') return null;
  let parity = '';
  let digits = '';
  for (let i = 0; i < 6; i += 1) {
    const chunk = bits.slice(3 + i * 7, 10 + i * 7);
    const l = EAN13_L_CODES.indexOf(chunk);
    const g = EAN13_G_CODES.indexOf(chunk);
    if (l >= 0) {
      digits += String(l);
      parity += 'L';
    } else if (g >= 0) {
      digits += String(g);
      parity += 'G';
    } else return null;
  }
  for (let i = 0; i < 6; i += 1) {
    const r = EAN13_R_CODES.indexOf(bits.slice(50 + i * 7, 57 + i * 7));
    if (r < 0) return null;
    digits += String(r);
  }
  return ean13FromHalves(parity, digits);
}

/**
 * The code of twelve decoded digits and the L/G parity of the left six: the parity names the
 * implicit first digit; null when it names none or the check digit fails.
 */
export function ean13FromHalves(parity: string, digits: string): string | null {
  const first = EAN13_PARITY.indexOf(parity);
  if (first < 0) return null;
  const code = String(first) + digits;
  return isValidEan13(code) ? code : null;
}
