/**
 * `createBridge(options)`: the typed, promise-based bridge to the native shell.
 *
 * One instance per host window is usual (see `getBridge()`); tests create isolated instances on
 * their own windows. Pending calls live in a Map keyed by callback id and are deleted when
 * settled; every promise settles: no transport → browser fallback or BridgeUnavailableError at
 * once, no answer → BridgeTimeoutError (docs/conventions.md "Bridge").
 */
import { BridgeArgumentError, BridgeNativeError, BridgeProtocolError, BridgeTimeoutError, BridgeUnavailableError } from './errors.js';
import { runFallback } from './fallbacks.js';
import { EVENT_GUARDS, isRecord } from './guards.js';
import { CALL_TABLE } from './calls.js';
import type { CallEntry, CallFunctions } from './calls.js';
import { checkTimeout, NO_TIMEOUT, timeoutProblem } from './params.js';
import type { CallOptions } from './params.js';
import { deviceOsOf, findTransport } from './platform.js';
import type { DetectionOptions } from './platform.js';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  DEFAULT_ANDROID_BINDER_NAME,
  DEFAULT_IOS_HANDLER_NAME,
  DEFAULT_TIMEOUTS,
  DEFAULT_USER_AGENT_MARKER,
  PROTOCOL_VERSION,
} from './protocol.js';
import type {
  AnsweredMethod,
  BridgeEventName,
  BridgeEvents,
  BridgeMethod,
  BridgeMethods,
  Capabilities,
  DeviceOs,
  Platform,
} from './protocol.js';
import { channelProblem, CHANNEL_PROBLEMS } from './channel.js';
import { kept as builtIn, own } from './intrinsics.js';
import { hubOf } from './receiver.js';
import type { EventOutcome, IgnoredReason, ReceiverSink } from './receiver.js';
import { checkCallDefinition } from './custom-calls.js';
import type { CallDefinition } from './custom-calls.js';
import { defaultWindow, EVENT_MAX_AGE_MS, EVENT_QUEUE_LIMIT, reportHandlerError, safePushUrl } from './bridge-options.js';
import type { BridgeOptions, CheckedOptions } from './bridge-options.js';
import { isFireAndForget } from './bridge-requests.js';
import type { CallSpec, Pending } from './bridge-requests.js';

export { EVENT_MAX_AGE_MS, EVENT_QUEUE_LIMIT } from './bridge-options.js';
export type { BridgeOptions } from './bridge-options.js';

/**
 * An event handler. A `back` handler returns `true` when it handled the back action (closed a
 * layer, went back a screen); the shell is told, and does its own back (leaves the app) when no
 * handler returned `true` (README "back").
 */
type Handler<E extends BridgeEventName> = (payload: BridgeEvents[E]) => boolean | void;

/**
 * The bridge. Its built-in calls (`getAppInfo`, `callPhone`, …) come from the call table
 * (calls.ts), each with its entry's documentation.
 */
export interface Bridge extends CallFunctions<CallOptions> {
  /** 'ios' or 'android' inside the shell, 'web' in a plain browser; checked on each read. */
  readonly platform: Platform;
  /** Spec §3 device_os: 'I', 'A' or 'web'. */
  readonly deviceOs: DeviceOs;
  /** True inside the native shell (spec §4 "Startup (web view)"). */
  readonly isWebView: boolean;

  /**
   * Whether the shell implements `method`. Asks `getCapabilities` once and remembers the answer;
   * a shell that does not know `getCapabilities` supports nothing optional. Never rejects:
   * false in a browser, on a timeout or on a malformed answer (then asks again next time).
   */
  supports(method: BridgeMethod): Promise<boolean>;
  /** Spec §4 "if the native side supports security info". */
  supportsSecurityInfo(): Promise<boolean>;

  /**
   * Subscribes to a native-initiated event; returns the unsubscribe function.
   * @example const off = bridge.on('back', () => closeTopLayer());
   */
  on<E extends BridgeEventName>(event: E, handler: Handler<E>): () => void;
  /** Unsubscribes a handler given to `on`. */
  off<E extends BridgeEventName>(event: E, handler: Handler<E>): void;

  /**
   * The typed function of a call another team declared with `defineCall` (README "Your own calls").
   * @example const getPoints = bridge.use(GET_POINTS); await getPoints({ member: 'm-1' });
   */
  use<P, R>(definition: CallDefinition<P, R>): (params: P, options?: CallOptions) => Promise<R>;

  /** Detaches from the receiver; pending calls reject with BridgeUnavailableError. */
  dispose(): void;
}

function checkOptions(options: BridgeOptions): CheckedOptions {
  const problems: string[] = [];
  const marker = options.userAgentMarker === undefined ? DEFAULT_USER_AGENT_MARKER : options.userAgentMarker;
  if (marker !== null && (typeof marker !== 'string' || marker === '')) {
    problems.push('userAgentMarker must be a non-empty string or null');
  }
  const names = {
    iosHandlerName: options.iosHandlerName ?? DEFAULT_IOS_HANDLER_NAME,
    androidBinderName: options.androidBinderName ?? DEFAULT_ANDROID_BINDER_NAME,
  };
  for (const [key, value] of Object.entries(names)) {
    if (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value)) problems.push(`${key} must be a JavaScript identifier`);
  }
  const timeouts: Record<string, number> = { ...DEFAULT_TIMEOUTS };
  if (options.timeouts !== undefined) {
    if (!isRecord(options.timeouts)) {
      problems.push('timeouts must be an object');
    } else {
      for (const [method, ms] of Object.entries(options.timeouts)) {
        if (!(method in DEFAULT_TIMEOUTS)) problems.push(`timeouts.${method}: not an answered method`);
        else {
          const problem = timeoutProblem(`timeouts.${method}`, ms);
          if (problem !== undefined) problems.push(problem);
          else timeouts[method] = ms as number;
        }
      }
    }
  }
  if (options.onIgnored !== undefined && typeof options.onIgnored !== 'function') problems.push('onIgnored must be a function');
  const schemes = options.pushUrlSchemes ?? [];
  if (!Array.isArray(schemes) || !schemes.every((x) => typeof x === 'string' && /^[a-z][a-z0-9+.-]*:$/.test(x))) {
    problems.push("pushUrlSchemes must be an array of schemes like 'https:'");
  }
  const limit = options.eventQueueLimit ?? EVENT_QUEUE_LIMIT;
  if (!Number.isInteger(limit) || limit < 0 || limit > 1000) problems.push('eventQueueLimit must be a whole number from 0 to 1000');
  const maxAge = options.eventMaxAgeMs ?? EVENT_MAX_AGE_MS;
  if (!Number.isInteger(maxAge) || maxAge < 1) problems.push('eventMaxAgeMs must be a whole number of at least 1');
  if (problems.length > 0) throw new BridgeArgumentError('createBridge', problems);
  return {
    userAgentMarker: marker,
    ...names,
    timeouts: timeouts as Record<AnsweredMethod, number>,
    pushUrlSchemes: [...schemes],
    eventQueueLimit: limit,
    eventMaxAgeMs: maxAge,
  };
}

/**
 * Creates a bridge on a host window.
 *
 * @example
 * const bridge = createBridge();
 * const info = await bridge.getAppInfo(); // { device_os: 'I', app_ver: '3.2.0', … } in the iOS shell
 * const off = bridge.on('back', () => history.back());
 */
export function createBridge(options: BridgeOptions = {}): Bridge {
  const config = checkOptions(options);
  const win = options.window === undefined ? defaultWindow() : (options.window ?? undefined);
  const onIgnored = options.onIgnored;
  const detection: DetectionOptions = config;
  const pending = new Map<string, Pending>();
  const listeners = new Map<BridgeEventName, Set<(payload: unknown) => boolean | void>>();
  /** Events that came before their first subscriber, oldest first. */
  const kept: Array<{ readonly event: BridgeEventName; readonly payload: unknown; readonly at: number }> = [];
  let disposed = false;
  let announced = false;
  let capabilities: Promise<Capabilities | null> | undefined;

  const ignore = (reason: IgnoredReason): void => {
    if (onIgnored) {
      try {
        onIgnored(reason);
      } catch (error) {
        reportHandlerError(error);
      }
    }
  };

  /** Runs the handlers of an event; true when one of them returned true. */
  const dispatch = (event: BridgeEventName, payload: unknown): boolean => {
    let handled = false;
    for (const handler of [...(listeners.get(event) ?? [])]) {
      try {
        if (handler(payload) === true) handled = true;
      } catch (error) {
        reportHandlerError(error);
      }
    }
    return handled;
  };

  const keep = (event: BridgeEventName, payload: unknown): void => {
    if (config.eventQueueLimit === 0) return ignore('event-queue-full');
    if (kept.length >= config.eventQueueLimit) {
      kept.shift();
      ignore('event-queue-full');
    }
    kept.push({ event, payload, at: Date.now() });
  };

  /** Hands the kept events of `event` to its subscribers (after `on` has returned). */
  const release = (event: BridgeEventName): void => {
    queueMicrotask(() => {
      if (disposed || !listeners.get(event)?.size) return;
      const now = Date.now();
      const mine = kept.filter((item) => item.event === event);
      const others = kept.filter((item) => item.event !== event);
      kept.splice(0, kept.length, ...others);
      for (const item of mine) {
        if (now - item.at > config.eventMaxAgeMs) ignore('expired-event');
        else dispatch(event, item.payload);
      }
    });
  };

  const sink: ReceiverSink = {
    answer(id, message) {
      // The map's methods as kept at load time: a hooked Map.prototype.get must not reach a
      // pending call's resolve (it could settle the call with its own answer).
      const call = builtIn.mapGet(pending, id);
      if (!call) return false;
      builtIn.mapDelete(pending, id);
      clearTimeout(call.timer);
      // `message` is a null-prototype copy without the secret (./receiver.ts).
      if (message['ok'] === true) {
        let result: unknown;
        try {
          result = call.checkResult(message['result']);
        } catch (error) {
          call.reject(error);
          return true;
        }
        call.resolve(result);
      } else if (message['ok'] === false) {
        const error = message['error'];
        const code = own(error, 'code');
        if (!isRecord(error) || typeof code !== 'string' || code === '') {
          call.reject(new BridgeProtocolError(call.method, 'error.code must be a non-empty string'));
        } else {
          const text = own(error, 'message');
          call.reject(new BridgeNativeError(call.method, code, typeof text === 'string' ? text : undefined));
        }
      } else {
        call.reject(new BridgeProtocolError(call.method, 'answer must have ok: true or ok: false'));
      }
      return true;
    },
    event(name, data): EventOutcome {
      if (!(BRIDGE_EVENTS as readonly string[]).includes(name)) {
        ignore('unknown-event');
        return 'unknown';
      }
      const event = name as BridgeEventName;
      const payload = EVENT_GUARDS[event](data);
      if (payload === undefined) {
        ignore('malformed-event');
        return 'unknown';
      }
      // Own fields only: a `url` planted on Object.prototype is not the tap's.
      if (event === 'pushTap' && !safePushUrl(own(payload, 'url') as string | undefined, win, config.pushUrlSchemes)) {
        ignore('unsafe-push-url');
        return 'unknown';
      }
      if (listeners.get(event)?.size) return dispatch(event, payload) ? 'handled' : 'not-handled';
      // Nobody listens yet: keep it for the first subscriber, except back, which the shell needs
      // answered now (no subscriber: not handled, the shell goes back natively).
      if (event !== 'back') keep(event, payload);
      return 'not-handled';
    },
    ignored: ignore,
  };

  const hub = win ? hubOf(win) : undefined;
  const detach = hub?.attach(sink);

  /** Posts a control message (ready, cancel); a refused post is harmless, so it is swallowed. */
  const postControl = (envelope: Record<string, unknown>): void => {
    try {
      hub?.post(detection, { v: PROTOCOL_VERSION, ...envelope });
    } catch {
      // The shell cannot be told; it will answer, and the answer is dropped as unknown.
    }
  };

  /** Tells the shell once that this page listens (it then sends the events it kept). */
  const announce = (): void => {
    if (announced || disposed || !hub?.channel(detection)?.transport) return;
    announced = true;
    postControl({ type: 'ready', events: [...BRIDGE_EVENTS] });
  };

  /**
   * The transport. Once the channel is open, the one captured with it, for the rest of the page
   * load, even when none was (README "Detection": detected once; a transport injected later is
   * never used, as page script may have put it there, and `platform` stays 'web' so calls take
   * their browser fallback instead of timing out). Before (no secret yet), the one found now.
   */
  const transportNow = () => {
    const channel = hub?.channel(detection);
    return channel ? channel.transport : findTransport(win, detection);
  };

  async function send(spec: CallSpec, params: Record<string, unknown>, timeoutOverride: number | undefined): Promise<unknown> {
    const { method } = spec;
    if (disposed) throw new BridgeUnavailableError(method, 'the bridge was disposed');
    const transport = transportNow();
    if (!transport || !hub) return spec.fallback();
    const channel = hub.channel(detection);
    if (!channel) {
      // A shell without the per-load secret cannot be told from page script; a refused secret
      // (malformed, or left readable) gets its own message naming the shell's mistake.
      throw new BridgeUnavailableError(method, CHANNEL_PROBLEMS[channelProblem(win as object)]);
    }
    announce();

    if (spec.fireAndForget) {
      // No id: the shell never answers these, and the promise resolves once posted.
      try {
        hub.post(detection, { v: PROTOCOL_VERSION, method, params });
      } catch (error) {
        throw new BridgeUnavailableError(method, 'the native transport refused the message', { cause: error });
      }
      return undefined;
    }

    const timeoutMs = timeoutOverride ?? spec.timeoutMs;
    const id = hub.nextId();
    return new Promise((resolve, reject) => {
      // Timeouts are validated to fit a timer (at most 2^31−1 ms); NO_TIMEOUT sets none.
      const timer =
        timeoutMs === NO_TIMEOUT
          ? undefined
          : setTimeout(() => {
              // Deleting the id makes a late answer "unknown": it is dropped, never delivered.
              builtIn.mapDelete(pending, id);
              postControl({ type: 'cancel', id, reason: 'timeout' });
              reject(new BridgeTimeoutError(method, timeoutMs));
            }, timeoutMs);
      builtIn.mapSet(pending, id, { method, checkResult: spec.checkResult, resolve, reject, timer });
      try {
        hub.post(detection, { v: PROTOCOL_VERSION, id, method, params });
      } catch (error) {
        clearTimeout(timer);
        builtIn.mapDelete(pending, id);
        reject(new BridgeUnavailableError(method, 'the native transport refused the message', { cause: error }));
      }
    });
  }

  async function call<M extends BridgeMethod>(
    method: M,
    params: Record<string, unknown>,
    callOptions?: CallOptions,
  ): Promise<BridgeMethods[M]['result']> {
    if (disposed) throw new BridgeUnavailableError(method, 'the bridge was disposed');
    const timeoutOverride = checkTimeout(method, callOptions?.timeoutMs);
    const fireAndForget = isFireAndForget(method);
    const entry = CALL_TABLE[method] as CallEntry;
    const spec: CallSpec = {
      method,
      fireAndForget,
      timeoutMs: fireAndForget ? NO_TIMEOUT : config.timeouts[method as AnsweredMethod],
      checkResult: (raw) => (entry.kind === 'notify' ? undefined : entry.result(method, raw)),
      fallback: () => runFallback(method, entry.fallback, win, params),
    };
    return (await send(spec, params, timeoutOverride)) as BridgeMethods[M]['result'];
  }

  announce();

  const none = {};

  // One method per entry of the call table: a send checks its params first (a bad one rejects,
  // nothing posted), an ask takes only the options, a notify nothing.
  const calls: Record<string, unknown> = {};
  for (const method of BRIDGE_METHODS) {
    const entry = CALL_TABLE[method] as CallEntry;
    if (entry.kind === 'notify') calls[method] = () => call(method, none);
    else if (entry.kind === 'ask') calls[method] = (o?: CallOptions) => call(method, none, o);
    else calls[method] = async (p: unknown, o?: CallOptions) => call(method, entry.check(p), o);
  }

  const bridge: Bridge = {
    get platform() {
      return transportNow()?.platform ?? 'web';
    },
    get deviceOs() {
      return deviceOsOf(this.platform);
    },
    get isWebView() {
      return this.platform !== 'web';
    },
    ...(calls as CallFunctions<CallOptions>),

    async supports(method) {
      if (!BRIDGE_METHODS.includes(method)) return false;
      if (disposed || !transportNow()) return false;
      if (!capabilities) {
        const asked = call('getCapabilities', none).catch((error: unknown) => {
          // An older shell answers unknown-method: it supports nothing optional, for good.
          if (error instanceof BridgeNativeError && error.code === 'unknown-method') return null;
          // A timeout or a bad answer may be transient: forget it so the next check asks again.
          if (capabilities === asked) capabilities = undefined;
          return null;
        });
        capabilities = asked;
      }
      const caps = await capabilities;
      return caps?.methods.includes(method) ?? false;
    },
    supportsSecurityInfo() {
      return this.supports('getSecurityInfo');
    },

    on(event, handler) {
      if (!(BRIDGE_EVENTS as readonly string[]).includes(event)) {
        throw new BridgeArgumentError('on', [`unknown event '${String(event)}'; known: ${BRIDGE_EVENTS.join(', ')}`]);
      }
      if (typeof handler !== 'function') throw new BridgeArgumentError('on', ['handler must be a function']);
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      const h = handler as (payload: unknown) => boolean | void;
      set.add(h);
      if (kept.some((item) => item.event === event)) release(event);
      return () => {
        listeners.get(event)?.delete(h);
      };
    },
    off(event, handler) {
      listeners.get(event)?.delete(handler as (payload: unknown) => boolean | void);
    },

    use<P, R>(definition: CallDefinition<P, R>) {
      const def = checkCallDefinition(definition);
      return async (params: P, callOptions?: CallOptions): Promise<R> => {
        if (!def.params(params)) throw new BridgeArgumentError(def.method, ["params do not match the call's params guard"]);
        const timeoutOverride = checkTimeout(def.method, callOptions?.timeoutMs);
        const spec: CallSpec = {
          method: def.method,
          fireAndForget: false,
          timeoutMs: def.timeoutMs,
          checkResult: (raw) => {
            if (!def.result(raw)) throw new BridgeProtocolError(def.method, "result does not match the call's result guard");
            return raw;
          },
          fallback: async () => {
            if (!def.fallback)
              throw new BridgeUnavailableError(def.method, 'not inside the native shell, and the call has no browser fallback');
            return def.fallback(params, win);
          },
        };
        return (await send(spec, params as Record<string, unknown>, timeoutOverride)) as R;
      };
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      detach?.();
      listeners.clear();
      kept.length = 0;
      const entries = builtIn.mapEntries(pending);
      for (let i = 0; i < entries.length; i += 1) {
        // Indexed, not destructured: destructuring would run a (hookable) array iterator.
        const entry = entries[i] as [string, Pending];
        const id = entry[0];
        const p = entry[1];
        clearTimeout(p.timer);
        builtIn.mapDelete(pending, id);
        postControl({ type: 'cancel', id, reason: 'disposed' });
        p.reject(new BridgeUnavailableError(p.method, 'the bridge was disposed'));
      }
    },
  };
  return Object.freeze(bridge);
}

let defaultBridge: Bridge | undefined;

/**
 * The app's bridge on `window`, created on first use with the default options.
 * @example await getBridge().hideSplash();
 */
export function getBridge(): Bridge {
  defaultBridge ??= createBridge();
  return defaultBridge;
}
