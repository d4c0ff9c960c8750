/**
 * Calls another team declares without forking the library:
 * a method name, guards for its params and its result, a timeout and an optional
 * browser fallback. `bridge.use(definition)` turns a definition into the same kind of typed
 * promise function as the built-in calls: same ids, private channel, timeout, cancel message and
 * errors.
 */
import { BridgeArgumentError } from './errors.js';
import { timeoutProblem } from './params.js';
import type { BridgeWindow } from './platform.js';
import { BRIDGE_METHODS } from './protocol.js';

export interface CallDefinition<P, R> {
  /** The `method` string on the wire: letters, digits, `.`, `_`, `-`, e.g. `'loyalty.getPoints'`. Not a built-in name. */
  readonly method: string;
  /** True when the app's params are acceptable; false rejects the call with BridgeArgumentError before anything is sent. */
  readonly params: (value: unknown) => value is P;
  /** True when the shell's `result` has the promised shape; false fails the call with BridgeProtocolError. */
  readonly result: (value: unknown) => value is R;
  /**
   * Milliseconds to wait for the answer: 1 to MAX_TIMEOUT_MS, or NO_TIMEOUT.
   * @default 5000
   */
  readonly timeoutMs?: number;
  /** What the call does in a plain browser; without it the call rejects with BridgeUnavailableError there. */
  readonly fallback?: (params: P, win: BridgeWindow | undefined) => R | Promise<R>;
}

/** A checked definition, every field filled in. */
export interface CheckedCallDefinition<P, R> extends CallDefinition<P, R> {
  readonly timeoutMs: number;
}

const DEFAULT_CUSTOM_TIMEOUT_MS = 5000;
const checked = new WeakSet<object>();

/** Checks a definition once; throws BridgeArgumentError listing every fault. */
export function checkCallDefinition<P, R>(definition: CallDefinition<P, R>): CheckedCallDefinition<P, R> {
  if (checked.has(definition)) return definition as CheckedCallDefinition<P, R>;
  const problems: string[] = [];
  const d = (definition ?? {}) as Partial<CallDefinition<P, R>>;
  if (typeof d.method !== 'string' || !/^[A-Za-z][\w.-]{0,63}$/.test(d.method)) {
    problems.push('method must be 1 to 64 letters, digits, ".", "_" or "-", starting with a letter');
  } else if ((BRIDGE_METHODS as readonly string[]).includes(d.method)) {
    problems.push(`method '${d.method}' is a built-in call; choose another name`);
  }
  if (typeof d.params !== 'function') problems.push('params must be a guard function');
  if (typeof d.result !== 'function') problems.push('result must be a guard function');
  if (d.fallback !== undefined && typeof d.fallback !== 'function') problems.push('fallback must be a function');
  const timeoutMs = d.timeoutMs ?? DEFAULT_CUSTOM_TIMEOUT_MS;
  const problem = timeoutProblem('timeoutMs', timeoutMs);
  if (problem !== undefined) problems.push(problem);
  if (problems.length > 0) throw new BridgeArgumentError('defineCall', problems);
  const result = Object.freeze({ ...definition, timeoutMs }) as CheckedCallDefinition<P, R>;
  checked.add(result);
  return result;
}

/**
 * Declares a call of your own team's native feature. Checked at once (bad definitions throw
 * BridgeArgumentError); pass the result to `bridge.use`.
 *
 * @example
 * const GET_POINTS = defineCall({
 *   method: 'loyalty.getPoints',
 *   params: (p): p is { member: string } => typeof (p as { member?: unknown })?.member === 'string',
 *   result: (r): r is { points: number } => Number.isInteger((r as { points?: unknown })?.points),
 *   timeoutMs: 3000,
 *   fallback: () => ({ points: 0 }),
 * });
 * const { points } = await getBridge().use(GET_POINTS)({ member: 'm-1' });
 */
export function defineCall<P, R>(definition: CallDefinition<P, R>): CheckedCallDefinition<P, R> {
  return checkCallDefinition(definition);
}
