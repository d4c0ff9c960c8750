/**
 * The member's own pages (spec §7 authenticated app calls, A15-A22): profile and main store,
 * receipts, push settings and messages, app card, my page, grades, coupons and the wish list.
 */
import type {
  AppCardInfoResponse,
  CouponListResponse,
  GradeInfoResponse,
  MypageInitResponse,
  PushListResponse,
  PushSettingInfoResponse,
  ReceiptInfoResponse,
  ReceiptListResponse,
  UserGradeResponse,
  UserInfoResponse,
  WishListResponse,
  WishToggleResponse,
} from '@bottle/api';
import { DAY_MS, gradeProgress, MEMBERSHIP_GRADES } from '@bottle/domain';
import type { MemberReceipt, MockBackend } from '../../state/backend';
import { dataset } from '../../data/dataset';
import { registerTwin } from '../language';
import { optStr, str } from '../http';
import { summary } from '../present';
import { GRADE_PICKUP_DC_RATE } from '../../state/pricing';
import { ack, byKey, paged, type Registrars } from './register';

// The grades' names are libs/domain's (one table for the app and the demo).
const gradeEntry = (g: number) => MEMBERSHIP_GRADES.entries.find((e) => e.code === String(g));
/**
 * 12-month purchases from which each grade applies (the spec gives no amounts).
 * They fit the demo members' receipts, so each member's grade is the one their spend reaches,
 * except 신입생 (newbie, Family), whose spend already reaches Silver at the next monthly update.
 * Next grade and amount to it: libs/domain's gradeProgress over these, as the app computes them.
 */
const GRADE_STANDARD: Record<number, number> = { 1: 0, 2: 3_800_000, 3: 5_000_000, 4: 10_000_000 };
const GRADE_LIST = [1, 2, 3, 4].map((g) => ({ grade_cd: String(g), standard_amt: GRADE_STANDARD[g] ?? 0 }));

type Receipt = MemberReceipt;

/** A grade's benefit line, with its English twin for an English request (handlers/language.ts). */
function gradeBenefit(g: number): string {
  const rate = GRADE_PICKUP_DC_RATE[g] ?? 0;
  const ko = `${gradeEntry(g)?.ko ?? g} 등급: 픽업 예약 ${rate}% 추가 할인, 월 ${g}장 쿠폰`;
  registerTwin(ko, `${gradeEntry(g)?.en ?? g}: ${rate}% extra off pickup reservations, ${g} coupon${g === 1 ? '' : 's'} a month`);
  return ko;
}

function receiptTotal(r: Receipt): number {
  return r.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
}

/** What the receipt list and a receipt's page both show of it. */
function receiptHeader(r: Receipt) {
  return {
    rcpt_no: r.rcpt_no,
    str_cd: r.str_cd,
    str_nm: dataset.storeByCode.get(r.str_cd)?.str_nm ?? r.str_cd,
    sale_dt: r.sale_dt,
    tot_amt: receiptTotal(r),
    // Paid when reserving carries what was charged; a refund's is negative (libs/api A37).
    pay_type: r.paid_amt !== undefined ? ('APP' as const) : ('STORE' as const),
    refund_yn: r.paid_amt !== undefined && r.paid_amt < 0 ? ('Y' as const) : ('N' as const),
  };
}

/** The last 12 months' purchases: every receipt of the last 365 days, pickups handed over included. */
function purchases12m(backend: MockBackend, cno: string): number {
  const since = backend.now() - 365 * DAY_MS;
  return backend
    .receipts(cno)
    .filter((r) => r.at > since)
    .reduce((s, r) => s + receiptTotal(r), 0);
}

export function registerMemberRoutes({ app }: Registrars): void {
  app('/app/member/user/info', ({ backend, cno }): UserInfoResponse => {
    const m = backend.member(cno);
    const s = backend.memberState(cno);
    const store = s.def_str_cd ? dataset.storeByCode.get(s.def_str_cd) : undefined;
    return {
      user_name: m.user_name,
      join_date: backend.joinDate(m),
      def_str_cd: store?.str_cd ?? '',
      def_str_nm: store?.str_nm ?? '',
      psp_id: m.psp_id,
      cno: m.cno,
      grade_cd: String(m.grade),
      mart_member_yn: m.mart_member_yn,
      bottle_member_yn: m.bottle_member_yn,
      adult_cert_yn: m.adult_cert_yn ?? 'Y',
    };
  });
  app(
    '/app/member/user/setDefaultStore',
    ack(({ body, backend, cno }) => backend.setDefaultStore(cno, str(body, 'strCd'))),
  );
  app(
    '/v2/hybridapp/receipt/list',
    paged(({ body, backend, cno }): ReceiptListResponse['list'] => {
      const ym = optStr(body, 'ym');
      return backend
        .receipts(cno)
        .map(receiptHeader)
        .filter((r) => !ym || r.sale_dt.startsWith(ym));
    }),
  );
  app('/v2/hybridapp/receipt/info', ({ body, backend, cno }): ReceiptInfoResponse => {
    const r = byKey(backend.receipts(cno), (x) => x.rcpt_no, str(body, 'rcpt_no'), 'receipt');
    const total = receiptTotal(r);
    // Paid when reserving: the discount is what the server's amount took off (a refund's is negative).
    const dc = r.paid_amt !== undefined ? total - r.paid_amt : total >= 100000 ? Math.round((total * 0.05) / 10) * 10 : 0;
    return {
      ...receiptHeader(r),
      item_list: r.lines.map((l) => ({
        prd_cd: l.prd_cd,
        prd_nm: dataset.productByCode.get(l.prd_cd)?.prd_nm ?? l.prd_cd,
        qty: l.qty,
        amt: l.price * l.qty,
      })),
      dc_amt: dc,
      pay_amt: total - dc,
    };
  });
  app('/v2/hybridapp/mypage/setup/push/info', ({ backend, cno }): PushSettingInfoResponse => ({
    ...backend.memberState(cno).push_setting,
  }));
  app(
    '/v2/hybridapp/mypage/setup/push/update',
    ack(({ body, backend, cno }) => backend.updatePushSetting(cno, body as Record<string, 'Y' | 'N'>)),
  );
  app('/v2/hybridapp/member/user/appcard/info', ({ backend, cno }): AppCardInfoResponse => ({
    membs_card_no: backend.member(cno).membs_card_no,
  }));
  app('/app/mypage/init', ({ backend, cno }): MypageInitResponse => {
    const m = backend.member(cno);
    const s = backend.memberState(cno);
    return {
      user_name: m.user_name,
      grade_cd: String(m.grade),
      pickup_cnt: backend.pickups(cno).filter((p) => ['RESERVED', 'READY'].includes(backend.toReservation(p).status)).length,
      coupon_cnt: m.coupons.filter((c) => c.use_yn === 'N' && c.day_to_offset >= 0).length,
      bnkr_cnt: s.wish.length,
      alarm_cnt: s.alarms.length,
      unread_push_cnt: s.pushes.filter((p) => p.read_yn === 'N').length,
    };
  });
  app('/app/mypage/usergrade', ({ backend, cno }): UserGradeResponse => {
    const m = backend.member(cno);
    const amount = purchases12m(backend, m.cno);
    const progress = gradeProgress(String(m.grade), amount, GRADE_LIST);
    return {
      grade_cd: String(m.grade),
      grade_nm: gradeEntry(m.grade)?.en ?? '',
      purchase_amt: amount,
      next_grade_amt: progress.amountToNext,
    };
  });
  // libs/api A22: every coupon of the member, used and expired ones too.
  app('/app/mypage/coupon/list', ({ backend, cno }): CouponListResponse => ({ coupon_list: backend.coupons(cno) }));
  app('/v2/hybridapp/mypage/grade/info', (): GradeInfoResponse => ({
    grade_list: [1, 2, 3, 4].map((g) => ({
      grade_cd: String(g),
      grade_nm: gradeEntry(g)?.en ?? '',
      benefit: gradeBenefit(g),
      standard_amt: GRADE_STANDARD[g] ?? 0,
      // libs/api A13: the pickup benefit as a number, for the reservation's expected price.
      pickup_dc_rate: GRADE_PICKUP_DC_RATE[g] ?? 0,
    })),
  }));
  app('/app/notice/push/list', ({ backend, cno }): PushListResponse => ({ list: backend.pushList(cno) }));
  app(
    '/app/notice/push/delete',
    ack(({ body, backend, cno }) => backend.deletePush(cno, optStr(body, 'push_no'))),
  );
  app(
    '/app/notice/push/read',
    ack(({ body, backend, cno }) => backend.readPush(cno, optStr(body, 'push_no'))),
  );
  app('/app/mybunker/toggle', ({ body, backend, cno }): WishToggleResponse => backend.toggleWish(cno, str(body, 'prd_cd')));
  app(
    '/app/mybunker/list',
    paged(({ body, backend, cno }): WishListResponse['list'] => {
      const ctg = optStr(body, 'ctg');
      return backend
        .memberState(cno)
        .wish.map((c) => backend.product(c))
        .filter((p) => !ctg || ctg === 'all' || p.prd_type === ctg)
        .map((p) => summary(backend, p, cno));
    }),
  );
}
