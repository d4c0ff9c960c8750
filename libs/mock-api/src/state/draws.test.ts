/**
 * Draws for allocated bottles, the backend's rules: the seeded draws, one entry per member, the
 * window on the server's clock, who may enter, the draw at its time (verifiable with libs/domain),
 * winners' reservations at their store, and the bottle passed on when a winner does not collect.
 * Each test sets its clock; the state is fresh per test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { drawCommitment, verifyDraw } from '@bottle/domain';
import { MockBackend } from './backend';
import { DRAW_CODES, Draws } from './draws';
import { MockApiError } from './errors';

/** 2026-11-26 10:30 KST: the seeded draws' times are whole hours around it. */
const T0 = Date.parse('2026-11-26T10:30:00+09:00');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEMO = '100000001'; // Gold
const FAMILY = '100000002';
const SILVER = '100000003';
const DIAMOND = '100000005';
const FOREIGN = '100000007'; // age not verified

let backend: MockBackend;
let draws: Draws;
beforeEach(async () => {
  backend = new MockBackend({ confirmAfterMs: 60 * 60_000, setAsideAfterMs: 60 * 60_000 });
  backend.clock.set(T0);
  draws = new Draws(backend);
  await draws.settle();
});

async function refusedCode(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof MockApiError) return e.rspDtc;
    throw e;
  }
  throw new Error('not refused');
}

/** Moves the clock and lets the backend do what is due, as the gateway does before each call. */
async function at(ms: number): Promise<void> {
  backend.clock.set(ms);
  backend.tick();
  await draws.settle();
}

describe('the seeded draws', () => {
  it('given a fresh demo, then there is one open, one coming and one finished draw, the finished one verifiable', async () => {
    expect(draws.listFor().map((d) => [d.draw_no, d.status])).toEqual([
      ['D1', 'OPEN'],
      ['D2', 'COMING'],
      ['D3', 'DRAWN'],
    ]);
    const coming = draws.detail('D2', null);
    expect(coming.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(coming.min_grade).toBe('3');
    const r = draws.result('D3');
    expect(r.entries).toHaveLength(5);
    const v = await verifyDraw({
      seed: r.seed,
      commitment: r.commitment,
      entries: r.entries,
      weights: Object.fromEntries(r.weights.map((w) => [w.grade, w.weight])),
      quantity: r.qty,
      order: r.order,
      winners: r.winners,
    });
    expect(v).toMatchObject({ seedMatches: true, orderMatches: true, winnersMatch: true });
  });

  it('given a product, then only its draws are listed', () => {
    expect(draws.listFor('L00079').map((d) => d.draw_no)).toEqual(['D1']);
    expect(draws.listFor('W00010')).toEqual([]);
  });

  it('given a draw not yet drawn, then its result (and so its seed) is not published', async () => {
    expect(await refusedCode(() => draws.result('D1'))).toBe(DRAW_CODES.notDrawn);
    expect(JSON.stringify(draws.detail('D1', DEMO))).not.toContain(backend.state.draws?.list[0]?.seed ?? 'x');
  });
});

describe('entering', () => {
  it('given a member enters twice (a double tap, a retry, a second tab), then there is one entry', async () => {
    const [a, b] = await Promise.all([draws.enter(DEMO, 'D1', '361'), draws.enter(DEMO, 'D1', '361')]);
    const c = await draws.enter(DEMO, 'D1', '201');
    expect(c.entry_cnt).toBe(1);
    expect(a.my_entry?.entry_hash).toBe(b.my_entry?.entry_hash);
    expect(c.my_entry).toMatchObject({ entry_hash: a.my_entry?.entry_hash, str_cd: '201', status: 'ENTERED' });
  });

  it('given the window closed by the server clock, then an entry and a withdrawal are refused with the closed code', async () => {
    await draws.enter(DEMO, 'D1', '361');
    await at(T0 + 2 * DAY);
    expect(await refusedCode(() => draws.enter(FAMILY, 'D1', '361'))).toBe(DRAW_CODES.closed);
    expect(await refusedCode(() => draws.withdraw(DEMO, 'D1'))).toBe(DRAW_CODES.closed);
  });

  it('given a coming draw, a store not of the draw, a grade below the minimum or an unverified age, then the entry is refused with its code', async () => {
    expect(await refusedCode(() => draws.enter(DIAMOND, 'D2', '361'))).toBe(DRAW_CODES.notOpen);
    expect(await refusedCode(() => draws.enter(DEMO, 'D1', '210'))).toBe(DRAW_CODES.store);
    expect(await refusedCode(() => draws.enter(FOREIGN, 'D1', '361'))).toBe(DRAW_CODES.notEligible);
    await at(T0 + 3 * DAY);
    expect(await refusedCode(() => draws.enter(SILVER, 'D2', '361'))).toBe(DRAW_CODES.notEligible);
    expect((await draws.enter(DIAMOND, 'D2', '361')).entry_cnt).toBe(1);
    expect(draws.detail('D2', SILVER).block_rsn).toBe('GRADE');
  });

  it('given a member withdraws before the close, then the entry is gone, and withdrawing again changes nothing', async () => {
    await draws.enter(DEMO, 'D1', '361');
    expect(draws.withdraw(DEMO, 'D1')).toMatchObject({ entry_cnt: 0 });
    expect(draws.withdraw(DEMO, 'D1').my_entry).toBeUndefined();
  });

  it('given entries, then the count and the entries by grade are live', async () => {
    await draws.enter(DEMO, 'D1', '361');
    await draws.enter(FAMILY, 'D1', '201');
    const d = draws.detail('D1', null);
    expect(d.entry_cnt).toBe(2);
    expect(d.weights.map((w) => [w.grade, w.weight, w.entry_cnt])).toEqual([
      ['1', 1, 1],
      ['2', 2, 0],
      ['3', 4, 1],
      ['4', 8, 0],
    ]);
  });
});

describe('the draw and the winners', () => {
  async function enterThreeAndDraw() {
    await draws.enter(DEMO, 'D1', '361');
    await draws.enter(FAMILY, 'D1', '201');
    await draws.enter(SILVER, 'D1', '361');
    const commitment = draws.detail('D1', null).commitment;
    await at(T0 + 2 * DAY + HOUR);
    return commitment;
  }

  it('given the draw time on the clock, then the seed matches the commitment, the order is recomputable and each winner has a reservation at their store', async () => {
    const commitment = await enterThreeAndDraw();
    const r = draws.result('D1');
    expect(r.commitment).toBe(commitment);
    expect(await drawCommitment(r.seed)).toBe(commitment);
    expect(r.winners).toHaveLength(2);
    const v = await verifyDraw({
      seed: r.seed,
      commitment,
      entries: r.entries,
      weights: Object.fromEntries(r.weights.map((w) => [w.grade, w.weight])),
      quantity: r.qty,
      order: r.order,
      winners: r.winners,
    });
    expect(v.winnersMatch).toBe(true);
    const byHash = new Map([DEMO, FAMILY, SILVER].map((cno) => [draws.detail('D1', cno).my_entry?.entry_hash, cno]));
    for (const hash of r.winners) {
      const cno = byHash.get(hash) ?? '';
      const mine = draws.detail('D1', cno).my_entry;
      expect(mine?.status).toBe('WON');
      const pickup = backend.pickups(cno).find((p) => p.pickup_no === mine?.pickup_no);
      expect(pickup).toMatchObject({ prd_cd: 'L00079', qty: 1, str_cd: mine?.str_cd });
      expect(backend.pushList(cno)[0]?.title).toContain('응모 당첨');
    }
    const loser = byHash.get(r.order[2]) ?? '';
    expect(draws.detail('D1', loser).my_entry).toMatchObject({ status: 'WAITING', rank: 3 });
    expect(backend.pushList(loser)[0]?.title).toContain('응모 결과');
  });

  it('given a winner does not collect by the deadline, then the next of the published order wins', async () => {
    await enterThreeAndDraw();
    const r = draws.result('D1');
    const cnoOf = (hash: string | undefined) =>
      [DEMO, FAMILY, SILVER].find((c) => draws.detail('D1', c).my_entry?.entry_hash === hash) ?? '';
    const first = cnoOf(r.order[0]);
    const third = cnoOf(r.order[2]);
    const pickupNo = draws.detail('D1', first).my_entry?.pickup_no ?? '';
    const hold = backend.pickupRecord(first, pickupNo).hold_until;
    await at(hold + 1);
    expect(draws.detail('D1', first).my_entry?.status).toBe('FORFEITED');
    expect(draws.detail('D1', third).my_entry?.status).toBe('WON');
    // Both winners' holds end together (reserved at the same instant): both pass on, to the one left.
    expect(draws.result('D1').forfeited).toEqual(r.order.slice(0, 2));
  });
});
