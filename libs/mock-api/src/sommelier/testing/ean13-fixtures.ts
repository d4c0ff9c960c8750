/**
 * What the barcode tests share: the EAN-13 modules of a code from libs/barcode (an encoder
 * independent of the decoders under test), a seeded noise source, and catalogue products spread
 * over the dataset.
 */
import { encode } from '@bottle/barcode';
import { dataset } from '../../data/dataset';

/** The 95 modules of the symbol ('1' bar), drawn by libs/barcode. */
export function ean13Bars(ean: string): string {
  return encode(ean, 'EAN13', { displayValue: false }).bars;
}

/** Seeded PRNG (mulberry32), so every run sees the same noise. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Five catalogue products spread over the dataset (wines and liquors). */
export const SPREAD_PRODUCTS = [0, 57, 133, 260, 401].map((i) => dataset.products[i]).filter((p) => p !== undefined);
