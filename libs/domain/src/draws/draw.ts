/**
 * Fair, verifiable draws for allocated bottles (응모): the one function that turns a published
 * seed, the published entries and the published grade weights into the published order of
 * winners. The demo backend runs it at the draw time; the app's 검증하기 page runs the very same
 * code in the browser, so a member can recompute the result instead of trusting it.
 *
 * Pure and deterministic. Hashes come from Web Crypto (`crypto.subtle`), present in Node 20 and
 * every browser. The algorithm is written out here (and in docs/decisions/1100-verifiable-draws.md)
 * so that anyone can reimplement it in another language and check a draw:
 *
 * Inputs
 * - `seed`: 32 random bytes, written as 64 lowercase hex characters. Secret until the draw time.
 * - `commitment` = lowercase hex of SHA-256(seed bytes). Published before the entry window opens;
 *   the seed published at the draw time must hash to it, so the seed was fixed before anyone entered.
 * - `entries`: `{ hash, grade }[]`. `hash` is the entry hash, lowercase hex of
 *   HMAC-SHA-256(key = UTF-8 of the draw's salt, message = UTF-8 of the member number); the salt
 *   stays with the server, so the list never gives a member number away (member numbers are short
 *   enough to guess through an unkeyed hash). `grade` is the member's grade code when entering.
 *   Hashes are unique.
 * - `weights`: grade code → a positive whole number, the grade's weight (its tickets).
 *
 * Algorithm (weighted sampling without replacement)
 * 1. Sort the entries by `hash` ascending (byte order; for lowercase hex, plain string order).
 * 2. For round i = 0, 1, 2, … while entries remain:
 *    a. total = the sum of the weights of the remaining entries' grades.
 *    b. mac = HMAC-SHA-256(key = the seed's 32 bytes, message = UTF-8 of `bottle-draw-v1:` followed
 *       by i in decimal, e.g. `bottle-draw-v1:0`).
 *    c. r = (mac read as one unsigned big-endian 256-bit integer) mod total. (The bias of a
 *       256-bit value modulo a total below 2^53 is under 2^-200: none worth a rejection loop.)
 *    d. Walk the remaining entries in sorted order adding their weights; the first entry whose
 *       running sum exceeds r is picked. Remove it from the remaining entries and append it to
 *       the order.
 * 3. The order lists every entry: the first `quantity` are the winners; the rest, in order, is the
 *    waiting order that takes a win a winner did not collect.
 *
 * In Python, for example:
 *   order, pool, i = [], sorted(entries, key=lambda e: e.hash), 0
 *   while pool:
 *       total = sum(weights[e.grade] for e in pool)
 *       r = int.from_bytes(hmac.new(seed, f"bottle-draw-v1:{i}".encode(), sha256).digest(), "big") % total
 *       acc = 0
 *       for k, e in enumerate(pool):
 *           acc += weights[e.grade]
 *           if acc > r: order.append(pool.pop(k)); break
 *       i += 1
 *
 * Bad input throws a `DrawInputError` (a seed that is not 32 bytes of hex, a duplicate or malformed
 * hash, a grade without a positive whole weight): a draw is never computed from data it cannot
 * explain.
 */

/** Bytes of a draw's secret seed. */
export const DRAW_SEED_BYTES = 32;
/** The prefix of every round's HMAC message: the version of this algorithm. */
export const DRAW_ROUND_PREFIX = 'bottle-draw-v1:';

const HEX_64 = /^[0-9a-f]{64}$/;

/** One published entry: its hash and the grade it entered with. */
export interface DrawEntry {
  hash: string;
  grade: string;
}

/** Grade code → weight (a positive whole number). */
export type DrawWeights = Readonly<Record<string, number>>;

export interface DrawInput {
  seed: string;
  entries: readonly DrawEntry[];
  weights: DrawWeights;
  /**
   * Rounds to run; the whole order when omitted. A caller that needs only the winners (a
   * simulation) passes the quantity; the published order is always the whole one.
   */
  rounds?: number;
}

/** Thrown for input a draw cannot be computed from; `code` says which rule it broke. */
export class DrawInputError extends Error {
  override readonly name = 'DrawInputError';
  constructor(
    readonly code: 'seed' | 'hash' | 'duplicate' | 'weight' | 'rounds',
    message: string,
  ) {
    super(message);
  }
}

function toBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function checkSeed(seed: string): Uint8Array<ArrayBuffer> {
  if (typeof seed !== 'string' || !HEX_64.test(seed))
    throw new DrawInputError('seed', 'A draw seed is 32 bytes written as 64 lowercase hex characters');
  return toBytes(seed);
}

/** A fresh secret seed (64 lowercase hex characters). */
export function newDrawSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(DRAW_SEED_BYTES)));
}

/** The commitment published before the window opens: lowercase hex SHA-256 of the seed's bytes. */
export async function drawCommitment(seed: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', checkSeed(seed)));
}

/** Whether a published seed is the one committed to (false for a malformed seed, never a throw). */
export async function seedMatchesCommitment(seed: string, commitment: string): Promise<boolean> {
  if (typeof seed !== 'string' || !HEX_64.test(seed)) return false;
  return (await drawCommitment(seed)) === String(commitment).toLowerCase();
}

/** An entry hash: lowercase hex HMAC-SHA-256(key = UTF-8 salt, message = UTF-8 member number). */
export async function drawEntryHash(salt: string, memberNo: string): Promise<string> {
  if (!salt) throw new DrawInputError('hash', 'A draw salt must not be empty');
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, enc.encode(String(memberNo))));
}

/** Sorted copy of the entries, checked (step 1). */
export function sortDrawEntries(entries: readonly DrawEntry[], weights: DrawWeights): DrawEntry[] {
  const seen = new Set<string>();
  for (const e of entries) {
    if (typeof e?.hash !== 'string' || !HEX_64.test(e.hash))
      throw new DrawInputError('hash', `An entry hash is 64 lowercase hex characters, got ${String(e?.hash)}`);
    if (seen.has(e.hash)) throw new DrawInputError('duplicate', `The entry ${e.hash} is listed twice`);
    seen.add(e.hash);
    const w = weights[e.grade];
    if (!Object.hasOwn(weights, e.grade) || typeof w !== 'number' || !Number.isSafeInteger(w) || w < 1) {
      throw new DrawInputError('weight', `The grade ${String(e.grade)} has no positive whole weight`);
    }
  }
  return [...entries].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
}

/** The big-endian unsigned integer of a MAC, modulo `total` (step 2c). */
function macModulo(mac: Uint8Array, total: number): number {
  let value = 0n;
  for (const b of mac) value = (value << 8n) | BigInt(b);
  return Number(value % BigInt(total));
}

/**
 * The draw: the order of the entries' hashes, winners first (see the module comment for the
 * exact algorithm). Resolves to the hashes in order.
 */
export async function runDraw(input: DrawInput): Promise<string[]> {
  const seedBytes = checkSeed(input.seed);
  const pool = sortDrawEntries(input.entries, input.weights);
  const rounds = input.rounds ?? pool.length;
  if (!Number.isSafeInteger(rounds) || rounds < 0) throw new DrawInputError('rounds', `Rounds must be a whole number ≥ 0, got ${rounds}`);
  const key = await crypto.subtle.importKey('raw', seedBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const enc = new TextEncoder();
  const weightOf = (e: DrawEntry) => input.weights[e.grade] as number;
  let total = pool.reduce((sum, e) => sum + weightOf(e), 0);
  const order: string[] = [];
  for (let i = 0; pool.length > 0 && i < rounds; i += 1) {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`${DRAW_ROUND_PREFIX}${i}`)));
    const r = macModulo(mac, total);
    let acc = 0;
    let k = 0;
    for (; k < pool.length; k += 1) {
      acc += weightOf(pool[k] as DrawEntry);
      if (acc > r) break;
    }
    const [picked] = pool.splice(k, 1) as [DrawEntry];
    total -= weightOf(picked);
    order.push(picked.hash);
  }
  return order;
}

/** What the 검증하기 page shows: each check on its own, so a member sees which one failed. */
export interface DrawVerification {
  /** SHA-256 of the published seed equals the commitment published before the window opened. */
  seedMatches: boolean;
  /** The recomputed order equals the published order (winners and waiting order alike). */
  orderMatches: boolean;
  /** The recomputed winners equal the published winners. */
  winnersMatch: boolean;
  /** The recomputed order; empty when the published data could not be drawn from. */
  recomputed: string[];
  /** Why the draw could not be recomputed (a `DrawInputError` code), if it could not. */
  problem?: DrawInputError['code'];
}

export interface PublishedDraw {
  seed: string;
  commitment: string;
  entries: readonly DrawEntry[];
  weights: DrawWeights;
  quantity: number;
  /** The published order (hashes), winners first. */
  order: readonly string[];
  /** The published winners (hashes). */
  winners: readonly string[];
}

/** Recomputes a published draw and compares. Never throws on published data. */
export async function verifyDraw(published: PublishedDraw): Promise<DrawVerification> {
  const seedMatches = await seedMatchesCommitment(published.seed, published.commitment);
  let recomputed: string[];
  try {
    recomputed = await runDraw({ seed: published.seed, entries: published.entries, weights: published.weights });
  } catch (error) {
    if (error instanceof DrawInputError)
      return { seedMatches, orderMatches: false, winnersMatch: false, recomputed: [], problem: error.code };
    throw error;
  }
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const quantity = Math.max(0, Math.min(Math.trunc(published.quantity) || 0, recomputed.length));
  return {
    seedMatches,
    orderMatches: same(recomputed, published.order ?? []),
    winnersMatch: same(recomputed.slice(0, quantity), published.winners ?? []),
    recomputed,
  };
}

/**
 * The odds published with a draw: the share of the first pick that goes to each grade given
 * how many entries each grade has (n_g × w_g / Σ n × w). With one bottle this is each grade's
 * chance of winning; with more it is the share of the first bottle.
 */
export function firstPickShares(entriesByGrade: Readonly<Record<string, number>>, weights: DrawWeights): Record<string, number> {
  const total = Object.entries(entriesByGrade).reduce((sum, [g, n]) => sum + n * (weights[g] ?? 0), 0);
  return Object.fromEntries(Object.entries(entriesByGrade).map(([g, n]) => [g, total > 0 ? (n * (weights[g] ?? 0)) / total : 0]));
}
