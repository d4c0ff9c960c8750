/**
 * Draws for allocated bottles (응모), the chain's backend side (the contract: libs/api
 * ASSUMPTIONS.md A39; the algorithm: docs/decisions/1100-verifiable-draws.md).
 *
 * - Before the window opens the draw publishes `commitment` = SHA-256 of its secret seed.
 * - Adult members (and, for some draws, a minimum grade) enter once, with the store they will
 *   collect from; a repeat answers the same entry; they may withdraw until the window closes.
 *   Everything is judged on the server's clock in Korean time, never the phone's.
 * - At the draw time the seed is revealed and libs/domain's `runDraw` orders every entry; the
 *   first `qty` win and get an ordinary pickup reservation (pay at the store) at their store, so
 *   the desk hands it over like any other; a winner's reservation that ends without a handover
 *   (expired, cancelled, refused) passes the bottle to the next of the published order.
 * - Winners and the others get a notice (Korean, with its English twin) linking to the draw.
 *
 * Drawing needs Web Crypto, which is asynchronous: `settle()` runs what is due (seeding, the draw,
 * passing a forfeited win on) and the gateway awaits it before every call, after the backend's tick.
 */
import {
  MEMBERSHIP_GRADES,
  PUSH_MESSAGE_TYPES,
  drawCommitment,
  drawEntryHash,
  newDrawSeed,
  runDraw,
  toYmd,
  toYmdHm,
  toYmdHms,
  DRAW_ROUND_PREFIX,
} from '@bottle/domain';
import type { DrawDetail, DrawMyEntry, DrawResultResponse, DrawStatus, DrawSummary } from '@bottle/api';
import { dataset, productImage } from '../data/dataset';
import type { MockBackend, PickupRecord } from './backend';
import { badRequest, notFound, refusalsOf } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The draw refusals (409), each its own rspDtc so the app can say what happened. */
export const DRAW_CODES = { closed: '4201', notOpen: '4202', notEligible: '4203', store: '4204', notDrawn: '4205' } as const;

const drawRefused = refusalsOf(DRAW_CODES);

export interface DrawEntryRecord {
  cno: string;
  hash: string;
  /** The member's grade when entering: the weight it draws with. */
  grade: string;
  str_cd: string;
  at: number;
}

export interface DrawRecord {
  draw_no: string;
  prd_cd: string;
  qty: number;
  str_cds: string[];
  open_at: number;
  close_at: number;
  draw_at: number;
  min_grade?: string;
  weights: Record<string, number>;
  /** Secret until draw_at. */
  seed: string;
  commitment: string;
  /** Never published: the entries' HMAC key. */
  salt: string;
  entries: DrawEntryRecord[];
  /** Set when drawn: the whole order (hashes) and when. */
  order?: string[];
  drawn_at?: number;
  /**
   * Per hash of the order that was offered the bottle: its reservation and fate. A seeded past
   * draw's winners have no reservation here (`pickup_no` ''): they collected before the demo began.
   */
  offers: { hash: string; pickup_no: string; forfeited?: boolean }[];
}

export interface DrawsState {
  list: DrawRecord[];
}

/** Published odds: a higher grade holds more tickets (Family 1, Silver 2, Gold 4, Diamond 8). */
export const DEFAULT_DRAW_WEIGHTS: Readonly<Record<string, number>> = { '1': 1, '2': 2, '3': 4, '4': 8 };

const PUSH = PUSH_MESSAGE_TYPES.byName;

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class Draws {
  constructor(private readonly backend: MockBackend) {}

  private get state(): DrawsState | undefined {
    return this.backend.state.draws;
  }

  /** The draws, seeded on first use (after a reset too). Call `settle()` first. */
  private get list(): DrawRecord[] {
    const s = this.state;
    if (!s) throw new Error('draws are not settled yet: await settle() first');
    return s.list;
  }

  /**
   * Runs what is due by the clock: seeds the demo's three draws (one open, one coming, one
   * finished), draws those whose time came, passes a forfeited win on. Idempotent.
   */
  async settle(): Promise<void> {
    let changed = false;
    if (!this.backend.state.draws) {
      this.backend.state.draws = { list: await this.seedDraws() };
      changed = true;
    }
    const now = this.backend.now();
    for (const d of this.list) {
      if (!d.order && now >= d.draw_at) {
        await this.draw(d);
        changed = true;
      }
      if (d.order && this.passOn(d)) changed = true;
    }
    if (changed) this.backend.changed();
  }

  private async newDraw(
    no: string,
    prdCd: string,
    qty: number,
    strCds: string[],
    openAt: number,
    closeAt: number,
    drawAt: number,
    minGrade?: string,
  ): Promise<DrawRecord> {
    const seed = newDrawSeed();
    return {
      draw_no: no,
      prd_cd: prdCd,
      qty,
      str_cds: strCds,
      open_at: openAt,
      close_at: closeAt,
      draw_at: drawAt,
      ...(minGrade ? { min_grade: minGrade } : {}),
      weights: { ...DEFAULT_DRAW_WEIGHTS },
      seed,
      commitment: await drawCommitment(seed),
      salt: randomHex(16),
      entries: [],
      offers: [],
    };
  }

  /** The demo's draws, around the clock's now (whole hours, so times read well). */
  private async seedDraws(): Promise<DrawRecord[]> {
    const now = this.backend.now();
    const hour = Math.floor(now / HOUR) * HOUR;
    const open = await this.newDraw('D1', 'L00079', 2, ['361', '201'], hour - DAY, hour + 2 * DAY, hour + 2 * DAY + HOUR);
    const coming = await this.newDraw('D2', 'W00006', 1, ['361', '210'], hour + 3 * DAY, hour + 5 * DAY, hour + 5 * DAY + HOUR, '3');
    const done = await this.newDraw('D3', 'W00003', 1, ['361', '201'], hour - 6 * DAY, hour - 4 * DAY, hour - 4 * DAY + HOUR);
    // The finished draw had the demo members' entries (not `demo`, whose open draw is untouched).
    for (const login of ['family', 'silver', 'gold', 'diamond', 'newbie']) {
      const m = this.backend.memberByLoginId(login);
      if (!m) continue;
      done.entries.push({
        cno: m.cno,
        hash: await drawEntryHash(done.salt, m.cno),
        grade: String(m.grade),
        str_cd: done.str_cds[0] ?? '361',
        at: done.open_at + HOUR,
      });
    }
    // Drawn at its time, its winners collected before the demo began: no reservation, no notice.
    done.order = await runDraw({ seed: done.seed, entries: done.entries, weights: done.weights });
    done.drawn_at = done.draw_at;
    done.offers = done.order.slice(0, done.qty).map((hash) => ({ hash, pickup_no: '' }));
    return [open, coming, done];
  }

  private async draw(d: DrawRecord): Promise<void> {
    d.order = await runDraw({ seed: d.seed, entries: d.entries.map((e) => ({ hash: e.hash, grade: e.grade })), weights: d.weights });
    // Stamped with its time, not when a request noticed it (after a clock jump it still reads right).
    d.drawn_at = d.draw_at;
    const winners = new Set(d.order.slice(0, d.qty));
    for (const hash of winners) this.offer(d, hash);
    const name = this.backend.product(d.prd_cd);
    for (const e of d.entries) {
      if (winners.has(e.hash)) continue;
      this.backend.push(
        e.cno,
        PUSH.pickup,
        `응모 결과 · ${name.prd_nm}`,
        `아쉽게도 ${name.prd_nm} 응모에 당첨되지 않았습니다. 대기 순번 안에 드시면 당첨자가 찾아가지 않을 때 차례가 옵니다. 결과와 검증은 응모 화면에서 볼 수 있습니다.`,
        `/draws/${d.draw_no}`,
        {
          title: `Draw result · ${name.prd_en_nm}`,
          body: `You did not win the ${name.prd_en_nm} draw this time. If a winner does not collect, the next in the waiting order wins. See and verify the result on the draw's screen.`,
        },
      );
    }
  }

  /** Gives the bottle to the entry `hash`: a pickup reservation at their store, and a notice. */
  private offer(d: DrawRecord, hash: string): void {
    const entry = d.entries.find((e) => e.hash === hash);
    if (!entry) return;
    // The allocated bottle comes to the winner's store for them: on the shelf, then reserved.
    this.backend.adjustStock(d.prd_cd, entry.str_cd, 1);
    const record = this.backend.createPickup(entry.cno, {
      prd_cd: d.prd_cd,
      qty: 1,
      str_cd: entry.str_cd,
      pickup_dt: toYmd(this.backend.now()),
      privacy_agree_yn: 'Y',
      idem_key: `draw-${d.draw_no}-${hash.slice(0, 16)}`,
    });
    d.offers.push({ hash, pickup_no: record.pickup_no });
    const p = this.backend.product(d.prd_cd);
    const store = dataset.storeByCode.get(entry.str_cd);
    this.backend.push(
      entry.cno,
      PUSH.pickup,
      `응모 당첨 · ${p.prd_nm}`,
      `축하합니다! ${p.prd_nm} 응모에 당첨되었습니다. ${store?.str_nm ?? ''}에 픽업 예약을 해 두었습니다. 기한 안에 매장에서 결제하고 찾아가 주세요.`,
      `/draws/${d.draw_no}`,
      {
        title: `You won · ${p.prd_en_nm}`,
        body: `Congratulations! You won the ${p.prd_en_nm} draw. A pickup is reserved for you at ${store?.str_en_nm ?? store?.str_nm ?? ''}: pay and collect it at the store before the deadline.`,
      },
    );
  }

  /** A winner's reservation that ended without a handover passes the bottle on. True if anything changed. */
  private passOn(d: DrawRecord): boolean {
    let changed = false;
    for (const offer of d.offers) {
      if (offer.forfeited) continue;
      const record = this.backend.state.pickups.find((p) => p.pickup_no === offer.pickup_no);
      if (!record || (record.stage !== 'EXPIRED' && record.stage !== 'CANCELLED')) continue;
      offer.forfeited = true;
      changed = true;
      // The bottle went back on that shelf when the reservation ended: it is the draw's, not the shelf's.
      this.backend.adjustStock(d.prd_cd, record.str_cd, -1);
      const next = d.order?.find((h) => !d.offers.some((o) => o.hash === h));
      if (next) this.offer(d, next);
    }
    return changed;
  }

  private find(drawNo: string): DrawRecord {
    const d = this.list.find((x) => x.draw_no === drawNo);
    if (!d) throw notFound(`unknown draw ${drawNo}`);
    return d;
  }

  status(d: DrawRecord): DrawStatus {
    const now = this.backend.now();
    if (d.order) return 'DRAWN';
    if (now < d.open_at) return 'COMING';
    if (now < d.close_at) return 'OPEN';
    return 'CLOSED';
  }

  private summary(d: DrawRecord): DrawSummary {
    const p = this.backend.product(d.prd_cd);
    return {
      draw_no: d.draw_no,
      prd_cd: d.prd_cd,
      prd_nm: p.prd_nm,
      img_url: productImage(p),
      qty: d.qty,
      price: p.price,
      status: this.status(d),
      entry_start_dt: toYmdHm(d.open_at),
      entry_end_dt: toYmdHm(d.close_at),
      draw_dt: toYmdHm(d.draw_at),
      entry_cnt: d.entries.length,
      server_dt: toYmdHms(this.backend.now()),
    };
  }

  /** Current and coming draws first (by the window), finished ones last (newest first). */
  listFor(prdCd?: string): DrawSummary[] {
    const rank = (d: DrawRecord) => (this.status(d) === 'DRAWN' ? 1 : 0);
    return this.list
      .filter((d) => !prdCd || d.prd_cd === prdCd)
      .sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.close_at - b.close_at : b.draw_at - a.draw_at))
      .map((d) => this.summary(d));
  }

  private blockReason(d: DrawRecord, cno: string): DrawDetail['block_rsn'] {
    const m = this.backend.member(cno);
    if (m.adult_cert_yn === 'N') return 'NOT_ADULT';
    if (d.min_grade && m.grade < Number(d.min_grade)) return 'GRADE';
    return undefined;
  }

  private myEntry(d: DrawRecord, cno: string): DrawMyEntry | undefined {
    const e = d.entries.find((x) => x.cno === cno);
    if (!e) return undefined;
    const base = { entry_hash: e.hash, str_cd: e.str_cd, reg_dt: toYmdHm(e.at) };
    if (!d.order) return { ...base, status: 'ENTERED' };
    const rank = d.order.indexOf(e.hash) + 1;
    const offer = d.offers.find((o) => o.hash === e.hash);
    if (!offer) return { ...base, status: 'WAITING', rank };
    const record = this.backend.state.pickups.find((p) => p.pickup_no === offer.pickup_no) as PickupRecord | undefined;
    const status = offer.forfeited ? 'FORFEITED' : !offer.pickup_no || record?.stage === 'PICKED_UP' ? 'COLLECTED' : 'WON';
    return { ...base, status, rank, ...(record ? { pickup_no: offer.pickup_no, collect_end_dt: toYmdHm(record.hold_until) } : {}) };
  }

  detail(drawNo: string, cno: string | null): DrawDetail {
    const d = this.find(drawNo);
    const byGrade = new Map<string, number>();
    for (const e of d.entries) byGrade.set(e.grade, (byGrade.get(e.grade) ?? 0) + 1);
    const mine = cno ? this.myEntry(d, cno) : undefined;
    const block = cno ? this.blockReason(d, cno) : undefined;
    return {
      ...this.summary(d),
      str_list: d.str_cds.map((s) => ({ str_cd: s, str_nm: dataset.storeByCode.get(s)?.str_nm ?? s })),
      adult_only_yn: 'Y',
      ...(d.min_grade ? { min_grade: d.min_grade } : {}),
      weights: MEMBERSHIP_GRADES.codes
        .filter((g) => !d.min_grade || Number(g) >= Number(d.min_grade))
        .map((g) => ({ grade: g, weight: d.weights[g] ?? 0, entry_cnt: byGrade.get(g) ?? 0 })),
      collect_days: Math.round(this.backend.options.pickupHoldMs / DAY),
      commitment: d.commitment,
      ...(mine ? { my_entry: mine } : {}),
      ...(block ? { block_rsn: block } : {}),
    };
  }

  /** One entry per member: a repeat answers it (with the store of the latest call). */
  async enter(cno: string, drawNo: string, strCd: string): Promise<DrawDetail> {
    const d = this.find(drawNo);
    const now = this.backend.now();
    if (!/^\d{3}$/.test(strCd)) throw badRequest('str_cd must be a store code');
    if (now < d.open_at) throw drawRefused('notOpen', 'the entry window has not opened yet');
    if (now >= d.close_at || d.order) throw drawRefused('closed', 'the entry window has closed');
    if (!d.str_cds.includes(strCd)) throw drawRefused('store', `store ${strCd} is not a collection store of this draw`);
    const block = this.blockReason(d, cno);
    if (block)
      throw drawRefused(
        'notEligible',
        block === 'NOT_ADULT' ? 'adults only: the member’s age is not verified' : `grade ${d.min_grade} or higher may enter`,
      );
    const existing = d.entries.find((e) => e.cno === cno);
    if (existing) {
      if (existing.str_cd !== strCd) {
        existing.str_cd = strCd;
        this.backend.changed();
      }
    } else {
      // Hashed before the entry is added: no await between the check and the push, so two
      // calls of one member racing each other still make one entry.
      const hash = await drawEntryHash(d.salt, cno);
      if (!d.entries.some((e) => e.cno === cno)) {
        d.entries.push({ cno, hash, grade: String(this.backend.member(cno).grade), str_cd: strCd, at: now });
        this.backend.changed();
      }
    }
    return this.detail(drawNo, cno);
  }

  /** Until the window closes; withdrawing when not entered changes nothing. */
  withdraw(cno: string, drawNo: string): DrawDetail {
    const d = this.find(drawNo);
    if (this.backend.now() >= d.close_at || d.order)
      throw drawRefused('closed', 'the entry window has closed: an entry can no longer be withdrawn');
    const before = d.entries.length;
    d.entries = d.entries.filter((e) => e.cno !== cno);
    if (d.entries.length !== before) this.backend.changed();
    return this.detail(drawNo, cno);
  }

  result(drawNo: string): DrawResultResponse {
    const d = this.find(drawNo);
    if (!d.order || d.drawn_at === undefined) throw drawRefused('notDrawn', 'the draw has not been drawn yet');
    return {
      draw_no: d.draw_no,
      alg: DRAW_ROUND_PREFIX.replace(/:$/, ''),
      seed: d.seed,
      commitment: d.commitment,
      qty: d.qty,
      weights: Object.entries(d.weights).map(([grade, weight]) => ({ grade, weight })),
      entries: d.entries.map((e) => ({ hash: e.hash, grade: e.grade })).sort((a, b) => (a.hash < b.hash ? -1 : 1)),
      order: d.order,
      winners: d.order.slice(0, d.qty),
      forfeited: d.offers.filter((o) => o.forfeited).map((o) => o.hash),
      drawn_dt: toYmdHm(d.drawn_at),
    };
  }
}
