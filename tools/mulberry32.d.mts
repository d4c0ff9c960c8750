/** mulberry32: a seeded PRNG; each call returns the next value in [0, 1). See mulberry32.mjs. */
export declare function mulberry32(seed: number): () => number;
