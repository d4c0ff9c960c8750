import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDayLabel, parsePickupPass, particle, totp, verifyTotp } from '@bottle/domain';
import { demoDeskPin } from '@bottle/mock-api/node';
import { renderApp, setupMockServer, type RenderAppOptions } from '../../../testing/render-app';
import { loginAs, reserve } from '../testing';
import { PASS_POLL_MS, WAITING_POLL_MS } from './pickup-detail-page';

const mock = setupMockServer();
afterEach(() => vi.useRealTimers());
// jsdom has no pointer capture; vaul (the move-store bottom sheet) calls it on pointer down.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

/**
 * The demo member's new reservation at 잠실점, moved on by the store to `step` if given, open on
 * its page (with `options`, e.g. the web view and its bridge).
 */
function openReservation(step?: 'CONFIRMED' | 'SET_ASIDE', options: Omit<RenderAppOptions, 'route' | 'tokens'> = {}) {
  const user = userEvent.setup();
  const m = loginAs(mock);
  const no = reserve(mock, m);
  if (step) mock.backend.staffStep(no, step);
  const app = renderApp({ route: `/pickup/${no}`, tokens: m.tokens, ...options });
  return { user, m, no, router: app.router };
}

/** Presses `button` and returns the confirmation modal it opens, found by its question. */
async function openModal(user: ReturnType<typeof userEvent.setup>, button: string, question: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('alertdialog', { description: question });
}

describe('reservation details', { timeout: 20_000 }, () => {
  it('given a logged-out visitor, then a login prompt shows instead of the reservation', async () => {
    renderApp({ route: '/pickup/PK1' });
    expect(await screen.findByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login?redirect=%2Fpickup%2FPK1');
  });

  it('given an unknown reservation number, then the member is told and can go back to the list', async () => {
    const m = loginAs(mock);
    renderApp({ route: '/pickup/PK999999', tokens: m.tokens });
    expect(await screen.findByText('예약을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '나의 픽업으로' })).toHaveAttribute('href', '/pickup');
  });

  it('given a new reservation, then the timeline marks store confirmation as the current step and no pass code shows yet', async () => {
    openReservation();
    const timeline = within((await screen.findByRole('heading', { name: '진행 상황' })).closest('section') as HTMLElement);
    const current = timeline.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('매장 확인');
    expect(screen.getByText('예약 접수', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('상품이 준비되면 픽업 인증 코드가 표시돼요.')).toBeInTheDocument();
    expect(screen.queryByTestId('pass-code')).toBeNull();
  });

  it('given the backend moved on while nobody looked, then each timeline step shows the time it happened, not when its notice was sent', async () => {
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.clock.advance(60 * 60_000);
    // A fresh session: the first one's refresh token lapsed during the hour.
    const later = loginAs(mock);
    const hist = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).hist_list;
    const notices = mock.backend.pushList(m.cno);
    renderApp({ route: `/pickup/${no}`, tokens: later.tokens });
    const timeline = within((await screen.findByRole('heading', { name: '진행 상황' })).closest('section') as HTMLElement);
    const items = timeline.getAllByRole('listitem');
    const [received, confirmed, ready] = hist.map((h) => formatDayLabel(h.dt));
    expect(items[0]).toHaveTextContent('예약 접수');
    expect(items[0]).toHaveTextContent(received ?? '');
    expect(items[1]).toHaveTextContent('매장 확인');
    expect(items[1]).toHaveTextContent(confirmed ?? '');
    expect(items[2]).toHaveTextContent(ready ?? '');
    // The set-aside notice was only stamped when the backend noticed it, an hour later.
    expect(notices.find((n) => n.push_type === 'PICKUP_TYPE2')?.send_dt).not.toBe(hist[2]?.dt);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('보관 기한').nextElementSibling).toHaveTextContent(
      formatDayLabel(mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).hold_end_dt),
    );
  });

  it('given the store name, when the member presses it, then the store info popup shows that store', async () => {
    const user = userEvent.setup();
    const m = loginAs(mock);
    const no = reserve(mock, m, { str_cd: '201' });
    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    await user.click(await screen.findByRole('button', { name: '보틀 서울역점 매장 정보 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '매장 정보' });
    expect(await within(dialog).findByText('보틀 서울역점')).toBeInTheDocument();
  });

  it('given a reservation set aside, then the pass shows a QR code and its digits from the reservation secret, the countdown, the member and the ID reminder', async () => {
    const { m, no } = openReservation('SET_ASIDE');
    const code = await screen.findByTestId('pass-code');
    const digits = code.getAttribute('data-code') ?? '';
    expect(digits).toBe(await mock.backend.passCode(m.cno, no));
    expect(code).toHaveTextContent(`${digits.slice(0, 3)} ${digits.slice(3)}`);
    expect(screen.getByRole('img', { name: '픽업 QR 코드' })).toBeInTheDocument();
    expect(screen.getByTestId('pass-holder')).toHaveTextContent('님');
    expect(screen.getByText(/신분증을 함께 보여 주세요/)).toBeInTheDocument();
    expect(screen.getByText(/초 후 새 코드로 바뀌어요/)).toBeInTheDocument();
    expect(screen.getByText('보관 기한').nextElementSibling?.textContent).toMatch(/\d+월 \d+일 \(.\) \d\d:\d\d/);
    expect(screen.queryByRole('button', { name: '다른 매장으로 변경' })).toBeNull();
  });

  it('given the desk refused the handover for no ID, then the timeline shows the refusal with its reason and the pass stays', async () => {
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.staffStep(no, 'SET_ASIDE');
    const desk = async (path: string, body: unknown, token?: string) =>
      (
        await fetch(`http://localhost/desk-api/desk${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json() as Promise<Record<string, string>>;
    const { staff_tkn: staff = '' } = await desk('/session/login', { str_cd: '361', pin: demoDeskPin('361') });
    const { check_tkn } = await desk('/pickup/check', { pickup_no: no, pass_cd: await mock.backend.passCode(m.cno, no) }, staff);
    await desk('/pickup/refuse', { pickup_no: no, check_tkn, rsn_cd: 'NO_ID' }, staff);
    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    const timelineSection = await screen.findByRole('region', { name: '진행 상황' });
    const refusal = within(timelineSection).getByText('매장에서 전달 보류').closest('li');
    expect(refusal).toHaveTextContent('신분증을 확인하지 못했어요. 신분증을 가지고 다시 방문해 주세요.');
    expect(await screen.findByTestId('pass-code')).toBeInTheDocument();
  });

  it('given the 30-second step turns, then the phone computes the next code itself: no code is fetched (fake timers)', async () => {
    const step = 30_000;
    const boundary = Math.ceil(Date.now() / step) * step + step;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(boundary - 5_000);
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.staffStep(no, 'SET_ASIDE');
    const secret = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).pass_secret ?? '';
    let passcodeCalls = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/app/pickup/passcode')) passcodeCalls += 1;
    });

    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    await waitFor(async () => expect(screen.getByTestId('pass-code')).toHaveAttribute('data-code', await totp(secret, boundary - 5_000)));
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const next = await totp(secret, boundary);
    await waitFor(() => expect(screen.getByTestId('pass-code')).toHaveAttribute('data-code', next));
    expect(passcodeCalls).toBe(0);
    expect(screen.getByText(/\d+초 후 새 코드로 바뀌어요/).textContent).toMatch(/^(2[5-9]|30)초/);
    mock.server.events.removeAllListeners();
  });

  it('given the pass is showing, when the network goes away, then the pass keeps changing and the page says it shows the last answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.staffStep(no, 'SET_ASIDE');
    const secret = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).pass_secret ?? '';
    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    await screen.findByTestId('pass-code');
    mock.scenarios.networkError('/app/pickup/info', { times: Infinity });
    // The page asks again on its 15 s poll, retries with back-off and fails. How far the clock
    // must move depends on where the poll's interval stood when the network went (and the fake
    // clock also follows real time), so it moves in steps until the page says so: at most 3
    // minutes of the member's time.
    const stale = /마지막으로 받은 정보를 보여 드려요/;
    for (let waited = 0; waited < 180_000 && !screen.queryByText(stale); waited += 5_000) {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
    }
    expect(await screen.findByText(stale)).toBeInTheDocument();
    await waitFor(async () => expect(screen.getByTestId('pass-code')).toHaveAttribute('data-code', await totp(secret, Date.now())));
  });

  it('given the web view, when the pass shows, then the shell raises the brightness, and restores it when the member leaves', async () => {
    const openBarcode = vi.fn(() => Promise.resolve());
    const closeBarcode = vi.fn(() => Promise.resolve());
    const { router } = openReservation('SET_ASIDE', { inWebView: true, bridge: { openBarcode, closeBarcode } });
    await screen.findByTestId('pass-code');
    await waitFor(() => expect(openBarcode).toHaveBeenCalledTimes(1));
    expect(closeBarcode).not.toHaveBeenCalled();
    await act(() => router.navigate('/pickup'));
    await waitFor(() => expect(closeBarcode).toHaveBeenCalledTimes(1));
  });

  it('given the QR code a member shows, when the desk reads it, then it names the reservation and a code the server accepts', async () => {
    const { m, no } = openReservation('SET_ASIDE');
    const code = (await screen.findByTestId('pass-code')).getAttribute('data-code') ?? '';
    const pass = parsePickupPass(`BOTTLE-PICKUP:${no}:${code}`);
    expect(pass).toEqual({ pickupNo: no, code });
    const secret = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).pass_secret ?? '';
    expect((await verifyTotp(secret, code, Date.now())).valid).toBe(true);
  });

  it("given a phone whose clock is 3 minutes behind the shop's, when the pass shows, then its code is the one the desk expects by the shop's clock", async () => {
    mock.backend.clock.advance(3 * 60_000);
    const { m, no } = openReservation('SET_ASIDE');
    const secret = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).pass_secret ?? '';
    await screen.findByTestId('pass-code');
    const shown = () => screen.getByTestId('pass-code').getAttribute('data-code') ?? '';
    await waitFor(async () => expect((await verifyTotp(secret, shown(), mock.backend.clock.now())).valid).toBe(true));
    // By the phone's own clock, six 30-second steps earlier, the desk would refuse it.
    expect((await verifyTotp(secret, shown(), Date.now())).valid).toBe(false);
  });

  it('given the cancel confirmation modal, when the member keeps it, then nothing changes; when they confirm, then it is cancelled', async () => {
    const { user, m, no } = openReservation();

    let modal = await openModal(user, '예약 취소', '픽업 예약을 취소하시겠습니까?');
    await user.click(within(modal).getByRole('button', { name: '유지하기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).status).toBe('RESERVED');

    modal = await openModal(user, '예약 취소', '픽업 예약을 취소하시겠습니까?');
    await user.click(within(modal).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByRole('alertdialog', { description: '픽업 예약이 취소되었습니다.' })).toBeInTheDocument();
    expect(mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).status).toBe('CANCELLED');
    // Spec §2 pickup flow step 5 confirmed: pickup_cancel, once; keeping it sent none.
    const cancels = ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((e) => Array.from(e))
      .filter((e) => e[1] === 'pickup_cancel');
    expect(cancels).toEqual([['event', 'pickup_cancel', expect.objectContaining({ pickup_no: no, platform: 'MobileWeb' })]]);
    await waitFor(() => expect(screen.getByText('예약 취소', { selector: '[data-status]' })).toBeInTheDocument());
  });

  it('given the store confirmed the reservation, then there is no cancel button but a call-the-store link to its number', async () => {
    openReservation('CONFIRMED');
    const call = await screen.findByRole('link', { name: '매장에 전화하기' });
    expect(call.getAttribute('href')).toMatch(/^tel:[\d+]+$/);
    expect(screen.getByText(/취소나 변경은 매장에 전화해 주세요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
  });

  it('given the web view and a confirmed reservation, when the member taps call, then the shell dials the store', async () => {
    const callPhone = vi.fn((_: { tel: string }) => Promise.resolve());
    const { user } = openReservation('SET_ASIDE', {
      inWebView: true,
      bridge: { callPhone, openBarcode: () => Promise.resolve(), closeBarcode: () => Promise.resolve() },
    });
    await user.click(await screen.findByRole('button', { name: '매장에 전화하기' }));
    await waitFor(() => expect(callPhone).toHaveBeenCalledTimes(1));
    expect(callPhone.mock.calls[0]?.[0].tel).toMatch(/^[\d+]+$/);
  });

  it('given the store confirmed it after the page last asked, when the member confirms the cancel, then they are told to call the store and the call button shows', async () => {
    const { user, m, no } = openReservation();
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    mock.backend.staffStep(no, 'CONFIRMED');
    const modal = await screen.findByRole('alertdialog', { description: '픽업 예약을 취소하시겠습니까?' });
    await user.click(within(modal).getByRole('button', { name: '예약 취소' }));
    const told = await screen.findByRole('alertdialog', { description: /취소나 변경은 매장에 전화해 주세요/ });
    await user.click(within(told).getByRole('button'));
    expect(await screen.findByRole('link', { name: '매장에 전화하기' })).toBeInTheDocument();
    expect(mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).status).toBe('RESERVED');
  });

  it('given the cancel modal, when the member double-taps its confirm button, then one cancel call is made and the reservation is cancelled once', async () => {
    const user = userEvent.setup();
    const m = loginAs(mock);
    const no = reserve(mock, m);
    let cancels = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/app/pickup/cancel')) cancels += 1;
    });
    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    const modal = await openModal(user, '예약 취소', '픽업 예약을 취소하시겠습니까?');
    await user.dblClick(within(modal).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByRole('alertdialog', { description: '픽업 예약이 취소되었습니다.' })).toBeInTheDocument();
    expect(cancels).toBe(1);
    const hist = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).hist_list;
    expect(hist.filter((h) => h.stat === 'CANCELLED')).toHaveLength(1);
    mock.server.events.removeAllListeners();
  });

  it('given a reservation not yet set aside, when the member moves it to another store, then the store changes', async () => {
    const { user, m, no } = openReservation();
    await user.click(await screen.findByRole('button', { name: '다른 매장으로 변경' }));
    const sheet = await screen.findByRole('dialog', { name: '픽업 매장 변경' });
    const confirm = within(sheet).getByRole('button', { name: '이 매장으로 변경' });
    expect(confirm).toBeDisabled();
    expect(within(sheet).queryByRole('radio', { name: /보틀 잠실점/ })).toBeNull();
    await user.click(await within(sheet).findByRole('radio', { name: /보틀 서울역점/ }));
    await user.click(confirm);
    expect(await screen.findByRole('alertdialog', { description: '픽업 매장이 보틀 서울역점으로 변경되었습니다.' })).toBeInTheDocument();
    expect(mock.backend.pickupRecord(m.cno, no).str_cd).toBe('201');
  });

  it('given a reservation not yet confirmed, when the member taps a store offered in the move sheet, then nothing moves until the button naming the store confirms it, and the particle reads right', async () => {
    const { user, m, no } = openReservation();
    await user.click(await screen.findByRole('button', { name: '다른 매장으로 변경' }));
    const sheet = await screen.findByRole('dialog', { name: '픽업 매장 변경' });
    // The order is by address, not distance: the title does not say "nearest".
    const offers = within(
      (await within(sheet).findByRole('heading', { name: '지금 재고가 있는 다른 매장' })).closest('section') as HTMLElement,
    );
    const first = offers.getAllByRole('button')[0] as HTMLElement;
    expect(first).toHaveAccessibleName(/ 선택 재고 \d+병/);
    const name = /^(.+) 선택/.exec(first.textContent ?? '')?.[1] ?? '';
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    // One tap chose; the reservation is still where it was.
    expect(mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).str_cd).toBe('361');
    const ro = particle(name, '으로/로');
    const confirm = within(sheet).getByRole('button', { name: `${name}${ro} 변경하기` });
    expect(confirm.textContent).not.toContain('(으)');
    await user.click(confirm);
    expect(await screen.findByRole('alertdialog', { description: `픽업 매장이 ${name}${ro} 변경되었습니다.` })).toBeInTheDocument();
    expect(mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no)).str_nm).toBe(name);
  });

  it('given the "picked up" confirmation modal, when the desk has not verified the code, then the member is told to show it', async () => {
    const { user, no } = openReservation('SET_ASIDE');
    const modal = await openModal(user, '픽업 완료 확인', '상품을 픽업하셨습니까?');
    await user.click(within(modal).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog', { description: /아직 매장에서 픽업 확인이 되지 않았어요/ })).toBeInTheDocument();
    // Spec §2 pickup flow step 6 confirmed: pickup_confirm.
    const confirms = ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((e) => Array.from(e))
      .filter((e) => e[1] === 'pickup_confirm');
    expect(confirms).toEqual([['event', 'pickup_confirm', expect.objectContaining({ pickup_no: no, platform: 'MobileWeb' })]]);
  });

  it('given the desk verified the pass code, when the member confirms the pickup, then it is complete', async () => {
    const { user, no } = openReservation('SET_ASIDE');
    const code = await screen.findByTestId('pass-code');
    await mock.backend.staffVerify(no, code.getAttribute('data-code') ?? '');
    const modal = await openModal(user, '픽업 완료 확인', '상품을 픽업하셨습니까?');
    await user.click(within(modal).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog', { description: '픽업이 완료되었습니다. 이용해 주셔서 감사합니다.' })).toBeInTheDocument();
  });
});

describe('an open reservation stays fresh', { timeout: 20_000 }, () => {
  /** A member's new reservation, open on its page, which shows it waiting for the store. */
  async function openWaitingReservation() {
    const { m, no } = openReservation();
    expect(await screen.findByText('상품이 준비되면 픽업 인증 코드가 표시돼요.')).toBeInTheDocument();
    return { m, no };
  }

  /** The member comes back to the page (the window gets focus). */
  function comeBackToThePage() {
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
  }

  it('given the page is open on a reservation waiting for the store, when the store sets it aside, then within 15 s it shows 픽업 준비 완료 and the pass code, without a reload (fake timers)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { m, no } = await openWaitingReservation();
    expect(screen.getByText('예약 접수', { selector: '[data-status]' })).toBeInTheDocument();

    mock.backend.staffStep(no, 'SET_ASIDE');
    await act(() => vi.advanceTimersByTimeAsync(WAITING_POLL_MS));
    expect(await screen.findByTestId('pass-code')).toHaveAttribute('data-code', await mock.backend.passCode(m.cno, no));
    expect(screen.getByText('픽업 준비 완료', { selector: '[data-status]' })).toBeInTheDocument();
    expect(await screen.findByText('픽업 준비가 끝났어요. 픽업 패스를 보여 주세요.')).toBeInTheDocument();
  });

  it('given the pass is on screen, when the desk hands the order over, then within one pass poll the page shows 픽업 완료 and no live code, without focus or reload (fake timers)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.staffStep(no, 'SET_ASIDE');
    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    await screen.findByTestId('pass-code');
    await mock.backend.staffVerify(no, await mock.backend.passCode(m.cno, no));
    // Well inside the code's 30-second step: the rollover alone would not have asked yet.
    await act(() => vi.advanceTimersByTimeAsync(PASS_POLL_MS));
    expect(await screen.findByText('픽업 완료', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.queryByTestId('pass-code')).toBeNull();
  });

  it('given the member saw their 12-month purchases, when the desk hands their pickup over while its page is open, then my page counts it and the receipts list it at the top', async () => {
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.staffStep(no, 'SET_ASIDE');
    const reservation = mock.backend.toReservation(mock.backend.pickupRecord(m.cno, no));
    const { router } = renderApp({ route: '/mypage', tokens: m.tokens });
    const amount = /구매 ([\d,]+)원$/.exec((await screen.findByText(/^최근 12개월 구매 [\d,]+원$/)).textContent ?? '')?.[1] ?? '';
    const before = Number(amount.replace(/,/g, ''));

    await act(() => router.navigate(`/pickup/${no}`));
    await screen.findByTestId('pass-code');
    await mock.backend.staffVerify(no, await mock.backend.passCode(m.cno, no));
    comeBackToThePage();
    expect(await screen.findByText('픽업 완료', { selector: '[data-status]' })).toBeInTheDocument();

    // The purchase amount was cached (5 minutes): the handover the page saw makes it stale.
    await act(() => router.navigate('/mypage'));
    const after = `최근 12개월 구매 ${(before + reservation.pay_amt).toLocaleString('en-US')}원`;
    expect(await screen.findByText(after)).toBeInTheDocument();
    await act(() => router.navigate('/mypage/receipts'));
    const first = (await screen.findAllByRole('link', { name: new RegExp(reservation.str_nm) }))[0];
    expect(first).toHaveAttribute('href', expect.stringContaining(`R${no}`));
    expect(first).toHaveTextContent(`${reservation.pay_amt.toLocaleString('en-US')}원`);
  });

  it('given the page is open, when the store confirms, then a toast says so and the timeline shows the step with its time', async () => {
    const { no } = await openWaitingReservation();
    mock.backend.staffStep(no, 'CONFIRMED');
    comeBackToThePage();
    expect(await screen.findByText('매장에서 예약을 확인했어요.')).toBeInTheDocument();
    const timeline = within(screen.getByRole('heading', { name: '진행 상황' }).closest('section') as HTMLElement);
    const confirmed = timeline.getAllByRole('listitem').find((li) => li.textContent?.startsWith('매장 확인'));
    expect(confirmed).toHaveAttribute('data-state', 'done');
    expect(confirmed?.querySelector('small')?.textContent).toMatch(/\d\d:\d\d/);
  });

  it('given the page is open, when the member comes back to it (focus), then it asks at once', async () => {
    const { no } = await openWaitingReservation();
    mock.backend.staffStep(no, 'SET_ASIDE');
    comeBackToThePage();
    expect(await screen.findByTestId('pass-code')).toBeInTheDocument();
  });

  it('given a cancelled reservation, then the page does not keep asking (fake timers)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const m = loginAs(mock);
    const no = reserve(mock, m);
    mock.backend.cancelPickup(m.cno, no);
    let calls = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/app/pickup/info')) calls += 1;
    });
    renderApp({ route: `/pickup/${no}`, tokens: m.tokens });
    expect(await screen.findByText('예약 취소', { selector: '[data-status]' })).toBeInTheDocument();
    const before = calls;
    await act(() => vi.advanceTimersByTimeAsync(3 * WAITING_POLL_MS));
    expect(calls).toBe(before);
    mock.server.events.removeAllListeners();
  });
});

describe('screens that show what a reservation changed are fresh without a reload', { timeout: 20_000 }, () => {
  it('given the member reserved the last bottle at the main store and saw the product sold out, when they cancel in the app and go back, then the product and the reserve flow offer it again', async () => {
    const user = userEvent.setup();
    const m = loginAs(mock);
    // 가야 바르바레스코 2019: one bottle at 잠실점 (361), the demo member's main store.
    const no = reserve(mock, m, { prd_cd: 'W00043' });
    const { router } = renderApp({ route: '/product/W00043', tokens: m.tokens });
    expect(await screen.findByText('보틀 잠실점 품절')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '재입고 알림 신청' })).toBeInTheDocument();

    await act(() => router.navigate(`/pickup/${no}`));
    const modal = await openModal(user, '예약 취소', '픽업 예약을 취소하시겠습니까?');
    await user.click(within(modal).getByRole('button', { name: '예약 취소' }));
    await user.click(within(await screen.findByRole('alertdialog', { description: '픽업 예약이 취소되었습니다.' })).getByRole('button'));

    await act(() => router.navigate('/product/W00043'));
    expect(await screen.findByText('보틀 잠실점 재고 1병')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '픽업 예약' })).toHaveAttribute('href', '/pickup/reserve/W00043');

    await act(() => router.navigate('/pickup/reserve/W00043'));
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toHaveAccessibleName(expect.stringContaining('재고 1병'));
  });
});
