/**
 * The behaving state of the demo backend ("Auth that behaves"):
 * wish list, pickup reservations, alarms, tasting diary, push notices, default store, push
 * settings, recent searches and demo SSO tokens. Pure TypeScript over a JSON-serialisable
 * snapshot (`MockStateData`), so the browser entry can persist it in IndexedDB and Node tests
 * start from a fresh one. Time comes from `MockClock`; nothing here waits.
 */
import {
  DAY_MS,
  LOGIN_WITHDRAWN_DETAIL,
  SIGNUP_ID_TAKEN_DETAIL,
  kstDayFromNow,
  kstToday,
  newTotpSecret,
  normalizePhone,
  PUSH_MESSAGE_TYPES,
  signupProblems,
  toYmd,
  toYmdHm,
  totp,
  withParticle,
  type SignupProfile,
} from '@bottle/domain';
import type {
  Alarm,
  AlarmKind,
  Coupon,
  LoginResponse,
  PickupHistoryItem,
  PickupHistoryStatus,
  PickupReservation,
  PickupStatus,
  PickupRefuseReason,
  PaymentRefundReason,
  PushMessageType,
  PushNotice,
  RecentSearch,
  TastingNote,
  TastingNoteInsertRequest,
  TastingNoteSense,
  TastingNoteUpdateRequest,
} from '@bottle/api';
import { TASTING_NOTE_PHOTO_MAX_CHARS, TASTING_NOTE_SENSES } from '@bottle/api';
import { dataset, productImage } from '../data/dataset';
import type { SeedMember, SeedProduct } from '../data/types';
import { MockClock } from '../clock';
import { MOCK_CODES, MockApiError, badRequest, notFound, refused } from './errors';
import type { DeskState } from './desk';
import { checkPassCode, type PassFailures } from './pass-limit';
import { Payments, type PaymentsState } from './payments';
import type { DrawsState } from './draws';
import type { TossPgState } from './toss-pg';
import type { BucketState } from './bucket';
import type { ReviewsState } from './reviews';
import { registerTwin } from '../handlers/language';

/** Lifecycle of a reservation inside the mock (finer than libs/api's PickupStatus). */
export type PickupStage = 'REQUESTED' | 'CONFIRMED' | 'SET_ASIDE' | 'PICKED_UP' | 'EXPIRED' | 'CANCELLED';

/** libs/api status of each stage: requested and confirmed are both "reserved" for the member. */
export const STAGE_TO_STATUS: Readonly<Record<PickupStage, PickupStatus>> = {
  REQUESTED: 'RESERVED',
  CONFIRMED: 'RESERVED',
  SET_ASIDE: 'READY',
  PICKED_UP: 'PICKED_UP',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
};

/** Every step a reservation's history records: its stages, and the steps that do not change them. */
export type PickupStep = PickupStage | 'MOVED' | 'REMINDED' | 'REFUSED' | 'PAID' | 'REFUNDED';

/** libs/api history status of each recorded step (A17): the real instant of each step. */
export const STEP_TO_HIST_STATUS: Readonly<Record<PickupStep, PickupHistoryStatus>> = {
  REQUESTED: 'RESERVED',
  CONFIRMED: 'CONFIRMED',
  SET_ASIDE: 'READY',
  PICKED_UP: 'PICKED_UP',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
  MOVED: 'MOVED',
  REMINDED: 'REMINDED',
  REFUSED: 'REFUSED',
  PAID: 'PAID',
  REFUNDED: 'REFUNDED',
};

/**
 * A notice's title: what happened and to which product (or store), so the inbox tells one
 * reservation's notices from another's without opening them ("픽업 준비 완료 · 샤토 딸보 2022").
 */
const titled = (what: string, subject: string) => `${what} · ${subject}`;

/** Push codes of libs/domain (spec §3 push message types): the one source of the wire codes. */
const PUSH = PUSH_MESSAGE_TYPES.byName;

export interface PickupRecord {
  pickup_no: string;
  cno: string;
  prd_cd: string;
  qty: number;
  str_cd: string;
  pickup_dt: string;
  stage: PickupStage;
  /** When the member made the reservation: its time for good, a move to another store keeps it. */
  created_at: number;
  /**
   * When the current store was asked to confirm it: the reservation's own time, or its last move
   * (a move sends it back to the new store for confirmation). Optional: state saved before moves
   * kept their own instant falls back to created_at.
   */
  requested_at?: number;
  /** When the reservation lapses if not picked up (reset when set aside). */
  hold_until: number;
  reminded: boolean;
  /** PAID and REFUNDED carry the amount (`amt`), REFUNDED its reason (state/payments.ts). */
  history: {
    stage: PickupStep;
    at: number;
    str_cd: string;
    rsn_cd?: PickupRefuseReason;
    rsn_txt?: string;
    amt?: number;
    refund_rsn?: PaymentRefundReason;
  }[];
  /**
   * The pass's TOTP secret (hex), made with the reservation and sent to the
   * member; the server keeps it to check the code at the desk. Optional: state saved before it
   * existed gets one the first time it is needed.
   */
  pass_secret?: string;
  /** The member's idempotency key of the create call, when one was sent. */
  idem_key?: string;
}

interface AlarmRecord extends Omit<Alarm, 'prd_nm' | 'img_url' | 'reg_dt'> {
  reg_at: number;
}

/** libs/api A19: `data:image/<jpeg|png|webp|gif>;base64,<payload>`. */
const NOTE_PHOTO_PATTERN = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The five senses and photo of an (already checked) insert or update body; '' photo excluded. */
function noteExtras(req: Partial<TastingNoteUpdateRequest>): Partial<Pick<TastingNote, TastingNoteSense | 'photo_url'>> {
  const out: Partial<Pick<TastingNote, TastingNoteSense | 'photo_url'>> = {};
  for (const key of TASTING_NOTE_SENSES) {
    const v = req[key];
    if (v !== undefined) out[key] = v;
  }
  if (req.photo_url) out.photo_url = req.photo_url;
  return out;
}

interface NoteRecord extends Omit<TastingNote, 'reg_dt' | 'prd_nm' | 'img_url'> {
  prd_nm?: string;
  reg_at: number;
}

export interface MemberState {
  wish: string[];
  alarms: AlarmRecord[];
  notes: NoteRecord[];
  pushes: PushNotice[];
  def_str_cd: string | null;
  push_setting: { push_yn: 'Y' | 'N'; marketing_push_yn: 'Y' | 'N'; night_push_yn: 'Y' | 'N' };
  recent: RecentSearch[];
  joined_events: string[];
  joined_classes: string[];
  withdrawn: boolean;
  /**
   * Receipts of pickups handed over (the seeded ones are the member's history): the sale is
   * the handover. Optional: state saved before pickups left receipts has none.
   */
  receipts?: PickupReceipt[];
}

/** The receipt a handed-over pickup leaves: its bottles at the price reserved, paid at the desk. */
export interface PickupReceipt {
  rcpt_no: string;
  pickup_no: string;
  /** The handover's instant. */
  at: number;
  str_cd: string;
  lines: { prd_cd: string; qty: number; price: number }[];
  pay_method: string;
  /** Paid when reserving (state/payments.ts): what was charged (a refund's is negative). */
  paid_amt?: number;
}

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

export interface ChatThread {
  id: string;
  /** Accumulated request of the conversation (see sommelier/parse.ts). */
  context: Record<string, unknown>;
  shown: string[];
  messages: { message_id: string; role: 'user' | 'assistant'; text: string; prd_cds?: string[] }[];
}

/** The whole mutable state as JSON: what the browser entry keeps in IndexedDB. */
export interface MockStateData {
  version: 1;
  seq: number;
  members: Record<string, MemberState>;
  pickups: PickupRecord[];
  /** Stock that differs from the seed, by product then store. */
  stock: Record<string, Record<string, number>>;
  /** When the stock of a product was last counted anywhere (epoch ms), when it changed here. */
  stock_counted_at: Record<string, number>;
  /**
   * When each store's shelf of a product was last counted (epoch ms), by product then store,
   * when it changed here. Optional: snapshots saved before it existed load without it.
   */
  store_counted_at?: Record<string, Record<string, number>>;
  bnkr_delta: Record<string, number>;
  access_tokens: Record<string, { cno: string; exp: number }>;
  refresh_tokens: Record<string, { cno: string; exp: number }>;
  /**
   * SSO session tokens (ssoTkn) the sign-on host handed to the app on its way back, exchanged at
   * /fo/user/ssobottle/login/auto-sso for the member's tokens. Unguessable, unlike the
   * other demo tokens, because they travel in a URL. Optional: older snapshots load without it.
   */
  sso_tokens?: Record<string, { cno: string; exp: number }>;
  /**
   * The member tokens a login answers (acesTkn, rnwTkn), by token: random, bound to the member,
   * expiring, dropped at logout. Optional: older snapshots load without them (their members log
   * in again).
   */
  member_tokens?: Record<string, { cno: string; kind: 'aces' | 'rnw'; exp: number }>;
  /**
   * Keys the sign-on host and the social providers' demo pages hand out, by key: an easy login's
   * `easy_login_key`, an Apple sign-in's `apple_key`, a provider's authorisation code (single use)
   * and access token. Bound to a login ID (a provider's account may have no member yet: sign-up
   * needed), expiring, dropped at the member's logout. Optional like the above.
   */
  login_keys?: Record<string, { login_id: string; kind: LoginKeyKind; exp: number }>;
  /** The member who logged in last: the demo sommelier's store comes from them (chat sends no token). */
  last_cno: string | null;
  /**
   * Members made by a sign-up, by cno: the seed's members are fixed, these join them (saved with
   * the state, gone with a reset). Optional: older snapshots load without it.
   */
  signups?: Record<string, SignedUpMember>;
  threads: Record<string, ChatThread>;
  feedback: { message_id: string; rating: 'up' | 'down'; comment?: string; at: number }[];
  search_counts: Record<string, number>;
  /** The store desk's sessions and pass checks (state/desk.ts). Optional: older snapshots load without them. */
  desk?: DeskState;
  /** Wrong pass codes by reservation, and their locks (state/pass-limit.ts). Optional: older snapshots load without them. */
  pass_failures?: Record<string, PassFailures>;
  /**
   * The demo's "store confirms after N seconds" setting (POST /mock-api/store-timing): null turns
   * a time-driven step off, so only the desk moves reservations; absent: the backend's options.
   */
  store_timing?: { confirm_after_ms: number | null; ready_after_ms: number | null };
  /** Orders paid when reserving (state/payments.ts). Optional: older snapshots load without them. */
  payments?: PaymentsState;
  /** Draws for allocated bottles (state/draws.ts), seeded on first use. Optional: older snapshots load without them. */
  draws?: DrawsState;
  /** The demo PG's ledger (state/toss-pg.ts). Optional like the above. */
  toss_pg?: TossPgState;
  /** The image bucket's uploads and pictures (state/bucket.ts). Optional like the above. */
  bucket?: BucketState;
  /** Members' reviews and every member's helpful marks and reports (state/reviews.ts). Optional like the above. */
  reviews?: ReviewsState;
}

/**
 * A member who signed up: a seed member's shape with an empty history (no coupons, no receipts),
 * Family grade, and what they gave at sign-up.
 */
export interface SignedUpMember extends SeedMember {
  /** When they signed up (epoch ms): their join date. */
  joined_at: number;
  mbl_no: string;
  brth_dt: string;
}

export interface MockBackendOptions {
  /** Access token lifetime; short so that refresh happens in normal use. Default 5 minutes. */
  accessTokenTtlMs?: number;
  /** Refresh token lifetime; after it the session expires (spec §4). Default 60 minutes. */
  refreshTokenTtlMs?: number;
  /** How long a reservation is held once set aside (FAQ: 3 days). */
  pickupHoldMs?: number;
  /** Store confirmation delay after creation. Default 2 minutes. */
  confirmAfterMs?: number;
  /** Set-aside delay after confirmation. Default 10 minutes. */
  setAsideAfterMs?: number;
  /** Reminder this long before the hold ends. Default 1 day. */
  remindBeforeMs?: number;
  /** Told of what an operator must know (a reservation's pass checks locked); the demo server logs it. Default: nothing. */
  onSecurityEvent?: (message: string) => void;
  clock?: MockClock;
}

const MINUTE = 60_000;

/** What a key of `login_keys` opens: easy login, Apple sign-in, a provider's code or access token. */
export type LoginKeyKind = 'easy' | 'apple' | 'code:kakao' | 'code:naver' | 'kakao' | 'naver';

/**
 * How long each demo token lives. An ssoTkn travels in the address of the way back: single use
 * and minutes only (the chain's host must do the same, libs/api ASSUMPTIONS A25). The member
 * tokens and device keys last like a remembered login; a provider's code minutes, its access
 * token the 6 hours the providers answer (expires_in 21599).
 */
export const TOKEN_TTL_MS = {
  sso: 3 * MINUTE,
  member: 30 * DAY_MS,
  loginKey: 30 * DAY_MS,
  oauthCode: 10 * MINUTE,
  socialAccess: 21_599_000,
} as const;

/**
 * A token no one can guess: 24 bytes of the platform's cryptographic random source, base64url,
 * after a prefix saying what it is. Member numbers and counters are never part of one.
 */
export function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${prefix}.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export function emptyState(): MockStateData {
  return {
    version: 1,
    seq: 1000,
    members: {},
    pickups: [],
    stock: {},
    stock_counted_at: {},
    store_counted_at: {},
    bnkr_delta: {},
    access_tokens: {},
    refresh_tokens: {},
    last_cno: null,
    threads: {},
    feedback: [],
    search_counts: {},
  };
}

export class MockBackend {
  readonly clock: MockClock;
  readonly options: Required<Omit<MockBackendOptions, 'clock'>>;
  state: MockStateData;
  /** Required app versions answered by /v2/hybridapp/common/whole/app/ver (spec §3); settable for the update screen. */
  appVersions = { ios_ver: '1.0.0', and_ver: '1.0.0' };
  private listeners = new Set<() => void>();

  constructor(options: MockBackendOptions = {}, state: MockStateData = emptyState()) {
    this.clock = options.clock ?? new MockClock();
    this.options = {
      accessTokenTtlMs: options.accessTokenTtlMs ?? 5 * MINUTE,
      refreshTokenTtlMs: options.refreshTokenTtlMs ?? 60 * MINUTE,
      pickupHoldMs: options.pickupHoldMs ?? 3 * DAY_MS,
      confirmAfterMs: options.confirmAfterMs ?? 2 * MINUTE,
      setAsideAfterMs: options.setAsideAfterMs ?? 10 * MINUTE,
      remindBeforeMs: options.remindBeforeMs ?? DAY_MS,
      onSecurityEvent: options.onSecurityEvent ?? (() => undefined),
    };
    this.state = state;
  }

  /** Called after every change (the browser entry persists then). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Back to the seed state (tokens, reservations, wish list … all gone). */
  reset(): void {
    this.state = emptyState();
    this.changed();
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  now(): number {
    return this.clock.now();
  }

  private nextId(prefix: string): string {
    this.state.seq += 1;
    return `${prefix}${this.state.seq}`;
  }

  // ---- members ---------------------------------------------------------------------------

  member(cno: string): SeedMember {
    const m = this.findMember(cno);
    if (!m) throw notFound(`unknown member ${cno}`);
    return m;
  }

  /** A seed member or one who signed up, by cno. */
  findMember(cno: string): SeedMember | undefined {
    return dataset.memberByCno.get(cno) ?? this.state.signups?.[cno];
  }

  /** A seed member or one who signed up, by login ID. */
  memberByLoginId(loginId: string): SeedMember | undefined {
    return dataset.memberByLoginId.get(loginId) ?? Object.values(this.state.signups ?? {}).find((m) => m.login_id === loginId);
  }

  /** Every member: the seed's, then those who signed up. */
  allMembers(): SeedMember[] {
    return [...dataset.members.members, ...Object.values(this.state.signups ?? {})];
  }

  /**
   * A visitor's sign-up (libs/domain `SignupProfile`): a new member with an empty history, the
   * main store they chose (spec §2: 361 when skipped), signed in at once. Answers like a login:
   * 44-441 for a login ID in use (also a withdrawn one's, or one that reproduces a login error),
   * 44-430 when the phone is already a member's (spec §8 "duplicate member information"), 44-415
   * under 19 (spec §8 "adults only"); a malformed profile is a bad request.
   */
  signUp(profile: SignupProfile, defStrCd: string | undefined): LoginResponse {
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
  joinDate(member: SeedMember): string {
    const joinedAt = (member as Partial<SignedUpMember>).joined_at;
    return joinedAt !== undefined ? toYmd(joinedAt) : kstDayFromNow(this.now(), member.join_day_offset);
  }

  memberState(cno: string): MemberState {
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
  receipts(cno: string): MemberReceipt[] {
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

  // ---- auth -------------------------------------------------

  /**
   * Demo single sign-on. A login ID of `dataset.members.login_errors` answers its spec §8 error;
   * an unknown ID or a wrong password answers 44/401. Success carries no rspC/rspDtc, so the
   * app's login-error decision ignores it.
   */
  login(loginId: string, password: string): LoginResponse {
    const error = dataset.members.login_errors.find((e) => e.login_id === loginId);
    if (error) return { rspC: error.rspC, rspDtc: error.rspDtc, rspMsgCn: error.rspMsgCn };
    const member = this.memberByLoginId(loginId);
    const recheck = dataset.members.login_errors.find((e) => e.rspDtc === '401');
    if (!member || member.password !== password) {
      return { rspC: '44', rspDtc: '401', rspMsgCn: recheck?.rspMsgCn ?? '' };
    }
    if (this.state.members[member.cno]?.withdrawn) return this.withdrawnAnswer();
    return this.issueSession(member);
  }

  /**
   * The sign-on's answer for a withdrawn member's login (libs/domain LOGIN_WITHDRAWN_DETAIL): told
   * so, and offered the sign-up, rather than "recheck the ID or password".
   */
  withdrawnAnswer(): LoginResponse {
    return { rspC: '44', rspDtc: LOGIN_WITHDRAWN_DETAIL, rspMsgCn: '탈퇴한 계정입니다. 보틀을 다시 이용하려면 새로 가입해 주세요.' };
  }

  /** Tokens for a member, as the SSO login answers them (libs/api A11): every one random and expiring. */
  issueSession(member: SeedMember): LoginResponse {
    const now = this.now();
    this.dropExpiredTokens(now);
    const access = randomToken('demo-at');
    const refresh = randomToken('demo-rt');
    this.state.access_tokens[access] = { cno: member.cno, exp: now + this.options.accessTokenTtlMs };
    this.state.refresh_tokens[refresh] = { cno: member.cno, exp: now + this.options.refreshTokenTtlMs };
    const aces = randomToken('demo-aces');
    const rnw = randomToken('demo-rnw');
    const memberTokens = (this.state.member_tokens ??= {});
    memberTokens[aces] = { cno: member.cno, kind: 'aces', exp: now + TOKEN_TTL_MS.member };
    memberTokens[rnw] = { cno: member.cno, kind: 'rnw', exp: now + TOKEN_TTL_MS.member };
    const sso = randomToken('demo-sso');
    (this.state.sso_tokens ??= {})[sso] = { cno: member.cno, exp: now + TOKEN_TTL_MS.sso };
    this.state.last_cno = member.cno;
    this.memberState(member.cno);
    this.changed();
    return {
      acesTkn: aces,
      ssoTkn: sso,
      rnwTkn: rnw,
      onlCstTpC: member.onlCstTpC,
      frnYn: member.frnYn,
      access_token: access,
      refresh_token: refresh,
      mart_member_yn: member.mart_member_yn,
      bottle_member_yn: member.bottle_member_yn,
    };
  }

  /** Forgets every token and key past its end, so the saved state does not grow with each login. */
  private dropExpiredTokens(now: number): void {
    for (const table of [this.state.access_tokens, this.state.sso_tokens, this.state.member_tokens, this.state.login_keys]) {
      if (!table) continue;
      for (const [token, entry] of Object.entries(table)) if (entry.exp <= now) delete table[token];
    }
    for (const [token, entry] of Object.entries(this.state.refresh_tokens)) if (entry.exp <= now) delete this.state.refresh_tokens[token];
  }

  /**
   * Login with the SSO token the sign-on host gave the app on the way back (the live
   * path's `callScreenInit.sso` → host → app → `login/auto-sso`). The token is spent by its first
   * use, whatever the outcome, and lives minutes (`TOKEN_TTL_MS.sso`): it travelled in an address.
   * An unknown, used or expired token is answered with its own code (40/401, assumption: not a
   * spec §8 code 44 detail, whose 401 would wrongly say "recheck the ID or password"), which the
   * app shows as an alert with the message.
   */
  loginWithSsoToken(ssoTkn: string): LoginResponse {
    const session = this.state.sso_tokens?.[ssoTkn];
    if (session) {
      delete this.state.sso_tokens?.[ssoTkn];
      this.changed();
    }
    const member = session && session.exp > this.now() ? this.findMember(session.cno) : undefined;
    if (!member || this.state.members[member.cno]?.withdrawn) {
      return { rspC: '40', rspDtc: '401', rspMsgCn: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.' };
    }
    return this.issueSession(member);
  }

  /** A key for a login ID (the sign-on host's easy login or Apple sign-in, a provider's demo page). */
  issueLoginKey(kind: LoginKeyKind, loginId: string): string {
    const now = this.now();
    const ttl = kind.startsWith('code:')
      ? TOKEN_TTL_MS.oauthCode
      : kind === 'kakao' || kind === 'naver'
        ? TOKEN_TTL_MS.socialAccess
        : TOKEN_TTL_MS.loginKey;
    const key = randomToken(`demo-${kind.replace(':', '-')}`);
    (this.state.login_keys ??= {})[key] = { login_id: loginId, kind, exp: now + ttl };
    this.changed();
    return key;
  }

  /** The login ID a live key of `kind` was issued for, or undefined (unknown, another kind, expired). */
  loginIdOfKey(kind: LoginKeyKind, key: string): string | undefined {
    const entry = this.state.login_keys?.[key];
    return entry && entry.kind === kind && entry.exp > this.now() ? entry.login_id : undefined;
  }

  /** A provider's authorisation code for its access token: the code is spent by its first use. */
  exchangeOAuthCode(provider: 'kakao' | 'naver', code: string): string | undefined {
    const loginId = this.loginIdOfKey(`code:${provider}`, code);
    if (this.state.login_keys?.[code]) {
      delete this.state.login_keys[code];
      this.changed();
    }
    return loginId === undefined ? undefined : this.issueLoginKey(provider, loginId);
  }

  /**
   * Login with an easy login key, an Apple key or a provider's access token: only a key this
   * backend issued and that is still live; any other (a guessed one) is answered as a key with
   * no member behind it, "sign-up needed" (spec §8 44/439), as is an account with no member.
   */
  loginWithKey(kind: 'easy' | 'apple' | 'kakao' | 'naver', key: string): LoginResponse {
    const loginId = this.loginIdOfKey(kind, key);
    const member = loginId === undefined ? undefined : this.memberByLoginId(loginId);
    if (!member) return { rspC: '44', rspDtc: '439', rspMsgCn: '회원 가입이 필요합니다.' };
    if (this.state.members[member.cno]?.withdrawn) return this.withdrawnAnswer();
    return this.issueSession(member);
  }

  /** The member of an SSO member token (acesTkn), for auto-login and the social calls: a live one this backend issued. */
  memberOfAcesTkn(acesTkn: string | undefined): SeedMember {
    const entry = acesTkn ? this.state.member_tokens?.[acesTkn] : undefined;
    const member = entry && entry.kind === 'aces' && entry.exp > this.now() ? this.findMember(entry.cno) : undefined;
    if (!member) throw new MockApiError(200, '44', '401', 'unknown member token');
    return member;
  }

  /**
   * The member of an access token. A missing or unknown token is 401 unauthorised; an expired
   * one is 401 too (so libs/api refreshes, spec §4).
   */
  authenticate(accessToken: string | null | undefined): string {
    const session = accessToken ? this.state.access_tokens[accessToken] : undefined;
    if (!session) throw new MockApiError(401, MOCK_CODES.unauthorised[0], MOCK_CODES.unauthorised[1], 'login required');
    if (session.exp <= this.now()) throw new MockApiError(401, MOCK_CODES.expired[0], MOCK_CODES.expired[1], 'access token expired');
    return session.cno;
  }

  /**
   * The member of a call whose login is optional (spec §7 public calls personalise when a member
   * calls): no token is a visitor (null); a token that came is checked like on any other call, so
   * an expired or unknown one is 401 as a real gateway answers (answering it as a
   * visitor showed a member another store's stock and the app never refreshed).
   */
  optionalMember(accessToken: string | null | undefined): string | null {
    return accessToken ? this.authenticate(accessToken) : null;
  }

  /** GET /tokens/token-refresh: rotates the pair; an unknown or expired refresh token is 401. */
  refresh(refreshToken: string | null | undefined): { token: string; refreshToken: string } {
    const session = refreshToken ? this.state.refresh_tokens[refreshToken] : undefined;
    if (!session || session.exp <= this.now() || !refreshToken) {
      throw new MockApiError(401, MOCK_CODES.expired[0], MOCK_CODES.expired[1], 'session expired');
    }
    delete this.state.refresh_tokens[refreshToken];
    const access = randomToken('demo-at');
    const refresh = randomToken('demo-rt');
    this.state.access_tokens[access] = { cno: session.cno, exp: this.now() + this.options.accessTokenTtlMs };
    // The refresh token keeps the original session end, so session expiry can be seen.
    this.state.refresh_tokens[refresh] = { cno: session.cno, exp: session.exp };
    this.changed();
    return { token: access, refreshToken: refresh };
  }

  logout(accessToken: string): void {
    const cno = this.authenticate(accessToken);
    for (const [token, s] of Object.entries(this.state.access_tokens)) if (s.cno === cno) delete this.state.access_tokens[token];
    for (const [token, s] of Object.entries(this.state.refresh_tokens)) if (s.cno === cno) delete this.state.refresh_tokens[token];
    // Every other token and key of the member goes too: none opens a session after a logout.
    for (const table of [this.state.sso_tokens, this.state.member_tokens]) {
      for (const [token, s] of Object.entries(table ?? {})) if (s.cno === cno) delete table?.[token];
    }
    const loginId = this.member(cno).login_id;
    for (const [key, s] of Object.entries(this.state.login_keys ?? {})) if (s.login_id === loginId) delete this.state.login_keys?.[key];
    this.changed();
  }

  /**
   * Withdrawal. Refused while a pickup reservation is open (requested, confirmed or set aside): the
   * store holds a bottle for the member, who must collect or cancel it first.
   */
  withdraw(accessToken: string): void {
    const cno = this.authenticate(accessToken);
    const open = this.pickups(cno).filter((p) => this.isOpen(p)).length;
    if (open > 0) throw refused(`${open} pickup reservations are open: collect or cancel them before withdrawing`);
    this.logout(accessToken);
    this.memberState(cno).withdrawn = true;
    this.changed();
  }

  // ---- stock --------------------------------------------------------------------------

  product(prdCd: string): SeedProduct {
    const p = dataset.productByCode.get(prdCd);
    if (!p) throw notFound(`unknown product ${prdCd}`);
    return p;
  }

  stockAt(prdCd: string, strCd: string): number {
    const override = this.state.stock[prdCd]?.[strCd];
    return override ?? this.product(prdCd).stock[strCd] ?? 0;
  }

  /**
   * When the stock of a product was last counted (stock stamped with that time): at one
   * store when `strCd` is given, else anywhere. Until a store's shelf changes here, its count is
   * the seed's (`stock_counted_min_ago` before now, the same for every store of the product).
   */
  stockCountedAt(prdCd: string, strCd?: string): number {
    const seeded = this.now() - this.product(prdCd).stock_counted_min_ago * MINUTE;
    if (strCd !== undefined) return this.state.store_counted_at?.[prdCd]?.[strCd] ?? seeded;
    return this.state.stock_counted_at[prdCd] ?? seeded;
  }

  /** Every store's stock of a product with its last-counted time (libs/api A21), in store order. */
  storeStock(prdCd: string): { str_cd: string; str_nm: string; str_addr: string; stock_qty: number; count_dt: string }[] {
    this.product(prdCd);
    return dataset.stores.map((s) => ({
      str_cd: s.str_cd,
      str_nm: s.str_nm,
      str_addr: s.str_addr,
      stock_qty: this.stockAt(prdCd, s.str_cd),
      count_dt: toYmdHm(this.stockCountedAt(prdCd, s.str_cd)),
    }));
  }

  /**
   * Sets the shelf count; coming back from zero notifies restock alarms (SOLDOUT_RESTOCK_Y), and
   * reservation alarms: a product can be reserved wherever a store has it, so
   * bottles arriving on any shelf make it reservable.
   */
  setStock(prdCd: string, strCd: string, qty: number): void {
    if (!Number.isInteger(qty) || qty < 0) throw badRequest('stock must be a non-negative integer');
    if (!dataset.storeByCode.has(strCd)) throw notFound(`unknown store ${strCd}`);
    const before = this.stockAt(prdCd, strCd);
    (this.state.stock[prdCd] ??= {})[strCd] = qty;
    this.state.stock_counted_at[prdCd] = this.now();
    ((this.state.store_counted_at ??= {})[prdCd] ??= {})[strCd] = this.now();
    if (before === 0 && qty > 0) {
      this.notifyRestock(prdCd, strCd);
      this.openReservation(prdCd);
    }
    this.changed();
  }

  /** Stock taken (negative) or given back: a reservation, or a payment's hold (state/payments.ts). */
  adjustStock(prdCd: string, strCd: string, delta: number): void {
    this.setStock(prdCd, strCd, this.stockAt(prdCd, strCd) + delta);
  }

  // ---- wish list (spec §3 bnkr_cnt, isMyBucker) --------------------------------------------

  bnkrCnt(prdCd: string): number {
    return this.product(prdCd).bnkr_cnt + (this.state.bnkr_delta[prdCd] ?? 0);
  }

  isMyBucker(cno: string | null, prdCd: string): 'Y' | 'N' {
    return cno && this.memberState(cno).wish.includes(prdCd) ? 'Y' : 'N';
  }

  toggleWish(cno: string, prdCd: string): { prd_cd: string; isMyBucker: 'Y' | 'N'; bnkr_cnt: number } {
    this.product(prdCd);
    const s = this.memberState(cno);
    const on = s.wish.includes(prdCd);
    s.wish = on ? s.wish.filter((c) => c !== prdCd) : [prdCd, ...s.wish];
    this.state.bnkr_delta[prdCd] = (this.state.bnkr_delta[prdCd] ?? 0) + (on ? -1 : 1);
    this.changed();
    return { prd_cd: prdCd, isMyBucker: on ? 'N' : 'Y', bnkr_cnt: this.bnkrCnt(prdCd) };
  }

  // ---- push notices ---------------------------------------------------------------------

  /**
   * A push to the member, stored as the chain sends it (Korean); `en` is its English twin, which
   * the list answers an English request with (handlers/language.ts), as the chain's push server
   * keeps each template in both languages. Every push the demo sends gives it.
   */
  push(
    cno: string,
    type: PushMessageType,
    title: string,
    body: string,
    linkUrl?: string,
    en?: { title: string; body: string },
  ): PushNotice {
    if (en) {
      registerTwin(title, en.title);
      registerTwin(body, en.body);
    }
    const notice: PushNotice = {
      push_no: this.nextId('PS'),
      push_type: type,
      title,
      body,
      send_dt: toYmdHm(this.now()),
      read_yn: 'N',
      link_kind: linkUrl ? 'APPLIST' : 'USELESS',
      ...(linkUrl ? { link_url: linkUrl } : {}),
    };
    this.memberState(cno).pushes.unshift(notice);
    return notice;
  }

  pushList(cno: string): PushNotice[] {
    this.tick();
    return this.memberState(cno).pushes;
  }

  readPush(cno: string, pushNo?: string): void {
    for (const p of this.memberState(cno).pushes) if (!pushNo || p.push_no === pushNo) p.read_yn = 'Y';
    this.changed();
  }

  deletePush(cno: string, pushNo?: string): void {
    const s = this.memberState(cno);
    s.pushes = pushNo ? s.pushes.filter((p) => p.push_no !== pushNo) : [];
    this.changed();
  }

  // ---- pickup reservations (libs/api A17, spec §2 pickup flow) -------------------------------

  createPickup(
    cno: string,
    req: { prd_cd: string; qty: number; str_cd: string; pickup_dt: string; privacy_agree_yn: string; idem_key?: string },
  ): PickupRecord {
    this.tick();
    // A retry of an attempt that already made its reservation (the answer was lost, a double
    // tap) answers that reservation: one attempt, one reservation, stock taken once.
    if (req.idem_key !== undefined) {
      if (!/^[\w-]{8,64}$/.test(req.idem_key)) throw badRequest('idem_key must be 8 to 64 letters, digits, _ or -');
      const earlier = this.state.pickups.find((p) => p.cno === cno && p.idem_key === req.idem_key);
      if (earlier) {
        const same =
          earlier.prd_cd === req.prd_cd &&
          earlier.qty === req.qty &&
          earlier.history[0]?.str_cd === req.str_cd &&
          earlier.pickup_dt === req.pickup_dt;
        if (!same) throw badRequest('idem_key was already used for a different reservation');
        return earlier;
      }
    }
    if (req.privacy_agree_yn !== 'Y') throw badRequest('the privacy agreement must be accepted (pickup step 3)');
    if (!Number.isInteger(req.qty) || req.qty < 1 || req.qty > 12) throw badRequest('qty must be 1 to 12');
    if (!/^\d{8}$/.test(req.pickup_dt ?? '')) throw badRequest('pickup_dt must be YYYYMMDD');
    const today = toYmd(this.now());
    if (req.pickup_dt < today || req.pickup_dt > toYmd(this.now() + 14 * DAY_MS))
      throw badRequest('pickup_dt must be within the next 14 days');
    const product = this.product(req.prd_cd);
    if (!dataset.storeByCode.has(req.str_cd)) throw notFound(`unknown store ${req.str_cd}`);
    if (this.stockAt(req.prd_cd, req.str_cd) < req.qty) throw refused('not enough stock at this store');
    const now = this.now();
    const record: PickupRecord = {
      pickup_no: this.nextId('PK'),
      cno,
      prd_cd: req.prd_cd,
      qty: req.qty,
      str_cd: req.str_cd,
      pickup_dt: req.pickup_dt,
      stage: 'REQUESTED',
      created_at: now,
      hold_until: now + this.options.confirmAfterMs + this.options.setAsideAfterMs + this.options.pickupHoldMs,
      reminded: false,
      history: [{ stage: 'REQUESTED', at: now, str_cd: req.str_cd }],
      pass_secret: newTotpSecret(),
      ...(req.idem_key !== undefined ? { idem_key: req.idem_key } : {}),
    };
    this.state.pickups.push(record);
    this.adjustStock(req.prd_cd, req.str_cd, -req.qty);
    this.push(
      cno,
      PUSH.pickup,
      titled('픽업 예약 접수', product.prd_nm),
      `${product.prd_nm} ${req.qty}병 픽업 예약이 접수되었습니다.`,
      `/pickup/${record.pickup_no}`,
      {
        title: titled('Pickup reserved', product.prd_en_nm),
        body: `Your pickup of ${req.qty} × ${product.prd_en_nm} is reserved.`,
      },
    );
    this.changed();
    return record;
  }

  pickupRecord(cno: string, pickupNo: string): PickupRecord {
    this.tick();
    const record = this.state.pickups.find((p) => p.pickup_no === pickupNo && p.cno === cno);
    if (!record) throw notFound(`unknown reservation ${pickupNo}`);
    return record;
  }

  pickups(cno: string): PickupRecord[] {
    this.tick();
    return this.state.pickups.filter((p) => p.cno === cno).sort((a, b) => b.created_at - a.created_at);
  }

  /**
   * The reservation as libs/api A17 gives it. `forMember`: the member's own view carries the
   * pass secret while the reservation is open (the desk's view never does).
   */
  toReservation(record: PickupRecord, forMember = true): PickupReservation {
    const product = this.product(record.prd_cd);
    const member = this.findMember(record.cno);
    const payment = new Payments(this).pickupPayment(record.pickup_no);
    return {
      pickup_no: record.pickup_no,
      prd_cd: record.prd_cd,
      prd_nm: product.prd_nm,
      img_url: productImage(product),
      qty: record.qty,
      str_cd: record.str_cd,
      str_nm: dataset.storeByCode.get(record.str_cd)?.str_nm ?? record.str_cd,
      pickup_dt: record.pickup_dt,
      status: STAGE_TO_STATUS[record.stage],
      reg_dt: toYmdHm(record.created_at),
      // Paid when reserving: what was paid (the server's amount); else the price at the store.
      pay_amt: payment?.amount ?? product.price * record.qty,
      hold_end_dt: toYmdHm(record.hold_until),
      hist_list: record.history.map((h): PickupHistoryItem => ({
        stat: STEP_TO_HIST_STATUS[h.stage],
        dt: toYmdHm(h.at),
        str_cd: h.str_cd,
        ...(h.rsn_cd ? { rsn_cd: h.rsn_cd } : {}),
        ...(h.rsn_txt ? { rsn_txt: h.rsn_txt } : {}),
        ...(h.amt !== undefined ? { amt: h.amt } : {}),
        ...(h.refund_rsn ? { refund_rsn: h.refund_rsn } : {}),
      })),
      ...(payment ? { payment } : {}),
      ...(member ? { mbr_nm: member.user_name } : {}),
      ...(forMember && this.isOpen(record) ? { pass_secret: this.passSecret(record) } : {}),
    };
  }

  /** The reservation's pass secret, made now for a record saved before secrets existed. */
  passSecret(record: PickupRecord): string {
    if (!record.pass_secret) {
      record.pass_secret = newTotpSecret();
      this.changed();
    }
    return record.pass_secret;
  }

  isOpen(record: PickupRecord): boolean {
    return record.stage === 'REQUESTED' || record.stage === 'CONFIRMED' || record.stage === 'SET_ASIDE';
  }

  /** Moves a reservation to `stage` at `at`, with the push the member gets for it (the desk's steps too). */
  stepTo(record: PickupRecord, stage: PickupStage, at: number): void {
    record.stage = stage;
    record.history.push({ stage, at, str_cd: record.str_cd });
    const name = this.product(record.prd_cd).prd_nm;
    const store = dataset.storeByCode.get(record.str_cd)?.str_nm ?? '';
    const enName = this.product(record.prd_cd).prd_en_nm;
    const enStore = dataset.storeByCode.get(record.str_cd)?.str_en_nm ?? store;
    const link = `/pickup/${record.pickup_no}`;
    if (stage === 'CONFIRMED')
      this.push(record.cno, PUSH.pickupType1, titled('매장 확인 완료', name), `${store}에서 ${name} 예약을 확인했습니다.`, link, {
        title: titled('Confirmed by the store', enName),
        body: `${enStore} has confirmed your reservation of ${enName}.`,
      });
    if (stage === 'SET_ASIDE') {
      record.hold_until = at + this.options.pickupHoldMs;
      this.push(
        record.cno,
        PUSH.pickupType2,
        titled('픽업 준비 완료', name),
        `${store} 픽업 데스크에 ${withParticle(name, '을/를')} 준비해 두었습니다.`,
        link,
        {
          title: titled('Ready for pickup', enName),
          body: `${enName} is waiting for you at the pickup desk of ${enStore}.`,
        },
      );
    }
    // Paid when reserving: the sale is the payment, whose receipt exists already (state/payments.ts).
    if (stage === 'PICKED_UP' && new Payments(this).orderOfPickup(record.pickup_no)) {
      this.push(record.cno, PUSH.pickupComplete, titled('픽업 완료', name), `${name} 픽업이 완료되었습니다. 감사합니다.`, link, {
        title: titled('Picked up', enName),
        body: `You have picked up ${enName}. Thank you.`,
      });
    } else if (stage === 'PICKED_UP') {
      // The handover is the sale: it leaves a receipt, which the 12-month purchases count.
      const s = this.memberState(record.cno);
      const product = this.product(record.prd_cd);
      s.receipts = [
        {
          rcpt_no: `R${record.pickup_no}`,
          pickup_no: record.pickup_no,
          at,
          str_cd: record.str_cd,
          lines: [{ prd_cd: record.prd_cd, qty: record.qty, price: product.price }],
          pay_method: 'PICKUP',
        },
        ...(s.receipts ?? []).filter((x) => x.pickup_no !== record.pickup_no),
      ];
      this.push(record.cno, PUSH.pickupComplete, titled('픽업 완료', name), `${name} 픽업이 완료되었습니다. 감사합니다.`, link, {
        title: titled('Picked up', enName),
        body: `You have picked up ${enName}. Thank you.`,
      });
    }
    if (stage === 'EXPIRED' || stage === 'CANCELLED') {
      this.adjustStock(record.prd_cd, record.str_cd, record.qty);
      // Spec §3 "pickup forbidden (with push yes or no)": whether the member's push setting let it go out as a push.
      this.push(
        record.cno,
        this.memberState(record.cno).push_setting.push_yn === 'Y' ? PUSH.pickupForbiddenPushY : PUSH.pickupForbiddenPushN,
        titled(stage === 'EXPIRED' ? '픽업 기간 만료' : '픽업 예약 취소', name),
        stage === 'EXPIRED' ? `보관 기간이 지나 ${name} 예약이 취소되었습니다.` : `${name} 픽업 예약이 취소되었습니다.`,
        link,
        {
          title: titled(stage === 'EXPIRED' ? 'Pickup period over' : 'Pickup cancelled', enName),
          body:
            stage === 'EXPIRED'
              ? `The holding period has ended, so your reservation of ${enName} is cancelled.`
              : `Your pickup reservation of ${enName} is cancelled.`,
        },
      );
      // A paid reservation that ends without a handover is refunded in full.
      new Payments(this).reservationEnded(record, stage);
    }
  }

  /**
   * Moves reservations along by the clock: store confirmation, setting aside, the reminder one
   * day before the hold ends, expiry. Each step is stamped with the instant it happened, not
   * with the instant it was noticed, so the history reads right after a clock jump.
   */
  tick(): void {
    const now = this.now();
    let changed = false;
    const { confirmAfterMs, setAsideAfterMs } = this.storeTiming();
    // Payment holds whose 10 minutes ran out give their bottles back.
    new Payments(this).sweep();
    for (const r of this.state.pickups) {
      if (!this.isOpen(r)) continue;
      const o = this.options;
      const requestedAt = r.requested_at ?? r.created_at;
      if (r.stage === 'REQUESTED' && confirmAfterMs !== null && now >= requestedAt + confirmAfterMs) {
        this.stepTo(r, 'CONFIRMED', requestedAt + confirmAfterMs);
        changed = true;
      }
      const confirmedAt = r.history.findLast((h) => h.stage === 'CONFIRMED')?.at;
      if (r.stage === 'CONFIRMED' && confirmedAt !== undefined && setAsideAfterMs !== null && now >= confirmedAt + setAsideAfterMs) {
        this.stepTo(r, 'SET_ASIDE', confirmedAt + setAsideAfterMs);
        changed = true;
      }
      // Due even when first noticed after the hold ended (a clock jump): it happened before the expiry.
      if (r.stage === 'SET_ASIDE' && !r.reminded && now >= r.hold_until - o.remindBeforeMs) {
        r.reminded = true;
        // The reminder is due remindBeforeMs before the hold ends: that is its instant, even when noticed later.
        r.history.push({ stage: 'REMINDED', at: r.hold_until - o.remindBeforeMs, str_cd: r.str_cd });
        this.push(
          r.cno,
          PUSH.pickupOpenBefore,
          titled('픽업 기한 안내', this.product(r.prd_cd).prd_nm),
          `${this.product(r.prd_cd).prd_nm} 보관 기한이 ${toYmdHm(r.hold_until)}까지입니다.`,
          `/pickup/${r.pickup_no}`,
          {
            title: titled('Pickup deadline', this.product(r.prd_cd).prd_en_nm),
            body: `${this.product(r.prd_cd).prd_en_nm} is held for you until ${toYmdHm(r.hold_until)}.`,
          },
        );
        changed = true;
      }
      if (now >= r.hold_until) {
        this.stepTo(r, 'EXPIRED', r.hold_until);
        changed = true;
      }
    }
    if (changed) this.changed();
  }

  /** The member's notice that the desk did not hand the order over, linking to it. */
  pushPickupRefused(record: PickupRecord): void {
    const store = dataset.storeByCode.get(record.str_cd)?.str_nm ?? '';
    const enName = this.product(record.prd_cd).prd_en_nm;
    const enStore = dataset.storeByCode.get(record.str_cd)?.str_en_nm ?? store;
    this.push(
      record.cno,
      PUSH.pickup,
      titled('픽업 전달 보류', this.product(record.prd_cd).prd_nm),
      `${store} 픽업 데스크에서 ${this.product(record.prd_cd).prd_nm} 전달을 보류했습니다. 예약 상세에서 사유를 확인해 주세요.`,
      `/pickup/${record.pickup_no}`,
      {
        title: titled('Pickup on hold', enName),
        body: `The pickup desk of ${enStore} has held back ${enName}. See the reservation for the reason.`,
      },
    );
  }

  /**
   * When the store confirms and sets aside on its own (a lone demo): the demo setting
   * (`store_timing`, POST /mock-api/store-timing) or the backend's options; null: only the desk.
   */
  storeTiming(): { confirmAfterMs: number | null; setAsideAfterMs: number | null } {
    const t = this.state.store_timing;
    return t
      ? { confirmAfterMs: t.confirm_after_ms, setAsideAfterMs: t.ready_after_ms }
      : { confirmAfterMs: this.options.confirmAfterMs, setAsideAfterMs: this.options.setAsideAfterMs };
  }

  /** Sets (or, with undefined, forgets) the demo's store timing; null turns a step off. */
  setStoreTiming(timing: { confirm_after_ms: number | null; ready_after_ms: number | null } | undefined): void {
    if (timing) this.state.store_timing = timing;
    else delete this.state.store_timing;
    this.changed();
  }

  /** Store-side steps, for tests and the staff demo: confirm now, set aside now. */
  staffStep(pickupNo: string, stage: 'CONFIRMED' | 'SET_ASIDE'): PickupRecord {
    this.tick();
    const r = this.state.pickups.find((p) => p.pickup_no === pickupNo);
    if (!r) throw notFound(`unknown reservation ${pickupNo}`);
    const order: PickupStage[] = ['REQUESTED', 'CONFIRMED', 'SET_ASIDE'];
    if (!this.isOpen(r) || order.indexOf(r.stage) >= order.indexOf(stage)) throw refused(`reservation is ${r.stage}`);
    if (stage === 'SET_ASIDE' && r.stage === 'REQUESTED') this.stepTo(r, 'CONFIRMED', this.now());
    this.stepTo(r, stage, this.now());
    this.changed();
    return r;
  }

  /**
   * Cancels a reservation the store has not confirmed yet (after that the member
   * calls the store). Idempotent: cancelling a cancelled reservation again (a double tap, a retry
   * whose first answer was lost) succeeds and changes nothing.
   */
  cancelPickup(cno: string, pickupNo: string): void {
    const r = this.pickupRecord(cno, pickupNo);
    if (r.stage === 'CANCELLED') return;
    if (r.stage === 'CONFIRMED' || r.stage === 'SET_ASIDE')
      throw refused('the store has confirmed this reservation: call the store to cancel it');
    if (!this.isOpen(r)) throw refused(`reservation is ${r.stage}`);
    this.stepTo(r, 'CANCELLED', this.now());
    this.changed();
  }

  /** Moves an open reservation (not yet set aside) to another store with stock; it is re-confirmed there. */
  changePickupStore(cno: string, pickupNo: string, strCd: string): void {
    const r = this.pickupRecord(cno, pickupNo);
    if (r.stage !== 'REQUESTED' && r.stage !== 'CONFIRMED') throw refused('only a reservation not yet set aside can move');
    if (r.str_cd === strCd) throw badRequest('the reservation is already at this store');
    if (!dataset.storeByCode.has(strCd)) throw notFound(`unknown store ${strCd}`);
    if (this.stockAt(r.prd_cd, strCd) < r.qty) throw refused('not enough stock at the new store');
    this.adjustStock(r.prd_cd, r.str_cd, r.qty);
    this.adjustStock(r.prd_cd, strCd, -r.qty);
    const now = this.now();
    r.str_cd = strCd;
    r.stage = 'REQUESTED';
    // The reservation's time stays the member's (reg_dt); the move is its own step in the history.
    r.requested_at = now;
    r.hold_until = now + this.options.confirmAfterMs + this.options.setAsideAfterMs + this.options.pickupHoldMs;
    r.history.push({ stage: 'MOVED', at: now, str_cd: strCd });
    const newStore = dataset.storeByCode.get(strCd);
    this.push(
      cno,
      PUSH.pickup,
      titled('픽업 매장 변경', newStore?.str_nm ?? strCd),
      `${withParticle(newStore?.str_nm ?? strCd, '으로/로')} 픽업 매장이 변경되었습니다.`,
      `/pickup/${pickupNo}`,
      {
        title: titled('Pickup store changed', newStore?.str_en_nm ?? strCd),
        body: `Your pickup store is now ${newStore?.str_en_nm ?? strCd}.`,
      },
    );
    this.changed();
  }

  /** The pass code shown to the member; only for a reservation set aside (READY). */
  async passCode(cno: string, pickupNo: string): Promise<string> {
    const r = this.pickupRecord(cno, pickupNo);
    if (r.stage !== 'SET_ASIDE') throw refused('the pass code is shown once the order is ready');
    return totp(this.passSecret(r), this.now());
  }

  /** Staff desk check of a pass code: a valid code hands the bottles over (PICKED_UP). */
  async staffVerify(pickupNo: string, code: string): Promise<PickupRecord> {
    this.tick();
    const r = this.state.pickups.find((p) => p.pickup_no === pickupNo);
    if (!r) throw notFound(`unknown reservation ${pickupNo}`);
    if (r.stage !== 'SET_ASIDE') throw refused(`reservation is ${r.stage}`);
    // ±1 step (RFC 6238 §5.2): a code read just as it turned, or a phone clock a little off;
    // wrong codes are limited per reservation (state/pass-limit.ts).
    if (!(await checkPassCode(this, r, code))) throw refused('pass code is wrong or stale');
    this.stepTo(r, 'PICKED_UP', this.now());
    this.changed();
    return r;
  }

  // ---- alarms (spec §3 alarm kinds) ----------------------------------------------------------

  registerAlarm(cno: string, kind: AlarmKind, prdCd: string, strCd?: string): string {
    if (kind !== 'restock' && kind !== 'reservation') throw badRequest('alarm_kind must be restock or reservation');
    this.product(prdCd);
    const s = this.memberState(cno);
    const existing = s.alarms.find((a) => a.alarm_kind === kind && a.prd_cd === prdCd && (a.str_cd ?? null) === (strCd ?? null));
    if (existing) return existing.alarm_no;
    if (kind === 'restock') {
      const store = strCd ?? s.def_str_cd;
      if (store && this.stockAt(prdCd, store) > 0) throw refused('the product is in stock at this store');
    }
    const alarm: AlarmRecord = {
      alarm_no: this.nextId('AL'),
      alarm_kind: kind,
      prd_cd: prdCd,
      reg_at: this.now(),
      ...(strCd ? { str_cd: strCd } : {}),
    };
    s.alarms.unshift(alarm);
    this.changed();
    return alarm.alarm_no;
  }

  alarms(cno: string, kind?: AlarmKind): Alarm[] {
    return this.memberState(cno)
      .alarms.filter((a) => !kind || a.alarm_kind === kind)
      .map((a) => {
        const p = this.product(a.prd_cd);
        return {
          alarm_no: a.alarm_no,
          alarm_kind: a.alarm_kind,
          prd_cd: a.prd_cd,
          prd_nm: p.prd_nm,
          img_url: productImage(p),
          reg_dt: toYmdHm(a.reg_at),
          ...(a.str_cd ? { str_cd: a.str_cd } : {}),
        };
      });
  }

  deleteAlarm(cno: string, alarmNo: string): void {
    const s = this.memberState(cno);
    if (!s.alarms.some((a) => a.alarm_no === alarmNo)) throw notFound(`unknown alarm ${alarmNo}`);
    s.alarms = s.alarms.filter((a) => a.alarm_no !== alarmNo);
    this.changed();
  }

  hasAlarm(cno: string | null, prdCd: string): boolean {
    return !!cno && this.memberState(cno).alarms.some((a) => a.prd_cd === prdCd);
  }

  /** Restock: every member with a restock alarm for the product (at that store or any) gets a push, once. */
  private notifyRestock(prdCd: string, strCd: string): void {
    const name = this.product(prdCd).prd_nm;
    const store = dataset.storeByCode.get(strCd)?.str_nm ?? strCd;
    const enName = this.product(prdCd).prd_en_nm;
    const enStore = dataset.storeByCode.get(strCd)?.str_en_nm ?? strCd;
    for (const [cno, s] of Object.entries(this.state.members)) {
      const hits = s.alarms.filter((a) => a.alarm_kind === 'restock' && a.prd_cd === prdCd && (!a.str_cd || a.str_cd === strCd));
      if (!hits.length) continue;
      s.alarms = s.alarms.filter((a) => !hits.includes(a));
      this.push(
        cno,
        PUSH.soldOutRestockY,
        titled('재입고 알림', name),
        `${store}에 ${withParticle(name, '이/가')} 재입고되었습니다.`,
        `/product/${prdCd}`,
        {
          title: titled('Back in stock', enName),
          body: `${enName} is back in stock at ${enStore}.`,
        },
      );
    }
  }

  /** Reservation sale opens for a product: members with a reservation alarm get a push, once. */
  openReservation(prdCd: string): number {
    const name = this.product(prdCd).prd_nm;
    let sent = 0;
    for (const [cno, s] of Object.entries(this.state.members)) {
      const hits = s.alarms.filter((a) => a.alarm_kind === 'reservation' && a.prd_cd === prdCd);
      if (!hits.length) continue;
      s.alarms = s.alarms.filter((a) => !hits.includes(a));
      // The link opens the reservation flow itself: the member asked to reserve it.
      this.push(
        cno,
        PUSH.pickupOpenBefore,
        titled('예약 오픈 알림', name),
        `${name} 픽업 예약이 시작되었습니다.`,
        `/pickup/reserve/${prdCd}`,
        {
          title: titled('Reservations open', this.product(prdCd).prd_en_nm),
          body: `Pickup reservations for ${this.product(prdCd).prd_en_nm} have started.`,
        },
      );
      sent += 1;
    }
    this.changed();
    return sent;
  }

  // ---- tasting diary (libs/api A19) --------------------------------------------------------

  private checkNote(note: Partial<TastingNoteUpdateRequest>, full: boolean): void {
    if (full || note.rating !== undefined) {
      if (!Number.isInteger(note.rating) || (note.rating ?? 0) < 1 || (note.rating ?? 0) > 5) throw badRequest('rating must be 1 to 5');
    }
    if (full || note.tasting_dt !== undefined) if (!/^\d{8}$/.test(note.tasting_dt ?? '')) throw badRequest('tasting_dt must be YYYYMMDD');
    if (full || note.content !== undefined) {
      if (typeof note.content !== 'string' || !note.content.trim()) throw badRequest('content is required');
      if (note.content.length > 2000) throw badRequest('content is at most 2000 characters');
    }
    if (note.place !== undefined && typeof note.place !== 'string') throw badRequest('place must be a string');
    // libs/api A19: the member's five senses, each an integer 1..5 when present.
    for (const key of TASTING_NOTE_SENSES) {
      const v: unknown = note[key];
      if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5)) {
        throw badRequest(`${key} must be an integer from 1 to 5`);
      }
    }
    // A19: a photo is a base64 image data URL of at most TASTING_NOTE_PHOTO_MAX_CHARS; '' (update) removes it.
    const photo: unknown = note.photo_url;
    if (photo !== undefined && !(photo === '' && !full)) {
      if (typeof photo !== 'string' || !NOTE_PHOTO_PATTERN.test(photo)) {
        throw badRequest('photo_url must be a data:image/(jpeg|png|webp|gif);base64 URL');
      }
      if (photo.length > TASTING_NOTE_PHOTO_MAX_CHARS) throw badRequest(`photo_url is at most ${TASTING_NOTE_PHOTO_MAX_CHARS} characters`);
    }
    if (note.prd_cd) this.product(note.prd_cd);
  }

  insertNote(cno: string, req: TastingNoteInsertRequest): string {
    this.checkNote(req, true);
    const prdNm = req.prd_cd ? this.product(req.prd_cd).prd_nm : req.prd_nm;
    if (!prdNm?.trim()) throw badRequest('prd_nm or prd_cd is required');
    const note: NoteRecord = {
      note_no: this.nextId('TN'),
      prd_nm: prdNm,
      rating: req.rating,
      tasting_dt: req.tasting_dt,
      content: req.content,
      reg_at: this.now(),
      ...(req.prd_cd ? { prd_cd: req.prd_cd } : {}),
      ...(req.place ? { place: req.place } : {}),
      ...noteExtras(req),
    };
    this.memberState(cno).notes.unshift(note);
    this.changed();
    return note.note_no;
  }

  updateNote(cno: string, req: TastingNoteUpdateRequest): void {
    const note = this.memberState(cno).notes.find((n) => n.note_no === req.note_no);
    if (!note) throw notFound(`unknown note ${req.note_no}`);
    this.checkNote(req, false);
    // Only the note's own fields change (A19): absent stays, '' removes the place or the photo.
    if (req.prd_cd) {
      note.prd_cd = req.prd_cd;
      note.prd_nm = this.product(req.prd_cd).prd_nm;
    } else if (req.prd_nm !== undefined) {
      if (typeof req.prd_nm !== 'string' || !req.prd_nm.trim()) throw badRequest('prd_nm must not be empty');
      note.prd_nm = req.prd_nm;
      // A name typed over a picked product: the note no longer names that product (nor shows its image).
      if (note.prd_cd && this.product(note.prd_cd).prd_nm !== req.prd_nm) delete note.prd_cd;
    }
    if (req.rating !== undefined) note.rating = req.rating;
    if (req.tasting_dt !== undefined) note.tasting_dt = req.tasting_dt;
    if (req.content !== undefined) note.content = req.content;
    if (req.place !== undefined) {
      if (req.place) note.place = req.place;
      else delete note.place;
    }
    Object.assign(note, noteExtras(req));
    if (req.photo_url === '') delete note.photo_url;
    this.changed();
  }

  deleteNote(cno: string, noteNo: string): void {
    const s = this.memberState(cno);
    if (!s.notes.some((n) => n.note_no === noteNo)) throw notFound(`unknown note ${noteNo}`);
    s.notes = s.notes.filter((n) => n.note_no !== noteNo);
    this.changed();
  }

  notes(cno: string): TastingNote[] {
    return this.memberState(cno).notes.map((n) => {
      const p = n.prd_cd ? dataset.productByCode.get(n.prd_cd) : undefined;
      const { reg_at, ...rest } = n;
      return { ...rest, prd_nm: n.prd_nm ?? p?.prd_nm ?? '', reg_dt: toYmdHm(reg_at), ...(p ? { img_url: productImage(p) } : {}) };
    });
  }

  // ---- coupons (libs/api A22) ----------------------------------------------------------------

  /**
   * The member's coupons from the dataset: a fixed amount (`dc_amt`) or a rate (`dc_rate`), the
   * last day of use `day_to_offset` days from today (KST), used or not. Each has a checkout
   * barcode: an EAN-13 of the coupon number's digits (demo).
   */
  coupons(cno: string): Coupon[] {
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

  setDefaultStore(cno: string, strCd: string): void {
    if (!dataset.storeByCode.has(strCd)) throw notFound(`unknown store ${strCd}`);
    this.memberState(cno).def_str_cd = strCd;
    this.changed();
  }

  updatePushSetting(cno: string, changes: Partial<MemberState['push_setting']>): void {
    const s = this.memberState(cno);
    for (const key of ['push_yn', 'marketing_push_yn', 'night_push_yn'] as const) {
      const value = changes[key];
      if (value === undefined) continue;
      if (value !== 'Y' && value !== 'N') throw badRequest(`${key} must be Y or N`);
      s.push_setting[key] = value;
    }
    this.changed();
  }

  addRecentSearch(cno: string, keyword: string): void {
    const word = keyword.trim();
    if (!word) return;
    const s = this.memberState(cno);
    s.recent = [{ keyword: word, search_dt: toYmdHm(this.now()) }, ...s.recent.filter((r) => r.keyword !== word)].slice(0, 20);
    this.changed();
  }

  deleteRecentSearch(cno: string, keyword?: string): void {
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
