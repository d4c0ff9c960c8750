/**
 * The payment window adapter with a fake `loadTossPayments`: the request Toss's v2 SDK gets, its
 * errors turned into the codes the confirm step explains, and the demo window's address.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEMO_TOSS_CLIENT_KEY } from '../../../config/env';
import { demoLoadTossPayments, openPayWindow, PayWindowError, returnUrls, type LoadTossPayments } from './toss-payment';

const ORDER = {
  orderId: 'ORD-20261126-abcdef',
  orderName: '샤토 딸보 2022 2병',
  amount: 185_790,
  customerKey: 'ck_1',
  ...returnUrls('https://app.example', 'W00010'),
};

function fakeLoad(requestPayment: (req: unknown) => Promise<unknown>) {
  const payment = vi.fn(() => ({ requestPayment: vi.fn(requestPayment) }));
  const load = vi.fn<LoadTossPayments>(async () => ({ payment }));
  return { load, payment };
}

describe('openPayWindow', () => {
  it("given a prepared order, then it loads the SDK with the client key and requests a card payment of the server's amount in KRW with the return addresses", async () => {
    const seen: unknown[] = [];
    const { load, payment } = fakeLoad(async (req) => seen.push(req));
    await openPayWindow(load, 'live_ck_chain', ORDER);
    expect(load).toHaveBeenCalledWith('live_ck_chain');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'ck_1' });
    expect(seen).toEqual([
      {
        method: 'CARD',
        amount: { currency: 'KRW', value: 185_790 },
        orderId: 'ORD-20261126-abcdef',
        orderName: '샤토 딸보 2022 2병',
        successUrl: 'https://app.example/pickup/payment/success?prd_cd=W00010',
        failUrl: 'https://app.example/pickup/payment/fail?prd_cd=W00010',
      },
    ]);
  });

  it("given the member closes Toss's window, then the error is PAY_PROCESS_CANCELED; another code stays as Toss gave it", async () => {
    const closed = fakeLoad(async () => Promise.reject(Object.assign(new Error('취소'), { code: 'USER_CANCEL' })));
    await expect(openPayWindow(closed.load, 'k', ORDER)).rejects.toMatchObject({ code: 'PAY_PROCESS_CANCELED' });
    const rejected = fakeLoad(async () => Promise.reject(Object.assign(new Error('거절'), { code: 'REJECT_CARD_COMPANY' })));
    await expect(openPayWindow(rejected.load, 'k', ORDER)).rejects.toMatchObject({ code: 'REJECT_CARD_COMPANY' });
  });

  it('given the SDK cannot load, or an amount that is not a whole positive number, then a PayWindowError says so and no window opens', async () => {
    const load = vi.fn<LoadTossPayments>(async () => Promise.reject(new Error('blocked')));
    await expect(openPayWindow(load, 'k', ORDER)).rejects.toMatchObject({ code: 'SDK_LOAD_FAILED' });
    const { load: ok, payment } = fakeLoad(async () => undefined);
    await expect(openPayWindow(ok, 'k', { ...ORDER, amount: 10.5 })).rejects.toBeInstanceOf(PayWindowError);
    expect(payment).not.toHaveBeenCalled();
  });
});

describe('the demo window', () => {
  it("leaves for /pg/window with the whole order in its address, as Toss's redirect flow leaves the page", async () => {
    const leave = vi.fn();
    await openPayWindow(demoLoadTossPayments(leave), DEMO_TOSS_CLIENT_KEY, ORDER);
    const href = new URL(String(leave.mock.calls[0]?.[0]), 'https://app.example');
    expect(href.pathname).toBe('/pg/window');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      clientKey: DEMO_TOSS_CLIENT_KEY,
      customerKey: 'ck_1',
      orderId: 'ORD-20261126-abcdef',
      orderName: '샤토 딸보 2022 2병',
      amount: '185790',
      successUrl: ORDER.successUrl,
      failUrl: ORDER.failUrl,
    });
  });
});
