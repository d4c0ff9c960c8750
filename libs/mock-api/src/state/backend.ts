/**
 * The behaving state of the demo backend ("Auth that behaves"): one `MockBackend` over a
 * JSON-serialisable snapshot (`MockStateData`), so the demo server can persist it and Node tests
 * start from a fresh one. Time comes from `MockClock`; nothing here waits.
 *
 * This file keeps what every area shares: the state's shape, the clock, the options, the change
 * listeners (persistence) and the registry of areas. Each area's behaviour lives in its own file,
 * like the handlers' `handlers/routes/<area>.ts`: members, sign-on, stock, notices, pickups,
 * alarms and the diary as methods of the backend (`BACKEND_AREAS` below installs them, so a call
 * reads `backend.login(…)` wherever it is made), and the larger areas (payments, draws, desk,
 * reviews, bucket, …) as classes over the backend. See docs/decisions/0740-backend-areas.md.
 */
import { DAY_MS } from '@bottle/domain';
import type { PushNotice, RecentSearch } from '@bottle/api';
import type { SeedMember } from '../data/types';
import { MockClock } from '../clock';
import type { DeskState } from './desk';
import type { PassFailures } from './pass-limit';
import type { PaymentsState } from './payments';
import type { DrawsState } from './draws';
import type { TossPgState } from './toss-pg';
import type { BucketState } from './bucket';
import type { ReviewsState } from './reviews';
import { AlarmsArea, type AlarmRecord } from './alarms';
import { DiaryArea, type NoteRecord } from './diary';
import { MembersArea } from './members';
import { NoticesArea } from './notices';
import { PickupsArea, type PickupRecord } from './pickups';
import { SignOnArea, type LoginKeyKind } from './sign-on';
import { StockArea } from './stock';

export { STAGE_TO_STATUS, STEP_TO_HIST_STATUS } from './pickups';
export type { PickupRecord, PickupStage, PickupStep } from './pickups';
export type { MemberReceipt } from './members';
export { TOKEN_TTL_MS, randomToken } from './sign-on';
export type { LoginKeyKind } from './sign-on';

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
  /**
   * A refresh token just turned over, by that token: the pair it was turned into, until `exp`
   * (REFRESH_REUSE_MS). A page that navigates away while its refresh is answered never keeps the
   * new pair; asking again with the old token within the window answers the same pair instead of
   * ending the member's session (docs/decisions/0721-refresh-reuse-window.md). Optional like the above.
   */
  refresh_reuse?: Record<string, { access: string; refresh: string; exp: number }>;
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

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface below
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

  /** A fresh number with its prefix (the state's sequence): reservations, notices, alarms, notes. */
  nextId(prefix: string): string {
    this.state.seq += 1;
    return `${prefix}${this.state.seq}`;
  }
}

/**
 * The areas whose methods the backend carries, in the order of the state they mostly touch. Each
 * is a class of methods declaring `this: MockBackend`; no two may name the same method (checked
 * when this module loads), and the interface below gives the backend their types.
 */
export const BACKEND_AREAS = [MembersArea, SignOnArea, StockArea, NoticesArea, PickupsArea, AlarmsArea, DiaryArea] as const;

// The class and this interface merge (the TypeScript handbook's mixin pattern): the methods are
// the areas', installed on the prototype just below, so both declarations describe one object.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface MockBackend extends MembersArea, SignOnArea, StockArea, NoticesArea, PickupsArea, AlarmsArea, DiaryArea {}

for (const area of BACKEND_AREAS) {
  for (const name of Object.getOwnPropertyNames(area.prototype)) {
    if (name === 'constructor') continue;
    if (Object.prototype.hasOwnProperty.call(MockBackend.prototype, name)) {
      throw new Error(`MockBackend: ${area.name}.${name} is already a method of the backend`);
    }
    Object.defineProperty(MockBackend.prototype, name, Object.getOwnPropertyDescriptor(area.prototype, name) as PropertyDescriptor);
  }
}
