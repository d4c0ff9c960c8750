/**
 * The demo server playing the payment gateway, at Toss Payments' v2 contract (docs/payments.md),
 * as it plays the sign-on host: the app's demo build sends the member to this window exactly
 * where the live build opens Toss's, and the window sends them back the way Toss's does.
 *
 *   GET  /pg/window?clientKey&customerKey&orderId&orderName&amount&successUrl&failUrl
 *        the window: the order and its amount, a card, 결제하기 and 취소, and a choice of
 *        outcome to reproduce Toss's failure codes or a window that never returns
 *   POST /pg/pay                      → 303 successUrl?paymentKey&orderId&amount
 *                                       or failUrl?code&message&orderId
 *   POST /pg/v1/payments/confirm       Toss's confirm (Basic auth with the secret key)
 *   POST /pg/v1/payments/{key}/cancel  Toss's cancel
 *
 * Pages are plain HTML forms (no script) under the server's policy; the way back stays on the
 * server's own origin: a successUrl or failUrl elsewhere is refused.
 */
import { DEMO_CARDS, DEMO_FAIL_CODES, DEMO_FAIL_MESSAGES, TossError, TossPg, type DemoFailCode, type MockApi } from '@bottle/mock-api';
import { html, page } from '../sso/html';

export interface PgContext {
  api: MockApi;
  origin: string;
}

/** The demo PG's pages and API. */
export function isPgPath(path: string): boolean {
  return path === '/pg' || path.startsWith('/pg/');
}

/** What the window can be told to do on 결제하기, besides approving. */
const OUTCOMES: Readonly<Record<string, string>> = {
  approve: '정상 승인',
  REJECT_CARD_COMPANY: '카드사 승인 거절 (REJECT_CARD_COMPANY)',
  INVALID_CARD_EXPIRATION: '유효기간 오류 (INVALID_CARD_EXPIRATION)',
  EXCEED_MAX_AMOUNT: '한도 초과 (EXCEED_MAX_AMOUNT)',
  hang: '응답 없음 (창이 돌아오지 않음)',
};

const ORDER_FIELDS = ['clientKey', 'customerKey', 'orderId', 'orderName', 'amount', 'successUrl', 'failUrl'] as const;

export async function pgPages(request: Request, ctx: PgContext): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === '/pg/window') return request.method === 'GET' ? windowPage(url.searchParams, ctx) : notAllowed();
  if (path === '/pg/pay') return request.method === 'POST' ? pay(request, ctx) : notAllowed();
  if (path === '/pg/v1/payments/confirm' && request.method === 'POST')
    return tossApi(() =>
      request.json().then((b: Record<string, unknown>) =>
        new TossPg(ctx.api.backend).confirm(request.headers.get('authorization'), {
          paymentKey: String(b['paymentKey'] ?? ''),
          orderId: String(b['orderId'] ?? ''),
          amount: Number(b['amount']),
        }),
      ),
    );
  const cancel = /^\/pg\/v1\/payments\/([\w-]+)\/cancel$/.exec(path);
  if (cancel && request.method === 'POST')
    return tossApi(() =>
      request
        .json()
        .then((b: Record<string, unknown>) =>
          new TossPg(ctx.api.backend).cancel(request.headers.get('authorization'), cancel[1] ?? '', String(b['cancelReason'] ?? '')),
        ),
    );
  return undefined;
}

async function tossApi(call: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await call());
  } catch (e) {
    if (e instanceof TossError) return Response.json(e.body, { status: e.status });
    if (e instanceof SyntaxError) return Response.json({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' }, { status: 400 });
    throw e;
  }
}

function notAllowed(): Response {
  return page('결제를 진행할 수 없습니다', html`<p>이 화면은 그 방식으로 열 수 없습니다.</p>`, 405);
}

/** A return address on the server's own origin, or null (never a redirect elsewhere). */
function sameOrigin(value: string | null, ctx: PgContext): URL | null {
  if (!value) return null;
  try {
    const u = new URL(value, ctx.origin);
    return u.origin === ctx.origin ? u : null;
  } catch {
    return null;
  }
}

type Order = Record<(typeof ORDER_FIELDS)[number], string>;

function readOrder(params: URLSearchParams, ctx: PgContext): { order: Order; success: URL; fail: URL } | string {
  const order = Object.fromEntries(ORDER_FIELDS.map((k) => [k, params.get(k) ?? ''])) as Order;
  const success = sameOrigin(order.successUrl, ctx);
  const fail = sameOrigin(order.failUrl, ctx);
  if (!success || !fail) return 'successUrl과 failUrl은 이 사이트의 주소여야 합니다.';
  if (!/^[\w-]{6,64}$/.test(order.orderId)) return 'orderId가 올바르지 않습니다.';
  if (!/^[1-9]\d{0,9}$/.test(order.amount)) return '결제 금액이 올바르지 않습니다.';
  if (!order.orderName) return 'orderName이 없습니다.';
  return { order, success, fail };
}

function windowPage(params: URLSearchParams, ctx: PgContext): Response {
  const read = readOrder(params, ctx);
  if (typeof read === 'string') return page('결제를 진행할 수 없습니다', html`<p role="alert">${read}</p>`, 400);
  const { order } = read;
  const amount = Number(order.amount).toLocaleString('ko-KR');
  return page(
    '토스페이먼츠 결제 (데모)',
    html`<p class="notice">데모 결제창입니다. 실제로 결제되지 않습니다.</p>
<dl><dt>주문</dt><dd data-testid="pg-order">${order.orderName}</dd><dt>결제 금액</dt><dd data-testid="pg-amount">${amount}원</dd></dl>
<form method="post" action="/pg/pay">
${ORDER_FIELDS.map((k) => html`<input type="hidden" name="${k}" value="${order[k]}">`)}
<fieldset><legend>카드 선택</legend>
${Object.entries(DEMO_CARDS).map(([id, c], i) => html`<label class="choice"><input type="radio" name="card" value="${id}" ${i === 0 ? html`checked` : ''}> ${c.issuer}</label>`)}
</fieldset>
<label for="outcome">결제 결과 (데모)</label>
<select id="outcome" name="outcome">${Object.entries(OUTCOMES).map(([v, label]) => html`<option value="${v}">${label}</option>`)}</select>
<button type="submit" name="action" value="pay">결제하기</button>
<button type="submit" name="action" value="cancel" class="secondary">취소</button>
</form>`,
  );
}

function back(to: URL, params: Record<string, string>): Response {
  const u = new URL(to.href);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return new Response(null, { status: 303, headers: { location: u.href, 'cache-control': 'no-store' } });
}

async function pay(request: Request, ctx: PgContext): Promise<Response> {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== ctx.origin)
    return page('결제를 진행할 수 없습니다', html`<p>다른 사이트에서 보낸 요청입니다.</p>`, 403);
  const form = new URLSearchParams(await request.text());
  const read = readOrder(form, ctx);
  if (typeof read === 'string') return page('결제를 진행할 수 없습니다', html`<p role="alert">${read}</p>`, 400);
  const { order, success, fail } = read;
  const failWith = (code: DemoFailCode) => back(fail, { code, message: DEMO_FAIL_MESSAGES[code], orderId: order.orderId });
  if (form.get('action') === 'cancel') return failWith('PAY_PROCESS_CANCELED');
  const outcome = form.get('outcome') ?? 'approve';
  if ((DEMO_FAIL_CODES as readonly string[]).includes(outcome)) return failWith(outcome as DemoFailCode);
  if (outcome === 'hang') {
    // A window that never returns: the member's way out is the browser's back (or closing it).
    return page('결제 진행 중', html`<p role="status">카드사의 응답을 기다리고 있습니다…</p>`);
  }
  try {
    const paymentKey = new TossPg(ctx.api.backend).authorize(order.clientKey, {
      orderId: order.orderId,
      orderName: order.orderName,
      amount: Number(order.amount),
      card: form.get('card') ?? '',
    });
    return back(success, { paymentKey, orderId: order.orderId, amount: order.amount });
  } catch (e) {
    if (!(e instanceof TossError)) throw e;
    return back(fail, { code: e.code, message: e.message, orderId: order.orderId });
  }
}
