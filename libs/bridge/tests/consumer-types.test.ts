// @vitest-environment node
/**
 * Types : the built .d.ts files of @bottle/bridge work for another team's
 * project under moduleResolution bundler, node16 and nodenext with skipLibCheck false (before
 * the fix: 14 errors under node16/nodenext, and with skipLibCheck true every type became `any`),
 * including the conformance entry and a call declared with defineCall.
 */
// Both libraries' type checks share this build-time suite (it is not library code; nothing ships it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeConsumerTypes } from '../../../tools/package-suites';

/**
 * Uses both entry points, a typed result and instanceof narrowing of the error classes. The
 * @ts-expect-error lines fail the check when the package's types collapse to `any`.
 */
const CONSUMER = `
import { BridgeArgumentError, BridgeError, BridgeTimeoutError, createBridge, defineCall } from '@bottle/bridge';
import { runConformance } from '@bottle/bridge/conformance';
import type { ConformanceReport } from '@bottle/bridge/conformance';
import type { AppInfo, Bridge, BridgeOptions } from '@bottle/bridge';
import { installFakeShell } from '@bottle/bridge/testing';
import type { FakeShell } from '@bottle/bridge/testing';

const options: BridgeOptions = { timeouts: { getSecurityInfo: 20_000 } };
const shell: FakeShell = installFakeShell({ platform: 'ios' });
const bridge: Bridge = createBridge(options);

export async function appVersion(): Promise<string> {
  try {
    const info: AppInfo = await bridge.getAppInfo({ timeoutMs: 5_000 });
    return info.app_ver;
  } catch (error: unknown) {
    if (error instanceof BridgeTimeoutError) return 'timeout after ' + error.timeoutMs.toFixed(0);
    if (error instanceof BridgeArgumentError) return error.problems.join(', ');
    if (error instanceof BridgeError) return error.code;
    throw error;
  } finally {
    shell();
  }
}

// @ts-expect-error getAppInfo resolves to AppInfo, not a number
export const notANumber: Promise<number> = bridge.getAppInfo();
// @ts-expect-error no such method on the bridge
bridge.noSuchMethod();

// Another team's own call keeps its types.
const GET_POINTS = defineCall({
  method: 'loyalty.getPoints',
  params: (p: unknown): p is { member: string } => typeof (p as { member?: unknown } | null)?.member === 'string',
  result: (r: unknown): r is { points: number } => typeof (r as { points?: unknown } | null)?.points === 'number',
});
export const points: Promise<{ points: number }> = bridge.use(GET_POINTS)({ member: 'm-1' });
// @ts-expect-error member must be a string
void bridge.use(GET_POINTS)({ member: 1 });
export const report: Promise<ConformanceReport> = runConformance({ backWaitMs: 0 });
`;

describeConsumerTypes('@bottle/bridge', import.meta.url, CONSUMER);
