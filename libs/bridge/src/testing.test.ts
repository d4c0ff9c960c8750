import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from './bridge';
import type { Bridge } from './bridge';
import { BridgeArgumentError, BridgeNativeError } from './errors';
import { BRIDGE_METHODS, RECEIVER_GLOBAL } from './protocol';
import { FAKE_SHELL_GLOBAL, fakeShellInitScript, installFakeShell, shellFromQuery } from './testing';
import type { FakeShell, FakeShellHandle } from './testing';
import { argumentProblems, flush, plainWindow } from './test-support/helpers';

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;
const frames: HTMLIFrameElement[] = [];

afterEach(() => {
  bridge?.dispose();
  shell?.();
  shell = undefined;
  bridge = undefined;
  for (const f of frames.splice(0)) f.remove();
});

describe('installFakeShell', () => {
  it('given ios, then it installs webkit.messageHandlers.bottleBridge, the UA marker and the handle, and uninstall removes them', () => {
    const ua = navigator.userAgent;
    shell = installFakeShell({ platform: 'ios' });
    const w = window as unknown as Record<string, unknown>;
    expect(
      typeof (w['webkit'] as { messageHandlers: { bottleBridge: { postMessage: unknown } } }).messageHandlers.bottleBridge.postMessage,
    ).toBe('function');
    expect(navigator.userAgent).toBe(`${ua} BottleApp`);
    expect(w[FAKE_SHELL_GLOBAL]).toBeDefined();
    shell();
    shell = undefined;
    expect(w['webkit']).toBeUndefined();
    expect(w[FAKE_SHELL_GLOBAL]).toBeUndefined();
    expect(navigator.userAgent).toBe(ua);
  });

  it('given android on a window that already had a binder, then uninstall puts the old one back', () => {
    const previous = { postMessage: () => undefined, mine: true };
    const win = plainWindow({ binder: previous }, 'UA BottleApp');
    shell = installFakeShell({ platform: 'android', window: win });
    expect(win['binder']).not.toBe(previous);
    expect(win.navigator['userAgent']).toBe('UA BottleApp');
    shell.uninstall();
    expect(win['binder']).toBe(previous);
  });

  it('given a shell is already installed on the window, then a second install throws', () => {
    shell = installFakeShell({ platform: 'ios' });
    expect(() => installFakeShell({ platform: 'android' })).toThrow(/already installed/);
  });

  it('given bad options, then it throws BridgeArgumentError listing every problem', () => {
    const problems = argumentProblems(() => installFakeShell({ platform: 'windows' as never, latencyMs: -5, autoLogin: 'yes' as never }));
    expect(problems).toEqual([
      "platform must be 'ios' or 'android'",
      'latencyMs must be a finite number of at least 0',
      "autoLogin must be 'Y' or 'N'",
    ]);
  });

  it('given the defaults, then it advertises exactly the methods of the protocol', async () => {
    shell = installFakeShell({ platform: 'android' });
    bridge = createBridge();
    expect((await bridge.getCapabilities()).methods).toEqual(BRIDGE_METHODS);
  });

  it('given configured start state, then the answers reflect it', async () => {
    shell = installFakeShell({
      platform: 'ios',
      autoLogin: 'Y',
      loginInfo: { acesTkn: 'a', rnwTkn: 'r', ssoTkn: 's' },
      appInfo: { app_ver: '1.0.0' },
      securityInfo: { compromised_yn: 'Y', cert_key_dvs: 'P' },
      settings: { push_yn: 'N' },
    });
    bridge = createBridge();
    expect(await bridge.getAppInfo()).toMatchObject({ auto_login_yn: 'Y', app_ver: '1.0.0', device_os: 'I' });
    expect(await bridge.getSecurityInfo()).toEqual({ compromised_yn: 'Y', hash: 'fake-package-hash', cert_key_dvs: 'P' });
    expect(await bridge.getLoginInfo()).toEqual({ acesTkn: 'a', rnwTkn: 'r', ssoTkn: 's' });
    expect(await bridge.getSettings()).toEqual({ push_yn: 'N' });
  });

  it('given latencyMs, then answers wait that long', async () => {
    shell = installFakeShell({ platform: 'android', latencyMs: 40 });
    bridge = createBridge();
    let done = false;
    const call = bridge.getAutoLogin().then(() => (done = true));
    await flush(10);
    expect(done).toBe(false);
    await call;
    expect(done).toBe(true);
  });

  it('given the shell records messages, then clear() forgets them and a handler sees the message', async () => {
    const seen: string[] = [];
    shell = installFakeShell({
      platform: 'ios',
      handlers: {
        openBrowser: (params, context) => {
          seen.push(`${context.platform}:${context.message.method ?? ''}:${params.url}`);
          return {};
        },
      },
    });
    bridge = createBridge();
    await bridge.openBrowser({ url: 'https://a.example/' });
    expect(seen).toEqual(['ios:openBrowser:https://a.example/']);
    expect(shell.messages).toHaveLength(1);
    shell.clear();
    expect(shell.messages).toHaveLength(0);
  });

  it('given a post without the page secret (page script, not the bridge), then it is refused, unrecorded and unanswered', async () => {
    shell = installFakeShell({ platform: 'android' });
    const binder = (window as unknown as { binder: { postMessage(m: string): void } }).binder;
    binder.postMessage('not json');
    binder.postMessage(JSON.stringify({ v: 2, id: '1', method: 'getLoginInfo', params: {} }));
    await flush();
    expect(shell.messages).toEqual([]);
    expect(shell.state.refused).toBe(2);
  });
});

describe('fakeShellInitScript', () => {
  function pageWith(script: string): Window {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    frames.push(frame);
    const page = frame.contentWindow as Window;
    // A classic <script> in a separate page, as Playwright's addInitScript runs it: no imports,
    // no access to this test's module scope.
    const tag = page.document.createElement('script');
    tag.textContent = script;
    page.document.head.append(tag);
    return page;
  }

  it('given the script runs in a plain page, then a bridge there talks to the fake android shell', async () => {
    const page = pageWith(fakeShellInitScript({ platform: 'android', loginInfo: { acesTkn: 'from-script' } }));
    const handle = (page as unknown as Record<string, FakeShellHandle>)[FAKE_SHELL_GLOBAL];
    expect(handle?.platform).toBe('android');
    expect(page.navigator.userAgent).toContain('BottleApp');
    bridge = createBridge({ window: page });
    expect(bridge.platform).toBe('android');
    await expect(bridge.getLoginInfo()).resolves.toEqual({ acesTkn: 'from-script' });
    expect(handle?.messages.map((m) => m.method)).toEqual(['getLoginInfo']);
    expect(typeof (page as unknown as Record<string, unknown>)[RECEIVER_GLOBAL]).toBe('object');
  });

  it('given fixed answers and an ios shell, then the page gets them and events reach subscribers', async () => {
    const page = pageWith(
      fakeShellInitScript({
        platform: 'ios',
        unsupported: ['getSecurityInfo'],
        answers: { openMap: { error: { code: 'no-map-app', message: 'none' } } },
      }),
    );
    bridge = createBridge({ window: page });
    expect(bridge.platform).toBe('ios');
    await expect(bridge.supportsSecurityInfo()).resolves.toBe(false);
    const error = await bridge.openMap({ address: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeNativeError);
    expect(error).toMatchObject({ code: 'no-map-app' });
    const backs: unknown[] = [];
    bridge.on('back', (p) => {
      backs.push(p);
    });
    (page as unknown as Record<string, FakeShellHandle>)[FAKE_SHELL_GLOBAL]?.emit('back');
    expect(backs).toEqual([{}]);
  });

  it('given options with markup, then the script escapes < so it can sit inside an HTML script tag', () => {
    const script = fakeShellInitScript({ platform: 'ios', appInfo: { model_nm: '</script><b>' } });
    expect(script).not.toContain('</script>');
    const page = pageWith(script);
    expect((page as unknown as Record<string, FakeShellHandle>)[FAKE_SHELL_GLOBAL]?.platform).toBe('ios');
  });

  it('given the script source, then it uses no eval, no Function constructor and no import', () => {
    const script = fakeShellInitScript({ platform: 'android' });
    expect(script).not.toMatch(/\beval\s*\(|new Function|\bimport\b|require\(/);
  });

  it('given bad options, then it throws before producing a script', () => {
    expect(() => fakeShellInitScript({ platform: 'web' as never })).toThrow(BridgeArgumentError);
  });
});

describe('shellFromQuery', () => {
  it.each([
    ['?shell=ios', 'ios'],
    ['?demo=1&shell=android', 'android'],
    ['?shell=web', undefined],
    ['', undefined],
  ])('given %s, then the demo shell is %s', (search, expected) => {
    expect(shellFromQuery(search)).toBe(expected);
  });
});
