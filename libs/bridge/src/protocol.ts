/**
 * The wire protocol between the web app and the native shell (spec §1, §4, §7 "Native bridge
 * calls"). Everything a native engineer must match lives here and in README.md: names of the
 * transport objects, the message envelopes, every method with its params and result, and the
 * default timeouts.
 *
 * Field names follow the spec where it names them (device_id, device_os, model_nm, app_ver,
 * cert_key_dvs, access_token, acesTkn, …) and the codebase's `_yn` convention for Y/N flags.
 */
import { CALL_TABLE } from './calls.js';
import type { CallEntry, CallTable, CallTypes, NotifyEntry } from './calls.js';
import type { PROTOCOL_VERSION } from './names.js';

// The names a page needs to detect the shell live in ./names.ts, so that detection alone
// does not pull in the protocol tables.
export {
  DEFAULT_ANDROID_BINDER_NAME,
  DEFAULT_IOS_HANDLER_NAME,
  DEFAULT_USER_AGENT_MARKER,
  PROTOCOL_VERSION,
  RECEIVER_GLOBAL,
  SECRET_GLOBAL,
} from './names.js';

/** Y/N flag, the codebase's convention (mart_member_yn, valid_yn, must_yn). */
export type YN = 'Y' | 'N';

/** Where the app runs: inside the iOS shell, inside the Android shell, or in a plain browser. */
export type Platform = 'ios' | 'android' | 'web';

/** Spec §3 "Device info": device_os is web by default; I means iOS and A means Android. */
export type DeviceOs = 'I' | 'A' | 'web';

/** A params or result object with no fields. */
export type Empty = Readonly<Record<string, never>>;

// ---------------------------------------------------------------------------------------------
// Params and results of every call
// ---------------------------------------------------------------------------------------------

/** Auto-login state kept by the shell (spec §3 AUTO_LOGIN_STATE, §4 "Auto-login"). */
export interface AutoLoginState {
  readonly auto_login_yn: YN;
}

/**
 * Tokens held by the shell (spec §4 "Login-info step"): each one only when present.
 * Never log a value of this type.
 */
export interface LoginInfo {
  readonly access_token?: string;
  readonly refresh_token?: string;
  readonly acesTkn?: string;
  readonly rnwTkn?: string;
  readonly ssoTkn?: string;
}

/**
 * Shell settings: string values by key. `push_yn` is the one well-known key (whether the
 * device receives push notices); other keys pass through as strings.
 */
export type NativeSettings = Readonly<Record<string, string>> & { readonly push_yn?: YN };

/** Spec §3 "Device info" as the shell reports it (spec §4 "Startup (web view)" step 1). */
export interface AppInfo {
  readonly auto_login_yn: YN;
  readonly device_id: string;
  /** 'I' or 'A' from a shell; 'web' only in the browser fallback. */
  readonly device_os: DeviceOs;
  readonly model_nm: string;
  readonly app_ver: string;
}

/** Spec §3 "Security verification" and §4 "Security check". */
export interface SecurityInfo {
  /** Y when the shell found the device or the app compromised (rooted, jailbroken, modified). */
  readonly compromised_yn: YN;
  /** Hash of the app package, verified by the server unless cert_key_dvs is D. */
  readonly hash: string;
  /** Certificate key kind; D passes the check without a server round-trip (spec §4). */
  readonly cert_key_dvs: string;
}

/** What the shell implements, from `getCapabilities`. */
export interface Capabilities {
  readonly methods: readonly string[];
}

export interface UrlParams {
  /** Absolute http(s) URL. */
  readonly url: string;
}

export interface MapWebViewParams {
  /** Absolute http(s) URL of the map page to show in a native web view. */
  readonly url: string;
  /** Title of the native screen. */
  readonly title?: string;
}

export interface ShareUrlParams {
  readonly url: string;
  readonly title?: string;
  readonly text?: string;
}

export interface SharePopupParams {
  readonly title: string;
  readonly text?: string;
  readonly url?: string;
  /** Absolute http(s) URL of an image to show in the popup. */
  readonly imageUrl?: string;
}

export interface ShareImageParams {
  /** Absolute http(s) URL or a `data:image/…;base64,` URL. */
  readonly imageUrl: string;
  readonly title?: string;
  readonly text?: string;
}

export interface KeyValueParams {
  readonly key: string;
  readonly value: string;
}

export interface CallPhoneParams {
  /** Telephone number as displayed (e.g. 02-1234-5678); sent to the shell as digits. */
  readonly tel: string;
}

export interface CopyParams {
  readonly text: string;
}

export interface OpenMapParams {
  /** Place name shown by the map app. */
  readonly name?: string;
  /** Street address; required unless latitude and longitude are given. */
  readonly address?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

/**
 * Every method of the protocol with its params and result. The keys are the `method` strings on
 * the wire. Derived from the call table (calls.ts), where each call is defined once; an interface
 * still, so that code which augments it keeps working.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- an interface (not a type alias) keeps declaration merging open to consumers
export interface BridgeMethods extends CallTypes {}

export type BridgeMethod = keyof BridgeMethods;

/** Calls the shell never answers (`notify` entries of the call table). */
export type FireAndForgetMethod = { [M in BridgeMethod]: CallTable[M] extends NotifyEntry ? M : never }[BridgeMethod];
export type AnsweredMethod = Exclude<BridgeMethod, FireAndForgetMethod>;

/** Every method name, in the order of README.md (the call table's). */
export const BRIDGE_METHODS: readonly BridgeMethod[] = Object.freeze(Object.keys(CALL_TABLE) as BridgeMethod[]);

/** Calls the shell never answers: the promise resolves once the message is posted. */
export const FIRE_AND_FORGET_METHODS: readonly FireAndForgetMethod[] = Object.freeze(
  BRIDGE_METHODS.filter((m) => CALL_TABLE[m].kind === 'notify') as FireAndForgetMethod[],
);

/**
 * Default time, in milliseconds, the web side waits for an answer before rejecting with
 * BridgeTimeoutError (each call's `timeoutMs` in the call table). The shell answers when the
 * action has started (a sheet is shown, a browser opened), not when the user is done with it, so
 * 5 s is generous for most calls. Longer for work the shell does off the main thread (hashing the
 * package, clearing caches, downloading an image); shorter for the capability probe, which
 * start-up waits on (spec §4 step 4).
 */
export const DEFAULT_TIMEOUTS: Readonly<Record<AnsweredMethod, number>> = Object.freeze(
  Object.fromEntries(
    BRIDGE_METHODS.flatMap((m) => {
      const entry = CALL_TABLE[m] as CallEntry;
      return entry.kind === 'notify' ? [] : [[m, entry.timeoutMs]];
    }),
  ) as Record<AnsweredMethod, number>,
);

// ---------------------------------------------------------------------------------------------
// Native-initiated events
// ---------------------------------------------------------------------------------------------

/** Payload of `pushTap`: the member tapped a push notice (spec §3 "Push message types"). */
export interface PushTapEvent {
  /** Link to open in the app, when the notice carries one. */
  readonly url?: string;
  /** Further string fields of the notice (message type, sequence numbers, …). */
  readonly data: Readonly<Record<string, string>>;
}

/** Events the shell may send without being asked, with their payloads. */
export interface BridgeEvents {
  /** The hardware or gesture back action (Android back button, iOS edge swipe when forwarded). */
  back: Empty;
  /** A push notice was tapped. */
  pushTap: PushTapEvent;
  /** The app came back to the foreground. */
  resume: Empty;
  /** The app went to the background. */
  pause: Empty;
}

export type BridgeEventName = keyof BridgeEvents;

export const BRIDGE_EVENTS: readonly BridgeEventName[] = ['back', 'pushTap', 'resume', 'pause'];

// ---------------------------------------------------------------------------------------------
// Envelopes
// ---------------------------------------------------------------------------------------------

/** Web → native. `id` is absent for fire-and-forget calls. */
export interface RequestMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly id?: string;
  /** One of BRIDGE_METHODS, or a call another team declared with defineCall. */
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The page's secret: the shell ignores a request without it. */
  readonly secret: string;
}

/** Web → native: the web is listening (sent once per bridge; the shell then sends queued events). */
export interface ReadyMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'ready';
  /** Events this page understands; queue only these. */
  readonly events: readonly string[];
  readonly secret: string;
}

/** Web → native: the web gave up on call `id` (timeout or dispose); do not answer it. */
export interface CancelMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'cancel';
  readonly id: string;
  readonly reason: 'timeout' | 'disposed';
  readonly secret: string;
}

/** Web → native: the answer to an event that carried `reply` (back): whether the web handled it. */
export interface HandledMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'handled';
  readonly reply: string;
  readonly handled: boolean;
  readonly secret: string;
}

export type WebMessage = RequestMessage | ReadyMessage | CancelMessage | HandledMessage;

/** Native → web, success. */
export interface SuccessMessage {
  readonly id: string;
  readonly secret: string;
  readonly ok: true;
  readonly result?: unknown;
}

/** Native → web, failure. */
export interface FailureMessage {
  readonly id: string;
  readonly secret: string;
  readonly ok: false;
  readonly error: { readonly code: string; readonly message?: string };
}

/** Native → web, an event nobody asked for. */
export interface EventMessage {
  readonly event: string;
  readonly data?: unknown;
  /** Set by the shell on `back`: the web answers with a HandledMessage carrying it. */
  readonly reply?: string;
  readonly secret: string;
}

export type NativeMessage = SuccessMessage | FailureMessage | EventMessage;

/** Error codes the shell uses in `error.code`; others are allowed and passed through. */
export const NATIVE_ERROR_CODES = {
  /** The shell does not implement the method (an older app version). */
  unknownMethod: 'unknown-method',
  /** The params were missing or wrong. */
  invalidParams: 'invalid-params',
  /** The action failed on the device (no browser, no map app, permission refused, …). */
  failed: 'failed',
} as const;
