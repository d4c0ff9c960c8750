import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, getBridge } from './bridge';
import type { Bridge } from './bridge';
import { BridgeNativeError, BridgeUnavailableError } from './errors';
import { BROWSER_APP_INFO } from './fallbacks';
import { detectPlatform } from './platform';
import type { BridgeWindow } from './platform';
import { DEFAULT_ANDROID_BINDER_NAME, DEFAULT_IOS_HANDLER_NAME, DEFAULT_USER_AGENT_MARKER } from './protocol';
import { installFakeShell } from './testing';
import type { FakeShell } from './testing';
import { CALLS, plainWindow, takeDown } from './test-support/helpers';

const DETECTION = {
  userAgentMarker: DEFAULT_USER_AGENT_MARKER,
  iosHandlerName: DEFAULT_IOS_HANDLER_NAME,
  androidBinderName: DEFAULT_ANDROID_BINDER_NAME,
};

/** Spec'd browser behaviour of every call: 'resolves' (fallback or nothing to do) or 'unavailable'. */
const IN_A_BARE_BROWSER: Record<string, 'resolves' | 'unavailable'> = {
  getAutoLogin: 'unavailable',
  setAutoLogin: 'unavailable',
  getLoginInfo: 'unavailable',
  setLoginInfo: 'unavailable',
  openBrowser: 'resolves',
  deleteCache: 'resolves',
  getSettings: 'unavailable',
  setSettings: 'unavailable',
  logout: 'resolves',
  hideSplash: 'resolves',
  quit: 'unavailable',
  openStorePage: 'unavailable',
  openBarcode: 'resolves',
  closeBarcode: 'resolves',
  setKeyValue: 'unavailable',
  openMapWebView: 'resolves',
  shareUrl: 'resolves',
  showSharePopup: 'resolves',
  shareImage: 'resolves',
  getAppInfo: 'resolves',
  getSecurityInfo: 'unavailable',
  callPhone: 'resolves',
  copyToClipboard: 'resolves',
  openMap: 'unavailable',
  getCapabilities: 'resolves',
};

function browserWindow() {
  const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  return plainWindow({
    open: vi.fn(() => null),
    location: { assign: vi.fn() },
    fetch: vi.fn(async () => ({ ok: true, blob: async () => png })),
    navigator: {
      clipboard: { writeText: vi.fn(async () => undefined) },
      share: vi.fn(async () => undefined),
      canShare: vi.fn(() => true),
    },
  });
}

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;

afterEach(() => ([shell, bridge] = takeDown(shell, bridge)));

describe('given a plain browser with every web API', () => {
  it('then the platform is web, device_os is web and it is not a web view', () => {
    bridge = createBridge({ window: browserWindow() });
    expect([bridge.platform, bridge.deviceOs, bridge.isWebView]).toEqual(['web', 'web', false]);
  });

  it.each(CALLS)('when $method is called then it behaves as documented for browsers', async (c) => {
    bridge = createBridge({ window: browserWindow() });
    const outcome = await c.invoke(bridge).then(
      () => 'resolves',
      (e: unknown) => (e instanceof BridgeUnavailableError && e.method === c.method ? 'unavailable' : e),
    );
    expect(outcome).toBe(IN_A_BARE_BROWSER[c.method]);
  });

  it('when getAppInfo is called then it gives the spec defaults (device_os web, app_ver 0.0.0)', async () => {
    bridge = createBridge({ window: browserWindow() });
    await expect(bridge.getAppInfo()).resolves.toEqual({
      auto_login_yn: 'N',
      device_id: '',
      device_os: 'web',
      model_nm: '',
      app_ver: '0.0.0',
    });
    expect(BROWSER_APP_INFO.app_ver).toBe('0.0.0');
  });

  it('when openBrowser and openMapWebView are called then window.open opens a new tab without opener', async () => {
    const win = browserWindow();
    bridge = createBridge({ window: win });
    await bridge.openBrowser({ url: 'https://www.example.com/' });
    await bridge.openMapWebView({ url: 'https://map.example.com/361' });
    expect(win['open']).toHaveBeenNthCalledWith(1, 'https://www.example.com/', '_blank', 'noopener,noreferrer');
    expect(win['open']).toHaveBeenNthCalledWith(2, 'https://map.example.com/361', '_blank', 'noopener,noreferrer');
  });

  it('when copyToClipboard is called then the Clipboard API gets the text', async () => {
    const win = browserWindow();
    bridge = createBridge({ window: win });
    await bridge.copyToClipboard({ text: '서울시 중구 세종대로 1' });
    expect((win.navigator['clipboard'] as { writeText: unknown }).writeText).toHaveBeenCalledWith('서울시 중구 세종대로 1');
  });

  it('when callPhone is called then a tel: link with the digits is followed', async () => {
    const win = browserWindow();
    bridge = createBridge({ window: win });
    await bridge.callPhone({ tel: '(02) 1234-5678' });
    expect((win['location'] as { assign: unknown }).assign).toHaveBeenCalledWith('tel:0212345678');
  });

  it('when shareUrl and showSharePopup are called then the Web Share API gets title, text and url', async () => {
    const win = browserWindow();
    bridge = createBridge({ window: win });
    await bridge.shareUrl({ url: 'https://bottle.example.com/p/1', title: 'Wine' });
    await bridge.showSharePopup({ title: 'Event', text: 'Come' });
    expect(win.navigator['share']).toHaveBeenNthCalledWith(1, { title: 'Wine', url: 'https://bottle.example.com/p/1' });
    expect(win.navigator['share']).toHaveBeenNthCalledWith(2, { title: 'Event', text: 'Come' });
  });

  it('when shareImage is called then the image is fetched and shared as a file', async () => {
    const win = browserWindow();
    bridge = createBridge({ window: win });
    await bridge.shareImage({ imageUrl: 'https://img.example.com/label.png', text: 'Label' });
    expect(win['fetch']).toHaveBeenCalledWith('https://img.example.com/label.png');
    const shared = vi.mocked(win.navigator['share'] as (d: { files: File[] }) => Promise<void>).mock.calls[0]?.[0];
    expect(shared?.files[0]).toBeInstanceOf(File);
    expect(shared?.files[0]?.name).toBe('image.png');
    expect(shared).toMatchObject({ text: 'Label' });
  });

  it('when the member closes the share sheet then the call still resolves', async () => {
    const win = browserWindow();
    win.navigator['share'] = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    bridge = createBridge({ window: win });
    await expect(bridge.shareUrl({ url: 'https://a.example/' })).resolves.toBeUndefined();
  });

  it('when the browser refuses share or clipboard then the call rejects with BridgeNativeError fallback-failed', async () => {
    const win = browserWindow();
    win.navigator['share'] = vi.fn(async () => {
      throw new DOMException('no activation', 'NotAllowedError');
    });
    win.navigator['clipboard'] = { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) };
    bridge = createBridge({ window: win });
    await expect(bridge.shareUrl({ url: 'https://a.example/' })).rejects.toMatchObject({ code: 'fallback-failed' });
    const error = await bridge.copyToClipboard({ text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeNativeError);
    expect(error).toMatchObject({ code: 'fallback-failed', method: 'copyToClipboard' });
  });

  it('when the image cannot be loaded or shared as a file then shareImage says so', async () => {
    const win = browserWindow();
    win['fetch'] = vi.fn(async () => ({ ok: false, blob: async () => new Blob() }));
    bridge = createBridge({ window: win });
    await expect(bridge.shareImage({ imageUrl: 'https://img.example.com/x.png' })).rejects.toMatchObject({
      name: 'BridgeNativeError',
      code: 'fallback-failed',
    });
    win['fetch'] = vi.fn(async () => ({ ok: true, blob: async () => new Blob(['x'], { type: 'image/jpeg' }) }));
    win.navigator['canShare'] = vi.fn(() => false);
    await expect(bridge.shareImage({ imageUrl: 'https://img.example.com/x.png' })).rejects.toBeInstanceOf(BridgeUnavailableError);
  });

  it('when supports() is asked then it is false without asking anything', async () => {
    bridge = createBridge({ window: browserWindow() });
    await expect(bridge.supportsSecurityInfo()).resolves.toBe(false);
    await expect(bridge.getCapabilities()).resolves.toEqual({ methods: [] });
  });
});

describe('given a browser without the web APIs', () => {
  it.each([
    ['copyToClipboard', (b: Bridge) => b.copyToClipboard({ text: 'x' }), 'Clipboard API'],
    ['shareUrl', (b: Bridge) => b.shareUrl({ url: 'https://a.example/' }), 'Web Share API'],
    ['showSharePopup', (b: Bridge) => b.showSharePopup({ title: 't' }), 'Web Share API'],
    ['shareImage', (b: Bridge) => b.shareImage({ imageUrl: 'https://a.example/i.png' }), 'Web Share API'],
    ['openBrowser', (b: Bridge) => b.openBrowser({ url: 'https://a.example/' }), 'window.open'],
    ['callPhone', (b: Bridge) => b.callPhone({ tel: '1588-0000' }), 'location'],
  ])('when %s is called then it rejects with BridgeUnavailableError naming what is missing', async (method, invoke, missing) => {
    bridge = createBridge({ window: plainWindow() });
    const error = await invoke(bridge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeUnavailableError);
    expect(error).toMatchObject({ method, message: expect.stringContaining(missing) });
  });

  it('when there is no window at all then calls still settle: fallbacks resolve or reject unavailable', async () => {
    bridge = createBridge({ window: null });
    expect(bridge.platform).toBe('web');
    await expect(bridge.getAppInfo()).resolves.toEqual(BROWSER_APP_INFO);
    await expect(bridge.getLoginInfo()).rejects.toBeInstanceOf(BridgeUnavailableError);
    await expect(bridge.hideSplash()).resolves.toBeUndefined();
    expect(bridge.on('back', () => undefined)).toBeTypeOf('function');
  });
});

describe('platform detection', () => {
  const ios = { webkit: { messageHandlers: { bottleBridge: { postMessage: () => undefined } } } };
  const android = { binder: { postMessage: () => undefined } };

  it.each([
    ['the marker and the iOS handler', plainWindow(ios, 'Mozilla/5.0 (iPhone) BottleApp/3.2'), 'ios'],
    ['the marker and the Android binder', plainWindow(android, 'Mozilla/5.0 (Linux; Android 14) BottleApp/3.2'), 'android'],
    ['the iOS handler but no marker', plainWindow(ios, 'Mozilla/5.0 (iPhone)'), 'web'],
    ['the marker but no transport', plainWindow({}, 'Mozilla/5.0 BottleApp'), 'web'],
    ['a binder without postMessage', plainWindow({ binder: {} }, 'BottleApp'), 'web'],
    ['a webkit object without our handler', plainWindow({ webkit: { messageHandlers: {} } }, 'BottleApp'), 'web'],
    ['no navigator', { binder: android.binder } as BridgeWindow, 'web'],
  ])('given %s, then the platform is %s', (_label, win, expected) => {
    expect(detectPlatform(win as BridgeWindow, DETECTION)).toBe(expected);
  });

  it('given no options, then detectPlatform uses the default marker and names', () => {
    expect(detectPlatform(plainWindow(android, 'X BottleApp'))).toBe('android');
    expect(detectPlatform(plainWindow(android, 'X'), { userAgentMarker: null })).toBe('android');
    expect(detectPlatform(undefined)).toBe('web');
  });

  it('given a custom marker and names, then detection follows them', () => {
    const win = plainWindow({ nativeApp: { postMessage: () => undefined } }, 'Chain/1.0 ShopShell');
    bridge = createBridge({ window: win, userAgentMarker: 'ShopShell', androidBinderName: 'nativeApp' });
    expect(bridge.platform).toBe('android');
  });

  it('given userAgentMarker null, then the transport alone decides', () => {
    bridge = createBridge({ window: plainWindow(ios, 'Mozilla/5.0'), userAgentMarker: null });
    expect(bridge.deviceOs).toBe('I');
  });

  it('given a fake shell installed after the bridge was created, then the bridge finds it on the next call', async () => {
    bridge = createBridge();
    expect(bridge.platform).toBe('web');
    shell = installFakeShell({ platform: 'android' });
    expect(bridge.platform).toBe('android');
    await expect(bridge.getAppInfo()).resolves.toMatchObject({ device_os: 'A' });
    shell();
    shell = undefined;
    expect(bridge.platform).toBe('web');
  });
});

describe('the default bridge', () => {
  it('is created once on the global window and reused', async () => {
    expect(getBridge()).toBe(getBridge());
    shell = installFakeShell({ platform: 'ios' });
    await expect(getBridge().getAutoLogin()).resolves.toEqual({ auto_login_yn: 'N' });
  });
});
