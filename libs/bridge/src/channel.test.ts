/**
 * Page script is not the shell. The per-load secret is taken off the window,
 * every answer and event must carry it, the receiver global cannot be replaced, the hub's
 * internals are out of reach, and push links are checked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';
import { openChannel } from './channel';
import type { Bridge, BridgeOptions } from './bridge';
import { BridgeUnavailableError } from './errors';
import { RECEIVER_GLOBAL, SECRET_GLOBAL } from './protocol';
import type { IgnoredReason } from './receiver';
import { installFakeShell, NO_ANSWER } from './testing';
import type { FakeShell } from './testing';
import { flush, plainWindow } from './test-support/helpers';

let shell: FakeShell | undefined;
const bridges: Bridge[] = [];
const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const b of bridges.splice(0)) b.dispose();
  shell?.();
  shell = undefined;
  vi.restoreAllMocks();
});

function setUp(platform: 'ios' | 'android' = 'android', options: BridgeOptions = {}, shellOptions = {}) {
  const ignored: IgnoredReason[] = [];
  shell = installFakeShell({ platform, ...shellOptions });
  const bridge = createBridge({ onIgnored: (r) => ignored.push(r), ...options });
  bridges.push(bridge);
  return { shell, bridge, ignored };
}

describe('the per-load secret', () => {
  it('given the shell injected a secret, when the bridge starts, then the secret is no longer on the window', () => {
    shell = installFakeShell({ platform: 'ios' });
    expect(typeof w[SECRET_GLOBAL]).toBe('string');
    expect(openChannel(window)).toBe(true);
    expect(w[SECRET_GLOBAL]).toBeUndefined();
    expect(SECRET_GLOBAL in window).toBe(false);
  });

  it('given page script forges a getSecurityInfo answer for every id near the real one, then the waiting call does not take it', async () => {
    const { shell, bridge, ignored } = setUp('android', {}, { handlers: { getSecurityInfo: () => NO_ANSWER } });
    const call = bridge.getSecurityInfo({ timeoutMs: 200 }).catch((e: unknown) => e);
    await flush();
    const real = Number(shell.messages[0]?.id);
    const receiver = w[RECEIVER_GLOBAL] as { receive(json: string): boolean };
    for (let id = real - 5; id <= real + 5; id += 1) {
      const forged = { id: String(id), ok: true, result: { compromised_yn: 'N', hash: 'x', cert_key_dvs: 'D' } };
      expect(receiver.receive(JSON.stringify(forged))).toBe(false);
    }
    expect(ignored.every((r) => r === 'bad-secret')).toBe(true);
    expect(await call).toMatchObject({ name: 'BridgeTimeoutError' });
  });

  it('given page script fakes a push tap without the secret, then no subscriber hears it', () => {
    const { bridge } = setUp();
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    const receiver = w[RECEIVER_GLOBAL] as { receive(json: string): boolean };
    expect(receiver.receive(JSON.stringify({ event: 'pushTap', data: { url: '/x' } }))).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('given a shell that injected no secret, then calls reject as unavailable instead of trusting the page', async () => {
    const win = plainWindow({ binder: { postMessage: vi.fn() } }, 'Mozilla/5.0 BottleApp');
    const bridge = createBridge({ window: win as never });
    bridges.push(bridge);
    expect(bridge.platform).toBe('android');
    await expect(bridge.getLoginInfo()).rejects.toBeInstanceOf(BridgeUnavailableError);
    expect((win['binder'] as { postMessage: ReturnType<typeof vi.fn> }).postMessage).not.toHaveBeenCalled();
  });

  it('given every request, then it carries the secret and the fake shell refuses posts without it', async () => {
    const { shell, bridge } = setUp('ios');
    await bridge.getAppInfo();
    const request = JSON.parse(shell.messages[0]?.raw ?? '{}') as Record<string, unknown>;
    expect(request['secret']).toMatch(/^[0-9a-f]{48}$/);
    expect(shell.state.refused).toBe(0);
  });
});

describe('a secret the bridge must refuse', () => {
  const secret = 'a'.repeat(48);

  it('given a secret that cannot be deleted (non-configurable, as var makes it), then no channel opens, it is blanked, and calls name the mistake', async () => {
    const binder = { postMessage: vi.fn() };
    const win = plainWindow({ binder }, 'Mozilla/5.0 BottleApp');
    Object.defineProperty(win, SECRET_GLOBAL, { value: secret, writable: true, enumerable: true, configurable: false });
    expect(openChannel(win as never)).toBe(false);
    expect(win[SECRET_GLOBAL]).toBe('');
    const bridge = createBridge({ window: win as never });
    bridges.push(bridge);
    await expect(bridge.getAppInfo()).rejects.toThrow(
      /cannot be deleted \(a `var` declaration, or a non-configurable or accessor property\)/,
    );
    expect(binder.postMessage).not.toHaveBeenCalled();
  });

  it('given a secret behind a getter, then it is refused as undeletable-or-accessor, never read through the getter', async () => {
    const get = vi.fn(() => secret);
    const win = plainWindow({ binder: { postMessage: vi.fn() } }, 'Mozilla/5.0 BottleApp');
    Object.defineProperty(win, SECRET_GLOBAL, { get, configurable: true });
    expect(openChannel(win as never)).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });

  it.each([
    ['too short', 'abc'],
    ['a character outside A-Z a-z 0-9 _ -', `${'a'.repeat(40)}"+alert(1)+"`],
    ['not a string', 12345],
  ])('given a malformed secret (%s), then calls say it was malformed, not that none was injected', async (_case, value) => {
    const win = plainWindow({ binder: { postMessage: vi.fn() } }, 'Mozilla/5.0 BottleApp');
    win[SECRET_GLOBAL] = value;
    expect(openChannel(win as never)).toBe(false);
    expect(SECRET_GLOBAL in win).toBe(false);
    const bridge = createBridge({ window: win as never });
    bridges.push(bridge);
    const error = await bridge.getAppInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeUnavailableError);
    expect(String((error as Error).message)).toMatch(/malformed secret/);
    expect(String((error as Error).message)).not.toMatch(/no secret was injected/);
  });

  it('given no secret at all, then calls still say none was injected', async () => {
    const win = plainWindow({ binder: { postMessage: vi.fn() } }, 'Mozilla/5.0 BottleApp');
    const bridge = createBridge({ window: win as never });
    bridges.push(bridge);
    await expect(bridge.getAppInfo()).rejects.toThrow(/no secret was injected/);
  });
});

describe('a transport injected after the channel opened', () => {
  it('given a secret but no transport at start, when a binder appears later, then it is never used: platform stays web and calls take their browser fallback instead of timing out', async () => {
    const win = plainWindow({}, 'Mozilla/5.0 BottleApp');
    win[SECRET_GLOBAL] = 'b'.repeat(48);
    expect(openChannel(win as never)).toBe(true);
    const late = { postMessage: vi.fn() };
    win['binder'] = late;
    const bridge = createBridge({ window: win as never });
    bridges.push(bridge);
    expect(bridge.platform).toBe('web');
    expect(bridge.isWebView).toBe(false);
    await expect(bridge.getAppInfo()).resolves.toMatchObject({ device_os: 'web' });
    expect(late.postMessage).not.toHaveBeenCalled();
  });
});

describe('the receiver global', () => {
  it('given page script, then it can neither replace nor delete window.__bottleBridge', () => {
    setUp();
    const before = w[RECEIVER_GLOBAL];
    const descriptor = Object.getOwnPropertyDescriptor(window, RECEIVER_GLOBAL);
    expect(descriptor).toMatchObject({ writable: false, configurable: false });
    expect(() => {
      'use strict';
      w[RECEIVER_GLOBAL] = { receive: () => true };
    }).toThrow(TypeError);
    expect(Reflect.deleteProperty(window, RECEIVER_GLOBAL)).toBe(false);
    expect(() => Object.defineProperty(window, RECEIVER_GLOBAL, { value: {} })).toThrow(TypeError);
    expect(w[RECEIVER_GLOBAL]).toBe(before);
  });

  it('given page script, then attach, nextId and the pending calls are not reachable from the global', () => {
    setUp();
    const hub = w[RECEIVER_GLOBAL] as Record<string, unknown>;
    expect(Object.keys(hub).sort()).toEqual(['protocol', 'receive']);
    expect(hub['attach']).toBeUndefined();
    expect(hub['nextId']).toBeUndefined();
    expect(Object.isFrozen(hub)).toBe(true);
  });

  it('given page script hooks JSON.parse after the bridge loaded, then it never sees an answer', async () => {
    const { bridge } = setUp('android', {}, { loginInfo: { acesTkn: 'token-1' } });
    const spy = vi.spyOn(JSON, 'parse');
    await expect(bridge.getLoginInfo()).resolves.toEqual({ acesTkn: 'token-1' });
    expect(spy.mock.calls.some(([text]) => String(text).includes('token-1'))).toBe(false);
  });

  it('given page script replaces the binder after the channel opened, then it never sees a request', async () => {
    const { shell, bridge } = setUp('android');
    const spy = vi.fn();
    w['binder'] = { postMessage: spy };
    await bridge.setLoginInfo({ acesTkn: 'new-token' });
    expect(spy).not.toHaveBeenCalled();
    expect(shell.messages.map((m) => m.method)).toEqual(['setLoginInfo']);
  });
});

describe('push links', () => {
  it.each([
    ['javascript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
  ])('given a push tap to %s, then it is dropped and reported', (url) => {
    const { shell, bridge, ignored } = setUp();
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    shell.emit('pushTap', { url });
    expect(handler).not.toHaveBeenCalled();
    expect(ignored).toEqual(['unsafe-push-url']);
  });

  it('given a same-origin link, an absolute link of this origin, or a configured scheme, then the tap arrives', () => {
    const { shell, bridge } = setUp('ios', { pushUrlSchemes: ['bottle:'] });
    const urls: Array<string | undefined> = [];
    bridge.on('pushTap', (p) => {
      urls.push(p.url);
    });
    const own = `${location.origin}/alarm`;
    for (const url of ['/pickup/3?x=1', own, 'bottle://alarm/3']) shell.emit('pushTap', { url });
    expect(urls).toEqual(['/pickup/3?x=1', own, 'bottle://alarm/3']);
  });

  it('given a number and a flag inside push data, then they arrive as strings instead of the tap being dropped', () => {
    const { shell, bridge } = setUp();
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    shell.emit('pushTap', { url: '/alarm', data: { seq_no: 12, urgent: true, nested: { a: 1 }, msg_type: 'pickup' } });
    expect(handler).toHaveBeenCalledWith({ url: '/alarm', data: { seq_no: '12', urgent: 'true', msg_type: 'pickup' } });
  });
});
