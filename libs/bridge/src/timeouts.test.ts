/**
 * Timeouts validated (finding 5): a timeout of 2^31 ms or more overflowed
 * setTimeout and rejected after 1 ms, and there was no "no timeout". Timeouts are now whole
 * milliseconds from 1 to 2^31−1, or NO_TIMEOUT (Infinity); anything else is a BridgeArgumentError
 * before anything is posted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';
import type { Bridge, BridgeOptions } from './bridge';
import { BridgeArgumentError, BridgeTimeoutError, BridgeUnavailableError } from './errors';
import { MAX_TIMEOUT_MS, NO_TIMEOUT } from './index';
import { installFakeShell, NO_ANSWER } from './testing';
import type { FakeShell } from './testing';
import { argumentProblems, takeDown } from './test-support/helpers';

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;

afterEach(() => ([shell, bridge] = takeDown(shell, bridge)));

function setUp(bridgeOptions: BridgeOptions = {}) {
  shell = installFakeShell({ platform: 'android', handlers: { getAppInfo: () => NO_ANSWER } });
  bridge = createBridge(bridgeOptions);
  return { shell, bridge };
}

function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}

const APP_INFO = { auto_login_yn: 'N', device_id: 'd-1', device_os: 'A', model_nm: 'SM-S918N', app_ver: '3.2.0' };
const DAY_MS = 24 * 60 * 60 * 1000;
const EXPECTED_PROBLEM = `timeoutMs must be a whole number of milliseconds from 1 to ${2 ** 31 - 1}, or Infinity (NO_TIMEOUT) for no timeout`;

describe('per-call timeoutMs', () => {
  it('given timeoutMs of 2^31 ms, when the call is made, then it rejects at once with BridgeArgumentError and nothing is posted (not a timeout after 1 ms)', async () => {
    vi.useFakeTimers();
    const { shell, bridge } = setUp();
    const error = await bridge.getAppInfo({ timeoutMs: 2 ** 31 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeArgumentError);
    expect(error).toMatchObject({ code: 'invalid-argument', method: 'getAppInfo', problems: [EXPECTED_PROBLEM] });
    expect(shell.messages).toHaveLength(0);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['NaN', Number.NaN],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['2^31', 2 ** 31],
    ['Number.MAX_VALUE', Number.MAX_VALUE],
    ["'100'", '100'],
    ['null', null],
  ])('given timeoutMs %s, when the call is made, then it rejects with BridgeArgumentError naming the rule', async (_, value) => {
    const { shell, bridge } = setUp();
    const error = await bridge.getAppInfo({ timeoutMs: value as number }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeArgumentError);
    expect((error as BridgeArgumentError).problems).toEqual([EXPECTED_PROBLEM]);
    expect(shell.messages).toHaveLength(0);
  });

  it('given timeoutMs of 2^31−1 ms, when a day passes with no answer, then the call still waits and takes the late answer', async () => {
    vi.useFakeTimers();
    const { shell, bridge } = setUp();
    expect(MAX_TIMEOUT_MS).toBe(2 ** 31 - 1);
    const outcome = bridge.getAppInfo({ timeoutMs: MAX_TIMEOUT_MS });
    const settled = settledFlag(outcome);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(settled()).toBe(false);
    expect(shell.respond(shell.messages[0]?.id ?? '', APP_INFO)).toBe(true);
    await expect(outcome).resolves.toMatchObject(APP_INFO);
  });

  it('given timeoutMs of 2^31−1 ms, when that time passes with no answer, then the call rejects with BridgeTimeoutError', async () => {
    vi.useFakeTimers();
    const { bridge } = setUp();
    const outcome = bridge.getAppInfo({ timeoutMs: MAX_TIMEOUT_MS }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(MAX_TIMEOUT_MS - 1);
    const settled = settledFlag(outcome);
    await Promise.resolve();
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(BridgeTimeoutError);
  });

  it('given timeoutMs NO_TIMEOUT (Infinity), when 30 days pass with no answer, then no timer runs and the call takes the late answer', async () => {
    vi.useFakeTimers();
    const { shell, bridge } = setUp();
    expect(NO_TIMEOUT).toBe(Number.POSITIVE_INFINITY);
    const outcome = bridge.getAppInfo({ timeoutMs: NO_TIMEOUT });
    const settled = settledFlag(outcome);
    await vi.advanceTimersByTimeAsync(0); // the fake shell's own delivery
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(30 * DAY_MS);
    expect(settled()).toBe(false);
    expect(shell.respond(shell.messages[0]?.id ?? '', APP_INFO)).toBe(true);
    await expect(outcome).resolves.toMatchObject(APP_INFO);
  });

  it('given a call with no timeout still waiting, when the bridge is disposed, then the call rejects with BridgeUnavailableError', async () => {
    const { bridge } = setUp();
    const outcome = bridge.getAppInfo({ timeoutMs: NO_TIMEOUT }).catch((e: unknown) => e);
    bridge.dispose();
    expect(await outcome).toBeInstanceOf(BridgeUnavailableError);
  });
});

describe('createBridge timeouts', () => {
  it('given a bridge timeout of 2^31 ms, when the bridge is created, then createBridge throws BridgeArgumentError', () => {
    const problems = argumentProblems(() => createBridge({ timeouts: { getAppInfo: 2 ** 31 }, window: null }));
    expect(problems).toEqual([EXPECTED_PROBLEM.replace('timeoutMs', 'timeouts.getAppInfo')]);
  });

  it('given a bridge timeout NO_TIMEOUT for a method, when a day passes, then its calls still wait and take the late answer', async () => {
    vi.useFakeTimers();
    const { shell, bridge } = setUp({ timeouts: { getAppInfo: NO_TIMEOUT } });
    const outcome = bridge.getAppInfo();
    const settled = settledFlag(outcome);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(settled()).toBe(false);
    expect(shell.respond(shell.messages[0]?.id ?? '', APP_INFO)).toBe(true);
    await expect(outcome).resolves.toMatchObject(APP_INFO);
  });
});

describe('cancel (what if the web already timed out)', () => {
  it('given a call times out, then the web posts cancel with its id, and the shell leaves it unanswered', async () => {
    shell = installFakeShell({ platform: 'ios', latencyMs: 50 });
    bridge = createBridge();
    const error = await bridge.getAppInfo({ timeoutMs: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeTimeoutError);
    const id = shell.messages[0]?.id;
    expect(shell.signals.map((s) => s.fields)).toContainEqual(expect.objectContaining({ type: 'cancel', id, reason: 'timeout' }));
    expect(shell.state.cancelled).toEqual([id]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(shell.state.cancelled).toEqual([id]);
  });

  it('given calls still waiting when the bridge is disposed, then each is cancelled with reason disposed', async () => {
    const { shell, bridge } = setUp();
    const call = bridge.getAppInfo().catch((e: unknown) => e);
    await Promise.resolve();
    bridge.dispose();
    expect(await call).toBeInstanceOf(BridgeUnavailableError);
    expect(shell.signals.at(-1)?.fields).toMatchObject({ type: 'cancel', id: shell.messages[0]?.id, reason: 'disposed' });
  });
});
