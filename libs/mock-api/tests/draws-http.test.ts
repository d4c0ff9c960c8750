/**
 * Draws over the gateway (libs/api A39): the draw is run by the clock before a call is answered,
 * entering is idempotent across concurrent calls, refusals carry their code, and an English
 * request reads the notices in English.
 */
import { describe, expect, it } from 'vitest';
import type { DrawDetail, DrawListResponse, DrawResultResponse, PushListResponse } from '@bottle/api';
import { gatewayCall, logIn, setupMockServer } from './support/mock-http';

const mock = setupMockServer();

const T0 = Date.parse('2026-11-26T10:30:00+09:00');

const call = gatewayCall;

async function login(id: string): Promise<string> {
  const body = await logIn(id);
  if (!body.access_token) throw new Error('no token');
  return body.access_token;
}

describe('draws over HTTP', () => {
  it('given a member taps enter in two tabs at once, then one entry is counted and both answers carry it', async () => {
    mock.backend.clock.set(T0);
    const token = await login('demo');
    const [a, b] = await Promise.all([
      call<DrawDetail>('/app/draw/enter', { draw_no: 'D1', str_cd: '361' }, { token }),
      call<DrawDetail>('/app/draw/enter', { draw_no: 'D1', str_cd: '361' }, { token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.my_entry?.entry_hash).toBe(b.body.my_entry?.entry_hash);
    expect((await call<DrawDetail>('/app/draw/info', { draw_no: 'D1' })).body.entry_cnt).toBe(1);
  });

  it('given a visitor, then entering needs a login, and the list shows the draws without a member entry', async () => {
    mock.backend.clock.set(T0);
    expect((await call('/app/draw/enter', { draw_no: 'D1', str_cd: '361' })).status).toBe(401);
    const list = await call<DrawListResponse>('/app/draw/list', {});
    expect(list.body.list.map((d) => d.status)).toEqual(['OPEN', 'COMING', 'DRAWN']);
  });

  it('given the clock moved past the draw time, then the next call finds it drawn, the result published and the winner told in English', async () => {
    mock.backend.clock.set(T0);
    const token = await login('demo');
    await call('/app/draw/enter', { draw_no: 'D1', str_cd: '201' }, { token });
    const refused = await call<{ rspDtc: string }>('/app/draw/result', { draw_no: 'D1' });
    expect([refused.status, refused.body.rspDtc]).toEqual([409, '4205']);
    mock.backend.clock.set(T0 + 3 * 24 * 3_600_000);
    const late = await call<{ rspDtc: string }>('/app/draw/enter', { draw_no: 'D1', str_cd: '201' }, { token: await login('family') });
    expect([late.status, late.body.rspDtc]).toEqual([409, '4201']);
    const result = await call<DrawResultResponse>('/app/draw/result', { draw_no: 'D1' });
    expect(result.body.winners).toHaveLength(1);
    const me = await call<DrawDetail>('/app/draw/info', { draw_no: 'D1' }, { token: await login('demo') });
    expect(me.body.my_entry).toMatchObject({ status: 'WON', rank: 1, str_cd: '201' });
    const pushes = await call<PushListResponse>('/app/notice/push/list', {}, { token: await login('demo'), lang: 'en' });
    expect(pushes.body.list.map((p) => p.title)).toContain('You won · Glenfiddich 18 Year Old');
  });
});
