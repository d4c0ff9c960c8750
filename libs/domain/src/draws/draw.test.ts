import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawCommitment,
  drawEntryHash,
  firstPickShares,
  runDraw,
  seedMatchesCommitment,
  verifyDraw,
  type DrawEntry,
  type DrawInputError,
  type DrawWeights,
} from './draw';
// A seeded PRNG: the tests' random input is the same on every run (the workspace's one copy, a
// test-only tool shared with libs/barcode's corpus and the demo data).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { mulberry32 } from '../../../../tools/mulberry32.mjs';

const hexOf = (rand: () => number, bytes: number) =>
  Array.from({ length: bytes }, () =>
    Math.floor(rand() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');

/**
 * A second implementation, written from the algorithm's description only, on node:crypto and
 * a rejection-free modulo by repeated doubling (no BigInt), to catch a shared mistake.
 */
function referenceDraw(seedHex: string, entries: readonly DrawEntry[], weights: DrawWeights): string[] {
  const pool = entries
    .map((e) => ({ hash: e.hash, w: weights[e.grade] as number }))
    .sort((a, b) => Buffer.compare(Buffer.from(a.hash, 'hex'), Buffer.from(b.hash, 'hex')));
  const seed = Buffer.from(seedHex, 'hex');
  const order: string[] = [];
  for (let round = 0; pool.length > 0; round += 1) {
    const total = pool.reduce((s, e) => s + e.w, 0);
    const mac = createHmac('sha256', seed).update(`bottle-draw-v1:${round}`, 'utf8').digest();
    // Horner's rule modulo total, one byte at a time: (acc * 256 + byte) mod total stays exact
    // as long as total * 256 < 2^53.
    let r = 0;
    for (const byte of mac) r = (r * 256 + byte) % total;
    let acc = 0;
    const k = pool.findIndex((e) => (acc += e.w) > r);
    order.push((pool.splice(k, 1)[0] as { hash: string }).hash);
  }
  return order;
}

function randomDraw(rand: () => number) {
  const grades = ['1', '2', '3', '4'];
  const weights: Record<string, number> = {};
  for (const g of grades) weights[g] = 1 + Math.floor(rand() * 20);
  const n = Math.floor(rand() * 40);
  const entries: DrawEntry[] = Array.from({ length: n }, () => ({
    hash: hexOf(rand, 32),
    grade: grades[Math.floor(rand() * grades.length)] ?? '1',
  }));
  return { seed: hexOf(rand, 32), entries, weights };
}

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const h = (n: number) => createHash('sha256').update(String(n)).digest('hex');
const ENTRIES: DrawEntry[] = [
  { hash: h(1), grade: '1' },
  { hash: h(2), grade: '2' },
  { hash: h(3), grade: '3' },
  { hash: h(4), grade: '4' },
  { hash: h(5), grade: '1' },
];
const WEIGHTS = { '1': 1, '2': 2, '3': 4, '4': 8 };

describe('the draw function', () => {
  it('given the same seed, entries and weights, then the order is the same every time and whatever order the entries come in', async () => {
    const a = await runDraw({ seed: SEED, entries: ENTRIES, weights: WEIGHTS });
    const b = await runDraw({ seed: SEED, entries: [...ENTRIES].reverse(), weights: WEIGHTS });
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual(ENTRIES.map((e) => e.hash).sort());
  });

  it('given another seed, then the order differs (the seed drives it)', async () => {
    const a = await runDraw({ seed: SEED, entries: ENTRIES, weights: WEIGHTS });
    const orders = await Promise.all(['1', '2', '3'].map((c) => runDraw({ seed: c.repeat(64), entries: ENTRIES, weights: WEIGHTS })));
    expect(orders.some((o) => o.join() !== a.join())).toBe(true);
  });

  it('given a limited number of rounds, then it is the prefix of the full order', async () => {
    const full = await runDraw({ seed: SEED, entries: ENTRIES, weights: WEIGHTS });
    expect(await runDraw({ seed: SEED, entries: ENTRIES, weights: WEIGHTS, rounds: 2 })).toEqual(full.slice(0, 2));
  });

  it('given random entry sets and weights, then it matches an independent implementation', async () => {
    const rand = mulberry32(20261128);
    for (let run = 0; run < 200; run += 1) {
      const { seed, entries, weights } = randomDraw(rand);
      expect(await runDraw({ seed, entries, weights }), `run ${run}`).toEqual(referenceDraw(seed, entries, weights));
    }
  });

  it('given bad input, then it refuses with a coded error instead of drawing', async () => {
    const bad = async (input: Parameters<typeof runDraw>[0]) => (await runDraw(input).catch((e: unknown) => e)) as DrawInputError;
    expect((await bad({ seed: 'abc', entries: ENTRIES, weights: WEIGHTS })).code).toBe('seed');
    expect((await bad({ seed: SEED.toUpperCase(), entries: ENTRIES, weights: WEIGHTS })).code).toBe('seed');
    expect((await bad({ seed: SEED, entries: [...ENTRIES, ...ENTRIES.slice(0, 1)], weights: WEIGHTS })).code).toBe('duplicate');
    expect((await bad({ seed: SEED, entries: [{ hash: 'zz', grade: '1' }], weights: WEIGHTS })).code).toBe('hash');
    expect((await bad({ seed: SEED, entries: ENTRIES, weights: { ...WEIGHTS, '4': 0 } })).code).toBe('weight');
    expect((await bad({ seed: SEED, entries: [{ hash: h(9), grade: 'toString' }], weights: WEIGHTS })).code).toBe('weight');
    expect(await bad({ seed: SEED, entries: ENTRIES, weights: WEIGHTS })).toBeInstanceOf(Array);
  });

  it('given no entries, then the order is empty', async () => {
    expect(await runDraw({ seed: SEED, entries: [], weights: WEIGHTS })).toEqual([]);
  });

  it('given 10,000 draws of one bottle with a fixed seed sequence, then each grade wins its published share', async () => {
    // 10 entries: four of grade 1 (weight 1), three of 2 (2), two of 3 (4), one of 4 (8).
    const byGrade = { '1': 4, '2': 3, '3': 2, '4': 1 };
    const entries: DrawEntry[] = Object.entries(byGrade).flatMap(([grade, n]) =>
      Array.from({ length: n }, (_, i) => ({ hash: h(Number(grade) * 100 + i), grade })),
    );
    const gradeOf = new Map(entries.map((e) => [e.hash, e.grade]));
    const published = firstPickShares(byGrade, WEIGHTS); // 4/26, 6/26, 8/26, 8/26
    expect(published).toEqual({ '1': 4 / 26, '2': 6 / 26, '3': 8 / 26, '4': 8 / 26 });
    const wins: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0 };
    const DRAWS = 10_000;
    for (let d = 0; d < DRAWS; d += 1) {
      const seed = createHash('sha256').update(`statistics-${d}`).digest('hex');
      const [winner = ''] = await runDraw({ seed, entries, weights: WEIGHTS, rounds: 1 });
      const grade = gradeOf.get(winner) ?? 'none';
      wins[grade] = (wins[grade] ?? 0) + 1;
    }
    for (const [grade, p] of Object.entries(published)) {
      // Four standard deviations of a binomial share: a fair draw fails this about once in 16,000.
      const tolerance = 4 * Math.sqrt((p * (1 - p)) / DRAWS);
      expect(Math.abs((wins[grade] ?? 0) / DRAWS - p), `grade ${grade}`).toBeLessThan(tolerance);
    }
  }, 60_000);
});

describe('commitment and entry hashes', () => {
  it('given a seed, then the commitment is the SHA-256 of its bytes and only that seed matches it', async () => {
    const commitment = await drawCommitment(SEED);
    expect(commitment).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    expect(await seedMatchesCommitment(SEED, commitment)).toBe(true);
    expect(await seedMatchesCommitment('0'.repeat(64), commitment)).toBe(false);
    expect(await seedMatchesCommitment('not hex', commitment)).toBe(false);
  });

  it('given a salt and a member number, then the entry hash is their HMAC-SHA-256', async () => {
    expect(await drawEntryHash('salt-1', '100234')).toBe(createHmac('sha256', 'salt-1').update('100234').digest('hex'));
    expect(await drawEntryHash('salt-2', '100234')).not.toBe(await drawEntryHash('salt-1', '100234'));
  });
});

describe('verifying a published draw', () => {
  async function published() {
    const order = await runDraw({ seed: SEED, entries: ENTRIES, weights: WEIGHTS });
    return {
      seed: SEED,
      commitment: await drawCommitment(SEED),
      entries: ENTRIES,
      weights: WEIGHTS,
      quantity: 2,
      order,
      winners: order.slice(0, 2),
    };
  }

  it('given the draw as published, then everything matches', async () => {
    expect(await verifyDraw(await published())).toMatchObject({ seedMatches: true, orderMatches: true, winnersMatch: true });
  });

  it('given altered winners, then the winners do not match', async () => {
    const p = await published();
    const [, second = ''] = p.winners;
    const loser = p.order[4] ?? '';
    expect(await verifyDraw({ ...p, winners: [loser, second] })).toMatchObject({ seedMatches: true, winnersMatch: false });
  });

  it('given an entry removed from the list, then the recomputed order differs', async () => {
    const p = await published();
    const entries = p.entries.filter((e) => e.hash !== p.order[4]);
    const v = await verifyDraw({ ...p, entries });
    expect(v.orderMatches).toBe(false);
  });

  it('given another seed than the one committed to, then the seed does not match', async () => {
    const p = await published();
    expect((await verifyDraw({ ...p, seed: '1'.repeat(64) })).seedMatches).toBe(false);
  });

  it('given unreadable published data, then it says which problem and does not throw', async () => {
    const p = await published();
    expect(await verifyDraw({ ...p, seed: 'x' })).toMatchObject({ seedMatches: false, winnersMatch: false, problem: 'seed' });
  });
});
