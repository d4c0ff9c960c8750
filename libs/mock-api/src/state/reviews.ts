/**
 * Ratings and reviews, the chain's backend side (a proposal: docs/reviews.md, libs/api A40).
 *
 * - one review per member per product: a second save edits the first (same number);
 * - the rules are libs/domain's (`reviewProblems`): the server refuses what the app would;
 * - at most REVIEW_RATE_LIMIT writes a minute per member (429, rspDtc 4201);
 * - helpful once per member; a report once per member with a reason; three members' reports
 *   hide a review until the chain's staff look (the desk's staff call decides: restore or remove);
 * - 구매 인증 (verified) is worked out when read: the author has a reservation of that product
 *   handed over at a store's desk (PICKED_UP), so a handover after publishing counts too.
 *
 * Members' reviews and every member's marks (helpful, reports, staff decisions) live in the
 * state (`MockStateData.reviews`, saved with the demo's state file); the seeded spread of other
 * members' reviews is the generated data/reviews.json, read-only.
 */
import {
  initialsOf,
  REPORT_HIDE_THRESHOLD,
  REVIEW_RATE_LIMIT,
  REVIEW_RATE_WINDOW_MS,
  compareReviews,
  isReportReason,
  isReviewSort,
  ratingSummary,
  reviewProblems,
  toYmdHm,
  type ReportReason,
} from '@bottle/domain';
import { DESK_REVIEW_CODES, type DeskHiddenReview } from '@bottle/api/desk';
import { REVIEW_REFUSALS, type Review, type ReviewListResponse, type ReviewNameType, type ReviewSummary } from '@bottle/api';
import seedJson from '../data/reviews.json';
import { dataset } from '../data/dataset';
import type { MockBackend } from './backend';
import { MOCK_CODES, MockApiError, badRequest, notFound } from './errors';

const DAY_MS = 24 * 60 * 60_000;

/** A seeded review (tools/generate-mock-data.mjs): another member's, `day_offset` days ago. */
export interface SeedReview {
  review_no: string;
  prd_cd: string;
  author_id: string;
  nick_nm: string;
  rating: number;
  review_text: string;
  verified_yn: 'Y' | 'N';
  helpful_cnt: number;
  day_offset: number;
}
const SEED_REVIEWS = seedJson as unknown as SeedReview[];
/** The seeded reviews by product, built on first use (search rows ask for many products). */
let seedByProduct: Map<string, SeedReview[]> | undefined;
function seedsOf(prdCd: string | undefined): readonly SeedReview[] {
  if (!prdCd) return SEED_REVIEWS;
  if (!seedByProduct) {
    seedByProduct = new Map();
    for (const s of SEED_REVIEWS) seedByProduct.set(s.prd_cd, [...(seedByProduct.get(s.prd_cd) ?? []), s]);
  }
  return seedByProduct.get(prdCd) ?? [];
}

export interface MemberReview {
  review_no: string;
  prd_cd: string;
  cno: string;
  note_no?: string;
  rating: number;
  review_text: string;
  name_type: ReviewNameType;
  nick_nm: string;
  created_at: number;
  updated_at: number;
}

export interface ReviewMarks {
  /** Members who marked it helpful (once each). */
  helpful: string[];
  /** Members' reports since the staff last looked (once each). */
  reports: { cno: string; rsn_cd: ReportReason; at: number }[];
  /** The staff's last look: kept (reports start again) or removed for good. */
  staff?: { decision: 'restore' | 'remove'; at: number; str_cd?: string };
}

export interface ReviewsState {
  reviews: Record<string, MemberReview>;
  marks: Record<string, ReviewMarks>;
  /** Each member's recent write instants (the rate limit). */
  writes: Record<string, number[]>;
}

/** The one row shape both kinds of review are read as. */
interface Row {
  review_no: string;
  prd_cd: string;
  author: string;
  rating: number;
  review_text: string;
  nick_nm: string;
  seed_verified: boolean;
  seed_helpful: number;
  created_at: number;
  updated_at: number;
  note_no?: string;
}

function refusal(code: keyof typeof REVIEW_REFUSALS, message: string, status = 409): MockApiError {
  return new MockApiError(status, MOCK_CODES.refused[0], REVIEW_REFUSALS[code], message);
}

export class Reviews {
  constructor(private readonly backend: MockBackend) {}

  /**
   * What reads see. A read never adds the area to the state: the demo state file must equal the
   * state in memory after every answered write, and a product page read between two writes would
   * otherwise leave an unsaved empty area behind.
   */
  private get state(): ReviewsState {
    return this.backend.state.reviews ?? { reviews: {}, marks: {}, writes: {} };
  }

  /** What writes change (the area is made on the first write). */
  private get writable(): ReviewsState {
    return (this.backend.state.reviews ??= { reviews: {}, marks: {}, writes: {} });
  }

  private marks(reviewNo: string): ReviewMarks {
    return (this.writable.marks[reviewNo] ??= { helpful: [], reports: [] });
  }

  private rows(prdCd?: string): Row[] {
    const now = this.backend.now();
    const seeded = seedsOf(prdCd).map((s): Row => ({
      review_no: s.review_no,
      prd_cd: s.prd_cd,
      author: s.author_id,
      rating: s.rating,
      review_text: s.review_text,
      nick_nm: s.nick_nm,
      seed_verified: s.verified_yn === 'Y',
      seed_helpful: s.helpful_cnt,
      created_at: now + s.day_offset * DAY_MS,
      updated_at: now + s.day_offset * DAY_MS,
    }));
    const own = Object.values(this.state.reviews)
      .filter((r) => !prdCd || r.prd_cd === prdCd)
      .map((r): Row => ({
        review_no: r.review_no,
        prd_cd: r.prd_cd,
        author: r.cno,
        rating: r.rating,
        review_text: r.review_text,
        nick_nm: r.nick_nm,
        seed_verified: false,
        seed_helpful: 0,
        created_at: r.created_at,
        updated_at: r.updated_at,
        ...(r.note_no ? { note_no: r.note_no } : {}),
      }));
    return [...seeded, ...own];
  }

  private row(reviewNo: string): Row {
    const found = reviewNo.startsWith('S') ? this.rows().find((r) => r.review_no === reviewNo) : this.rowOfOwn(reviewNo);
    if (!found || this.removed(reviewNo)) throw notFound(`unknown review ${reviewNo}`);
    return found;
  }

  private rowOfOwn(reviewNo: string): Row | undefined {
    const r = this.state.reviews[reviewNo];
    return r ? this.rows(r.prd_cd).find((x) => x.review_no === reviewNo) : undefined;
  }

  private removed(reviewNo: string): boolean {
    return this.state.marks[reviewNo]?.staff?.decision === 'remove';
  }

  /** Hidden: three different members reported it since the staff last looked. */
  hidden(reviewNo: string): boolean {
    const m = this.state.marks[reviewNo];
    if (!m) return false;
    return new Set(m.reports.map((r) => r.cno)).size >= REPORT_HIDE_THRESHOLD;
  }

  /** 구매 인증: the author had this product handed over at a store's desk. */
  private verified(row: Row): boolean {
    if (row.seed_verified) return true;
    return this.backend.state.pickups.some((p) => p.cno === row.author && p.prd_cd === row.prd_cd && p.stage === 'PICKED_UP');
  }

  private helpfulCount(row: Row): number {
    return row.seed_helpful + (this.state.marks[row.review_no]?.helpful.length ?? 0);
  }

  private present(row: Row, cno: string | null): Review {
    const m = this.state.marks[row.review_no];
    const mine = cno !== null && row.author === cno;
    return {
      review_no: row.review_no,
      prd_cd: row.prd_cd,
      rating: row.rating,
      review_text: row.review_text,
      nick_nm: row.nick_nm,
      verified_yn: this.verified(row) ? 'Y' : 'N',
      helpful_cnt: this.helpfulCount(row),
      my_helpful_yn: cno && m?.helpful.includes(cno) ? 'Y' : 'N',
      my_report_yn: cno && m?.reports.some((r) => r.cno === cno) ? 'Y' : 'N',
      mine_yn: mine ? 'Y' : 'N',
      hidden_yn: this.hidden(row.review_no) ? 'Y' : 'N',
      reg_dt: toYmdHm(row.created_at),
      upd_dt: toYmdHm(row.updated_at),
      ...(mine && row.note_no ? { note_no: row.note_no } : {}),
    };
  }

  /** What every member sees: neither hidden nor removed. */
  private visible(rows: Row[]): Row[] {
    return rows.filter((r) => !this.removed(r.review_no) && !this.hidden(r.review_no));
  }

  summary(prdCd: string): ReviewSummary {
    const s = ratingSummary(this.visible(this.rows(prdCd)).map((r) => r.rating));
    const d = s.distribution;
    return { avg_rating: s.average, review_cnt: s.count, dist: { '1': d[1], '2': d[2], '3': d[3], '4': d[4], '5': d[5] } };
  }

  /** Average and count of many products at once (search rows and product cards). */
  summaries(prdCds: readonly string[]): Map<string, { avg_rating: number | null; review_cnt: number }> {
    const out = new Map<string, { avg_rating: number | null; review_cnt: number }>();
    for (const prdCd of prdCds) {
      const s = ratingSummary(this.visible(this.rows(prdCd)).map((r) => r.rating));
      out.set(prdCd, { avg_rating: s.average, review_cnt: s.count });
    }
    return out;
  }

  list(
    cno: string | null,
    req: { prd_cd: string; sort?: string; verified_only_yn?: string; page_no?: number; page_size?: number },
  ): ReviewListResponse {
    if (!dataset.productByCode.has(req.prd_cd)) throw notFound(`unknown product ${req.prd_cd}`);
    const sort = isReviewSort(req.sort) ? req.sort : 'helpful';
    const all = this.rows(req.prd_cd);
    const mineRow = cno ? all.find((r) => r.author === cno && !this.removed(r.review_no)) : undefined;
    const others = this.visible(all)
      .filter((r) => r !== mineRow)
      .filter((r) => req.verified_only_yn !== 'Y' || this.verified(r))
      .map((r) => ({ row: r, helpful: this.helpfulCount(r), updatedAt: r.updated_at, id: r.review_no }))
      .sort(compareReviews(sort));
    const pageNo = Math.max(1, Math.floor(req.page_no ?? 1));
    const size = Math.min(50, Math.max(1, Math.floor(req.page_size ?? 10)));
    return {
      summary: this.summary(req.prd_cd),
      mine: mineRow ? this.present(mineRow, cno) : null,
      total_cnt: others.length,
      list: others.slice((pageNo - 1) * size, pageNo * size).map((o) => this.present(o.row, cno)),
    };
  }

  myList(cno: string): Review[] {
    return Object.values(this.state.reviews)
      .filter((r) => r.cno === cno && !this.removed(r.review_no))
      .sort((a, b) => b.updated_at - a.updated_at)
      .map((r) => this.present(this.rowOfOwn(r.review_no) as Row, cno));
  }

  /** The rate limit: at most REVIEW_RATE_LIMIT writes in any REVIEW_RATE_WINDOW_MS. */
  private countWrite(cno: string): void {
    const now = this.backend.now();
    const recent = (this.state.writes[cno] ?? []).filter((at) => now - at < REVIEW_RATE_WINDOW_MS);
    if (recent.length >= REVIEW_RATE_LIMIT) {
      this.writable.writes[cno] = recent;
      throw refusal('rate', `at most ${REVIEW_RATE_LIMIT} reviews a minute`, 429);
    }
    recent.push(now);
    this.writable.writes[cno] = recent;
  }

  save(
    cno: string,
    req: { prd_cd: string; note_no?: string; rating: unknown; review_text: string; name_type?: string; nick_nm?: string },
  ): Review {
    if (!dataset.productByCode.has(req.prd_cd)) throw notFound(`unknown product ${req.prd_cd}`);
    const member = this.backend.member(cno);
    const nameType: ReviewNameType = req.name_type === 'nickname' ? 'nickname' : 'initials';
    if (req.name_type !== undefined && req.name_type !== 'nickname' && req.name_type !== 'initials')
      throw badRequest('name_type must be initials or nickname');
    const nickname = nameType === 'nickname' ? (req.nick_nm ?? '').trim() : '';
    if (nameType === 'nickname' && !nickname) throw refusal('name_length', 'a nickname is required');
    const problems = reviewProblems(
      { rating: req.rating, text: req.review_text, nickname },
      { fullName: member.user_name, loginId: member.login_id },
    );
    const first = problems[0];
    if (first) throw refusal(first, `review refused: ${problems.join(', ')}`);
    if (req.note_no && !this.backend.notes(cno).some((n) => n.note_no === req.note_no)) throw notFound(`unknown note ${req.note_no}`);
    this.countWrite(cno);
    const now = this.backend.now();
    const existing = Object.values(this.state.reviews).find((r) => r.cno === cno && r.prd_cd === req.prd_cd && !this.removed(r.review_no));
    const nick = nameType === 'nickname' ? nickname : initialsOf(member.user_name);
    const record: MemberReview = existing
      ? {
          ...existing,
          rating: req.rating as number,
          review_text: req.review_text.trim(),
          name_type: nameType,
          nick_nm: nick,
          updated_at: now,
        }
      : {
          review_no: `R${(this.backend.state.seq += 1)}`,
          prd_cd: req.prd_cd,
          cno,
          rating: req.rating as number,
          review_text: req.review_text.trim(),
          name_type: nameType,
          nick_nm: nick,
          created_at: now,
          updated_at: now,
        };
    if (req.note_no) record.note_no = req.note_no;
    this.writable.reviews[record.review_no] = record;
    this.backend.changed();
    return this.present(this.rowOfOwn(record.review_no) as Row, cno);
  }

  /** The member deletes their review; the tasting note it came from stays. Again: no-op. */
  delete(cno: string, reviewNo: string): void {
    const r = this.state.reviews[reviewNo];
    if (!r) return;
    if (r.cno !== cno) throw notFound(`unknown review ${reviewNo}`);
    delete this.writable.reviews[reviewNo];
    delete this.writable.marks[reviewNo];
    this.backend.changed();
  }

  helpful(cno: string, reviewNo: string): { review_no: string; helpful_cnt: number; my_helpful_yn: 'Y' } {
    const row = this.row(reviewNo);
    if (row.author === cno) throw refusal('own_helpful', 'a member cannot mark their own review helpful');
    if (this.hidden(reviewNo)) throw refusal('gone', 'the review is hidden');
    const m = this.marks(reviewNo);
    if (!m.helpful.includes(cno)) {
      m.helpful.push(cno);
      this.backend.changed();
    }
    return { review_no: reviewNo, helpful_cnt: this.helpfulCount(row), my_helpful_yn: 'Y' };
  }

  report(cno: string, reviewNo: string, reason: unknown): { review_no: string; my_report_yn: 'Y'; hidden_yn: 'Y' | 'N' } {
    if (!isReportReason(reason)) throw badRequest('rsn_cd must be spam, abuse, off_topic or personal_data');
    const row = this.row(reviewNo);
    if (row.author === cno) throw refusal('own_helpful', 'a member cannot report their own review');
    const m = this.marks(reviewNo);
    if (!m.reports.some((r) => r.cno === cno)) {
      m.reports.push({ cno, rsn_cd: reason, at: this.backend.now() });
      this.backend.changed();
    }
    return { review_no: reviewNo, my_report_yn: 'Y', hidden_yn: this.hidden(reviewNo) ? 'Y' : 'N' };
  }

  /** The chain's staff: reviews hidden by reports, with the reports' reasons. */
  hiddenList(): DeskHiddenReview[] {
    return this.rows()
      .filter((r) => !this.removed(r.review_no) && this.hidden(r.review_no))
      .map((r) => ({
        review_no: r.review_no,
        prd_cd: r.prd_cd,
        prd_nm: dataset.productByCode.get(r.prd_cd)?.prd_nm ?? '',
        rating: r.rating,
        review_text: r.review_text,
        nick_nm: r.nick_nm,
        reports: (this.state.marks[r.review_no]?.reports ?? []).map((x) => ({ rsn_cd: x.rsn_cd, dt: toYmdHm(x.at) })),
      }));
  }

  /**
   * The staff looked: restore (shown again; reports start over) or remove for good. The same
   * decision again answers as the first time (a repeated tap, a retried call); another decision
   * than the one that stands (another member of staff was first) or a review no one hid is
   * refused with a 409 that says which (DESK_REVIEW_CODES).
   */
  decide(reviewNo: string, decision: string, strCd?: string): { review_no: string; decision: 'restore' | 'remove' } {
    if (decision !== 'restore' && decision !== 'remove') throw badRequest('decision must be restore or remove');
    const last = this.state.marks[reviewNo]?.staff;
    if (this.removed(reviewNo) || !this.hidden(reviewNo)) {
      if (last?.decision === decision) return { review_no: reviewNo, decision };
      if (last) {
        const code = last.decision === 'remove' ? DESK_REVIEW_CODES.alreadyRemoved : DESK_REVIEW_CODES.alreadyRestored;
        throw new MockApiError(
          409,
          MOCK_CODES.refused[0],
          code,
          `the review was already ${last.decision === 'remove' ? 'removed' : 'restored'}`,
        );
      }
      this.row(reviewNo); // unknown: 404
      throw new MockApiError(409, MOCK_CODES.refused[0], DESK_REVIEW_CODES.notHidden, 'the review is not hidden');
    }
    this.row(reviewNo);
    const m = this.marks(reviewNo);
    m.staff = { decision, at: this.backend.now(), ...(strCd ? { str_cd: strCd } : {}) };
    if (decision === 'restore') m.reports = [];
    this.backend.changed();
    return { review_no: reviewNo, decision };
  }
}
