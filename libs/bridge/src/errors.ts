/**
 * Typed failures of the bridge. Every rejection of a call is one of
 * these, so the app can branch on the class or on `code` without parsing messages. Messages
 * name the method and the field at fault, never a value: values may be tokens (spec §3).
 */

export type BridgeErrorCode = 'unavailable' | 'timeout' | 'protocol' | 'invalid-argument' | (string & {});

/** Base class of every bridge failure. */
export class BridgeError extends Error {
  override readonly name: string = 'BridgeError';
  /** Stable machine-readable reason. */
  readonly code: BridgeErrorCode;
  /** The call that failed, when there is one. */
  readonly method: string | undefined;

  constructor(code: BridgeErrorCode, message: string, method?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.method = method;
  }
}

/**
 * No native shell answers this call: a plain browser with no fallback for it, a shell without
 * the transport object, or a bridge that was disposed.
 */
export class BridgeUnavailableError extends BridgeError {
  override readonly name = 'BridgeUnavailableError';

  constructor(method: string | undefined, reason: string, options?: { cause?: unknown }) {
    super('unavailable', method ? `${method}: ${reason}` : reason, method, options);
  }
}

/** The shell did not answer within the call's timeout; a later answer is dropped. */
export class BridgeTimeoutError extends BridgeError {
  override readonly name = 'BridgeTimeoutError';
  readonly timeoutMs: number;

  constructor(method: string, timeoutMs: number) {
    super('timeout', `${method}: no answer from the native shell within ${timeoutMs} ms`, method);
    this.timeoutMs = timeoutMs;
  }
}

/** The shell answered something this side cannot trust: wrong envelope or wrong result shape. */
export class BridgeProtocolError extends BridgeError {
  override readonly name = 'BridgeProtocolError';

  constructor(method: string, problem: string) {
    super('protocol', `${method}: ${problem}`, method);
  }
}

/**
 * The shell (or, in a browser, the platform API used as the fallback) reported a failure.
 * `code` is the shell's own code, e.g. 'unknown-method', 'invalid-params', 'failed';
 * 'fallback-failed' when a browser API refused.
 */
export class BridgeNativeError extends BridgeError {
  override readonly name = 'BridgeNativeError';
  /** The shell's message, when it sent one. */
  readonly nativeMessage: string | undefined;

  constructor(method: string, code: string, nativeMessage?: string, options?: { cause?: unknown }) {
    super(code, `${method}: the native shell failed with '${code}'${nativeMessage ? `: ${nativeMessage}` : ''}`, method, options);
    this.nativeMessage = nativeMessage;
  }
}

/** The caller passed bad params or options; nothing was sent to the shell. */
export class BridgeArgumentError extends BridgeError {
  override readonly name = 'BridgeArgumentError';
  /** Every problem found, one per entry. */
  readonly problems: readonly string[];

  constructor(context: string, problems: readonly string[]) {
    super('invalid-argument', `${context}: ${problems.join('; ')}`, context);
    this.problems = problems;
  }
}
