/**
 * The native engineers' open questions that the web side decides, each pinned
 * by a test (the others are answered in README "Questions native engineers asked").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from './bridge';
import type { Bridge } from './bridge';
import { BridgeArgumentError } from './errors';
import { installFakeShell } from './testing';
import type { FakeShell } from './testing';
import { takeDown } from './test-support/helpers';

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;

afterEach(() => ([shell, bridge] = takeDown(shell, bridge)));

describe('questions native engineers asked', () => {
  it('given setLoginInfo with an empty token, then the empty one is left out, so "" never reaches the shell as "clear"', async () => {
    shell = installFakeShell({ platform: 'android', loginInfo: { rnwTkn: 'kept' } });
    bridge = createBridge();
    await bridge.setLoginInfo({ acesTkn: 'new', rnwTkn: '' });
    expect(shell.messages[0]?.params).toEqual({ acesTkn: 'new' });
    expect(shell.state.loginInfo).toEqual({ rnwTkn: 'kept', acesTkn: 'new' });
    await expect(bridge.setLoginInfo({ acesTkn: '' })).rejects.toBeInstanceOf(BridgeArgumentError);
  });

  it('given both transports on the window, then iOS wins', async () => {
    shell = installFakeShell({ platform: 'ios' });
    const w = window as unknown as Record<string, unknown>;
    const androidPosts: string[] = [];
    w['binder'] = { postMessage: (m: string) => androidPosts.push(m) };
    try {
      bridge = createBridge();
      expect(bridge.platform).toBe('ios');
      await expect(bridge.getAppInfo()).resolves.toMatchObject({ device_os: 'I' });
      expect(androidPosts).toEqual([]);
    } finally {
      delete w['binder'];
    }
  });
});
