/**
 * In the app: the shell's per-load secret is taken off the window when the app
 * starts, before the lazily loaded bridge arrives, and the bridge that arrives later uses it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeShell, type FakeShell } from '@bottle/bridge/testing';
import { SECRET_GLOBAL } from '@bottle/bridge';
import { createNativeContext } from './native-bridge';

let shell: FakeShell | undefined;

afterEach(() => {
  shell?.();
  shell = undefined;
});

describe('createNativeContext', () => {
  it('given the shell injected its secret, when the app starts, then the secret is gone from the window at once and the later bridge still talks to the shell', async () => {
    shell = installFakeShell({ platform: 'ios', loginInfo: { acesTkn: 'native-token' } });
    const native = createNativeContext(window, 'BottleApp');
    expect(SECRET_GLOBAL in window).toBe(false);
    expect(native.inWebView).toBe(true);
    const bridge = await native.getBridge();
    await expect(bridge.getLoginInfo()).resolves.toEqual({ acesTkn: 'native-token' });
    expect(shell.state.ready).toBe(true);
    bridge.dispose();
  });
});
