/**
 * The backend's members: the seed's and those who sign up, each member's own state (created on
 * first use), receipts, coupons, default store, push settings and recent searches. Methods of
 * `MockBackend` (state/backend.ts installs them); `this` is the backend.
 */
import {
  DAY_MS,
  SIGNUP_ID_TAKEN_DETAIL,
  kstDayFromNow,
  kstToday,
  normalizePhone,
  signupProblems,
  toYmd,
  toYmdHm,
  type SignupProfile,
} from '@bottle/domain';
import type { Coupon, LoginResponse } from '@bottle/api';
import { dataset } from '../data/dataset';
import type { SeedMember } from '../data/types';
import type { MemberState, MockBackend, SignedUpMember } from './backend';
import { badRequest, notFound } from './errors';
import { Payments } from './payments';

/** A receipt as the receipt calls show it: seeded (a day relative to today) or a pickup's. */
export interface MemberReceipt {
  rcpt_no: string;
  /** YYYYMMDD, Korean time. */
  sale_dt: string;
  /** For ordering and the 12-month window. */
  at: number;
  str_cd: string;
  lines: { prd_cd: string; qty: number; price: number }[];
  /** Paid when reserving: what was charged (negative for its refund); absent: paid at the till. */
  paid_amt?: number;
}

/** Members, their own state and settings. */
export class MembersArea {
  member(this: MockBackend, cno: string): SeedMember {
    const m = this.findMember(cno);
    if (!m) throw notFound(`unknown member ${cno}`);
    return m;
  }

  /** A seed member or one who signed up, by cno. */
  findMember(this: MockBackend, cno: string): SeedMember | undefined {
    return dataset.memberByCno.get(cno) ?? this.state.signups?.[cno];
  }

  /** A seed member or one who signed up, by login ID. */
  memberByLoginId(this: MockBackend, loginId: string): SeedMember | undefined {
    return dataset.memberByLoginId.get(loginId) ?? Object.values(this.state.signups ?? {}).find((m) => m.login_id === loginId);
  }

  /** Every member: the seed's, then those who signed up. */
  allMembers(this: MockBackend): SeedMember[] {
    return [...dataset.members.members, ...Object.values(this.state.signups ?? {})];
  }

  /**
   * A visitor's sign-up (libs/domain `SignupProfile`): a new member with an empty history, the
   * main store they chose (spec §2: 361 when skipped), signed in at once. Answers like a login:
   * 44-441 for a login ID in use (also a withdrawn one's, or one that reproduces a login error),
   * 44-430 when the phone is already a member's (spec §8 "duplicate member information"), 44-415
   * under 19 (spec §8 "adults only"); a malformed profile is a bad request.
   */
  signUp(this: MockBackend, profile: SignupProfile, defStrCd: string | undefined): LoginResponse {
    const today = kstToday(this.now());
    const problems = signupProblems(profile, today);
    const underAge = Object.values(problems).includes('underAge');
    const others = Object.entries(problems).filter(([, p]) => p !== 'underAge');
    if (others.length) throw badRequest(`sign-up fields refused: ${others.map(([f, p]) => `${f} (${p})`).join(', ')}`);
    if (underAge) return { rspC: '44', rspDtc: '415', rspMsgCn: '(44-415) 성인만 이용할 수 있는 서비스입니다.' };
    const loginId = profile.login_id.trim();
    if (this.memberByLoginId(loginId) || dataset.members.login_errors.some((e) => e.login_id === loginId)) {
      return { rspC: '44', rspDtc: SIGNUP_ID_TAKEN_DETAIL, rspMsgCn: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.' };
    }
    const phone = normalizePhone(profile.mbl_no);
    if (Object.values(this.state.signups ?? {}).some((m) => m.mbl_no === phone && !this.state.members[m.cno]?.withdrawn)) {
      return { rspC: '44', rspDtc: '430', rspMsgCn: '(44-430) 중복된 회원 정보가 있습니다. 멤버십 포인트 고객센터를 통해 정정해 주세요.' };
    }
    const store = defStrCd || '361';
    if (!dataset.storeByCode.has(store)) throw notFound(`unknown store ${store}`);
    const seq = this.nextId('');
    const cno = String(200000000 + Number(seq));
    const member: SignedUpMember = {
      login_id: loginId,
      password: profile.password,
      cno,
      psp_id: `PSP${cno}`,
      user_name: profile.user_name.trim(),
      user_en_name: '',
      grade: 1,
      mart_member_yn: 'N',
      bottle_member_yn: 'Y',
      frnYn: 'N',
      onlCstTpC: '01',
      def_str_cd: store,
      join_day_offset: 0,
      // A card number of 16 digits, unique by cno.
      membs_card_no: `9410${cno.padStart(12, '0')}`,
      coupons: [],
      receipts: [],
      joined_at: this.now(),
      mbl_no: phone,
      brth_dt: profile.brth_dt.replace(/[-.]/g, ''),
    };
    (this.state.signups ??= {})[cno] = member;
    this.memberState(cno).def_str_cd = store;
    this.changed();
    return this.issueSession(member);
  }

  /** The member's join date (YYYYMMDD, Korean day). */
  joinDate(this: MockBackend, member: SeedMember): string {
    const joinedAt = (member as Partial<SignedUpMember>).joined_at;
    return joinedAt !== undefined ? toYmd(joinedAt) : kstDayFromNow(this.now(), member.join_day_offset);
  }

  memberState(this: MockBackend, cno: string): MemberState {
    let s = this.state.members[cno];
    if (!s) {
      const seed = this.member(cno);
      s = {
        wish: [],
        alarms: [],
        notes: [],
        pushes: [],
        def_str_cd: seed.def_str_cd,
        push_setting: { push_yn: 'Y', marketing_push_yn: 'N', night_push_yn: 'N' },
        recent: [],
        joined_events: [],
        joined_classes: [],
        withdrawn: false,
      };
      this.state.members[cno] = s;
    }
    return s;
  }

  /** The member's receipts, newest first: pickups handed over and the seeded history. */
  receipts(this: MockBackend, cno: string): MemberReceipt[] {
    const now = this.now();
    const seeded = this.member(cno).receipts.map((r): MemberReceipt => ({
      rcpt_no: r.rcpt_no,
      sale_dt: kstDayFromNow(now, r.day_offset),
      at: now + r.day_offset * DAY_MS,
      str_cd: r.str_cd,
      lines: r.lines,
    }));
    const pickups = (this.memberState(cno).receipts ?? []).map((r): MemberReceipt => ({
      rcpt_no: r.rcpt_no,
      sale_dt: toYmd(r.at),
      at: r.at,
      str_cd: r.str_cd,
      lines: r.lines,
      ...(r.paid_amt !== undefined ? { paid_amt: r.paid_amt } : {}),
    }));
    return [...pickups, ...seeded].sort((a, b) => b.at - a.at);
  }

  /**
   * The member's coupons from the dataset: a fixed amount (`dc_amt`) or a rate (`dc_rate`), the
   * last day of use `day_to_offset` days from today (KST), used or not. Each has a checkout
   * barcode: an EAN-13 of the coupon number's digits (demo).
   */
  coupons(this: MockBackend, cno: string): Coupon[] {
    return this.member(cno).coupons.map((c) => {
      const rate = c.dc_rate !== undefined;
      const digits = c.cpn_no.replace(/\D/g, '').padStart(12, '0').slice(-12);
      return {
        cpn_no: c.cpn_no,
        cpn_nm: c.cpn_nm,
        dc_type: rate ? 'RATE' : 'AMOUNT',
        dc_value: (rate ? c.dc_rate : c.dc_amt) ?? 0,
        ...(c.min_amt !== undefined ? { min_amt: c.min_amt } : {}),
        // A rate coupon's cap (libs/api A22): the seed's, 10000 × grade (spec §9 grade-to-amount).
        ...(rate && c.max_dc_amt !== undefined ? { max_dc_amt: c.max_dc_amt } : {}),
        exp_dt: toYmd(this.now() + c.day_to_offset * DAY_MS),
        use_yn: new Payments(this).couponUsed(cno, c.cpn_no) ? 'Y' : c.use_yn,
        barcode: `${digits}${ean13CheckDigit(digits)}`,
      };
    });
  }

  // ---- default store, push settings, recent searches -----------------------------------------

  setDefaultStore(this: MockBackend, cno: string, strCd: string): void {
    if (!dataset.storeByCode.has(strCd)) throw notFound(`unknown store ${strCd}`);
    this.memberState(cno).def_str_cd = strCd;
    this.changed();
  }

  updatePushSetting(this: MockBackend, cno: string, changes: Partial<MemberState['push_setting']>): void {
    const s = this.memberState(cno);
    for (const key of ['push_yn', 'marketing_push_yn', 'night_push_yn'] as const) {
      const value = changes[key];
      if (value === undefined) continue;
      if (value !== 'Y' && value !== 'N') throw badRequest(`${key} must be Y or N`);
      s.push_setting[key] = value;
    }
    this.changed();
  }

  addRecentSearch(this: MockBackend, cno: string, keyword: string): void {
    const word = keyword.trim();
    if (!word) return;
    const s = this.memberState(cno);
    s.recent = [{ keyword: word, search_dt: toYmdHm(this.now()) }, ...s.recent.filter((r) => r.keyword !== word)].slice(0, 20);
    this.changed();
  }

  deleteRecentSearch(this: MockBackend, cno: string, keyword?: string): void {
    const s = this.memberState(cno);
    s.recent = keyword ? s.recent.filter((r) => r.keyword !== keyword) : [];
    this.changed();
  }
}

/** EAN-13 check digit of 12 digits (weights 1, 3 from the left). */
function ean13CheckDigit(digits12: string): number {
  const sum = [...digits12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}
