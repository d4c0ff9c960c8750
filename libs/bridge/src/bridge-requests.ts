/**
 * The bridge's records of its requests (bridge.ts): one request as `send` makes it, built-in or
 * declared with defineCall, and a call waiting for its answer.
 */
import { FIRE_AND_FORGET_METHODS } from './protocol.js';
import type { BridgeMethod, FireAndForgetMethod } from './protocol.js';

export interface Pending {
  readonly method: string;
  readonly checkResult: (raw: unknown) => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Undefined for a call with no timeout (NO_TIMEOUT). */
  readonly timer: ReturnType<typeof setTimeout> | undefined;
}

export function isFireAndForget(method: BridgeMethod): method is FireAndForgetMethod {
  return (FIRE_AND_FORGET_METHODS as readonly string[]).includes(method);
}

/** One request as `send` makes it, built-in or declared with defineCall. */
export interface CallSpec {
  readonly method: string;
  readonly fireAndForget: boolean;
  readonly timeoutMs: number;
  readonly checkResult: (raw: unknown) => unknown;
  readonly fallback: () => Promise<unknown>;
}
