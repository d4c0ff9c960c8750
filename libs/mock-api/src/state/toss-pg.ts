/**
 * The demo's payment gateway, at Toss Payments' v2 contract: what the demo payment window
 * authorises (a card chosen, 결제하기) and what Toss's API answers the chain's backend
 * (`POST /v1/payments/confirm`, `POST /v1/payments/{paymentKey}/cancel`, Basic auth with the
 * secret key). The member app never sees the secret key: only the demo backend (state/payments.ts)
 * and the demo server's `/toss-api` routes hold it.
 *
 * Toss's rules kept here: a window's authorisation must be confirmed within 10 minutes, with the
 * same orderId and amount, once; a confirmed payment is cancelled once (then ALREADY_CANCELED_PAYMENT).
 */
import type { MockBackend } from './backend';

/** Test keys of the demo PG (Toss's `test_ck_` / `test_sk_` shape). Demo values: never in a live build. */
export const DEMO_TOSS_CLIENT_KEY = 'test_ck_bottle_demo_window';
export const DEMO_TOSS_SECRET_KEY = 'test_sk_bottle_demo_backend';

/** Toss: an authorised payment not confirmed within 10 minutes is dropped. */
export const TOSS_CONFIRM_WITHIN_MS = 10 * 60_000;

/** Toss's failure codes the demo window reproduces (returned to failUrl as `code`). */
export const DEMO_FAIL_CODES = ['PAY_PROCESS_CANCELED', 'REJECT_CARD_COMPANY', 'INVALID_CARD_EXPIRATION', 'EXCEED_MAX_AMOUNT'] as const;
export type DemoFailCode = (typeof DEMO_FAIL_CODES)[number];

/** The messages Toss gives with each code (Korean, as Toss returns them). */
export const DEMO_FAIL_MESSAGES: Readonly<Record<DemoFailCode, string>> = {
  PAY_PROCESS_CANCELED: '사용자에 의해 결제가 취소되었습니다.',
  REJECT_CARD_COMPANY: '결제 승인이 거절되었습니다.',
  INVALID_CARD_EXPIRATION: '카드 정보를 다시 확인해주세요. (유효기간)',
  EXCEED_MAX_AMOUNT: '거래금액 한도를 초과했습니다.',
};

/** The demo cards the window offers; each card's name in the payment answer. */
export const DEMO_CARDS: Readonly<Record<string, { issuer: string; number: string }>> = {
  shinhan: { issuer: '신한카드', number: '43301234****123*' },
  kb: { issuer: 'KB국민카드', number: '52721234****456*' },
  hyundai: { issuer: '현대카드', number: '94901234****789*' },
};

export interface TossPgPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  card: string;
  status: 'READY' | 'DONE' | 'CANCELED';
  authorized_at: number;
  approved_at?: number;
  canceled_at?: number;
  cancel_reason?: string;
}

export interface TossPgState {
  payments: Record<string, TossPgPayment>;
}

/** Toss's error answer: `{ code, message }` with its HTTP status. */
export class TossError extends Error {
  override readonly name = 'TossError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get body(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** Toss's payment object (the fields the chain's backend reads). */
export interface TossPaymentAnswer {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: 'DONE' | 'CANCELED';
  method: '카드';
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string;
  card: { issuerCode: string; number: string; amount: number };
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string }[] | null;
}

export class TossPg {
  constructor(private readonly backend: MockBackend) {}

  private get state(): TossPgState {
    return (this.backend.state.toss_pg ??= { payments: {} });
  }

  /**
   * What the demo window does on 결제하기: authorises the order's amount on the chosen card and
   * hands back the paymentKey the window returns to successUrl. A failing card's code goes to
   * failUrl instead (the window decides; see apps/demo-server src/pg/).
   */
  authorize(clientKey: string, req: { orderId: string; orderName: string; amount: number; card: string }): string {
    if (clientKey !== DEMO_TOSS_CLIENT_KEY) throw new TossError(401, 'INVALID_CLIENT_KEY', '클라이언트 키가 올바르지 않습니다.');
    if (!/^[\w-]{6,64}$/.test(req.orderId))
      throw new TossError(400, 'INVALID_REQUEST', 'orderId는 6자 이상 64자 이하의 영문, 숫자, -, _ 입니다.');
    if (!Number.isInteger(req.amount) || req.amount <= 0) throw new TossError(400, 'INVALID_REQUEST', '결제 금액이 올바르지 않습니다.');
    if (!DEMO_CARDS[req.card]) throw new TossError(400, 'INVALID_REQUEST', '카드를 선택해 주세요.');
    const paymentKey = `tdemo${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
    this.state.payments[paymentKey] = {
      paymentKey,
      orderId: req.orderId,
      orderName: req.orderName,
      amount: req.amount,
      card: req.card,
      status: 'READY',
      authorized_at: this.backend.now(),
    };
    this.backend.changed();
    return paymentKey;
  }

  private checkSecret(authorization: string | null): void {
    const expected = `Basic ${btoa(`${DEMO_TOSS_SECRET_KEY}:`)}`;
    if (authorization !== expected) throw new TossError(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
  }

  private payment(paymentKey: string): TossPgPayment {
    const p = this.state.payments[paymentKey];
    if (!p) throw new TossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    return p;
  }

  /** `POST /v1/payments/confirm`: the amount and orderId must be the window's; once; within 10 minutes. */
  confirm(authorization: string | null, req: { paymentKey: string; orderId: string; amount: number }): TossPaymentAnswer {
    this.checkSecret(authorization);
    const p = this.payment(req.paymentKey);
    if (p.status !== 'READY') throw new TossError(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    if (p.orderId !== req.orderId || p.amount !== req.amount) throw new TossError(400, 'INVALID_REQUEST', '결제 정보가 일치하지 않습니다.');
    if (this.backend.now() > p.authorized_at + TOSS_CONFIRM_WITHIN_MS)
      throw new TossError(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
    p.status = 'DONE';
    p.approved_at = this.backend.now();
    this.backend.changed();
    return this.answer(p);
  }

  /** `POST /v1/payments/{paymentKey}/cancel`: a full refund, once. */
  cancel(authorization: string | null, paymentKey: string, cancelReason: string): TossPaymentAnswer {
    this.checkSecret(authorization);
    const p = this.payment(paymentKey);
    if (p.status === 'CANCELED') throw new TossError(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    if (p.status !== 'DONE') throw new TossError(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    if (!cancelReason.trim()) throw new TossError(400, 'INVALID_REQUEST', 'cancelReason은 필수입니다.');
    p.status = 'CANCELED';
    p.canceled_at = this.backend.now();
    p.cancel_reason = cancelReason;
    this.backend.changed();
    return this.answer(p);
  }

  /** The payment as Toss's `GET /v1/payments/{paymentKey}` would answer (tests, the demo's checks). */
  get(paymentKey: string): TossPgPayment | undefined {
    return this.state.payments[paymentKey];
  }

  private answer(p: TossPgPayment): TossPaymentAnswer {
    const iso = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().replace('Z', '+09:00');
    const card = DEMO_CARDS[p.card] ?? { issuer: p.card, number: '' };
    return {
      paymentKey: p.paymentKey,
      orderId: p.orderId,
      orderName: p.orderName,
      status: p.status === 'CANCELED' ? 'CANCELED' : 'DONE',
      method: '카드',
      totalAmount: p.amount,
      balanceAmount: p.status === 'CANCELED' ? 0 : p.amount,
      approvedAt: iso(p.approved_at ?? p.authorized_at),
      card: { issuerCode: card.issuer, number: card.number, amount: p.amount },
      cancels:
        p.status === 'CANCELED'
          ? [{ cancelAmount: p.amount, cancelReason: p.cancel_reason ?? '', canceledAt: iso(p.canceled_at ?? 0) }]
          : null,
    };
  }
}

/** The Basic authorization the chain's backend sends Toss: the secret key and a colon, base64. */
export function tossAuthorization(secretKey: string): string {
  return `Basic ${btoa(`${secretKey}:`)}`;
}
