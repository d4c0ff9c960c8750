/**
 * Shared pieces of the bridge's tests: a table with one entry per call (how to invoke it, the
 * params expected on the wire, the fake shell's default answer), and small host windows.
 */
import { afterEach, expect, vi } from 'vitest';
import { createBridge } from '../bridge';
import type { Bridge, BridgeOptions } from '../bridge';
import { BridgeArgumentError } from '../errors';
import type { BridgeMethod } from '../protocol';
import type { IgnoredReason } from '../receiver';
import { installFakeShell } from '../testing';
import type { FakeShell, FakeShellOptions } from '../testing';

export interface CallCase {
  readonly method: BridgeMethod;
  readonly invoke: (bridge: Bridge) => Promise<unknown>;
  /** Params the shell must receive. */
  readonly wire: Record<string, unknown>;
}

/** Every call of the protocol, with valid input. */
export const CALLS: readonly CallCase[] = [
  { method: 'getAutoLogin', invoke: (b) => b.getAutoLogin(), wire: {} },
  { method: 'setAutoLogin', invoke: (b) => b.setAutoLogin({ auto_login_yn: 'Y' }), wire: { auto_login_yn: 'Y' } },
  { method: 'getLoginInfo', invoke: (b) => b.getLoginInfo(), wire: {} },
  {
    method: 'setLoginInfo',
    invoke: (b) => b.setLoginInfo({ access_token: 'at-1', refresh_token: 'rt-1' }),
    wire: { access_token: 'at-1', refresh_token: 'rt-1' },
  },
  {
    method: 'openBrowser',
    invoke: (b) => b.openBrowser({ url: 'https://www.example.com/notice?id=1' }),
    wire: { url: 'https://www.example.com/notice?id=1' },
  },
  { method: 'deleteCache', invoke: (b) => b.deleteCache(), wire: {} },
  { method: 'getSettings', invoke: (b) => b.getSettings(), wire: {} },
  { method: 'setSettings', invoke: (b) => b.setSettings({ push_yn: 'N' }), wire: { push_yn: 'N' } },
  { method: 'logout', invoke: (b) => b.logout(), wire: {} },
  { method: 'hideSplash', invoke: (b) => b.hideSplash(), wire: {} },
  { method: 'quit', invoke: (b) => b.quit(), wire: {} },
  { method: 'openStorePage', invoke: (b) => b.openStorePage(), wire: {} },
  { method: 'openBarcode', invoke: (b) => b.openBarcode(), wire: {} },
  { method: 'closeBarcode', invoke: (b) => b.closeBarcode(), wire: {} },
  {
    method: 'setKeyValue',
    invoke: (b) => b.setKeyValue({ key: 'AUTO_LOGIN_STATE', value: 'Y' }),
    wire: { key: 'AUTO_LOGIN_STATE', value: 'Y' },
  },
  {
    method: 'openMapWebView',
    invoke: (b) => b.openMapWebView({ url: 'https://map.example.com/store/361', title: '매장 지도' }),
    wire: { url: 'https://map.example.com/store/361', title: '매장 지도' },
  },
  {
    method: 'shareUrl',
    invoke: (b) => b.shareUrl({ url: 'https://bottle.example.com/product/1', title: 'Wine' }),
    wire: { url: 'https://bottle.example.com/product/1', title: 'Wine' },
  },
  {
    method: 'showSharePopup',
    invoke: (b) => b.showSharePopup({ title: 'Event', text: 'Join us', url: 'https://bottle.example.com/event/3' }),
    wire: { title: 'Event', text: 'Join us', url: 'https://bottle.example.com/event/3' },
  },
  {
    method: 'shareImage',
    invoke: (b) => b.shareImage({ imageUrl: 'https://img.example.com/a.png', title: 'Label' }),
    wire: { imageUrl: 'https://img.example.com/a.png', title: 'Label' },
  },
  { method: 'getAppInfo', invoke: (b) => b.getAppInfo(), wire: {} },
  { method: 'getSecurityInfo', invoke: (b) => b.getSecurityInfo(), wire: {} },
  { method: 'callPhone', invoke: (b) => b.callPhone({ tel: '02-1234-5678' }), wire: { tel: '0212345678' } },
  { method: 'copyToClipboard', invoke: (b) => b.copyToClipboard({ text: '서울시 중구 1' }), wire: { text: '서울시 중구 1' } },
  {
    method: 'openMap',
    invoke: (b) => b.openMap({ name: 'Bottle Jamsil', latitude: 37.51, longitude: 127.1 }),
    wire: { name: 'Bottle Jamsil', latitude: 37.51, longitude: 127.1 },
  },
  { method: 'getCapabilities', invoke: (b) => b.getCapabilities(), wire: {} },
];

/** A host window with only what the test gives it (a user agent by default). */
export function plainWindow(
  extra: Record<string, unknown> = {},
  userAgent = 'Mozilla/5.0 (Test)',
): Record<string, unknown> & {
  navigator: Record<string, unknown>;
} {
  const { navigator, ...rest } = extra;
  return { navigator: { userAgent, ...(navigator as Record<string, unknown> | undefined) }, ...rest };
}

/** Lets queued answers (setTimeout 0 in the fake shell) and promise callbacks run. */
export async function flush(ms = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Takes down what a test put up: disposes its bridge, uninstalls its fake shell and puts the real
 * clock back, and returns the emptied pair, so a file's cleanup is one line:
 * `afterEach(() => ([shell, bridge] = takeDown(shell, bridge)));`.
 */
export function takeDown(shell: FakeShell | undefined, bridge: Bridge | undefined): [undefined, undefined] {
  bridge?.dispose();
  shell?.();
  vi.useRealTimers();
  return [undefined, undefined];
}

/**
 * The problems listed by the BridgeArgumentError that `act` throws; the test fails when `act`
 * throws anything else or nothing.
 */
export function argumentProblems(act: () => unknown): readonly string[] {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(BridgeArgumentError);
    return (error as BridgeArgumentError).problems;
  }
  throw new Error('expected a BridgeArgumentError, but nothing was thrown');
}

export interface TrackedBridges {
  /** Installs the test's fake shell (at most one at a time). */
  installShell(options: FakeShellOptions): FakeShell;
  /** Creates a bridge on the current window that records what it ignores. */
  bridgeOn(options?: BridgeOptions): { bridge: Bridge; ignored: IgnoredReason[] };
}

/**
 * For a file whose tests make a fake shell and any number of bridges: after each test, every
 * bridge made through `bridgeOn` is disposed of, the shell is uninstalled, stubbed globals are
 * put back and the real clock returns. Call it once at the top of the file.
 */
export function trackBridges(): TrackedBridges {
  const bridges: Bridge[] = [];
  let shell: FakeShell | undefined;
  afterEach(() => {
    for (const bridge of bridges.splice(0)) bridge.dispose();
    shell?.();
    shell = undefined;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return {
    installShell: (options) => (shell = installFakeShell(options)),
    bridgeOn: (options = {}) => {
      const ignored: IgnoredReason[] = [];
      const bridge = createBridge({ onIgnored: (reason) => ignored.push(reason), ...options });
      bridges.push(bridge);
      return { bridge, ignored };
    },
  };
}
