/**
 * Checks of what the app passes to a call, before anything is posted to the shell. Bad input is
 * rejected with BridgeArgumentError listing every problem (docs/conventions.md "fails with the list of what
 * is wrong"); good input is normalised into the exact wire params of README.md.
 */
import { BridgeArgumentError } from './errors.js';
import { isRecord } from './guards.js';
import { keys, own, put } from './intrinsics.js';
import type {
  AutoLoginState,
  CallPhoneParams,
  CopyParams,
  KeyValueParams,
  LoginInfo,
  MapWebViewParams,
  NativeSettings,
  OpenMapParams,
  SharePopupParams,
  ShareImageParams,
  ShareUrlParams,
  UrlParams,
} from './protocol.js';

type Wire = Record<string, unknown>;

class Checker {
  readonly problems: string[] = [];
  readonly obj: Record<string, unknown>;

  constructor(
    readonly method: string,
    value: unknown,
  ) {
    if (isRecord(value)) {
      this.obj = value;
    } else {
      this.obj = {};
      this.problems.push('params must be an object');
    }
  }

  string(key: string, required: boolean): string | undefined {
    const v = own(this.obj, key);
    if (v === undefined) {
      if (required) this.problems.push(`${key} is required`);
      return undefined;
    }
    if (typeof v !== 'string') {
      this.problems.push(`${key} must be a string`);
      return undefined;
    }
    if (required && v === '') this.problems.push(`${key} must not be empty`);
    return v;
  }

  httpUrl(key: string, required: boolean, allowDataImage = false): string | undefined {
    const v = this.string(key, required);
    if (v === undefined || v === '') return v;
    if (allowDataImage && /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]+$/i.test(v)) return v;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      this.problems.push(`${key} must be an absolute URL`);
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      this.problems.push(`${key} must use http or https${allowDataImage ? ' (or be a data:image base64 URL)' : ''}`);
      return undefined;
    }
    return url.href;
  }

  number(key: string, min: number, max: number): number | undefined {
    const v = own(this.obj, key);
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) {
      this.problems.push(`${key} must be a number from ${min} to ${max}`);
      return undefined;
    }
    return v;
  }

  done<T extends Wire>(wire: T): T {
    if (this.problems.length > 0) throw new BridgeArgumentError(this.method, this.problems);
    // Drop absent optional fields so the JSON the shell receives has only what was given.
    const names = keys(wire);
    for (let i = 0; i < names.length; i += 1) {
      const key = names[i] as string;
      if (own(wire, key) === undefined) delete wire[key];
    }
    return wire;
  }
}

export function checkAutoLogin(params: AutoLoginState): Wire {
  const c = new Checker('setAutoLogin', params);
  const v = own(c.obj, 'auto_login_yn');
  if (v !== 'Y' && v !== 'N') c.problems.push("auto_login_yn must be 'Y' or 'N'");
  return c.done({ auto_login_yn: v });
}

export function checkLoginInfo(params: LoginInfo): Wire {
  const c = new Checker('setLoginInfo', params);
  const wire: Wire = {};
  for (const key of ['access_token', 'refresh_token', 'acesTkn', 'rnwTkn', 'ssoTkn']) {
    // "" is left out: the shell keeps what it has (README "Questions native engineers asked");
    // forgetting tokens is logout's job.
    const token = c.string(key, false);
    if (token !== '') put(wire, key, token);
  }
  let anyToken = false;
  const given = keys(wire);
  for (let i = 0; i < given.length; i += 1) if (own(wire, given[i] as string) !== undefined) anyToken = true;
  if (!anyToken) c.problems.push('at least one token is required');
  return c.done(wire);
}

export function checkUrl(method: string, params: UrlParams): Wire {
  const c = new Checker(method, params);
  return c.done({ url: c.httpUrl('url', true) });
}

export function checkSettings(params: NativeSettings): Wire {
  const c = new Checker('setSettings', params);
  const wire: Wire = {};
  const names = keys(c.obj);
  for (let i = 0; i < names.length; i += 1) put(wire, names[i] as string, c.string(names[i] as string, false));
  if (names.length === 0) c.problems.push('at least one setting is required');
  if (own(c.obj, 'push_yn') !== undefined && own(c.obj, 'push_yn') !== 'Y' && own(c.obj, 'push_yn') !== 'N') {
    c.problems.push("push_yn must be 'Y' or 'N'");
  }
  return c.done(wire);
}

export function checkKeyValue(params: KeyValueParams): Wire {
  const c = new Checker('setKeyValue', params);
  const key = c.string('key', true);
  const value = c.string('value', false);
  if (value === undefined && !c.problems.some((p) => p.startsWith('value'))) c.problems.push('value is required');
  return c.done({ key, value });
}

export function checkMapWebView(params: MapWebViewParams): Wire {
  const c = new Checker('openMapWebView', params);
  return c.done({ url: c.httpUrl('url', true), title: c.string('title', false) });
}

export function checkShareUrl(params: ShareUrlParams): Wire {
  const c = new Checker('shareUrl', params);
  return c.done({ url: c.httpUrl('url', true), title: c.string('title', false), text: c.string('text', false) });
}

export function checkSharePopup(params: SharePopupParams): Wire {
  const c = new Checker('showSharePopup', params);
  return c.done({
    title: c.string('title', true),
    text: c.string('text', false),
    url: c.httpUrl('url', false),
    imageUrl: c.httpUrl('imageUrl', false),
  });
}

export function checkShareImage(params: ShareImageParams): Wire {
  const c = new Checker('shareImage', params);
  return c.done({
    imageUrl: c.httpUrl('imageUrl', true, true),
    title: c.string('title', false),
    text: c.string('text', false),
  });
}

/**
 * Accepts a number as people write it (02-1234-5678, +82 2 1234 5678, (02) 1234.5678) and sends
 * only the leading + and the digits, which both shells and a tel: link take (RFC 3966).
 */
export function checkCallPhone(params: CallPhoneParams): Wire {
  const c = new Checker('callPhone', params);
  const tel = c.string('tel', true);
  let digits: string | undefined;
  if (tel !== undefined && tel !== '') {
    if (!/^\+?[0-9()\-.\s]+$/.test(tel)) {
      c.problems.push('tel may hold only digits, a leading +, spaces, hyphens, dots and parentheses');
    } else {
      digits = (tel.trim().startsWith('+') ? '+' : '') + tel.replace(/\D/g, '');
      const count = digits.replace('+', '').length;
      if (count < 3 || count > 20) c.problems.push('tel must have 3 to 20 digits');
    }
  }
  return c.done({ tel: digits });
}

export function checkCopy(params: CopyParams): Wire {
  const c = new Checker('copyToClipboard', params);
  const text = c.string('text', false);
  if (text === undefined && !c.problems.some((p) => p.startsWith('text'))) c.problems.push('text is required');
  return c.done({ text });
}

export function checkOpenMap(params: OpenMapParams): Wire {
  const c = new Checker('openMap', params);
  const latitude = c.number('latitude', -90, 90);
  const longitude = c.number('longitude', -180, 180);
  const address = c.string('address', false);
  const name = c.string('name', false);
  const hasCoords = own(c.obj, 'latitude') !== undefined || own(c.obj, 'longitude') !== undefined;
  if (hasCoords && (own(c.obj, 'latitude') === undefined || own(c.obj, 'longitude') === undefined)) {
    c.problems.push('latitude and longitude go together');
  }
  if (!hasCoords && (address === undefined || address === '')) {
    c.problems.push('address or latitude and longitude are required');
  }
  return c.done({ name, address, latitude, longitude });
}

/**
 * The longest timeout a timer can hold: setTimeout stores its delay in a signed 32-bit integer
 * and fires after 1 ms for anything larger (2^31 ms rejected at once).
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * "Wait for the answer however long it takes": no timer, the call settles only when the shell
 * answers or the bridge is disposed. Use it only where something else bounds the wait.
 * 0 is not "none" (some APIs read it that way): it is refused, so neither meaning is guessed.
 */
export const NO_TIMEOUT = Number.POSITIVE_INFINITY;

/** Per-call options (the last argument of every answered call). */
export interface CallOptions {
  /**
   * Milliseconds to wait for the answer, a whole number from 1 to MAX_TIMEOUT_MS (2^31−1, about
   * 24.8 days), or NO_TIMEOUT (Infinity) to wait with no timeout; overrides the bridge's timeout
   * for this call. Anything else rejects the call with BridgeArgumentError, nothing posted.
   */
  readonly timeoutMs?: number;
}

/** Why `value` is not a timeout (named `field` in the message), or undefined when it is one. */
export function timeoutProblem(field: string, value: unknown): string | undefined {
  if (value === NO_TIMEOUT) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TIMEOUT_MS) return undefined;
  return `${field} must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, or Infinity (NO_TIMEOUT) for no timeout`;
}

export function checkTimeout(method: string, timeoutMs: unknown): number | undefined {
  if (timeoutMs === undefined) return undefined;
  const problem = timeoutProblem('timeoutMs', timeoutMs);
  if (problem !== undefined) throw new BridgeArgumentError(method, [problem]);
  return timeoutMs as number;
}
