/**
 * The native shell in an app test: the fake shell of @bottle/bridge/testing and a bridge on it,
 * both taken down when the test finishes (so a file needs no shared variables or afterEach).
 *
 * @example
 * const shell = fakeShellForTest({ platform: 'ios' });
 * shell.emit('pushTap', { url: '/event', data: {} }); // before the bridge: queued by the shell
 * const bridge = bridgeForTest();
 */
import { onTestFinished } from 'vitest';
import { createBridge, type Bridge, type BridgeOptions } from '@bottle/bridge';
import { installFakeShell, type FakeShell, type FakeShellOptions } from '@bottle/bridge/testing';

export function fakeShellForTest(options: FakeShellOptions): FakeShell {
  const shell = installFakeShell(options);
  onTestFinished(() => shell());
  return shell;
}

export function bridgeForTest(options?: BridgeOptions): Bridge {
  const bridge = createBridge(options);
  onTestFinished(() => bridge.dispose());
  return bridge;
}
