/**
 * The store desk's side of the demo backend (the contract, a proposal for the
 * chain's backend, is apps/store-desk/README.md): staff sessions opened with the store's code
 * and PIN, the store's reservations, its confirm and set-aside steps, and the pass check that
 * hands a reservation over or refuses it with a reason. The member's timeline shows every step.
 *
 * Demo PINs: each store's PIN is its code written twice (잠실점 361 → 361361; libs/mock-api
 * README). Five wrong PINs in a row lock that store's sign-in for five minutes.
 */
import { toYmdHm } from '@bottle/domain';
import type { DeskReservation, DeskRefuseReason, DeskSession, PickupStatus } from '@bottle/api';
import { dataset, productImage } from '../data/dataset';
import type { MockBackend, PickupRecord } from './backend';
import { STAGE_TO_STATUS } from './backend';
import { badRequest, MOCK_CODES, MockApiError, notFound, refusalsOf } from './errors';
import { checkPassCode } from './pass-limit';

const MINUTE = 60_000;
/** A staff session lasts a shift. */
export const DESK_SESSION_MS = 12 * 60 * MINUTE;
/** A valid pass check is good for the handover or refusal this long (the ID check takes time). */
export const DESK_CHECK_MS = 5 * MINUTE;
export const DESK_MAX_PIN_FAILURES = 5;
export const DESK_LOCK_MS = 5 * MINUTE;
const REFUSE_REASONS: readonly DeskRefuseReason[] = ['NO_ID', 'MINOR', 'NOT_HOLDER', 'OTHER'];
const RSN_TXT_MAX = 100;

/** What the desk keeps in the backend's state (persisted with it). */
export interface DeskState {
  sessions: Record<string, { str_cd: string; exp: number }>;
  /** Pass checks not used yet: token → reservation and expiry. */
  checks: Record<string, { pickup_no: string; str_cd: string; exp: number }>;
  /** Wrong PINs in a row per store, and until when its sign-in is locked. */
  failures: Record<string, { count: number; locked_until?: number }>;
}

/** The demo PIN of a store: its code twice (documented in libs/mock-api README). */
export function demoDeskPin(strCd: string): string {
  return `${strCd}${strCd}`;
}

/**
 * A reservation the desk tests hand over: two W00010 of 김보틀 (demo, 100000001) at 잠실점 for
 * `pickupDt` (YYYYMMDD), with the shelf restocked when fewer than two are left, and set aside by
 * the store when `ready` (else it waits for the store's confirmation). Returns its number and the
 * secret its pass codes are made from.
 */
export function demoDeskReservation(backend: MockBackend, pickupDt: string, ready = true): { no: string; secret: string } {
  if (backend.stockAt('W00010', '361') < 2) backend.setStock('W00010', '361', 10);
  const r = backend.createPickup('100000001', { prd_cd: 'W00010', qty: 2, str_cd: '361', pickup_dt: pickupDt, privacy_agree_yn: 'Y' });
  if (ready) backend.staffStep(r.pickup_no, 'SET_ASIDE');
  return { no: r.pickup_no, secret: backend.passSecret(r) };
}

/**
 * The desk's refusals (409), each with its own rspDtc so the desk can say what to do: the pass
 * code is wrong or stale, the reservation is not at a step that allows this, the check token is
 * unknown, used or expired (apps/store-desk/README.md "Errors").
 */
export const DESK_CODES = { passInvalid: '4091', wrongStep: '4092', checkInvalid: '4093' } as const;

const deskRefused = refusalsOf(DESK_CODES);

function unauthorised(message: string): MockApiError {
  return new MockApiError(401, MOCK_CODES.unauthorised[0], MOCK_CODES.unauthorised[1], message);
}

function newToken(prefix: string): string {
  return `${prefix}.${globalThis.crypto.randomUUID()}`;
}

export class StoreDesk {
  constructor(private readonly backend: MockBackend) {}

  private get state(): DeskState {
    return (this.backend.state.desk ??= { sessions: {}, checks: {}, failures: {} });
  }

  /** POST /desk/session/login: a staff token for the store, or 401 / 429 (locked). */
  login(strCd: string, pin: string): DeskSession {
    const store = dataset.storeByCode.get(strCd);
    const now = this.backend.now();
    const failures = this.state.failures[strCd];
    if (failures?.locked_until !== undefined && failures.locked_until > now) {
      throw new MockApiError(
        429,
        MOCK_CODES.refused[0],
        '429',
        `too many wrong PINs: sign-in is locked until ${toYmdHm(failures.locked_until)}`,
      );
    }
    if (!store || pin !== demoDeskPin(strCd)) {
      if (store) {
        const count = (failures?.locked_until !== undefined ? 0 : (failures?.count ?? 0)) + 1;
        this.state.failures[strCd] = count >= DESK_MAX_PIN_FAILURES ? { count, locked_until: now + DESK_LOCK_MS } : { count };
        this.backend.changed();
      }
      // The same answer for an unknown store and a wrong PIN: nothing to learn from it.
      throw unauthorised('wrong store code or PIN');
    }
    delete this.state.failures[strCd];
    const token = newToken('desk');
    this.state.sessions[token] = { str_cd: strCd, exp: now + DESK_SESSION_MS };
    this.backend.changed();
    return { staff_tkn: token, str_cd: strCd, str_nm: store.str_nm, exp_dt: toYmdHm(now + DESK_SESSION_MS) };
  }

  /** The store of a staff token (`Authorization: Bearer …`); 401 for none, a member's or an expired one. */
  authenticate(token: string | null): string {
    const session = token ? this.state.sessions[token] : undefined;
    if (!session || !token) throw unauthorised('a staff token is required');
    if (session.exp <= this.backend.now()) {
      delete this.state.sessions[token];
      throw unauthorised('the staff session has ended');
    }
    return session.str_cd;
  }

  logout(token: string | null): void {
    if (token && this.state.sessions[token]) {
      delete this.state.sessions[token];
      this.backend.changed();
    }
  }

  /** A reservation of the staff's store (another store's is as unknown as a missing one). */
  record(strCd: string, pickupNo: string): PickupRecord {
    this.backend.tick();
    const r = this.backend.state.pickups.find((p) => p.pickup_no === pickupNo);
    // Another store's reservation is as unknown as a missing one.
    if (!r || r.str_cd !== strCd) throw notFound(`no reservation ${pickupNo} at this store`);
    return r;
  }

  /** A reservation as the desk sees it (never the pass secret). */
  view(r: PickupRecord): DeskReservation {
    const product = this.backend.product(r.prd_cd);
    const movedAt = r.history.map((h) => h.stage).lastIndexOf('MOVED');
    const confirmed = r.history.slice(movedAt + 1).some((h) => h.stage === 'CONFIRMED');
    const member = this.backend.toReservation(r, false);
    return {
      pickup_no: r.pickup_no,
      prd_cd: r.prd_cd,
      prd_nm: product.prd_nm,
      img_url: productImage(product),
      qty: r.qty,
      str_cd: r.str_cd,
      pickup_dt: r.pickup_dt,
      status: STAGE_TO_STATUS[r.stage],
      confirmed_yn: confirmed ? 'Y' : 'N',
      reg_dt: toYmdHm(r.created_at),
      hold_end_dt: toYmdHm(r.hold_until),
      mbr_nm: this.backend.findMember(r.cno)?.user_name ?? '',
      id_check_yn: (product.abv ?? 0) > 0 ? 'Y' : 'N',
      hist_list: member.hist_list,
      ...(member.payment ? { payment: member.payment } : {}),
    };
  }

  /** The store's open reservations (oldest pickup date first), then those closed today. */
  list(strCd: string, status?: PickupStatus): DeskReservation[] {
    this.backend.tick();
    const today = toYmdHm(this.backend.now()).slice(0, 8);
    const mine = this.backend.state.pickups.filter((p) => p.str_cd === strCd);
    const open = mine
      .filter((p) => this.backend.isOpen(p))
      .sort((a, b) => a.pickup_dt.localeCompare(b.pickup_dt) || a.created_at - b.created_at);
    const closedToday = mine
      .filter((p) => !this.backend.isOpen(p) && toYmdHm(p.history[p.history.length - 1]?.at ?? 0).startsWith(today))
      .reverse();
    return [...open, ...closedToday].map((r) => this.view(r)).filter((r) => !status || r.status === status);
  }

  /** The store confirms a reservation (it has the bottles); the member is told. */
  confirm(strCd: string, pickupNo: string): DeskReservation {
    const r = this.record(strCd, pickupNo);
    if (r.stage !== 'REQUESTED') throw deskRefused('wrongStep', `reservation is ${r.stage}`);
    this.backend.stepTo(r, 'CONFIRMED', this.backend.now());
    this.backend.changed();
    return this.view(r);
  }

  /** The store sets the bottles aside at the desk (READY; confirming first if need be). */
  ready(strCd: string, pickupNo: string): DeskReservation {
    const r = this.record(strCd, pickupNo);
    if (r.stage !== 'REQUESTED' && r.stage !== 'CONFIRMED') throw deskRefused('wrongStep', `reservation is ${r.stage}`);
    if (r.stage === 'REQUESTED') this.backend.stepTo(r, 'CONFIRMED', this.backend.now());
    this.backend.stepTo(r, 'SET_ASIDE', this.backend.now());
    this.backend.changed();
    return this.view(r);
  }

  /**
   * Checks the member's pass (RFC 6238, ±1 step): a code older than that (a forwarded
   * screenshot) is refused with 409 `pass code is wrong or stale`. Only a reservation set aside
   * can be handed over. A valid check answers a single-use token for the handover or refusal.
   */
  async check(
    strCd: string,
    pickupNo: string,
    code: string,
  ): Promise<{ reservation: DeskReservation; check_tkn: string; check_exp_dt: string }> {
    if (!/^\d{6}$/.test(code)) throw badRequest('pass_cd must be 6 digits');
    const r = this.record(strCd, pickupNo);
    if (r.stage !== 'SET_ASIDE') throw deskRefused('wrongStep', `reservation is ${r.stage}`);
    // Wrong codes are limited per reservation: the fifth within 10 minutes locks its checks (429).
    if (!(await checkPassCode(this.backend, r, code))) throw deskRefused('passInvalid', 'pass code is wrong or stale');
    const now = this.backend.now();
    const token = newToken('check');
    // Expired checks go as new ones come.
    for (const [t, c] of Object.entries(this.state.checks)) if (c.exp <= now) delete this.state.checks[t];
    this.state.checks[token] = { pickup_no: r.pickup_no, str_cd: strCd, exp: now + DESK_CHECK_MS };
    this.backend.changed();
    return { reservation: this.view(r), check_tkn: token, check_exp_dt: toYmdHm(now + DESK_CHECK_MS) };
  }

  private useCheck(strCd: string, pickupNo: string, token: string): PickupRecord {
    const check = this.state.checks[token];
    if (!check || check.pickup_no !== pickupNo || check.str_cd !== strCd)
      throw deskRefused('checkInvalid', 'check the pass again: this check is unknown or used');
    delete this.state.checks[token];
    if (check.exp <= this.backend.now()) throw deskRefused('checkInvalid', 'check the pass again: this check has expired');
    const r = this.record(strCd, pickupNo);
    if (r.stage !== 'SET_ASIDE') throw deskRefused('wrongStep', `reservation is ${r.stage}`);
    return r;
  }

  /** Hands the bottles over after a valid check: PICKED_UP, and the member's timeline shows it. */
  handOver(strCd: string, pickupNo: string, token: string): DeskReservation {
    const r = this.useCheck(strCd, pickupNo, token);
    this.backend.stepTo(r, 'PICKED_UP', this.backend.now());
    this.backend.changed();
    return this.view(r);
  }

  /**
   * Refuses the handover with a reason, shown on the member's timeline. The reservation stays
   * set aside (the member may come back with ID), except MINOR, which cancels it.
   */
  refuse(strCd: string, pickupNo: string, token: string, reason: string, text: string | undefined): DeskReservation {
    if (!(REFUSE_REASONS as readonly string[]).includes(reason)) throw badRequest(`rsn_cd must be one of ${REFUSE_REASONS.join(', ')}`);
    const note = text?.trim() ?? '';
    if (reason === 'OTHER' && !note) throw badRequest('rsn_txt is required for OTHER');
    if (note.length > RSN_TXT_MAX) throw badRequest(`rsn_txt must be at most ${RSN_TXT_MAX} characters`);
    const r = this.useCheck(strCd, pickupNo, token);
    const now = this.backend.now();
    r.history.push({
      stage: 'REFUSED',
      at: now,
      str_cd: r.str_cd,
      rsn_cd: reason as DeskRefuseReason,
      ...(reason === 'OTHER' ? { rsn_txt: note } : {}),
    });
    this.backend.pushPickupRefused(r);
    if (reason === 'MINOR') this.backend.stepTo(r, 'CANCELLED', now);
    this.backend.changed();
    return this.view(r);
  }
}
