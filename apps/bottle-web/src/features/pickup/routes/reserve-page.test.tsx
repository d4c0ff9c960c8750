import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayLabel } from '@bottle/domain';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { draftKey } from '../lib/draft';
import { acceptAgreementStep, loginAs } from '../testing';

const mock = setupMockServer();
/** 샤토 딸보 2022: in stock at 잠실점 (361, the main store of the demo member) and most stores. */
const PRD = 'W00010';
const ROUTE = `/pickup/reserve/${PRD}`;

const login = (id = 'demo') => loginAs(mock, id).tokens;

afterEach(() => sessionStorage.clear());

async function currentStep() {
  const nav = await screen.findByRole('navigation', { name: '예약 단계' });
  return within(nav)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;
}

/** A member who opened the flow and walked steps 1–3 (walkToConfirm): the confirm step shows. */
async function memberOnConfirmStep() {
  const user = userEvent.setup();
  const tokens = login();
  renderApp({ route: ROUTE, tokens });
  await walkToConfirm(user);
  return { user, tokens };
}

/** Walks steps 1–3 with the main store and the agreement accepted. */
async function walkToConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '수량 늘리기' }));
  await user.click(screen.getByRole('button', { name: '다음' }));
  // The main store has the 2 bottles, so step 2 starts on it.
  await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked());
  await acceptAgreementStep(user);
  await screen.findByRole('button', { name: '예약하기' });
}

describe('the pickup reservation flow (spec §2 steps 1–4)', { timeout: 20_000 }, () => {
  it('given a logged-out visitor, when they open the flow, then a login prompt links back here', async () => {
    renderApp({ route: ROUTE });
    const link = await screen.findByRole('link', { name: '로그인하러 가기' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(ROUTE)}`);
    expect(screen.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeInTheDocument();
  });

  it('given a member, when the flow opens, then step 1 shows the product, quantity and visit date with the step marked current', async () => {
    renderApp({ route: ROUTE, tokens: login() });
    expect(await screen.findByText('샤토 딸보 2022')).toBeInTheDocument();
    expect(await currentStep()).toContain('예약 정보');
    expect(screen.getByRole('group', { name: '수량' })).toHaveTextContent('1병');
    expect(screen.getByRole('combobox', { name: '방문 예정일' }).querySelectorAll('option')).toHaveLength(14);
    expect(screen.getByRole('button', { name: '수량 줄이기' })).toBeDisabled();
  });

  it("given a phone whose clock is a day behind the shop's, when the flow opens, then the visit dates start on the shop's today in Korea", async () => {
    // The shop: 10:00 on 24 December 2026 in Korea; the phone: the 23rd (Date only, timers real).
    const shop = Date.parse('2026-12-24T01:00:00Z');
    mock.backend.clock.set(shop);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(shop - 86_400_000);
    try {
      renderApp({ route: ROUTE, tokens: login() });
      const select = await screen.findByRole('combobox', { name: '방문 예정일' });
      await waitFor(() => expect(select.querySelector('option')).toHaveValue('20261224'));
      expect(select).toHaveValue('20261224');
      expect(select.querySelectorAll('option')).toHaveLength(14);
      expect(select.querySelectorAll('option')[13]).toHaveValue('20270106');
    } finally {
      vi.useRealTimers();
    }
  });

  it('given step 2, when the stores load, then the main store comes first with its stock and a store info button', async () => {
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    expect(await currentStep()).toContain('매장 선택');
    const radios = await screen.findAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(expect.stringMatching(/보틀 잠실점.*대표 매장.*재고 2병/));
    await user.click(screen.getByRole('button', { name: '보틀 잠실점 매장 정보 보기' }));
    expect(await screen.findByRole('dialog', { name: '매장 정보' })).toBeInTheDocument();
  });

  it('given step 2, then every store shows its own stock and when it was counted; a store with too few bottles cannot be chosen', async () => {
    const user = userEvent.setup();
    mock.backend.setStock(PRD, '201', 0);
    const stock = mock.backend.storeStock(PRD);
    renderApp({ route: ROUTE, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(stock.length);
    for (const s of stock) {
      const radio = screen.getByRole('radio', { name: new RegExp(s.str_nm) });
      expect(radio).toHaveAccessibleName(expect.stringContaining(`재고 ${s.stock_qty}병 · ${formatDayLabel(s.count_dt)} 기준`));
      if (s.stock_qty === 0) expect(radio).toBeDisabled();
    }
    expect(screen.getByRole('radio', { name: /보틀 서울역점/ })).toHaveAccessibleName(expect.stringContaining('재고 부족'));
  });

  it('given the main store has none, when step 2 opens, then no store is chosen; pressing next asks to choose one and stays on step 2', async () => {
    const user = userEvent.setup();
    mock.backend.setStock(PRD, '361', 0);
    renderApp({ route: ROUTE, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    const radios = await screen.findAllByRole('radio');
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('매장을 선택해 주세요.');
    expect(await currentStep()).toContain('매장 선택');
  });

  it('given more bottles than the main store holds, then the main store cannot be chosen', async () => {
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login() });
    const plus = await screen.findByRole('button', { name: '수량 늘리기' });
    await user.click(plus);
    await user.click(plus);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('radio', { name: /보틀 잠실점/ })).toBeDisabled();
  });

  it('given step 3 without the agreement, when the member presses next, then it is required; the full text opens in the Terms popup', async () => {
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('radio', { name: /보틀 잠실점/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await currentStep()).toContain('개인정보 동의');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('동의해야 예약할 수 있어요');
    const view = screen.getByRole('button', { name: '개인정보 수집·이용 동의 전문 보기' });
    await waitFor(() => expect(view).toBeEnabled());
    await user.click(view);
    const terms = await screen.findByRole('dialog', { name: '개인정보 수집 및 이용 동의' });
    expect(within(terms).getAllByText(/개인정보 수집 및 이용 동의/).length).toBeGreaterThan(0);
  });

  it('given every step done, when the member reserves, then the reservation is created once and the result shows; the draft is gone', async () => {
    const { user, tokens } = await memberOnConfirmStep();
    expect(await currentStep()).toContain('예약 확인');
    expect(screen.getByText('2병')).toBeInTheDocument();
    expect(screen.getByText('보틀 잠실점')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: '예약하기' });
    await user.dblClick(submit);
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
    const cno = mock.backend.authenticate(tokens.accessToken);
    const made = mock.backend.pickups(cno);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ prd_cd: PRD, qty: 2, str_cd: '361' });
    expect(screen.getByText(made[0]?.pickup_no ?? '')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '예약 상세 보기' })).toHaveAttribute('href', `/pickup/${made[0]?.pickup_no}`);
    expect(sessionStorage.getItem(draftKey(PRD))).toBeNull();
  });

  it('given a half-made reservation, when the screen is mounted again (reload), then step, store, quantity and agreement are back', async () => {
    const { user, tokens } = await memberOnConfirmStep();
    cleanup();

    renderApp({ route: ROUTE, tokens });
    expect(await currentStep()).toContain('예약 확인');
    expect(await screen.findByText('2병')).toBeInTheDocument();
    expect(await screen.findByText('보틀 잠실점')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await screen.findByRole('checkbox', { name: /개인정보/ })).toBeChecked();
  });

  it('given the server fails, when the member reserves, then they are told, everything is kept, and a retry succeeds', async () => {
    const { user } = await memberOnConfirmStep();
    mock.scenarios.fail('/app/pickup/create', 500);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('일시적인 오류로 예약하지 못했어요');
    expect(screen.getByRole('alert')).toHaveTextContent('입력한 내용은 그대로 저장되어 있어요');
    expect(JSON.parse(sessionStorage.getItem(draftKey(PRD)) ?? '{}')).toMatchObject({
      step: 'confirm',
      qty: 2,
      strCd: '361',
      agreed: true,
    });

    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
  });

  it('given the server made the reservation but its answer was lost, when the app retries, then it sends the same idempotency key and one reservation exists', async () => {
    const { user, tokens } = await memberOnConfirmStep();
    const cno = mock.backend.authenticate(tokens.accessToken);
    const keys: string[] = [];
    let first = true;
    mock.server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/app/pickup/create')) return;
      const body = request.clone().json() as Promise<{
        prd_cd: string;
        qty: number;
        str_cd: string;
        pickup_dt: string;
        privacy_agree_yn: string;
        idem_key: string;
      }>;
      void body.then((b) => {
        keys.push(b.idem_key);
        // The first call reaches the server (it makes the reservation); only its answer is lost.
        if (first) mock.backend.createPickup(cno, b);
        first = false;
      });
    });
    mock.scenarios.networkError('/app/pickup/create');
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(mock.backend.pickups(cno)).toHaveLength(1);
    mock.server.events.removeAllListeners();
  });

  it('given a failed confirm, when the member goes back two steps and returns, then every choice is kept and the retry makes one reservation', async () => {
    const { user, tokens } = await memberOnConfirmStep();
    mock.scenarios.fail('/app/pickup/create', 500);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('일시적인 오류로 예약하지 못했어요');
    await user.click(screen.getByRole('button', { name: '이전' }));
    await user.click(await screen.findByRole('button', { name: '이전' }));
    expect(await currentStep()).toContain('매장 선택');
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('checkbox', { name: /개인정보/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('2병')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
    expect(mock.backend.pickups(mock.backend.authenticate(tokens.accessToken))).toHaveLength(1);
  });

  it('given the device is offline, when the member reserves, then nothing is sent and the draft is kept', async () => {
    const { user, tokens } = await memberOnConfirmStep();
    mock.scenarios.networkError('/app/pickup/create');
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await user.click(screen.getByRole('button', { name: '예약하기' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('오프라인 상태라 예약하지 못했어요');
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
      else Reflect.deleteProperty(navigator, 'onLine');
    }
    expect(mock.backend.pickups(mock.backend.authenticate(tokens.accessToken))).toHaveLength(0);
    expect(sessionStorage.getItem(draftKey(PRD))).not.toBeNull();
  });

  it('given the store ran out meanwhile, when the member reserves, then they are sent back to choose another store', async () => {
    const { user } = await memberOnConfirmStep();
    mock.backend.setStock(PRD, '361', 1);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('재고가 부족해요');
    await user.click(screen.getByRole('button', { name: '매장 다시 선택하기' }));
    expect(await currentStep()).toContain('매장 선택');
  });
});

/** 이 기갈 코트 뒤 론 루즈 2020: none at 잠실점 (the demo member's main store), 20 other stores have it. */
const SOLD_OUT_AT_MAIN = 'W00027';

describe('reserving at any store that has it', { timeout: 20_000 }, () => {
  it('given the store ran out meanwhile, when the member taps one of the stores offered, then the reservation is made there in one tap', async () => {
    const { user, tokens } = await memberOnConfirmStep();
    mock.backend.setStock(PRD, '361', 1);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('재고가 부족해요');
    const offers = within((await screen.findByRole('heading', { name: '지금 재고가 있는 다른 매장' })).closest('section') as HTMLElement);
    const buttons = offers.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.length).toBeLessThanOrEqual(3);
    expect(buttons[0]).toHaveAccessibleName(/에 예약하기 재고 \d+병 · .+ 기준/);
    expect(screen.getByRole('button', { name: '예약하기' })).toBeDisabled();
    const name = /^(.+)에 예약하기/.exec(buttons[0]?.textContent ?? '')?.[1] ?? '';
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
    const made = mock.backend.pickups(mock.backend.authenticate(tokens.accessToken));
    expect(made).toHaveLength(1);
    expect(made.map((r) => mock.backend.toReservation(r).str_nm)).toEqual([name]);
    expect(made[0]?.str_cd).not.toBe('361');
  });

  it('given the product is sold out at the main store but other stores have it, when the member reserves, then the flow goes on, says where, and reserves at the chosen store', async () => {
    const user = userEvent.setup();
    const tokens = login();
    renderApp({ route: `/pickup/reserve/${SOLD_OUT_AT_MAIN}`, tokens });
    expect(await screen.findByText('이 기갈 코트 뒤 론 루즈 2020')).toBeInTheDocument();
    expect(await screen.findByText(/대표 매장\(보틀 잠실점\)에는 재고가 없어요/)).toBeInTheDocument();
    expect(screen.queryByText('지금은 픽업 예약을 할 수 없는 상품입니다.')).toBeNull();
    await user.click(screen.getByRole('button', { name: '다음' }));

    // Step 2: nothing chosen (the main store has none), the main store cannot be chosen.
    const main = await screen.findByRole('radio', { name: /보틀 잠실점/ });
    expect(main).toBeDisabled();
    expect(main).not.toBeChecked();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /보틀 판교점/ }));
    await acceptAgreementStep(user);
    await user.click(await screen.findByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
    expect(mock.backend.pickups(mock.backend.authenticate(tokens.accessToken))[0]).toMatchObject({
      prd_cd: SOLD_OUT_AT_MAIN,
      str_cd: '210',
    });
  });

  it('given no store has it at all, when the flow opens, then step 1 says it cannot be reserved', async () => {
    for (const s of mock.backend.storeStock(SOLD_OUT_AT_MAIN)) if (s.stock_qty > 0) mock.backend.setStock(SOLD_OUT_AT_MAIN, s.str_cd, 0);
    renderApp({ route: `/pickup/reserve/${SOLD_OUT_AT_MAIN}`, tokens: login() });
    expect(await screen.findByRole('alert')).toHaveTextContent('지금은 픽업 예약을 할 수 없는 상품입니다.');
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('given no store has it, when the member asks to be told, then a reservation alarm is made once, shows in the alarm list, and bottles arriving send a push to this flow', async () => {
    const user = userEvent.setup();
    for (const s of mock.backend.storeStock(SOLD_OUT_AT_MAIN)) if (s.stock_qty > 0) mock.backend.setStock(SOLD_OUT_AT_MAIN, s.str_cd, 0);
    const tokens = login();
    const cno = mock.backend.authenticate(tokens.accessToken);
    const { router } = renderApp({ route: `/pickup/reserve/${SOLD_OUT_AT_MAIN}`, tokens });
    await user.dblClick(await screen.findByRole('button', { name: '예약할 수 있게 되면 알림 받기' }));
    expect(await screen.findByText(/예약 알림을 신청했어요/)).toBeInTheDocument();
    const asked = mock.backend.alarms(cno, 'reservation');
    expect(asked.map((a) => a.prd_cd)).toEqual([SOLD_OUT_AT_MAIN]);

    await user.click(screen.getByRole('link', { name: '알림 신청 내역 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alarm'));
    const section = within((await screen.findByRole('heading', { name: '예약 알림' })).closest('section') as HTMLElement);
    expect(await section.findByRole('link', { name: (n) => n.includes(asked[0]?.prd_nm ?? SOLD_OUT_AT_MAIN) })).toBeInTheDocument();

    mock.backend.setStock(SOLD_OUT_AT_MAIN, '201', 3);
    const push = mock.backend.pushList(cno).find((n) => n.push_type === 'PICKUP_OPEN_BEFORE');
    expect(push?.link_url).toBe(`/pickup/reserve/${SOLD_OUT_AT_MAIN}`);
    expect(mock.backend.alarms(cno, 'reservation')).toHaveLength(0);
  });

  it('given a link from the store list for 판교점, when step 2 opens, then 판교점 is chosen; the link is then forgotten so a reload keeps a later choice', async () => {
    const user = userEvent.setup();
    const tokens = login();
    const { router } = renderApp({ route: `/pickup/reserve/${SOLD_OUT_AT_MAIN}?str_cd=210`, tokens });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 판교점/ })).toBeChecked());
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('radio', { name: /보틀 서울역점/ }));
    cleanup();
    renderApp({ route: `/pickup/reserve/${SOLD_OUT_AT_MAIN}`, tokens });
    expect(await screen.findByRole('radio', { name: /보틀 서울역점/ })).toBeChecked();
  });

  it('given a link for a store without the bottles, when step 2 opens, then the main store (which has them) is chosen instead', async () => {
    const user = userEvent.setup();
    mock.backend.setStock(PRD, '213', 0);
    renderApp({ route: `${ROUTE}?str_cd=213`, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /보틀 인천터미널점/ })).not.toBeChecked();
  });
});

describe('the confirm step shows the expected price', { timeout: 20_000 }, () => {
  it('given the Gold demo member and 2 bottles of 106,800원, then the grade discount (6%) and the best usable coupon make the expected total', async () => {
    await memberOnConfirmStep();
    const price = within(await screen.findByRole('region', { name: '예상 결제 금액' }));
    // 213,600 − 6% (12,816 → 12,810) = 200,790; 10% coupon 20,079 → 20,070 (cap 30,000) beats 5,000.
    // Grade and coupons load on their own: wait for both lines before reading the total.
    expect(await price.findByText('골드 등급 픽업 할인 6%')).toBeInTheDocument();
    expect(await price.findByText('쿠폰 할인 · 골드 등급 10% 할인')).toBeInTheDocument();
    expect(price.getByText('213,600원')).toBeInTheDocument();
    expect(price.getByText('−12,810원')).toBeInTheDocument();
    expect(price.getByText('−20,070원')).toBeInTheDocument();
    expect(price.getByTestId('pickup-total')).toHaveTextContent('180,720원');
    // The coupons are their own region beside the amount, not a part of it under its total.
    expect(price.queryByRole('region', { name: '사용 가능한 쿠폰' })).toBeNull();
    const coupons = within(screen.getByRole('region', { name: '사용 가능한 쿠폰' })).getAllByRole('listitem');
    expect(coupons.map((li) => li.querySelector('strong')?.textContent)).toEqual(['골드 등급 10% 할인', '픽업 예약 5,000원 할인']);
    expect(coupons[0]).toHaveTextContent('예상 금액에 적용');
    // The used coupon is not offered.
    expect(screen.queryByText('생일 축하 와인 쿠폰')).toBeNull();
  });

  it('given the coupons cannot be loaded, then the total still shows, the member is told and can retry, and can still reserve', async () => {
    const user = userEvent.setup();
    // A 4xx is not retried (spec §9 retries are for network errors and 5xx): one failure, then fine.
    mock.scenarios.fail('/app/mypage/coupon/list', 400);
    renderApp({ route: ROUTE, tokens: login() });
    await walkToConfirm(user);
    const price = within(await screen.findByRole('region', { name: '예상 결제 금액' }));
    expect(await price.findByRole('alert')).toHaveTextContent('등급 혜택과 쿠폰을 불러오지 못했어요.');
    expect(price.getByTestId('pickup-total')).toHaveTextContent('200,790원');
    await user.click(price.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(price.getByTestId('pickup-total')).toHaveTextContent('180,720원'));
    expect(screen.getByRole('button', { name: '예약하기' })).toBeEnabled();
  });
});

describe('the privacy step', { timeout: 20_000 }, () => {
  it('given step 3, then its summary says what the full text says (the retention period included), never a different period', async () => {
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: '다음' }));
    const checkbox = await screen.findByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ });
    const summary = document.getElementById(checkbox.getAttribute('aria-describedby') ?? '') as HTMLElement;
    const points = await within(summary).findAllByRole('listitem');
    const shown = points.map((li) => li.textContent);
    expect(shown.some((text) => text?.startsWith('보유 기간: 회원 탈퇴 시까지'))).toBe(true);
    expect(summary).not.toHaveTextContent('1년');

    await user.click(screen.getByRole('button', { name: '개인정보 수집·이용 동의 전문 보기' }));
    const terms = await screen.findByRole('dialog', { name: '개인정보 수집 및 이용 동의' });
    const full = within(terms)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(shown).toEqual(full);
  });
});
