/**
 * The desk's base query: the staff token goes as `Authorization: Bearer`,
 * never as the member's x-ssp-token; a 401 on a call that carried it ends the desk's session;
 * failures are ApiErrors with the desk's rspDtc.
 */
import { describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { configureDeskApi, deskApi } from './desk-api';

function storeWith(fetchFn: typeof fetch, token: string | undefined, onSessionEnded = vi.fn()) {
  configureDeskApi({ base: '/desk-api', origin: 'http://localhost', getToken: () => token, onSessionEnded, fetchFn });
  const store = configureStore({ reducer: { [deskApi.reducerPath]: deskApi.reducer }, middleware: (d) => d().concat(deskApi.middleware) });
  return { store, onSessionEnded };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('deskBaseQuery', () => {
  it('given a staff session, when the desk calls, then the token is a Bearer header on the desk base and no member header is sent', async () => {
    const fetchFn = vi.fn(async () => json(200, { list: [] }));
    const { store } = storeWith(fetchFn as unknown as typeof fetch, 'desk.abc');
    await store.dispatch(deskApi.endpoints.deskPickupList.initiate());
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost/desk-api/desk/pickup/list');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer desk.abc' });
    expect(JSON.stringify(init.headers)).not.toContain('x-ssp-token');
  });

  it('given a 401 on a call with a token, then the session ends; a refused pass is an ApiError with its rspDtc', async () => {
    const answers = [
      json(409, { rspC: '91', rspDtc: '4091', rspMsgCn: 'pass code is wrong or stale' }),
      json(401, { rspC: '40', rspDtc: '401' }),
    ];
    const fetchFn = vi.fn(async () => answers.shift() as Response);
    const { store, onSessionEnded } = storeWith(fetchFn as unknown as typeof fetch, 'desk.abc');
    const stale = await store.dispatch(deskApi.endpoints.deskCheck.initiate({ pickup_no: 'PK1', pass_cd: '000000' }));
    expect(stale.error).toMatchObject({ kind: 'bad-request', status: 409, rspDtc: '4091' });
    expect(onSessionEnded).not.toHaveBeenCalled();
    await store.dispatch(deskApi.endpoints.deskConfirm.initiate({ pickup_no: 'PK1' }));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('given no session, when sign-in answers 401 (a wrong PIN), then no session-end is reported', async () => {
    const fetchFn = vi.fn(async () => json(401, { rspC: '40', rspDtc: '401' }));
    const { store, onSessionEnded } = storeWith(fetchFn as unknown as typeof fetch, undefined);
    const result = await store.dispatch(deskApi.endpoints.deskLogin.initiate({ str_cd: '361', pin: '000000' }));
    expect(result.error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
