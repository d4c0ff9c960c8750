import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDayLabel } from '@bottle/domain';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { draftKey } from '../lib/draft';

const mock = setupMockServer();
/** 샤토 딸보 2022: in stock at 잠실점 (361, the main store of the demo member) and most stores. */
const PRD = 'W00010';
const ROUTE = `/pickup/reserve/${PRD}`;

function login(id = 'demo') {
  const s = mock.backend.login(id, 'bottle1234');
  return { accessToken: s.access_token ?? '', refreshToken: s.refresh_token ?? '' };
}

afterEach(() => sessionStorage.clear());

async function currentStep() {
  const nav = await screen.findByRole('navigation', { name: '예약 단계' });
  return within(nav)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;
}

/** Walks steps 1–3 with the main store and the agreement accepted. */
async function walkToConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '수량 늘리기' }));
  await user.click(screen.getByRole('button', { name: '다음' }));
  await user.click(await screen.findByRole('radio', { name: /보틀 잠실점/ }));
  await user.click(screen.getByRole('button', { name: '다음' }));
  await user.click(await screen.findByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
  await user.click(screen.getByRole('button', { name: '다음' }));
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

  it('given no store is chosen, when the member presses next, then they are told to choose one and stay on step 2', async () => {
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login() });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await screen.findAllByRole('radio');
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
    const user = userEvent.setup();
    const tokens = login();
    renderApp({ route: ROUTE, tokens });
    await walkToConfirm(user);
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
    const user = userEvent.setup();
    const tokens = login();
    renderApp({ route: ROUTE, tokens });
    await walkToConfirm(user);
    cleanup();

    renderApp({ route: ROUTE, tokens });
    expect(await currentStep()).toContain('예약 확인');
    expect(await screen.findByText('2병')).toBeInTheDocument();
    expect(await screen.findByText('보틀 잠실점')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await screen.findByRole('checkbox', { name: /개인정보/ })).toBeChecked();
  });

  it('given the server fails, when the member reserves, then they are told, everything is kept, and a retry succeeds', async () => {
    const user = userEvent.setup();
    const tokens = login();
    renderApp({ route: ROUTE, tokens });
    await walkToConfirm(user);
    mock.scenarios.fail('/app/pickup/create', 500);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('일시적인 오류로 예약하지 못했어요');
    expect(screen.getByRole('alert')).toHaveTextContent('입력한 내용은 그대로 저장되어 있어요');
    expect(JSON.parse(sessionStorage.getItem(draftKey(PRD)) ?? '{}')).toMatchObject({ step: 'confirm', qty: 2, strCd: '361', agreed: true });

    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();
  });

  it('given the device is offline, when the member reserves, then nothing is sent and the draft is kept', async () => {
    const user = userEvent.setup();
    const tokens = login();
    renderApp({ route: ROUTE, tokens });
    await walkToConfirm(user);
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
    const user = userEvent.setup();
    renderApp({ route: ROUTE, tokens: login() });
    await walkToConfirm(user);
    mock.backend.setStock(PRD, '361', 1);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('재고가 부족해요');
    await user.click(screen.getByRole('button', { name: '매장 다시 선택하기' }));
    expect(await currentStep()).toContain('매장 선택');
  });
});
