/**
 * The demo payment gateway over HTTP, as a browser and the chain's backend meet it: the window
 * (real HTML without script) returns to successUrl with a paymentKey or to failUrl with Toss's
 * code; Toss's confirm and cancel need the secret key; the way back stays on the origin.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_TOSS_CLIENT_KEY, DEMO_TOSS_SECRET_KEY, tossAuthorization } from '@bottle/mock-api';
import { serveFixture } from '../test-support';

const server = serveFixture({}, 'each');

function order(extra: Record<string, string> = {}): Record<string, string> {
  return {
    clientKey: DEMO_TOSS_CLIENT_KEY,
    customerKey: 'ck_test',
    orderId: 'ORD-20261126-abcdef',
    orderName: '샤토 딸보 2022 2병',
    amount: '185790',
    successUrl: `${server.url}/pickup/payment/success`,
    failUrl: `${server.url}/pickup/payment/fail`,
    ...extra,
  };
}

async function pay(fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/pg/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(fields),
  });
}

describe('the demo payment window', () => {
  it('shows the order, its amount, the cards, 결제하기 and 취소, with no script', async () => {
    const res = await fetch(`${server.url}/pg/window?${new URLSearchParams(order())}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const shown of ['185,790원', '결제하기', '취소', '신한카드']) expect(page).toContain(shown);
    expect(page).not.toContain('<script');
  });

  it('refuses a return address on another origin', async () => {
    expect((await fetch(`${server.url}/pg/window?${new URLSearchParams(order({ successUrl: 'https://evil.example/x' }))}`)).status).toBe(
      400,
    );
    expect((await pay({ ...order({ failUrl: 'https://evil.example/x' }), action: 'cancel' })).status).toBe(400);
  });

  it('returns to successUrl with paymentKey, orderId and amount on 결제하기, and to failUrl with each code', async () => {
    const ok = await pay({ ...order(), card: 'kb', outcome: 'approve', action: 'pay' });
    expect(ok.status).toBe(303);
    const back = new URL(ok.headers.get('location') ?? '');
    expect(back.pathname).toBe('/pickup/payment/success');
    expect(back.searchParams.get('paymentKey')).toMatch(/^tdemo/);
    expect(back.searchParams.get('amount')).toBe('185790');
    const cancelled = new URL((await pay({ ...order(), action: 'cancel' })).headers.get('location') ?? '');
    expect(cancelled.pathname).toBe('/pickup/payment/fail');
    expect(cancelled.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    for (const code of ['REJECT_CARD_COMPANY', 'INVALID_CARD_EXPIRATION', 'EXCEED_MAX_AMOUNT']) {
      const failed = new URL((await pay({ ...order(), card: 'kb', outcome: code, action: 'pay' })).headers.get('location') ?? '');
      expect([failed.pathname, failed.searchParams.get('code'), failed.searchParams.get('orderId')]).toEqual([
        '/pickup/payment/fail',
        code,
        'ORD-20261126-abcdef',
      ]);
    }
    const hang = await pay({ ...order(), card: 'kb', outcome: 'hang', action: 'pay' });
    expect(hang.status).toBe(200);
  });

  it("confirms once with the secret key over Toss's API, and refuses a wrong key", async () => {
    const ok = await pay({ ...order(), card: 'kb', outcome: 'approve', action: 'pay' });
    const paymentKey = new URL(ok.headers.get('location') ?? '').searchParams.get('paymentKey') ?? '';
    const confirm = (auth: string) =>
      fetch(`${server.url}/pg/v1/payments/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ paymentKey, orderId: 'ORD-20261126-abcdef', amount: 185790 }),
      });
    expect((await confirm(tossAuthorization('test_sk_wrong'))).status).toBe(401);
    const done = await confirm(tossAuthorization(DEMO_TOSS_SECRET_KEY));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'DONE', totalAmount: 185790, method: '카드' });
    expect(await (await confirm(tossAuthorization(DEMO_TOSS_SECRET_KEY))).json()).toMatchObject({ code: 'ALREADY_PROCESSED_PAYMENT' });
    const cancel = await fetch(`${server.url}/pg/v1/payments/${paymentKey}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tossAuthorization(DEMO_TOSS_SECRET_KEY) },
      body: JSON.stringify({ cancelReason: '테스트' }),
    });
    expect(await cancel.json()).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });
});
