/**
 * The store desk's calls (apps/store-desk/README.md) over HTTP: staff sign-in
 * with the store's code and PIN, the store's queue and its steps, the pass check (RFC 6238,
 * ±1 step) and the handover or refusal the member's timeline shows. Each test sets its clock.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { totp, toYmd } from '@bottle/domain';
import { BASE, bearerHeaders, deskCall, gatewayHeaders, postJson, setupMockServer } from '../../tests/support/mock-http';
import { DESK_CHECK_MS, demoDeskPin, demoDeskReservation } from '../state/desk';

const mock = setupMockServer();

/** 2026-11-26 10:00 KST. */
const T0 = Date.parse('2026-11-26T10:00:00+09:00');
beforeEach(() => mock.backend.clock.set(T0));

const desk = deskCall;

async function signIn(strCd = '361'): Promise<string> {
  const answer = await desk('/session/login', { str_cd: strCd, pin: demoDeskPin(strCd) });
  expect(answer.status).toBe(200);
  return String(answer.body['staff_tkn']);
}

/** A reservation of 김보틀 (demo) at 잠실점 for today, set aside by the store when `ready`. */
const reserve = (ready = true) => demoDeskReservation(mock.backend, toYmd(T0), ready);

function memberTimeline(no: string): string[] {
  return mock.backend.toReservation(mock.backend.pickupRecord('100000001', no)).hist_list.map((h) => h.stat);
}

describe('given the desk sign-in', () => {
  it('when staff give the store code and its PIN, then a staff token for that store is answered; a wrong PIN is 401', async () => {
    const ok = await desk('/session/login', { str_cd: '361', pin: '361361' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ str_cd: '361', str_nm: '보틀 잠실점', staff_tkn: expect.stringMatching(/^desk\./) });
    expect((await desk('/session/login', { str_cd: '361', pin: '000000' })).status).toBe(401);
    expect((await desk('/session/login', { str_cd: '999', pin: '999999' })).status).toBe(401);
  });

  it('when five wrong PINs come in a row, then the store is locked for five minutes (429), even for the right PIN', async () => {
    for (let i = 0; i < 5; i += 1) expect((await desk('/session/login', { str_cd: '201', pin: '111111' })).status).toBe(401);
    expect((await desk('/session/login', { str_cd: '201', pin: '201201' })).status).toBe(429);
    mock.backend.clock.advance(5 * 60_000);
    expect((await desk('/session/login', { str_cd: '201', pin: '201201' })).status).toBe(200);
  });

  it('when a member token is sent to a desk call, then it is 401; a staff token opens no member call', async () => {
    const login = mock.backend.login('demo', 'bottle1234') as { access_token: string };
    expect((await desk('/pickup/list', {}, login.access_token)).status).toBe(401);
    expect((await desk('/pickup/list', {})).status).toBe(401);
    const staff = await signIn();
    const member = await fetch(`${BASE}/api/app/pickup/list`, { method: 'POST', headers: gatewayHeaders({ token: staff }), body: '{}' });
    expect(member.status).toBe(401);
  });

  it('when the shift is over or staff sign out, then the token no longer works', async () => {
    const token = await signIn();
    expect((await desk('/session/logout', {}, token)).status).toBe(200);
    expect((await desk('/pickup/list', {}, token)).status).toBe(401);
    const next = await signIn();
    mock.backend.clock.advance(12 * 60 * 60_000);
    expect((await desk('/pickup/list', {}, next)).status).toBe(401);
  });
});

describe('given a reservation at the store', () => {
  it('when the desk confirms it and sets it aside, then the member is told and the timeline shows both steps', async () => {
    const token = await signIn();
    const { no } = reserve(false);
    const list = await desk('/pickup/list', {}, token);
    expect(list.body['list']).toEqual([
      expect.objectContaining({ pickup_no: no, status: 'RESERVED', confirmed_yn: 'N', mbr_nm: '김보틀', qty: 2, id_check_yn: 'Y' }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('pass_secret');
    expect((await desk('/pickup/confirm', { pickup_no: no }, token)).body).toMatchObject({ status: 'RESERVED', confirmed_yn: 'Y' });
    expect((await desk('/pickup/confirm', { pickup_no: no }, token)).status).toBe(409);
    expect((await desk('/pickup/ready', { pickup_no: no }, token)).body).toMatchObject({ status: 'READY' });
    expect(memberTimeline(no)).toEqual(['RESERVED', 'CONFIRMED', 'READY']);
  });

  it('when another store signs in, then the reservation is not theirs (404) and not in their list', async () => {
    const { no } = reserve(false);
    const other = await signIn('201');
    expect((await desk('/pickup/confirm', { pickup_no: no }, other)).status).toBe(404);
    expect((await desk('/pickup/list', {}, other)).body['list']).toEqual([]);
  });
});

describe('given a reservation set aside and its pass', () => {
  it('when the code on the phone is checked and handed over, then it is PICKED_UP on the member timeline; the check is single use', async () => {
    const token = await signIn();
    const { no, secret } = reserve();
    const check = await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0) }, token);
    expect(check.status).toBe(200);
    expect(check.body['reservation']).toMatchObject({ pickup_no: no, status: 'READY', prd_nm: '샤토 딸보 2022', mbr_nm: '김보틀' });
    const tkn = String(check.body['check_tkn']);
    expect((await desk('/pickup/handover', { pickup_no: no, check_tkn: tkn }, token)).body).toMatchObject({ status: 'PICKED_UP' });
    expect((await desk('/pickup/handover', { pickup_no: no, check_tkn: tkn }, token)).status).toBe(409);
    expect(memberTimeline(no).at(-1)).toBe('PICKED_UP');
  });

  it('when the code is a step old it is accepted; two steps old (a forwarded screenshot) it is refused', async () => {
    const token = await signIn();
    const { no, secret } = reserve();
    expect((await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0 - 30_000) }, token)).status).toBe(200);
    const stale = await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0 - 90_000) }, token);
    expect(stale).toEqual({ status: 409, body: expect.objectContaining({ rspDtc: '4091', rspMsgCn: 'pass code is wrong or stale' }) });
    expect((await desk('/pickup/check', { pickup_no: no, pass_cd: '12345' }, token)).status).toBe(400);
  });

  it('when the check is older than five minutes, then the handover asks for a new one', async () => {
    const token = await signIn();
    const { no, secret } = reserve();
    const check = await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0) }, token);
    mock.backend.clock.advance(DESK_CHECK_MS);
    expect((await desk('/pickup/handover', { pickup_no: no, check_tkn: check.body['check_tkn'] }, token)).status).toBe(409);
  });

  it('when the desk refuses for no ID, then the member timeline shows REFUSED with the reason and the order stays ready', async () => {
    const token = await signIn();
    const { no, secret } = reserve();
    const check = await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0) }, token);
    const refused = await desk('/pickup/refuse', { pickup_no: no, check_tkn: check.body['check_tkn'], rsn_cd: 'NO_ID' }, token);
    expect(refused.body).toMatchObject({ status: 'READY' });
    const member = mock.backend.toReservation(mock.backend.pickupRecord('100000001', no));
    expect(member.hist_list.at(-1)).toMatchObject({ stat: 'REFUSED', rsn_cd: 'NO_ID' });
    expect(mock.backend.memberState('100000001').pushes[0]).toMatchObject({
      title: expect.stringMatching(/^픽업 전달 보류 · /),
      link_url: `/pickup/${no}`,
    });
  });

  it('when the desk refuses a minor, then the reservation is cancelled; OTHER needs its text', async () => {
    const token = await signIn();
    const { no, secret } = reserve();
    const check = await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0) }, token);
    expect((await desk('/pickup/refuse', { pickup_no: no, check_tkn: check.body['check_tkn'], rsn_cd: 'OTHER' }, token)).status).toBe(400);
    expect(
      (await desk('/pickup/refuse', { pickup_no: no, check_tkn: check.body['check_tkn'], rsn_cd: 'MINOR' }, token)).body,
    ).toMatchObject({ status: 'CANCELLED' });
    expect(memberTimeline(no).slice(-2)).toEqual(['REFUSED', 'CANCELLED']);
  });
});

/** A 6-digit code that is not the pass's now (nor a step either side). */
async function wrongCode(secret: string, at: number): Promise<string> {
  const near = new Set([await totp(secret, at - 30_000), await totp(secret, at), await totp(secret, at + 30_000)]);
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

describe('given wrong pass codes for a reservation', () => {
  it('when the fifth wrong code comes within 10 minutes, then its checks lock for 10 minutes (429, even the right code), the lockout is logged and on the member timeline; then the right code works again', async () => {
    const events: string[] = [];
    mock.backend.options.onSecurityEvent = (message) => events.push(message);
    const { no, secret } = reserve();
    const token = await signIn();
    const wrong = await wrongCode(secret, T0);
    for (let i = 1; i <= 4; i += 1) {
      const answer = await desk('/pickup/check', { pickup_no: no, pass_cd: wrong }, token);
      expect(answer.status, `wrong code ${i}`).toBe(409);
      expect(answer.body['rspDtc']).toBe('4091');
    }
    expect(events).toEqual([]);
    const fifth = await desk('/pickup/check', { pickup_no: no, pass_cd: wrong }, token);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      rspDtc: '4094',
      rspMsgCn: expect.stringContaining("check the member's ID and the reservation on their phone"),
    });
    expect(events).toEqual([expect.stringContaining(`pickup ${no} at store 361: pass code checks locked`)]);
    expect(memberTimeline(no).slice(-1)).toEqual(['REFUSED']);
    expect(mock.backend.toReservation(mock.backend.pickupRecord('100000001', no)).hist_list.at(-1)).toMatchObject({
      stat: 'REFUSED',
      rsn_cd: 'PASS_LOCKED',
    });
    // Locked: the right code too, through the desk and through the staff shortcut.
    expect((await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, T0) }, token)).status).toBe(429);
    // Ten minutes on, the member shows the code on their phone again.
    mock.backend.clock.advance(10 * 60_000 + 1);
    const now = mock.backend.now();
    expect((await desk('/pickup/check', { pickup_no: no, pass_cd: await totp(secret, now) }, token)).status).toBe(200);
    mock.backend.options.onSecurityEvent = () => undefined;
  });

  it('when wrong codes are spread over more than 10 minutes, then they do not add up to a lockout', async () => {
    const { no, secret } = reserve();
    const token = await signIn();
    for (let i = 0; i < 8; i += 1) {
      const at = mock.backend.now();
      expect((await desk('/pickup/check', { pickup_no: no, pass_cd: await wrongCode(secret, at) }, token)).status).toBe(409);
      mock.backend.clock.advance(3 * 60_000);
    }
  });
});

describe('given the staff shortcuts under /mock-api/staff (demo controls)', () => {
  const staff = (path: string, body: unknown, token?: string) =>
    postJson<Record<string, unknown>>(`/mock-api/staff${path}`, body, bearerHeaders(token));

  it('when they come without a staff token, or with a member token, then 401 and nothing moves', async () => {
    const { no, secret } = reserve(false);
    const shelf = mock.backend.stockAt('W00010', '361');
    const member = mock.backend.issueSession(mock.backend.member('100000001')).access_token ?? '';
    for (const token of [undefined, member, 'desk.not-a-session']) {
      expect((await staff('/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' }, token)).status).toBe(401);
      expect((await staff('/stock', { prd_cd: 'W00010', str_cd: '361', stock_qty: shelf + 5 }, token)).status).toBe(401);
      expect((await staff('/pickup/verify', { pickup_no: no, pass_cd: await totp(secret, T0) }, token)).status).toBe(401);
    }
    expect(memberTimeline(no)).toEqual(['RESERVED']);
    expect(mock.backend.stockAt('W00010', '361')).toBe(shelf);
  });

  it('when another store signs in, then its token moves neither the reservation nor the shelf of 잠실점 (404)', async () => {
    const { no } = reserve(false);
    const other = await signIn('201');
    expect((await staff('/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' }, other)).status).toBe(404);
    expect((await staff('/stock', { prd_cd: 'W00010', str_cd: '361', stock_qty: 0 }, other)).status).toBe(404);
    expect(memberTimeline(no)).toEqual(['RESERVED']);
  });

  it("when the store's staff verify wrong codes, then the same limit applies: the fifth locks (429) and the right code then hands nothing over", async () => {
    const { no, secret } = reserve();
    const token = await signIn();
    const wrong = await wrongCode(secret, T0);
    for (let i = 1; i <= 4; i += 1) expect((await staff('/pickup/verify', { pickup_no: no, pass_cd: wrong }, token)).status).toBe(409);
    expect((await staff('/pickup/verify', { pickup_no: no, pass_cd: wrong }, token)).status).toBe(429);
    expect((await staff('/pickup/verify', { pickup_no: no, pass_cd: await totp(secret, T0) }, token)).status).toBe(429);
    expect(memberTimeline(no)).not.toContain('PICKED_UP');
  });

  it("when the store's staff verify the right code, then it is handed over", async () => {
    const { no, secret } = reserve();
    const token = await signIn();
    expect((await staff('/pickup/verify', { pickup_no: no, pass_cd: await totp(secret, T0) }, token)).body).toMatchObject({
      pickup_no: no,
      status: 'PICKED_UP',
    });
  });
});

describe('given the demo store timing (POST /mock-api/store-timing)', () => {
  const timing = (body: unknown) => postJson<Record<string, unknown>>('/mock-api/store-timing', body, bearerHeaders());

  it('when the store confirms after 5 s, then a reservation is confirmed 5 s after it is made; null leaves it to the desk', async () => {
    expect((await timing({})).body).toEqual({ confirm_after_s: 120, ready_after_s: 600 });
    expect((await timing({ confirm_after_s: 5 })).body).toEqual({ confirm_after_s: 5, ready_after_s: 600 });
    const { no } = reserve(false);
    mock.backend.clock.advance(5_000);
    expect(memberTimeline(no)).toEqual(['RESERVED', 'CONFIRMED']);
    await timing({ confirm_after_s: null, ready_after_s: null });
    const second = reserve(false);
    mock.backend.clock.advance(24 * 60 * 60_000);
    expect(memberTimeline(second.no)).toEqual(['RESERVED']);
    expect((await timing({ confirm_after_s: -1 })).status).toBe(400);
    expect((await timing({ reset: true })).body).toEqual({ confirm_after_s: 120, ready_after_s: 600 });
  });
});
