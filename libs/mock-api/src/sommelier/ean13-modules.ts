/**
 * EAN-13 symbols as modules (ISO/IEC 15420): the digit patterns, the first digit's parity and the
 * check digit, shared by the SVG reader and the photo decoder (ean13-raster.ts).
 *
 * The digit tables and the check digit come from libs/barcode, so the reader and the encoder can
 * never disagree.
 */
import { EAN13_PARITIES, EAN_G_CODES, EAN_L_CODES, EAN_R_CODES, ean13Checksum } from '@bottle/barcode';

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
    const l = EAN_L_CODES.indexOf(chunk);
    const g = EAN_G_CODES.indexOf(chunk);
    if (l >= 0) {
      digits += String(l);
      parity += 'L';
    } else if (g >= 0) {
      digits += String(g);
      parity += 'G';
    } else return null;
  }
  for (let i = 0; i < 6; i += 1) {
    const r = EAN_R_CODES.indexOf(bits.slice(50 + i * 7, 57 + i * 7));
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
  const first = EAN13_PARITIES.indexOf(parity);
  if (first < 0) return null;
  const code = String(first) + digits;
  return isValidEan13(code) ? code : null;
}
