/**
 * Hand-written run-time checks: every response is checked at run time before it is
 * trusted. Result guards copy only the documented fields into a fresh object, so nothing the
 * shell adds leaks into the app unchecked; unknown extra fields are ignored for forward
 * compatibility. Problems name the field, never the value (it may be a token).
 *
 * Fields are read only as own properties (`own`) and written with `put`, so a value page script
 * put on Object.prototype (`acesTkn`, `url`) is never copied in, and a setter it put there never
 * sees a token (README "The private channel").
 */
import { BridgeProtocolError } from './errors.js';
import type {
  AppInfo,
  AutoLoginState,
  BridgeEventName,
  BridgeEvents,
  Capabilities,
  LoginInfo,
  NativeSettings,
  PushTapEvent,
  SecurityInfo,
  YN,
} from './protocol.js';

import { keys, own, put } from './intrinsics.js';
import { isRecord } from './record.js';

export { isRecord };

function isYN(value: unknown): value is YN {
  return value === 'Y' || value === 'N';
}

export type Guard<T> = (method: string, value: unknown) => T;

function record(method: string, value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new BridgeProtocolError(method, 'result must be a JSON object');
  return value;
}

function string(method: string, obj: Record<string, unknown>, key: string): string {
  const v = own(obj, key);
  if (typeof v !== 'string') throw new BridgeProtocolError(method, `result.${key} must be a string`);
  return v;
}

function yn(method: string, obj: Record<string, unknown>, key: string): YN {
  const v = own(obj, key);
  if (!isYN(v)) throw new BridgeProtocolError(method, `result.${key} must be 'Y' or 'N'`);
  return v;
}

/** Calls whose answer carries no data: any object (or no result at all) is accepted. */
export const voidResult: Guard<void> = (method, value) => {
  if (value !== undefined && value !== null && !isRecord(value)) {
    throw new BridgeProtocolError(method, 'result must be a JSON object or absent');
  }
};

export const autoLogin: Guard<AutoLoginState> = (method, value) => {
  const o = record(method, value);
  return { auto_login_yn: yn(method, o, 'auto_login_yn') };
};

const LOGIN_KEYS = ['access_token', 'refresh_token', 'acesTkn', 'rnwTkn', 'ssoTkn'] as const;

export const loginInfo: Guard<LoginInfo> = (method, value) => {
  const o = record(method, value);
  const out: Record<string, string> = {};
  for (let i = 0; i < LOGIN_KEYS.length; i += 1) {
    const key = LOGIN_KEYS[i] as (typeof LOGIN_KEYS)[number];
    const v = own(o, key);
    // Spec §4: tokens are stored "when present"; an empty string or null means absent.
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string') throw new BridgeProtocolError(method, `result.${key} must be a string when present`);
    put(out, key, v);
  }
  return out;
};

export const settings: Guard<NativeSettings> = (method, value) => {
  const o = record(method, value);
  const out: Record<string, string> = {};
  const names = keys(o);
  for (let i = 0; i < names.length; i += 1) {
    const key = names[i] as string;
    const v = own(o, key);
    if (typeof v !== 'string') throw new BridgeProtocolError(method, `result.${key} must be a string`);
    if (key === '__proto__') continue; // JSON.parse makes it an own key; copying it would set a prototype
    put(out, key, v);
  }
  if (own(out, 'push_yn') !== undefined && !isYN(own(out, 'push_yn'))) {
    throw new BridgeProtocolError(method, "result.push_yn must be 'Y' or 'N'");
  }
  return out;
};

export const appInfo: Guard<AppInfo> = (method, value) => {
  const o = record(method, value);
  const os = own(o, 'device_os');
  if (os !== 'I' && os !== 'A') throw new BridgeProtocolError(method, "result.device_os must be 'I' or 'A'");
  return {
    auto_login_yn: yn(method, o, 'auto_login_yn'),
    device_id: string(method, o, 'device_id'),
    device_os: os,
    model_nm: string(method, o, 'model_nm'),
    app_ver: string(method, o, 'app_ver'),
  };
};

export const securityInfo: Guard<SecurityInfo> = (method, value) => {
  const o = record(method, value);
  return {
    compromised_yn: yn(method, o, 'compromised_yn'),
    hash: string(method, o, 'hash'),
    cert_key_dvs: string(method, o, 'cert_key_dvs'),
  };
};

export const capabilities: Guard<Capabilities> = (method, value) => {
  const o = record(method, value);
  const methods = own(o, 'methods');
  if (!Array.isArray(methods) || !methods.every((m): m is string => typeof m === 'string')) {
    throw new BridgeProtocolError(method, 'result.methods must be an array of strings');
  }
  return { methods: Object.freeze([...methods]) };
};

// ---------------------------------------------------------------------------------------------
// Event payloads: a malformed event is ignored, so these return undefined instead of throwing.
// ---------------------------------------------------------------------------------------------

function emptyPayload(data: unknown): BridgeEvents['back'] | undefined {
  return data === undefined || data === null || isRecord(data) ? {} : undefined;
}

function pushTap(data: unknown): PushTapEvent | undefined {
  if (!isRecord(data)) return undefined;
  const url = own(data, 'url');
  if (url !== undefined && url !== null && typeof url !== 'string') return undefined;
  const extra: Record<string, string> = {};
  const raw = own(data, 'data');
  if (raw !== undefined && raw !== null) {
    if (!isRecord(raw)) return undefined;
    const names = keys(raw);
    for (let i = 0; i < names.length; i += 1) {
      const k = names[i] as string;
      const v = own(raw, k);
      if (k === '__proto__') continue;
      // FCM and APNs payloads often carry numbers and flags unquoted: they become strings rather
      // than dropping the whole tap (one bad field does not lose the tap). Nested objects, arrays and null are
      // left out; the rest of the tap still arrives.
      if (typeof v === 'string') put(extra, k, v);
      else if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean') put(extra, k, '' + v);
    }
  }
  return typeof url === 'string' && url !== '' ? { url, data: extra } : { data: extra };
}

export const EVENT_GUARDS: { readonly [E in BridgeEventName]: (data: unknown) => BridgeEvents[E] | undefined } = {
  back: emptyPayload,
  pushTap,
  resume: emptyPayload,
  pause: emptyPayload,
};
