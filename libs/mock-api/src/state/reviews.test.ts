/**
 * Reviews, the backend's rules: one review per member per product (a second save edits it), the
 * domain's refusals, the rate limit, helpful once, reports once with a reason, hidden at three
 * members until the staff look, 구매 인증 from a desk handover, and the seeded spread. Each test
 * sets its clock; the state is fresh per test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_RATE_LIMIT, REVIEW_RATE_WINDOW_MS, toYmd } from '@bottle/domain';
import { REVIEW_REFUSALS } from '@bottle/api';
import seed from '../data/reviews.json';
import { MockBackend } from './backend';
import { MockApiError } from './errors';
import { Reviews } from './reviews';

const T0 = Date.parse('2026-11-26T10:00:00+09:00');
const DEMO = '100000001'; // 김보틀
const FAMILY = '100000002';
const SILVER = '100000003';
const GOLD = '100000004';
const PRD = 'W00002'; // no seeded review
const BUSY = 'W00007'; // 20+ seeded reviews

let backend: MockBackend;
let reviews: Reviews;
beforeEach(() => {
  backend = new MockBackend();
  backend.clock.set(T0);
  reviews = new Reviews(backend);
});

function refusal(fn: () => unknown): { status: number; code: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof MockApiError) return { status: e.status, code: e.rspDtc };
    throw e;
  }
  throw new Error('not refused');
}

const write = (
  cno: string,
  extra: Partial<{ rating: number; review_text: string; name_type: string; nick_nm: string; prd_cd: string }> = {},
) => reviews.save(cno, { prd_cd: PRD, rating: 4.5, review_text: '체리와 자두 향이 좋고 타닌이 부드러워요.', ...extra });

describe('writing', () => {
  it('given a member writes twice about one product, then the second edits the first', () => {
    const first = write(DEMO);
    backend.clock.advance(1000);
    const second = write(DEMO, { rating: 3, review_text: '다시 마셔보니 산미가 좀 강하네요.' });
    expect(second.review_no).toBe(first.review_no);
    const list = reviews.list(DEMO, { prd_cd: PRD });
    expect(list.mine).toMatchObject({ review_no: first.review_no, rating: 3, mine_yn: 'Y' });
    expect(list.summary).toMatchObject({ avg_rating: 3, review_cnt: 1 });
    expect(list.list).toEqual([]);
  });

  it('shows initials by default and never the full name; a nickname that holds the name is refused', () => {
    expect(write(DEMO).nick_nm).toBe('김ㅂㅌ');
    expect(write(DEMO, { name_type: 'nickname', nick_nm: '와인러버' }).nick_nm).toBe('와인러버');
    backend.clock.advance(REVIEW_RATE_WINDOW_MS);
    expect(refusal(() => write(DEMO, { name_type: 'nickname', nick_nm: '김보틀님' }))).toEqual({
      status: 409,
      code: REVIEW_REFUSALS.name_identifies,
    });
    expect(refusal(() => write(DEMO, { name_type: 'nickname', nick_nm: 'demo_fan' }))).toEqual({
      status: 409,
      code: REVIEW_REFUSALS.name_identifies,
    });
  });

  it.each([
    [{ rating: 4.2 }, 'rating'],
    [{ review_text: '짧아요' }, 'text_short'],
    [{ review_text: '가'.repeat(1001) }, 'text_long'],
    [{ review_text: '궁금하면 010-1234-5678 로 연락 주세요' }, 'phone'],
    [{ review_text: '문의는 me@example.com 으로 주세요' }, 'email'],
    [{ review_text: '더 싼 곳 https://cheap.example 에서 사세요' }, 'url'],
    [{ review_text: '씨발 이게 무슨 맛이야 진짜' }, 'abusive'],
    [{ review_text: 'this wine is total shit honestly' }, 'abusive'],
  ] as const)('refuses %o with its own code and keeps nothing', (extra, code) => {
    expect(refusal(() => write(DEMO, extra))).toEqual({ status: 409, code: REVIEW_REFUSALS[code] });
    expect(reviews.myList(DEMO)).toEqual([]);
  });

  it(`refuses a member's ${REVIEW_RATE_LIMIT + 1}th write within a minute (429), and takes it a minute later`, () => {
    for (const prd of ['W00001', 'W00002', 'W00003']) write(DEMO, { prd_cd: prd });
    expect(refusal(() => write(DEMO, { prd_cd: 'W00004' }))).toEqual({ status: 429, code: REVIEW_REFUSALS.rate });
    expect(write(FAMILY, { prd_cd: 'W00004' }).mine_yn).toBe('Y'); // another member is not limited
    backend.clock.advance(REVIEW_RATE_WINDOW_MS);
    expect(write(DEMO, { prd_cd: 'W00004' }).prd_cd).toBe('W00004');
  });

  it('deleting a review keeps the tasting note', () => {
    const noteNo = backend.insertNote(DEMO, {
      prd_cd: PRD,
      rating: 4,
      tasting_dt: toYmd(T0),
      content: '체리와 자두 향이 좋고 타닌이 부드러워요.',
    } as never);
    const r = reviews.save(DEMO, { prd_cd: PRD, note_no: noteNo, rating: 4, review_text: '체리와 자두 향이 좋고 타닌이 부드러워요.' });
    expect(r.note_no).toBe(noteNo);
    reviews.delete(DEMO, r.review_no);
    reviews.delete(DEMO, r.review_no); // again: nothing
    expect(reviews.myList(DEMO)).toEqual([]);
    expect(backend.notes(DEMO).map((n) => n.note_no)).toContain(noteNo);
  });
});

describe('구매 인증', () => {
  it('is Y once the desk handed that product over to the author, N before', () => {
    const r = write(DEMO);
    expect(r.verified_yn).toBe('N');
    backend.setStock(PRD, '361', 3);
    const pickup = backend.createPickup(DEMO, { prd_cd: PRD, qty: 1, str_cd: '361', pickup_dt: toYmd(T0), privacy_agree_yn: 'Y' });
    backend.stepTo(pickup, 'PICKED_UP', backend.now());
    expect(reviews.list(null, { prd_cd: PRD }).list[0]).toMatchObject({ review_no: r.review_no, verified_yn: 'Y', mine_yn: 'N' });
    expect(reviews.list(null, { prd_cd: PRD, verified_only_yn: 'Y' }).total_cnt).toBe(1);
  });

  it('filters the seeded list to verified reviews only', () => {
    const all = reviews.list(null, { prd_cd: BUSY, page_size: 50 });
    const verified = reviews.list(null, { prd_cd: BUSY, verified_only_yn: 'Y', page_size: 50 });
    expect(verified.total_cnt).toBeGreaterThan(0);
    expect(verified.total_cnt).toBeLessThan(all.total_cnt);
    expect(verified.list.every((r) => r.verified_yn === 'Y')).toBe(true);
  });
});

describe('the list', () => {
  it('puts the member own review first (apart), the others by helpful or recent, paged without repeats', () => {
    write(DEMO, { prd_cd: BUSY });
    const byHelpful = reviews.list(DEMO, { prd_cd: BUSY, sort: 'helpful', page_size: 5 });
    expect(byHelpful.mine?.mine_yn).toBe('Y');
    expect(byHelpful.list.some((r) => r.mine_yn === 'Y')).toBe(false);
    const counts = byHelpful.list.map((r) => r.helpful_cnt);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const pages = [1, 2, 3, 4, 5].flatMap((page_no) =>
      reviews.list(DEMO, { prd_cd: BUSY, sort: 'recent', page_size: 5, page_no }).list.map((r) => r.review_no),
    );
    expect(new Set(pages).size).toBe(Math.min(25, byHelpful.total_cnt));
    const recent = reviews.list(DEMO, { prd_cd: BUSY, sort: 'recent', page_size: 50 }).list.map((r) => r.upd_dt);
    expect([...recent].sort().reverse()).toEqual(recent);
  });

  it('summarises the average to one decimal, the count and the distribution', () => {
    write(DEMO, { rating: 4.5 });
    write(FAMILY, { rating: 4.5 });
    write(SILVER, { rating: 4 });
    expect(reviews.list(null, { prd_cd: PRD }).summary).toEqual({
      avg_rating: 4.3,
      review_cnt: 3,
      dist: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
    expect(reviews.summaries([PRD]).get(PRD)).toEqual({ avg_rating: 4.3, review_cnt: 3 });
  });
});

describe('helpful and report', () => {
  it('counts one helpful mark per member, refuses the author own', () => {
    const r = write(DEMO);
    expect(reviews.helpful(FAMILY, r.review_no)).toEqual({ review_no: r.review_no, helpful_cnt: 1, my_helpful_yn: 'Y' });
    expect(reviews.helpful(FAMILY, r.review_no).helpful_cnt).toBe(1);
    expect(reviews.helpful(SILVER, r.review_no).helpful_cnt).toBe(2);
    expect(refusal(() => reviews.helpful(DEMO, r.review_no)).code).toBe(REVIEW_REFUSALS.own_helpful);
  });

  it('hides a review reported by three different members until the staff look; restore shows it again, remove ends it', () => {
    const r = write(DEMO);
    expect(reviews.report(FAMILY, r.review_no, 'spam').hidden_yn).toBe('N');
    expect(reviews.report(FAMILY, r.review_no, 'abuse').hidden_yn).toBe('N'); // same member again
    expect(reviews.report(SILVER, r.review_no, 'off_topic').hidden_yn).toBe('N');
    expect(refusal(() => reviews.report(GOLD, r.review_no, 'rude'))).toEqual({ status: 400, code: '400' });
    expect(reviews.report(GOLD, r.review_no, 'personal_data').hidden_yn).toBe('Y');
    expect(reviews.list(null, { prd_cd: PRD }).list).toEqual([]);
    expect(reviews.list(null, { prd_cd: PRD }).summary.review_cnt).toBe(0);
    expect(reviews.list(DEMO, { prd_cd: PRD }).mine?.hidden_yn).toBe('Y'); // the author still sees it
    expect(reviews.hiddenList().map((h) => [h.review_no, h.reports.map((x) => x.rsn_cd)])).toEqual([
      [r.review_no, ['spam', 'off_topic', 'personal_data']],
    ]);
    reviews.decide(r.review_no, 'restore', '361');
    expect(reviews.list(null, { prd_cd: PRD }).list.map((x) => x.review_no)).toEqual([r.review_no]);
    for (const cno of [FAMILY, SILVER, GOLD]) reviews.report(cno, r.review_no, 'abuse'); // reports start over
    reviews.decide(r.review_no, 'remove');
    expect(reviews.list(null, { prd_cd: PRD }).list).toEqual([]);
    expect(reviews.list(DEMO, { prd_cd: PRD }).mine).toBeNull();
  });

  it('answers the same staff decision again as the first time, and refuses another one or a review no one hid with a code that says which', () => {
    const r = reviews.save(DEMO, { prd_cd: PRD, rating: 2, review_text: '제 입맛에는 조금 아쉬웠어요.' });
    expect(refusal(() => reviews.decide(r.review_no, 'restore'))).toEqual({ status: 409, code: '4233' });
    expect(refusal(() => reviews.decide('R-unknown', 'remove'))).toEqual({ status: 404, code: '404' });
    const hide = () => [FAMILY, SILVER, GOLD].forEach((cno) => reviews.report(cno, r.review_no, 'spam'));
    hide();
    expect(reviews.decide(r.review_no, 'restore', '361')).toEqual({ review_no: r.review_no, decision: 'restore' });
    expect(reviews.decide(r.review_no, 'restore', '201')).toEqual({ review_no: r.review_no, decision: 'restore' }); // again
    expect(refusal(() => reviews.decide(r.review_no, 'remove', '201'))).toEqual({ status: 409, code: '4231' });
    expect(reviews.list(null, { prd_cd: PRD }).list.map((x) => x.review_no)).toEqual([r.review_no]);
    hide(); // reported by three again after the restore: the staff decide anew
    expect(reviews.hiddenList().map((h) => h.review_no)).toEqual([r.review_no]);
    expect(reviews.decide(r.review_no, 'remove', '201')).toEqual({ review_no: r.review_no, decision: 'remove' });
    expect(reviews.decide(r.review_no, 'remove', '361')).toEqual({ review_no: r.review_no, decision: 'remove' }); // again
    expect(refusal(() => reviews.decide(r.review_no, 'restore', '361'))).toEqual({ status: 409, code: '4232' });
    expect(reviews.hiddenList()).toEqual([]);
    expect(reviews.list(null, { prd_cd: PRD }).list).toEqual([]);
  });

  it('lets members mark and report seeded reviews, and keeps the marks in the saved state', () => {
    const target = reviews.list(null, { prd_cd: BUSY, sort: 'recent' }).list[0];
    expect(target).toBeDefined();
    const before = target?.helpful_cnt ?? 0;
    reviews.helpful(DEMO, target?.review_no ?? '');
    const saved = JSON.parse(JSON.stringify(backend.state));
    const reloaded = new Reviews(new MockBackend({}, saved));
    expect(reloaded.list(DEMO, { prd_cd: BUSY, sort: 'recent' }).list[0]).toMatchObject({
      review_no: target?.review_no,
      helpful_cnt: before + 1,
      my_helpful_yn: 'Y',
    });
  });
});

describe('the seeded spread', () => {
  it('covers many products with believable ratings, some verified, none by a demo login member', () => {
    const rows = seed as { prd_cd: string; rating: number; verified_yn: string; author_id: string }[];
    expect(new Set(rows.map((r) => r.prd_cd)).size).toBeGreaterThan(150);
    const avg = rows.reduce((s, r) => s + r.rating, 0) / rows.length;
    expect(avg).toBeGreaterThan(3);
    expect(avg).toBeLessThan(4.3);
    expect(rows.every((r) => Number.isInteger(r.rating * 2) && r.rating >= 0.5 && r.rating <= 5)).toBe(true);
    expect(rows.some((r) => r.verified_yn === 'Y') && rows.some((r) => r.verified_yn === 'N')).toBe(true);
    expect(rows.every((r) => r.author_id.startsWith('seed-'))).toBe(true);
  });
});
