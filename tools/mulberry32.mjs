/**
 * mulberry32: a small, fast, seedable PRNG (https://stackoverflow.com/a/47593316). The one copy
 * behind every seeded corpus and dataset: libs/barcode's test corpus and benchmark, libs/mock-api's
 * barcode noise, libs/domain's draw tests and tools/generate-mock-data.mjs. Same seed, same sequence, on every run.
 *
 * @param {number} seed any number; only its low 32 bits count
 * @returns {() => number} the next value in [0, 1) on each call
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
