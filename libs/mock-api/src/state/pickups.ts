/**
 * The backend's pickup reservations (libs/api A17, spec §2 pickup flow): made, moved and
 * cancelled by the member, moved along by the clock (`tick`) or the desk, handed over against
 * the pass code. Methods of `MockBackend` (state/backend.ts installs them); `this` is the backend.
 */
import { DAY_MS, newTotpSecret, toYmd, toYmdHm, totp, withParticle } from '@bottle/domain';
import type {
  PaymentRefundReason,
  PickupHistoryItem,
  PickupHistoryStatus,
  PickupRefuseReason,
  PickupReservation,
  PickupStatus,
} from '@bottle/api';
import { dataset, productImage } from '../data/dataset';
import type { MockBackend } from './backend';
import { badRequest, notFound, refused } from './errors';
import { PUSH, titled } from './notices';
import { checkPassCode } from './pass-limit';
import { Payments } from './payments';

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

/** Pickup reservations. */
export class PickupsArea {
  createPickup(
    this: MockBackend,
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

  pickupRecord(this: MockBackend, cno: string, pickupNo: string): PickupRecord {
    this.tick();
    const record = this.state.pickups.find((p) => p.pickup_no === pickupNo && p.cno === cno);
    if (!record) throw notFound(`unknown reservation ${pickupNo}`);
    return record;
  }

  pickups(this: MockBackend, cno: string): PickupRecord[] {
    this.tick();
    return this.state.pickups.filter((p) => p.cno === cno).sort((a, b) => b.created_at - a.created_at);
  }

  /**
   * The reservation as libs/api A17 gives it. `forMember`: the member's own view carries the
   * pass secret while the reservation is open (the desk's view never does).
   */
  toReservation(this: MockBackend, record: PickupRecord, forMember = true): PickupReservation {
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
  passSecret(this: MockBackend, record: PickupRecord): string {
    if (!record.pass_secret) {
      record.pass_secret = newTotpSecret();
      this.changed();
    }
    return record.pass_secret;
  }

  isOpen(this: MockBackend, record: PickupRecord): boolean {
    return record.stage === 'REQUESTED' || record.stage === 'CONFIRMED' || record.stage === 'SET_ASIDE';
  }

  /** Moves a reservation to `stage` at `at`, with the push the member gets for it (the desk's steps too). */
  stepTo(this: MockBackend, record: PickupRecord, stage: PickupStage, at: number): void {
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
  tick(this: MockBackend): void {
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
  pushPickupRefused(this: MockBackend, record: PickupRecord): void {
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
  storeTiming(this: MockBackend): { confirmAfterMs: number | null; setAsideAfterMs: number | null } {
    const t = this.state.store_timing;
    return t
      ? { confirmAfterMs: t.confirm_after_ms, setAsideAfterMs: t.ready_after_ms }
      : { confirmAfterMs: this.options.confirmAfterMs, setAsideAfterMs: this.options.setAsideAfterMs };
  }

  /** Sets (or, with undefined, forgets) the demo's store timing; null turns a step off. */
  setStoreTiming(this: MockBackend, timing: { confirm_after_ms: number | null; ready_after_ms: number | null } | undefined): void {
    if (timing) this.state.store_timing = timing;
    else delete this.state.store_timing;
    this.changed();
  }

  /** Store-side steps, for tests and the staff demo: confirm now, set aside now. */
  staffStep(this: MockBackend, pickupNo: string, stage: 'CONFIRMED' | 'SET_ASIDE'): PickupRecord {
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
  cancelPickup(this: MockBackend, cno: string, pickupNo: string): void {
    const r = this.pickupRecord(cno, pickupNo);
    if (r.stage === 'CANCELLED') return;
    if (r.stage === 'CONFIRMED' || r.stage === 'SET_ASIDE')
      throw refused('the store has confirmed this reservation: call the store to cancel it');
    if (!this.isOpen(r)) throw refused(`reservation is ${r.stage}`);
    this.stepTo(r, 'CANCELLED', this.now());
    this.changed();
  }

  /** Moves an open reservation (not yet set aside) to another store with stock; it is re-confirmed there. */
  changePickupStore(this: MockBackend, cno: string, pickupNo: string, strCd: string): void {
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
  async passCode(this: MockBackend, cno: string, pickupNo: string): Promise<string> {
    const r = this.pickupRecord(cno, pickupNo);
    if (r.stage !== 'SET_ASIDE') throw refused('the pass code is shown once the order is ready');
    return totp(this.passSecret(r), this.now());
  }

  /** Staff desk check of a pass code: a valid code hands the bottles over (PICKED_UP). */
  async staffVerify(this: MockBackend, pickupNo: string, code: string): Promise<PickupRecord> {
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
}
