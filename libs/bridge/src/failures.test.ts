import { describe, expect, it, vi } from 'vitest';
import {
  BridgeArgumentError,
  BridgeError,
  BridgeNativeError,
  BridgeProtocolError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from './errors';
import { DEFAULT_TIMEOUTS, RECEIVER_GLOBAL } from './protocol';
import { FakeNativeError, NO_ANSWER } from './testing';
import type { FakeShellOptions } from './testing';
import { createBridge } from './bridge';
import type { Bridge, BridgeOptions } from './bridge';
import { argumentProblems, flush, plainWindow, trackBridges } from './test-support/helpers';

const { installShell, bridgeOn } = trackBridges();

function setUp(options: Partial<FakeShellOptions> = {}, bridgeOptions: BridgeOptions = {}) {
  const shell = installShell({ platform: 'ios', ...options });
  return { shell, ...bridgeOn(bridgeOptions) };
}

describe('timeouts', () => {
  it('given a shell that never answers, when the default timeout passes, then the call rejects with BridgeTimeoutError', async () => {
    vi.useFakeTimers();
    const { bridge } = setUp({ handlers: { getAppInfo: () => NO_ANSWER } });
    const outcome = bridge.getAppInfo().catch((e: unknown) => e);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.getAppInfo - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BridgeTimeoutError);
    expect(error).toMatchObject({ code: 'timeout', method: 'getAppInfo', timeoutMs: 5000 });
  });

  it('given the documented defaults, then security info waits 10 s and the capability probe 2 s', async () => {
    vi.useFakeTimers();
    const { bridge } = setUp({ answers: { getSecurityInfo: { noAnswer: true }, getCapabilities: { noAnswer: true } } });
    const security = bridge.getSecurityInfo().catch((e: unknown) => e);
    const caps = bridge.getCapabilities().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await caps).toMatchObject({ timeoutMs: 2000 });
    await vi.advanceTimersByTimeAsync(8000);
    expect(await security).toMatchObject({ name: 'BridgeTimeoutError', timeoutMs: 10_000 });
  });

  it('given a per-bridge and a per-call timeout, then the per-call one wins over the per-bridge one', async () => {
    vi.useFakeTimers();
    const { bridge } = setUp({ handlers: { getLoginInfo: () => NO_ANSWER } }, { timeouts: { getLoginInfo: 300 } });
    const byBridge = bridge.getLoginInfo().catch((e: unknown) => e);
    const byCall = bridge.getLoginInfo({ timeoutMs: 100 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await byCall).toMatchObject({ timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(200);
    expect(await byBridge).toMatchObject({ timeoutMs: 300 });
  });

  it('given a call that timed out, when its answer arrives late, then it is dropped and reported as an unknown id', async () => {
    vi.useFakeTimers();
    const { shell, bridge, ignored } = setUp({ handlers: { getAutoLogin: () => NO_ANSWER } });
    const outcome = bridge.getAutoLogin({ timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toBeInstanceOf(BridgeTimeoutError);
    const id = shell.messages[0]?.id ?? '';
    expect(shell.respond(id, { auto_login_yn: 'Y' })).toBe(false);
    expect(ignored).toEqual(['unknown-id']);
  });

  it('given a bad timeoutMs, then the call rejects with BridgeArgumentError and nothing is posted', async () => {
    const { shell, bridge } = setUp();
    await expect(bridge.getAppInfo({ timeoutMs: -1 })).rejects.toBeInstanceOf(BridgeArgumentError);
    await expect(bridge.getAppInfo({ timeoutMs: Number.NaN })).rejects.toBeInstanceOf(BridgeArgumentError);
    expect(shell.messages).toHaveLength(0);
  });
});

describe('malformed answers', () => {
  it.each([
    ['getAppInfo', { auto_login_yn: 'N', device_id: 'd', device_os: 'X', model_nm: 'm', app_ver: '1' }, 'result.device_os'],
    ['getAppInfo', { auto_login_yn: 'N', device_id: 5, device_os: 'I', model_nm: 'm', app_ver: '1' }, 'result.device_id'],
    ['getAppInfo', 'not an object', 'result must be a JSON object'],
    ['getAutoLogin', { auto_login_yn: 'yes' }, 'result.auto_login_yn'],
    ['getSecurityInfo', { compromised_yn: 'N', hash: 1, cert_key_dvs: 'D' }, 'result.hash'],
    ['getSecurityInfo', { hash: 'h', cert_key_dvs: 'D' }, 'result.compromised_yn'],
    ['getSettings', { push_yn: 'maybe' }, 'result.push_yn'],
    ['getSettings', { volume: 3 }, 'result.volume'],
    ['getCapabilities', { methods: 'all' }, 'result.methods'],
    ['getLoginInfo', [], 'result must be a JSON object'],
    ['openBrowser', 'done', 'result must be a JSON object or absent'],
  ] as const)('given %s answers %j, then the call rejects with BridgeProtocolError naming %s', async (method, result, problem) => {
    const { bridge } = setUp({ answers: { [method]: { result } } });
    const call =
      method === 'openBrowser' ? bridge.openBrowser({ url: 'https://a.example/' }) : (bridge[method] as () => Promise<unknown>)();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeProtocolError);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as Error).message).toContain(problem);
  });

  it('given a malformed token, then the error names the field but never shows the value', async () => {
    const { bridge } = setUp({ answers: { getLoginInfo: { result: { acesTkn: 'SECRET-TOKEN', ssoTkn: 42 } } } });
    const error = (await bridge.getLoginInfo().catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(BridgeProtocolError);
    expect(error.message).toContain('result.ssoTkn');
    expect(error.message).not.toContain('SECRET');
  });

  it('given a __proto__ key in settings, then it is dropped and no prototype changes', async () => {
    const { shell, bridge } = setUp({ handlers: { getSettings: () => NO_ANSWER } });
    const call = bridge.getSettings();
    await flush();
    // JSON.parse makes "__proto__" an own key, as it arrives from the shell.
    shell.send({ id: shell.messages[0]?.id ?? '', ok: true, result: JSON.parse('{"__proto__":"x","push_yn":"Y"}') as unknown });
    const settings = await call;
    expect(Object.keys(settings)).toEqual(['push_yn']);
    expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
  });

  it('given extra fields and empty tokens, then only documented, present fields reach the app', async () => {
    const { bridge } = setUp({
      answers: { getLoginInfo: { result: { acesTkn: 'a', rnwTkn: '', ssoTkn: null, extra: 'x' } } },
    });
    await expect(bridge.getLoginInfo()).resolves.toEqual({ acesTkn: 'a' });
  });

  it('given an answer without ok, or a failure without a code, then the waiting call rejects with BridgeProtocolError', async () => {
    const { shell, bridge } = setUp({ handlers: { getAppInfo: () => NO_ANSWER, getAutoLogin: () => NO_ANSWER } });
    const first = bridge.getAppInfo().catch((e: unknown) => e);
    const second = bridge.getAutoLogin().catch((e: unknown) => e);
    await flush();
    const [a, b] = shell.messages;
    expect(shell.send({ id: a?.id, result: {} })).toBe(true);
    expect(shell.send({ id: b?.id, ok: false, error: { message: 'no code' } })).toBe(true);
    expect(await first).toMatchObject({ name: 'BridgeProtocolError', message: expect.stringContaining('ok: true or ok: false') });
    expect(await second).toMatchObject({ name: 'BridgeProtocolError', message: expect.stringContaining('error.code') });
  });
});

describe('unknown ids and junk on the receiver', () => {
  it.each([
    ['a non-string', { id: '1', ok: true }, 'not-a-string'],
    ['text that is not JSON', '{"id": "1", ok', 'not-json'],
    ['a JSON array', '[1,2]', 'not-an-object'],
    ['a JSON string', '"hello"', 'not-an-object'],
    ['an answer without the page secret', '{"id": "1", "ok": true, "result": {}}', 'bad-secret'],
  ])('given %s, then receive() returns false, does not throw, and reports the reason', (_label, input, reason) => {
    const { bridge, ignored } = setUp();
    const receiver = (window as unknown as Record<string, { receive(json: unknown): boolean }>)[RECEIVER_GLOBAL];
    expect(bridge.platform).toBe('ios');
    expect(receiver?.receive(input)).toBe(false);
    expect(ignored).toEqual([reason]);
  });

  it.each([
    ['a numeric id', { id: 12, ok: true }, 'malformed-envelope'],
    ['an id nobody issued', { id: '999999999999', ok: true, result: {} }, 'unknown-id'],
    ['an event with an id', { id: '1', event: 'back' }, 'unknown-id'],
    ['an object with neither id nor event', { ok: true }, 'malformed-envelope'],
  ])('given %s with the page secret, then receive() returns false and reports the reason', (_label, envelope, reason) => {
    const { shell, ignored } = setUp();
    expect(shell.send(envelope)).toBe(false);
    expect(ignored).toEqual([reason]);
  });

  it('given junk arrives while a call waits, then the call is untouched and still gets its answer', async () => {
    const { shell, bridge } = setUp({ handlers: { getAutoLogin: () => NO_ANSWER } });
    const call = bridge.getAutoLogin();
    await flush();
    shell.sendRaw('garbage');
    shell.sendRaw(JSON.stringify({ id: 'nope', ok: true, result: { auto_login_yn: 'N' } }));
    shell.respond(shell.messages[0]?.id ?? '', { auto_login_yn: 'Y' });
    await expect(call).resolves.toEqual({ auto_login_yn: 'Y' });
  });

  it('given an id already settled, when a second answer arrives, then it is ignored', async () => {
    const { shell, bridge, ignored } = setUp({ handlers: { getAutoLogin: () => NO_ANSWER } });
    const call = bridge.getAutoLogin();
    await flush();
    const id = shell.messages[0]?.id ?? '';
    expect(shell.respond(id, { auto_login_yn: 'Y' })).toBe(true);
    expect(shell.respond(id, { auto_login_yn: 'N' })).toBe(false);
    await expect(call).resolves.toEqual({ auto_login_yn: 'Y' });
    expect(ignored).toEqual(['unknown-id']);
  });

  it('given onIgnored throws, then the receiver still returns normally', () => {
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    const shell = installShell({ platform: 'android' });
    bridgeOn({
      onIgnored: () => {
        throw new Error('listener bug');
      },
    });
    expect(shell.sendRaw('not json')).toBe(false);
    expect(report).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('native errors', () => {
  it('given a handler throws FakeNativeError, then the call rejects with BridgeNativeError carrying code and message', async () => {
    const { bridge } = setUp({
      handlers: {
        openBrowser: () => {
          throw new FakeNativeError('failed', 'no browser installed');
        },
      },
    });
    const error = await bridge.openBrowser({ url: 'https://a.example/' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeNativeError);
    expect(error).toMatchObject({ code: 'failed', method: 'openBrowser', nativeMessage: 'no browser installed' });
  });

  it('given a handler throws a plain Error, then the code is failed', async () => {
    const { bridge } = setUp({
      handlers: {
        getSettings: async () => {
          throw new Error('disk');
        },
      },
    });
    await expect(bridge.getSettings()).rejects.toMatchObject({ name: 'BridgeNativeError', code: 'failed', nativeMessage: 'disk' });
  });

  it('given a fixed error answer, then the shell code passes through', async () => {
    const { bridge } = setUp({ answers: { openMap: { error: { code: 'no-map-app' } } } });
    await expect(bridge.openMap({ address: '서울시 중구 1' })).rejects.toMatchObject({
      name: 'BridgeNativeError',
      code: 'no-map-app',
      nativeMessage: undefined,
    });
  });
});

describe('transport and lifecycle failures', () => {
  it('given the native object throws on postMessage, then the call rejects with BridgeUnavailableError at once', async () => {
    const win = plainWindow(
      {
        binder: {
          postMessage() {
            throw new Error('interface gone');
          },
        },
      },
      'Mozilla/5.0 Android BottleApp',
    );
    const { bridge } = bridgeOn({ window: win });
    expect(bridge.platform).toBe('android');
    await expect(bridge.getAppInfo()).rejects.toMatchObject({ name: 'BridgeUnavailableError', method: 'getAppInfo' });
    await expect(bridge.hideSplash()).rejects.toBeInstanceOf(BridgeUnavailableError);
  });

  it('given a disposed bridge, then pending calls and new calls reject with BridgeUnavailableError', async () => {
    const { bridge } = setUp({ handlers: { getAppInfo: () => NO_ANSWER } });
    const pending = bridge.getAppInfo();
    await flush();
    bridge.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'BridgeUnavailableError', message: expect.stringContaining('disposed') });
    await expect(bridge.getAutoLogin()).rejects.toBeInstanceOf(BridgeUnavailableError);
    await expect(bridge.supportsSecurityInfo()).resolves.toBe(false);
  });

  it('given the receiver name is taken by other code, then createBridge refuses to overwrite it', () => {
    const win = plainWindow({ [RECEIVER_GLOBAL]: { receive: () => true } });
    expect(() => createBridge({ window: win })).toThrow(/already defined/);
  });

  it('given a capability probe that times out, then supports() is false and the next check asks again', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { bridge } = setUp({
      handlers: { getCapabilities: () => (++calls === 1 ? NO_ANSWER : { methods: ['getSecurityInfo'] }) },
    });
    const first = bridge.supportsSecurityInfo();
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.getCapabilities);
    await expect(first).resolves.toBe(false);
    const second = bridge.supportsSecurityInfo();
    await vi.advanceTimersByTimeAsync(1);
    await expect(second).resolves.toBe(true);
    expect(calls).toBe(2);
  });
});

describe('bad input', () => {
  it.each([
    ['openBrowser', (b: Bridge) => b.openBrowser({ url: 'javascript:alert(1)' }), 'url must use http or https'],
    ['openBrowser', (b: Bridge) => b.openBrowser({ url: '/relative' }), 'url must be an absolute URL'],
    ['openBrowser', (b: Bridge) => b.openBrowser(undefined as never), 'params must be an object'],
    ['setAutoLogin', (b: Bridge) => b.setAutoLogin({ auto_login_yn: 'y' as never }), "auto_login_yn must be 'Y' or 'N'"],
    ['setLoginInfo', (b: Bridge) => b.setLoginInfo({}), 'at least one token is required'],
    ['setLoginInfo', (b: Bridge) => b.setLoginInfo({ acesTkn: 5 as never }), 'acesTkn must be a string'],
    ['setSettings', (b: Bridge) => b.setSettings({ push_yn: 'yes' as never }), "push_yn must be 'Y' or 'N'"],
    ['setSettings', (b: Bridge) => b.setSettings({}), 'at least one setting is required'],
    ['setKeyValue', (b: Bridge) => b.setKeyValue({ key: '', value: 'v' }), 'key must not be empty'],
    ['setKeyValue', (b: Bridge) => b.setKeyValue({ key: 'k' } as never), 'value is required'],
    ['openMapWebView', (b: Bridge) => b.openMapWebView({ url: 'ftp://x' }), 'url must use http or https'],
    ['shareUrl', (b: Bridge) => b.shareUrl({ url: 'https://a.example/', title: 3 as never }), 'title must be a string'],
    ['showSharePopup', (b: Bridge) => b.showSharePopup({ title: '' }), 'title must not be empty'],
    ['shareImage', (b: Bridge) => b.shareImage({ imageUrl: 'file:///etc/passwd' }), 'data:image'],
    ['callPhone', (b: Bridge) => b.callPhone({ tel: '02-12ab' }), 'tel may hold only digits'],
    ['callPhone', (b: Bridge) => b.callPhone({ tel: '12' }), 'tel must have 3 to 20 digits'],
    ['copyToClipboard', (b: Bridge) => b.copyToClipboard({} as never), 'text is required'],
    ['openMap', (b: Bridge) => b.openMap({ name: 'x' }), 'address or latitude and longitude are required'],
    ['openMap', (b: Bridge) => b.openMap({ latitude: 91, longitude: 0 }), 'latitude must be a number from -90 to 90'],
    ['openMap', (b: Bridge) => b.openMap({ latitude: 37 }), 'latitude and longitude go together'],
  ])('given bad params for %s, then it rejects with BridgeArgumentError and posts nothing', async (method, invoke, problem) => {
    const { shell, bridge } = setUp();
    const error = await invoke(bridge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeArgumentError);
    expect(error).toMatchObject({ code: 'invalid-argument', method });
    expect((error as BridgeArgumentError).problems.join(' | ')).toContain(problem);
    expect(shell.messages).toHaveLength(0);
  });

  it('given a data:image URL, then shareImage accepts it', async () => {
    const { shell, bridge } = setUp();
    await bridge.shareImage({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(shell.state.shared[0]?.params).toEqual({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' });
  });

  it('given bad options, then createBridge throws one BridgeArgumentError listing every problem', () => {
    const problems = argumentProblems(() =>
      createBridge({
        userAgentMarker: '',
        iosHandlerName: 'bad name',
        timeouts: { getAppInfo: 0, hideSplash: 5 } as never,
        window: null,
      }),
    );
    expect(problems).toEqual([
      'userAgentMarker must be a non-empty string or null',
      'iosHandlerName must be a JavaScript identifier',
      'timeouts.getAppInfo must be a whole number of milliseconds from 1 to 2147483647, or Infinity (NO_TIMEOUT) for no timeout',
      'timeouts.hideSplash: not an answered method',
    ]);
  });
});
