/**
 * Another team declares its own call (name, params guard, result guard, timeout,
 * browser fallback) and gets the same typed promise API as the built-in calls, without forking.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from './bridge';
import type { Bridge } from './bridge';
import { defineCall } from './custom-calls';
import { BridgeArgumentError, BridgeNativeError, BridgeProtocolError, BridgeTimeoutError, BridgeUnavailableError } from './errors';
import { installFakeShell, NO_ANSWER } from './testing';
import type { FakeShell, FakeShellOptions } from './testing';
import { argumentProblems, plainWindow, takeDown } from './test-support/helpers';

interface PointsParams {
  readonly member: string;
}
interface Points {
  readonly points: number;
}

const GET_POINTS = defineCall({
  method: 'loyalty.getPoints',
  params: (p): p is PointsParams => typeof (p as { member?: unknown } | null)?.member === 'string',
  result: (r): r is Points => Number.isInteger((r as { points?: unknown } | null)?.points),
  timeoutMs: 50,
  fallback: () => ({ points: 0 }),
});

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;

afterEach(() => ([shell, bridge] = takeDown(shell, bridge)));

function inShell(options: Partial<FakeShellOptions> = {}) {
  shell = installFakeShell({ platform: 'android', ...options });
  bridge = createBridge();
  return { shell, getPoints: bridge.use(GET_POINTS) };
}

describe('a call declared by another team', () => {
  it('given the shell implements it, then the typed promise resolves with the checked result, sent like any call', async () => {
    const { shell, getPoints } = inShell({ handlers: { 'loyalty.getPoints': (p: { member: string }) => ({ points: p.member.length }) } });
    const result: Points = await getPoints({ member: 'm-123' });
    expect(result).toEqual({ points: 5 });
    expect(shell.messages[0]).toMatchObject({ method: 'loyalty.getPoints', params: { member: 'm-123' } });
    expect(JSON.parse(shell.messages[0]?.raw ?? '{}')).toMatchObject({ v: 2, secret: expect.any(String) });
    await expect(bridge?.supports('loyalty.getPoints' as never)).resolves.toBe(false); // supports() knows built-ins only
  });

  it('given bad params, then it rejects with BridgeArgumentError and nothing is posted', async () => {
    const { shell, getPoints } = inShell();
    await expect(getPoints({ member: 7 } as never)).rejects.toBeInstanceOf(BridgeArgumentError);
    expect(shell.messages).toEqual([]);
  });

  it('given a result of the wrong shape, then BridgeProtocolError', async () => {
    const { getPoints } = inShell({ handlers: { 'loyalty.getPoints': () => ({ points: 'many' }) } });
    await expect(getPoints({ member: 'm' })).rejects.toBeInstanceOf(BridgeProtocolError);
  });

  it('given an older shell, then unknown-method arrives as BridgeNativeError', async () => {
    const { getPoints } = inShell();
    await expect(getPoints({ member: 'm' })).rejects.toMatchObject({ constructor: BridgeNativeError, code: 'unknown-method' });
  });

  it('given no answer, then its own timeout applies and the shell is told to cancel', async () => {
    const { shell, getPoints } = inShell({ handlers: { 'loyalty.getPoints': () => NO_ANSWER } });
    const error = await getPoints({ member: 'm' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 50 });
    expect(shell.state.cancelled).toHaveLength(1);
  });

  it('given a plain browser, then the fallback answers; without a fallback the call is unavailable', async () => {
    bridge = createBridge({ window: plainWindow() as never });
    await expect(bridge.use(GET_POINTS)({ member: 'm' })).resolves.toEqual({ points: 0 });
    const noFallback = defineCall({ ...GET_POINTS, fallback: undefined });
    await expect(bridge.use(noFallback)({ member: 'm' })).rejects.toBeInstanceOf(BridgeUnavailableError);
  });

  it('given a bad definition, then defineCall throws listing every fault', () => {
    const problems = argumentProblems(() => defineCall({ method: 'getLoginInfo', params: 1, result: undefined, timeoutMs: 0 } as never));
    expect(problems).toEqual([
      "method 'getLoginInfo' is a built-in call; choose another name",
      'params must be a guard function',
      'result must be a guard function',
      expect.stringContaining('timeoutMs'),
    ]);
  });
});
