/**
 * Shared pieces of the bridge's tests: every call of the call table (how to invoke it, the params
 * expected on the wire), and small host windows.
 */
import { afterEach, expect, vi } from 'vitest';
import { createBridge } from '../bridge';
import type { Bridge, BridgeOptions } from '../bridge';
import { BridgeArgumentError } from '../errors';
import { CALL_TABLE, exampleArgs } from '../calls';
import type { CallEntry } from '../calls';
import { BRIDGE_METHODS } from '../protocol';
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

/** Every call of the protocol, with the valid input and wire params of its call-table entry. */
export const CALLS: readonly CallCase[] = BRIDGE_METHODS.map((method) => {
  const entry = CALL_TABLE[method] as CallEntry;
  const args = exampleArgs(entry);
  return {
    method,
    invoke: (b: Bridge) => (b[method] as (...a: readonly unknown[]) => Promise<unknown>)(...args),
    wire: entry.kind === 'send' ? entry.example.wire : {},
  };
});

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
