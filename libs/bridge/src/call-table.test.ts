/**
 * A built-in call is defined once, in the call table (calls.ts): here the table gains two calls
 * that exist nowhere else (the module is mocked with the real table plus them), and the bridge,
 * the protocol's lists, the fake shells (installed and as an init script) and the conformance
 * page all take them up with no other edit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeArgumentError, BridgeUnavailableError } from './errors';
import type { Guard } from './guards';
import type * as Calls from './calls';

type CallsModule = typeof Calls;

interface BatteryLevel {
  readonly level: number;
}
interface BadgeParams {
  readonly count: string;
}

vi.mock('./calls', async (importOriginal) => {
  const real = await importOriginal<CallsModule>();
  const { unavailable } = await import('./fallbacks');
  const battery: Guard<BatteryLevel> = (method, value) => {
    const level = (value as { level?: unknown } | null)?.level;
    if (typeof level !== 'number') throw new Error(`${method}: level must be a number`);
    return { level };
  };
  return {
    ...real,
    CALL_TABLE: Object.freeze({
      ...real.CALL_TABLE,
      getBatteryLevel: real.ask<BatteryLevel>({
        result: battery,
        timeoutMs: 3000,
        fallback: unavailable('no native shell: this call has no browser fallback'),
        fake: { level: 80 },
      }),
      setBadge: real.send<BadgeParams>({
        check: (p) => {
          if (typeof p?.count !== 'string') throw new BridgeArgumentError('setBadge', ['count is required']);
          return { count: p.count };
        },
        timeoutMs: 4000,
        fallback: async () => undefined,
        required: ['count'],
        fake: {},
        example: { params: { count: '3' }, wire: { count: '3' } },
      }),
    }),
  };
});

const { createBridge } = await import('./bridge');
const { BRIDGE_METHODS, DEFAULT_TIMEOUTS, SECRET_GLOBAL } = await import('./protocol');
const { fakeShellInitScript, installFakeShell } = await import('./testing');
const { runConformance } = await import('./conformance');

type WithNewCalls = {
  getBatteryLevel(options?: { timeoutMs?: number }): Promise<BatteryLevel>;
  setBadge(params: BadgeParams, options?: { timeoutMs?: number }): Promise<void>;
};

let cleanUp: Array<() => void> = [];
afterEach(() => {
  for (const done of cleanUp.reverse()) done();
  cleanUp = [];
});

describe('given two calls added to the call table and nowhere else', () => {
  it('then the protocol lists them with their timeouts', () => {
    expect(BRIDGE_METHODS.slice(-2)).toEqual(['getBatteryLevel', 'setBadge']);
    expect(DEFAULT_TIMEOUTS).toMatchObject({ getBatteryLevel: 3000, setBadge: 4000 });
  });

  it('then the bridge has their methods, the fake shell answers them and lists them among its capabilities', async () => {
    const shell = installFakeShell({ platform: 'android' });
    cleanUp.push(shell);
    const bridge = createBridge() as ReturnType<typeof createBridge> & WithNewCalls;
    cleanUp.push(() => bridge.dispose());
    await expect(bridge.getBatteryLevel()).resolves.toEqual({ level: 80 });
    await expect(bridge.setBadge({ count: '3' })).resolves.toBeUndefined();
    expect(shell.messages.map((m) => [m.method, m.params])).toEqual([
      ['getBatteryLevel', {}],
      ['setBadge', { count: '3' }],
    ]);
    expect((await bridge.getCapabilities()).methods).toEqual(expect.arrayContaining(['getBatteryLevel', 'setBadge']));
    expect(await bridge.supports('getBatteryLevel' as never)).toBe(true);
  });

  it('then the fake shell refuses a request without a required param, as the table says', async () => {
    const received: Array<Record<string, unknown>> = [];
    const win: Record<string, unknown> = {
      navigator: { userAgent: 'Mozilla/5.0 (Test)' },
      __bottleBridge: { receive: (text: string) => received.push(JSON.parse(text) as Record<string, unknown>) },
    };
    const shell = installFakeShell({ platform: 'android', window: win });
    cleanUp.push(shell);
    const binder = win['binder'] as { postMessage(text: string): void };
    const secret = win[SECRET_GLOBAL] as string;
    binder.postMessage(JSON.stringify({ v: 2, id: 'c1', method: 'setBadge', params: {}, secret }));
    binder.postMessage(JSON.stringify({ v: 2, id: 'c2', method: 'setBadge', params: { count: '2' }, secret }));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      expect.objectContaining({ id: 'c1', ok: false, error: expect.objectContaining({ code: 'invalid-params' }) }),
      expect.objectContaining({ id: 'c2', ok: true, result: {} }),
    ]);
  });

  it('then a plain browser gets the fallback of each entry', async () => {
    const bridge = createBridge({ window: { navigator: { userAgent: 'Mozilla/5.0 (Test)' } } as never }) as ReturnType<
      typeof createBridge
    > &
      WithNewCalls;
    cleanUp.push(() => bridge.dispose());
    await expect(bridge.getBatteryLevel()).rejects.toBeInstanceOf(BridgeUnavailableError);
    await expect(bridge.setBadge({ count: '1' })).resolves.toBeUndefined();
  });

  it('then the init script of the fake shell knows them', () => {
    const script = fakeShellInitScript({ platform: 'android' });
    expect(script).toContain('"getBatteryLevel"');
    expect(script).toContain('"setBadge":["count"]');
    expect(script).toContain('"getBatteryLevel":{"level":80}');
  });

  it('then the conformance page makes their round trips against the fake shell, and passes', async () => {
    const shell = installFakeShell({ platform: 'ios', latencyMs: 5 });
    cleanUp.push(shell);
    const report = await runConformance({
      quietMs: 120,
      backWaitMs: 2000,
      onStep: (step) => {
        if (step === 'press the back button now') setTimeout(() => shell.pressBack(), 10);
      },
    });
    const rows = report.rows.filter((r) => r.check.startsWith('getBatteryLevel') || r.check.startsWith('setBadge'));
    expect(rows).toEqual([
      { check: 'getBatteryLevel round trip', ok: true, detail: 'valid result' },
      { check: 'setBadge round trip', ok: true, detail: 'valid result' },
    ]);
    expect(report.rows.filter((r) => r.ok === false)).toEqual([]);
  }, 15_000);
});
