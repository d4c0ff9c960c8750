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

/**
 * Seeded PRNG (mulberry32), so every run sees the same noise: the workspace's one copy, shared
 * with libs/barcode's corpus and the demo data generator (a test-only tool, not shipped).
 */
// eslint-disable-next-line @nx/enforce-module-boundaries
export { mulberry32 as rng } from '../../../../../tools/mulberry32.mjs';

/** Five catalogue products spread over the dataset (wines and liquors). */
export const SPREAD_PRODUCTS = [0, 57, 133, 260, 401].map((i) => dataset.products[i]).filter((p) => p !== undefined);
