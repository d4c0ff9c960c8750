/**
 * The store desk through its screens, against the demo backend: sign-in with
 * the store code and PIN, the pass typed or read from a QR image, the reservation with the ID
 * reminder, handover and refusal on the member's timeline, a stale code refused, the queue's
 * confirm and set-aside. Each test freezes the backend clock.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { totp, toYmd } from '@bottle/domain';
import { demoDeskPin, demoDeskReservation } from '@bottle/mock-api/node';
import { renderDesk, setupDeskMock } from './testing/render-desk';

const mock = setupDeskMock();
/** 2026-11-26 10:00 KST. */
const T0 = Date.parse('2026-11-26T10:00:00+09:00');
beforeEach(() => mock.backend.clock.set(T0));

/** A reservation of 김보틀 (demo) at 잠실점 for today: set aside, or still waiting for the store (REQUESTED). */
const reserve = (stage: 'REQUESTED' | 'SET_ASIDE' = 'SET_ASIDE') => demoDeskReservation(mock.backend, toYmd(T0), stage === 'SET_ASIDE');

function memberSteps(no: string) {
  return mock.backend.toReservation(mock.backend.pickupRecord('100000001', no)).hist_list;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, pin = demoDeskPin('361')) {
  await user.type(await screen.findByLabelText(/매장 코드/), '361');
  await user.type(screen.getByLabelText(/^PIN/), pin);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

async function typePass(user: ReturnType<typeof userEvent.setup>, no: string, code: string) {
  await user.type(await screen.findByLabelText(/예약 번호/), no);
  await user.type(screen.getByLabelText(/패스 코드/), code);
  await user.click(screen.getByRole('button', { name: '확인' }));
}

/** Staff signed in to 361 with its PIN, on `route`. */
async function signedInAt(route: '/check' | '/queue') {
  const user = userEvent.setup();
  renderDesk(route);
  await signIn(user);
  return user;
}

/** A reservation set aside and its pass code, `ageMs` old, typed at the signed-in desk. */
async function passTyped(ageMs = 0) {
  const { no, secret } = reserve();
  const user = await signedInAt('/check');
  await typePass(user, no, await totp(secret, T0 - ageMs));
  return { user, no };
}

describe('given the desk signed out', () => {
  it('when staff sign in with 361 and its PIN, then the pass check of 보틀 잠실점 opens; a wrong PIN is said so', async () => {
    const user = userEvent.setup();
    renderDesk('/check');
    await signIn(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('매장 코드 또는 PIN이 맞지 않아요.');
    await user.type(screen.getByLabelText(/^PIN/), demoDeskPin('361'));
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('heading', { level: 1, name: '픽업 패스 확인' })).toBeInTheDocument();
    expect(screen.getByText('보틀 잠실점 픽업 데스크')).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).toContain('desk.');
  });
});

describe('given a reservation set aside and the member’s pass', () => {
  it('when the code is typed and handed over, then the desk showed product, quantity, member and ID reminder, and the member timeline ends PICKED_UP', async () => {
    const { user, no } = await passTyped();
    const card = await screen.findByRole('region', { name: `예약 ${no}` });
    expect(within(card).getByText('샤토 딸보 2022')).toBeInTheDocument();
    expect(within(card).getByText('2병')).toBeInTheDocument();
    expect(within(card).getByTestId('desk-member')).toHaveTextContent('김보틀 님');
    expect(within(card).getByText(/만 19세 이상인지 확인한 뒤 전달하세요/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '전달 완료' }));
    expect(await screen.findByText('김보틀 님께 전달했어요. 회원 화면에 픽업 완료로 표시돼요.')).toBeInTheDocument();
    expect(memberSteps(no).at(-1)?.stat).toBe('PICKED_UP');
  });

  it('when the code typed is 90 s old (a forwarded screenshot), then it is refused and nothing is handed over', async () => {
    const { no } = await passTyped(90_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(/패스 코드가 맞지 않거나 만료되었어요/);
    expect(memberSteps(no).at(-1)?.stat).toBe('READY');
  });

  it('when staff refuse for no ID, then the member timeline shows REFUSED with NO_ID and the order stays ready', async () => {
    const { user, no } = await passTyped();
    await user.click(await screen.findByRole('button', { name: '전달 거절' }));
    await user.click(screen.getByRole('radio', { name: '신분증 미지참' }));
    await user.click(screen.getByRole('button', { name: '거절하기' }));
    expect(await screen.findByText('전달을 거절했어요. 회원 화면에 사유가 표시돼요.')).toBeInTheDocument();
    expect(memberSteps(no).at(-1)).toMatchObject({ stat: 'REFUSED', rsn_cd: 'NO_ID' });
  });

  it('when the text typed is not a pass, then the desk asks for both parts and calls nothing', async () => {
    const user = await signedInAt('/check');
    await user.type(await screen.findByLabelText(/예약 번호/), 'hello');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('예약 번호와 패스 코드 6자리를 입력하세요.');
  });
});

describe('given reservations waiting at the store', () => {
  it('when staff confirm one and set it aside in the list, then the member is told of each step', async () => {
    const { no } = reserve('REQUESTED');
    const user = await signedInAt('/queue');
    await user.click(await screen.findByRole('button', { name: `샤토 딸보 2022 예약 ${no} 확인` }));
    expect(await screen.findByText(`예약 ${no}을 확인했어요. 회원에게 알림이 가요.`)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `샤토 딸보 2022 예약 ${no} 준비 완료` }));
    await waitFor(() => expect(memberSteps(no).map((h) => h.stat)).toEqual(['RESERVED', 'CONFIRMED', 'READY']));
    expect(mock.backend.memberState('100000001').pushes.map((p) => p.title.split(' · ')[0])).toEqual(
      expect.arrayContaining(['매장 확인 완료', '픽업 준비 완료']),
    );
  });

  it('when the store has nothing to do, then the list says so; in English too', async () => {
    const user = await signedInAt('/queue');
    expect(await screen.findByText('처리할 예약이 없어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findByText('Nothing to do right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a pass' })).toBeInTheDocument();
  });
});

describe('given a session that ended on the server', () => {
  it('when the next call answers 401, then the desk is back at the sign-in and says why', async () => {
    const user = await signedInAt('/queue');
    await screen.findByText('처리할 예약이 없어요.');
    mock.backend.clock.advance(12 * 60 * 60_000);
    await user.click(screen.getByRole('button', { name: '새로 고침' }));
    expect(await screen.findByText('로그인이 끝났어요. 다시 로그인하세요.')).toBeInTheDocument();
    expect(sessionStorage.getItem('bottle.desk.session')).toBeNull();
  });
});
