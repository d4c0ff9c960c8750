import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';
import type { Bridge } from './bridge';
import { BRIDGE_METHODS, FIRE_AND_FORGET_METHODS, PROTOCOL_VERSION, RECEIVER_GLOBAL } from './protocol';
import { installFakeShell, NO_ANSWER } from './testing';
import type { FakeShell } from './testing';
import { CALLS, plainWindow, takeDown } from './test-support/helpers';

const EXPECTED_RESULTS: Record<string, (platform: 'ios' | 'android') => unknown> = {
  getAutoLogin: () => ({ auto_login_yn: 'N' }),
  getLoginInfo: () => ({ acesTkn: 'aces-1', ssoTkn: 'sso-1' }),
  getSettings: () => ({ push_yn: 'Y' }),
  getAppInfo: (p) => ({
    auto_login_yn: 'N',
    device_id: p === 'ios' ? 'FAKE-IOS-0000-0001' : 'fake-android-0001',
    device_os: p === 'ios' ? 'I' : 'A',
    model_nm: p === 'ios' ? 'iPhone15,2' : 'Pixel 8',
    app_ver: '9.9.9',
  }),
  getSecurityInfo: () => ({ compromised_yn: 'N', hash: 'fake-package-hash', cert_key_dvs: 'D' }),
  getCapabilities: () => ({ methods: [...BRIDGE_METHODS] }),
};

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;

afterEach(() => ([shell, bridge] = takeDown(shell, bridge)));

describe.each(['ios', 'android'] as const)('given the %s shell', (platform) => {
  function setUp(options: Parameters<typeof installFakeShell>[0] = { platform }): { shell: FakeShell; bridge: Bridge } {
    shell = installFakeShell(options);
    bridge = createBridge();
    return { shell, bridge };
  }

  it('then the bridge detects the web view, its platform and device_os', () => {
    const { bridge } = setUp({ platform, loginInfo: { acesTkn: 'aces-1' } });
    expect(bridge.platform).toBe(platform);
    expect(bridge.isWebView).toBe(true);
    expect(bridge.deviceOs).toBe(platform === 'ios' ? 'I' : 'A');
    expect(navigator.userAgent).toContain('BottleApp');
  });

  it.each(CALLS)('when the app calls $method then one request goes out and the answer comes back', async (c) => {
    const { shell, bridge } = setUp({ platform, loginInfo: { acesTkn: 'aces-1', ssoTkn: 'sso-1' } });
    const result = await c.invoke(bridge);
    expect(result).toEqual(EXPECTED_RESULTS[c.method]?.(platform));
    expect(shell.messages).toHaveLength(1);
    const [message] = shell.messages;
    expect(message?.via).toBe(platform);
    const envelope = JSON.parse(message?.raw ?? '') as Record<string, unknown>;
    expect(envelope['v']).toBe(PROTOCOL_VERSION);
    expect(envelope['method']).toBe(c.method);
    expect(envelope['params']).toEqual(c.wire);
    if ((FIRE_AND_FORGET_METHODS as readonly string[]).includes(c.method)) expect(envelope).not.toHaveProperty('id');
    else expect(envelope['id']).toMatch(/^\d+$/);
  });

  it('when state-changing calls run then the shell keeps the state and later reads reflect it', async () => {
    const { shell, bridge } = setUp();
    await bridge.setAutoLogin({ auto_login_yn: 'Y' });
    await bridge.setLoginInfo({ access_token: 'at-2', refresh_token: 'rt-2' });
    await bridge.setSettings({ push_yn: 'N', theme: 'dark' });
    await bridge.copyToClipboard({ text: 'copied' });
    await bridge.callPhone({ tel: '+82 2 1234 5678' });
    expect(await bridge.getAutoLogin()).toEqual({ auto_login_yn: 'Y' });
    expect((await bridge.getAppInfo()).auto_login_yn).toBe('Y');
    expect(await bridge.getLoginInfo()).toEqual({ access_token: 'at-2', refresh_token: 'rt-2' });
    expect(await bridge.getSettings()).toEqual({ push_yn: 'N', theme: 'dark' });
    expect(shell.state.clipboard).toBe('copied');
    expect(shell.state.dialled).toEqual(['+82212345678']);
    await bridge.logout();
    expect(await bridge.getLoginInfo()).toEqual({});
  });

  it('when hideSplash and quit are called then they resolve at once, with no id and no answer', async () => {
    vi.useFakeTimers();
    const { shell, bridge } = setUp({ platform, latencyMs: 60_000 });
    await expect(bridge.hideSplash()).resolves.toBeUndefined();
    await expect(bridge.quit()).resolves.toBeUndefined();
    expect(shell.state.splashHidden).toBe(true);
    expect(shell.state.quitRequested).toBe(true);
    expect(shell.messages.map((m) => m.id)).toEqual([undefined, undefined]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when three calls are answered in reverse order then each resolves to its own answer', async () => {
    const { shell, bridge } = setUp({
      platform,
      handlers: { getAppInfo: () => NO_ANSWER, getLoginInfo: () => NO_ANSWER, getSettings: () => NO_ANSWER },
    });
    const appInfo = bridge.getAppInfo();
    const login = bridge.getLoginInfo();
    const settings = bridge.getSettings();
    await new Promise((r) => setTimeout(r, 0));
    const [a, l, s] = shell.messages;
    expect(new Set([a?.id, l?.id, s?.id]).size).toBe(3);
    expect(shell.respond(s?.id ?? '', { push_yn: 'N' })).toBe(true);
    expect(shell.respond(l?.id ?? '', { acesTkn: 'second' })).toBe(true);
    const info = { auto_login_yn: 'Y', device_id: 'd', device_os: platform === 'ios' ? 'I' : 'A', model_nm: 'm', app_ver: '1.2.3' };
    expect(shell.respond(a?.id ?? '', info)).toBe(true);
    await expect(settings).resolves.toEqual({ push_yn: 'N' });
    await expect(login).resolves.toEqual({ acesTkn: 'second' });
    await expect(appInfo).resolves.toEqual(info);
  });

  it('when handlers answer with different delays then concurrent calls still get their own answers', async () => {
    const delays: Record<string, number> = { getAutoLogin: 30, getSecurityInfo: 1, getSettings: 15 };
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const { bridge } = setUp({
      platform,
      handlers: {
        getAutoLogin: async () => (await wait(delays['getAutoLogin'] ?? 0), { auto_login_yn: 'Y' }),
        getSecurityInfo: async () => (await wait(delays['getSecurityInfo'] ?? 0), { compromised_yn: 'Y', hash: 'h', cert_key_dvs: 'X' }),
        getSettings: async () => (await wait(delays['getSettings'] ?? 0), { push_yn: 'N' }),
      },
    });
    const order: string[] = [];
    const track = <T>(name: string, p: Promise<T>) => p.then((v) => (order.push(name), v));
    const [auto, sec, set] = await Promise.all([
      track('auto', bridge.getAutoLogin()),
      track('sec', bridge.getSecurityInfo()),
      track('set', bridge.getSettings()),
    ]);
    expect(order).toEqual(['sec', 'set', 'auto']);
    expect(auto).toEqual({ auto_login_yn: 'Y' });
    expect(sec).toEqual({ compromised_yn: 'Y', hash: 'h', cert_key_dvs: 'X' });
    expect(set).toEqual({ push_yn: 'N' });
  });

  it('when the shell advertises its methods then supports() reads them, asking only once', async () => {
    const { shell, bridge } = setUp({ platform, unsupported: ['getSecurityInfo'] });
    expect(await bridge.supportsSecurityInfo()).toBe(false);
    expect(await bridge.supports('getAppInfo')).toBe(true);
    expect(shell.messages.filter((m) => m.method === 'getCapabilities')).toHaveLength(1);
    await expect(bridge.getSecurityInfo()).rejects.toMatchObject({ name: 'BridgeNativeError', code: 'unknown-method' });
  });

  it('when the shell supports security info then supportsSecurityInfo() is true', async () => {
    const { bridge } = setUp();
    await expect(bridge.supportsSecurityInfo()).resolves.toBe(true);
  });

  it('when an older shell does not know getCapabilities then nothing optional is supported', async () => {
    const { bridge } = setUp({ platform, unsupported: ['getCapabilities'] });
    await expect(bridge.supportsSecurityInfo()).resolves.toBe(false);
  });
});

describe('given two bridges on one window', () => {
  it('when each makes a call then each gets its own answer through the one receiver', async () => {
    shell = installFakeShell({ platform: 'ios' });
    const first = createBridge();
    const second = createBridge();
    const [a, b] = await Promise.all([first.getAutoLogin(), second.getSecurityInfo()]);
    expect(a).toEqual({ auto_login_yn: 'N' });
    expect(b.cert_key_dvs).toBe('D');
    expect(typeof (window as unknown as Record<string, { receive: unknown }>)[RECEIVER_GLOBAL]?.receive).toBe('function');
    first.dispose();
    second.dispose();
  });
});

describe('given a fresh page', () => {
  it('when the first call is made then its id starts at a random value, and ids then count up', async () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array)[0] = 123_456;
      return array;
    });
    const win = plainWindow();
    shell = installFakeShell({ platform: 'android', window: win });
    bridge = createBridge({ window: win });
    await bridge.getAppInfo();
    await bridge.getAutoLogin();
    expect(shell.messages.map((m) => m.id)).toEqual(['123458', '123459']);
  });
});
