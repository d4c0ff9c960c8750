/**
 * Paying when reserving on the confirm step and the window's way back (docs/payments.md), against
 * libs/mock-api on msw: the server's lines and one coupon, the demo window's address with the
 * prepared amount (stock held), adults only, a failure code back on the confirm step with the
 * draft, and the success page confirming once however often it opens.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toYmd } from '@bottle/domain';
import { DEMO_TOSS_CLIENT_KEY, Payments } from '@bottle/mock-api';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { acceptAgreementStep, loginAs } from '../testing';

const mock = setupMockServer();
const PRD = 'W00010'; // 샤토 딸보 2022, 106,800원
const ROUTE = `/pickup/reserve/${PRD}`;

const login = (id = 'demo') => loginAs(mock, id).tokens;

afterEach(() => sessionStorage.clear());

async function walkToConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '다음' }));
  await user.click(await screen.findByRole('radio', { name: /보틀 잠실점/ }));
  await acceptAgreementStep(user);
  await screen.findByRole('group', { name: '결제 방법' });
}

describe('paying when reserving', { timeout: 30_000 }, () => {
  it("given a member pays now with a coupon, then the server's lines show and the demo window opens with the prepared amount, the bottle held", async () => {
    const user = userEvent.setup();
    mock.backend.setStock(PRD, '361', 5);
    const view = renderApp({ route: ROUTE, tokens: login() });
    await walkToConfirm(user);
    await user.click(await screen.findByRole('radio', { name: '지금 결제' }));
    const lines = await screen.findByTestId('pay-lines');
    // Gold (6 %): 106,800 − 6,400 (6,408 rounded down to 10 won).
    await waitFor(() => expect(lines).toHaveTextContent('106,800원'));
    expect(lines).toHaveTextContent('−6,400원');
    expect(screen.getByTestId('pay-total')).toHaveTextContent('100,400원');
    await user.click(screen.getByRole('radio', { name: /5,000원 할인/ }));
    await waitFor(() => expect(screen.getByTestId('pay-total')).toHaveTextContent('95,400원'));
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(view.left).toHaveLength(1));
    const href = new URL(view.left[0] ?? '', 'http://localhost');
    expect(href.pathname).toBe('/pg/window');
    expect(href.searchParams.get('amount')).toBe('95400');
    expect(href.searchParams.get('successUrl')).toMatch(/\/pickup\/payment\/success\?prd_cd=W00010$/);
    expect(mock.backend.stockAt(PRD, '361')).toBe(4);
  });

  it('given a kept choice of a coupon the server no longer accepts, then the choice falls back to no coupon and the amount shows', async () => {
    const user = userEvent.setup();
    // C10000000103 is used already (the seed): the server refuses it on any order.
    sessionStorage.setItem(`bottle.draft.pickup-pay.${PRD}`, JSON.stringify({ method: 'now', cpnNo: 'C10000000103' }));
    renderApp({ route: ROUTE, tokens: login() });
    await walkToConfirm(user);
    expect(await screen.findByTestId('pay-total')).toHaveTextContent('100,400원');
    expect(screen.getByRole('radio', { name: '쿠폰 사용 안 함' })).toBeChecked();
  });

  it('given a member whose age is not verified, then only paying at the store is offered, with the reason', async () => {
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login('foreign') });
    await walkToConfirm(user);
    expect(await screen.findByTestId('pay-now-blocked')).toHaveTextContent('성인 인증을 마친 회원만');
    expect(screen.getByRole('radio', { name: '지금 결제' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '매장에서 결제' })).toBeChecked();
    expect(screen.getByRole('button', { name: '예약하기' })).toBeEnabled();
  });

  it('given the window failed, when the fail page returns, then the confirm step says why and keeps the draft and the choice', async () => {
    const user = userEvent.setup();
    const tokens = login();
    renderApp({ route: ROUTE, tokens });
    await walkToConfirm(user);
    await user.click(await screen.findByRole('radio', { name: '지금 결제' }));
    cleanup();
    renderApp({ route: `/pickup/payment/fail?prd_cd=${PRD}&code=REJECT_CARD_COMPANY&message=x&orderId=ORD-unknown-1`, tokens });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('카드사에서 결제를 거절했어요');
    expect(alert).toHaveTextContent('입력한 내용은 그대로');
    expect(within(screen.getByRole('group', { name: '결제 방법' })).getByRole('radio', { name: '지금 결제' })).toBeChecked();
  });

  it('given the success page opens twice for one payment, then it is confirmed once and both land on the one paid reservation', async () => {
    const tokens = login();
    mock.backend.setStock(PRD, '361', 5);
    // The order the confirm step prepared, and the demo window's 결제하기 for it.
    const payments = new Payments(mock.backend);
    const prepared = payments.prepare('100000001', {
      prd_cd: PRD,
      qty: 1,
      str_cd: '361',
      pickup_dt: toYmd(mock.backend.now()),
      privacy_agree_yn: 'Y',
    });
    const paymentKey = payments.pg.authorize(DEMO_TOSS_CLIENT_KEY, {
      orderId: prepared.order_id,
      orderName: prepared.order_nm,
      amount: prepared.amount,
      card: 'kb',
    });
    const route = `/pickup/payment/success?prd_cd=${PRD}&paymentKey=${paymentKey}&orderId=${prepared.order_id}&amount=${prepared.amount}`;
    const first = renderApp({ route, tokens });
    await waitFor(() => expect(first.router.state.location.pathname).toMatch(/^\/pickup\/PK\d+$/));
    const detail = first.router.state.location.pathname;
    cleanup();
    const again = renderApp({ route, tokens });
    await waitFor(() => expect(again.router.state.location.pathname).toBe(detail));
    expect(mock.backend.pickups('100000001')).toHaveLength(1);
    expect(await screen.findByTestId('pickup-payment')).toHaveTextContent(/^결제 완료 · [\d,]+원$/);
  });
});
