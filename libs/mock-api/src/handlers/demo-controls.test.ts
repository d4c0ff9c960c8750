/**
 * The demo's own controls: `POST /mock-api/reset` puts the whole demo back to its
 * seed (state, clock, scenarios), and a clock move is a change the persisted demo server saves.
 */
import { describe, expect, it } from 'vitest';
import { BASE, gatewayHeaders, postJson, setupMockServer } from '../../tests/support/mock-http';
import { dataset } from '../data/dataset';
import type { DemoClockResponse, DemoResetResponse, MaintenanceResponse } from './demo-controls';

const mock = setupMockServer();

const DAY = 24 * 60 * 60 * 1000;

/** A demo control call: the mock's own path, no gateway headers. */
const control = <T>(path: string, body: unknown) => postJson<T>(path, body, { 'Content-Type': 'application/json' });

function demoCno(): string {
  const member = dataset.memberByLoginId.get('demo');
  if (!member) throw new Error('no demo member in the dataset');
  return member.cno;
}

describe('POST /mock-api/reset', () => {
  it('given a wish, a moved clock and an armed scenario, when the demo is reset, then all three are gone', async () => {
    const cno = demoCno();
    const prdCd = dataset.products[0]?.prd_cd ?? '';
    mock.backend.toggleWish(cno, prdCd);
    mock.backend.clock.advance(3 * DAY);
    mock.scenarios.fail('/app/store/list', 500, { times: Infinity });
    expect(mock.backend.state.members[cno]?.wish).toEqual([prdCd]);

    const reset = await control<DemoResetResponse>('/mock-api/reset', {});

    expect(reset).toEqual({ status: 200, body: { reset: true } });
    expect(mock.backend.state.members[cno]).toBeUndefined();
    expect(Math.abs(mock.backend.now() - Date.now())).toBeLessThan(1000);
    expect(mock.scenarios.take('/app/store/list')).toBeUndefined();
  });

  it('given a listener on the backend, when the demo is reset, then the listener hears it (a persisted demo saves the clean state)', async () => {
    let heard = 0;
    const stop = mock.backend.subscribe(() => (heard += 1));
    try {
      await control('/mock-api/reset', {});
    } finally {
      stop();
    }
    expect(heard).toBeGreaterThan(0);
  });
});

describe('POST /mock-api/clock and the backend listeners', () => {
  it('given a listener, when the clock is advanced, set or reset, then each move is heard; a plain read is not', async () => {
    let heard = 0;
    const stop = mock.backend.subscribe(() => (heard += 1));
    try {
      await control<DemoClockResponse>('/mock-api/clock', {});
      expect(heard).toBe(0);
      await control<DemoClockResponse>('/mock-api/clock', { advance_ms: DAY });
      expect(heard).toBe(1);
      await control<DemoClockResponse>('/mock-api/clock', { set: '2026-12-24T10:00:00+09:00' });
      expect(heard).toBe(2);
      await control<DemoClockResponse>('/mock-api/clock', { reset: true });
      expect(heard).toBe(3);
    } finally {
      stop();
    }
  });
});

describe('POST /mock-api/maintenance (the inspection screen and popup in the demo)', () => {
  const post = (path: string) => fetch(`${BASE}${path}`, { method: 'POST', headers: gatewayHeaders(), body: '{}' });

  it('given the system under maintenance, then every call answers 503 but the demo controls, until it is turned off', async () => {
    expect(await control<MaintenanceResponse>('/mock-api/maintenance', { system: true })).toEqual({
      status: 200,
      body: { system: true, card: false },
    });
    for (const path of ['/app/main/banner/area/info', '/app/store/list', '/v2/hybridapp/common/crnttime', '/app/main/banner/area/info']) {
      expect((await post(path)).status, path).toBe(503);
    }
    expect((await control<DemoClockResponse>('/mock-api/clock', {})).status).toBe(200);
    expect(await control<MaintenanceResponse>('/mock-api/maintenance', { system: false })).toEqual({
      status: 200,
      body: { system: false, card: false },
    });
    expect((await post('/v2/hybridapp/common/crnttime')).status).toBe(200);
  });

  it('given the card under maintenance, then only the app card call answers 503; a reset ends it', async () => {
    expect((await control<MaintenanceResponse>('/mock-api/maintenance', { card: true })).body).toEqual({ system: false, card: true });
    expect((await post('/v2/hybridapp/member/user/appcard/info')).status).toBe(503);
    expect((await post('/v2/hybridapp/member/user/appcard/info')).status).toBe(503);
    expect((await post('/v2/hybridapp/common/crnttime')).status).toBe(200);
    await control('/mock-api/reset', {});
    expect((await control<MaintenanceResponse>('/mock-api/maintenance', {})).body).toEqual({ system: false, card: false });
  });

  it('given a value that is not true or false, then 400 with the reason, and nothing changes', async () => {
    const r = await control<{ rspMsgCn?: string }>('/mock-api/maintenance', { system: 'yes' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('system must be true or false');
    expect((await control<MaintenanceResponse>('/mock-api/maintenance', {})).body).toEqual({ system: false, card: false });
  });
});
