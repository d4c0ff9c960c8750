/**
 * The payment window, around Toss Payments' v2 SDK (`@tosspayments/tosspayments-sdk`):
 * `loadTossPayments(clientKey)` → `payment({ customerKey }).requestPayment({ method: 'CARD',
 * amount: { currency: 'KRW', value }, orderId, orderName, successUrl, failUrl })`, which leaves
 * the page and comes back to successUrl (`paymentKey`, `orderId`, `amount`) or failUrl (`code`,
 * `message`, `orderId`). The app holds the client key only; the chain's backend confirms.
 *
 * Which window opens is the build's configuration (config/env.ts `tossClientKey`): the demo's key
 * opens the demo server's window (the same contract, same origin: apps/demo-server src/pg/);
 * any other key loads Toss's SDK. Nothing else in the app differs.
 */
import { DEMO_PAY_WINDOW_PATH, DEMO_TOSS_CLIENT_KEY } from '../../../config/env';
import { TOSS_POLICY_NAME, TOSS_SDK_URL } from '../../../config/csp-sources';

/** What the app asks the window for (the order the server prepared). */
export interface PayRequest {
  orderId: string;
  orderName: string;
  /** Won: the server's amount, as prepared. */
  amount: number;
  customerKey: string;
  successUrl: string;
  failUrl: string;
}

/** The part of Toss's SDK the app uses (its types: TossPaymentsSDK, TossPaymentsPayment). */
export interface TossLike {
  payment(params: { customerKey: string }): {
    requestPayment(request: {
      method: 'CARD';
      amount: { currency: 'KRW'; value: number };
      orderId: string;
      orderName: string;
      successUrl: string;
      failUrl: string;
    }): Promise<unknown>;
  };
}

export type LoadTossPayments = (clientKey: string) => Promise<TossLike>;

/** A window that could not open or was closed before it returned: Toss's error code when it gave one. */
export class PayWindowError extends Error {
  override readonly name = 'PayWindowError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Opens the window for a prepared order; resolves when the page is leaving for it. */
export async function openPayWindow(load: LoadTossPayments, clientKey: string, request: PayRequest): Promise<void> {
  if (!Number.isInteger(request.amount) || request.amount <= 0)
    throw new PayWindowError('INVALID_AMOUNT', `not an amount: ${request.amount}`);
  let toss: TossLike;
  try {
    toss = await load(clientKey);
  } catch (error) {
    throw new PayWindowError('SDK_LOAD_FAILED', error instanceof Error ? error.message : String(error));
  }
  try {
    await toss.payment({ customerKey: request.customerKey }).requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: request.amount },
      orderId: request.orderId,
      orderName: request.orderName,
      successUrl: request.successUrl,
      failUrl: request.failUrl,
    });
  } catch (error) {
    // Toss's SDK rejects with `{ code, message }` (e.g. the member closed its window: USER_CANCEL).
    const code =
      typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
        ? (error as { code: string }).code
        : 'UNKNOWN';
    const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
    throw new PayWindowError(code === 'USER_CANCEL' ? 'PAY_PROCESS_CANCELED' : code, message);
  }
}

/**
 * The demo server's window at Toss's contract: `requestPayment` leaves the app for
 * `/pg/window?…` (a full page load, like Toss's redirect flow).
 */
export function demoLoadTossPayments(leave: (href: string) => void, windowPath = DEMO_PAY_WINDOW_PATH): LoadTossPayments {
  return async (clientKey) => ({
    payment: ({ customerKey }) => ({
      requestPayment: async (req) => {
        const query = new URLSearchParams({
          clientKey,
          customerKey,
          orderId: req.orderId,
          orderName: req.orderName,
          amount: String(req.amount.value),
          successUrl: req.successUrl,
          failUrl: req.failUrl,
        });
        leave(`${windowPath}?${query.toString()}`);
      },
    }),
  });
}

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
let policy: ScriptUrlPolicy | undefined;

/** Under `require-trusted-types-for 'script'` the SDK's src comes from our own named policy. */
function sdkScriptUrl(): string {
  const tt = (window as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(u: string): string }): ScriptUrlPolicy } })
    .trustedTypes;
  if (!tt) return TOSS_SDK_URL;
  policy ??= tt.createPolicy(TOSS_POLICY_NAME, {
    createScriptURL: (u) => {
      if (u !== TOSS_SDK_URL) throw new TypeError(`${TOSS_POLICY_NAME} refuses ${u}`);
      return u;
    },
  });
  return policy.createScriptURL(TOSS_SDK_URL) as string;
}

/**
 * Toss's own loader, after the app has put Toss's script on the page itself (through the
 * Trusted Types policy above): the SDK then finds `window.TossPayments` and adds no script of its own.
 */
export function tossLoadTossPayments(doc: Document = document): LoadTossPayments {
  return async (clientKey) => {
    if (!(window as { TossPayments?: unknown }).TossPayments) {
      await new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = sdkScriptUrl();
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => reject(new Error(`could not load ${TOSS_SDK_URL}`)));
        doc.head.append(script);
      });
    }
    const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
    return (await loadTossPayments(clientKey)) as unknown as TossLike;
  };
}

/** The loader the build's configuration chooses. */
export function loaderFor(clientKey: string, leave: (href: string) => void): LoadTossPayments {
  return clientKey === DEMO_TOSS_CLIENT_KEY ? demoLoadTossPayments(leave) : tossLoadTossPayments();
}

/** The return addresses on the app's own origin; the product rides along so the way back knows the draft. */
export function returnUrls(origin: string, prdCd: string): { successUrl: string; failUrl: string } {
  const q = `?prd_cd=${encodeURIComponent(prdCd)}`;
  return { successUrl: `${origin}/pickup/payment/success${q}`, failUrl: `${origin}/pickup/payment/fail${q}` };
}
