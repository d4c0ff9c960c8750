/**
 * The fake native shell's types (fake-shell-core.ts): what it records, what it remembers, its
 * JSON configuration and its handle. Types only, so the self-contained core imports nothing that
 * runs.
 */
import type { AppInfo, LoginInfo, SecurityInfo, YN } from './protocol.js';

/** One message the page posted to the fake shell. */
export interface RecordedMessage {
  /** The JSON text exactly as posted. */
  readonly raw: string;
  /** Parsed envelope fields; undefined when the text was not a valid request. */
  readonly id: string | undefined;
  readonly method: string | undefined;
  readonly params: Readonly<Record<string, unknown>> | undefined;
  /** Through which transport: the iOS message handler or the Android binder. */
  readonly via: 'ios' | 'android';
}

/** Static answer for a method, usable from JSON (init scripts, demo mode). */
export type FakeAnswer =
  { readonly result: unknown } | { readonly error: { readonly code: string; readonly message?: string } } | { readonly noAnswer: true };

/** What the fake shell remembers, like a real shell would, and what tests assert on. */
export interface FakeShellState {
  autoLogin: YN;
  loginInfo: LoginInfo;
  settings: Record<string, string>;
  keyValues: Record<string, string>;
  clipboard: string;
  splashHidden: boolean;
  quitRequested: boolean;
  barcodeOpen: boolean;
  storePageOpened: number;
  cacheCleared: number;
  logoutCount: number;
  /** URLs opened by openBrowser and openMapWebView. */
  opened: string[];
  /** Numbers dialled by callPhone. */
  dialled: string[];
  /** Params of shareUrl, showSharePopup and shareImage, with the method. */
  shared: Array<{ method: string; params: Record<string, unknown> }>;
  /** Params of openMap. */
  maps: Array<Record<string, unknown>>;
  /** Whether the page said `ready`; events wait until then (README "Handshake"). */
  ready: boolean;
  /** Events of the last `ready` message. */
  readyEvents: string[];
  /** Ids the page cancelled (timed out or disposed): never answered. */
  cancelled: string[];
  /** Back actions the shell did natively because the page had not handled them (or was not ready). */
  nativeBacks: number;
  /** Posts refused for a missing or wrong secret, or another protocol version. */
  refused: number;
}

/** A control message the page posted (ready, cancel, handled). */
export interface RecordedSignal {
  readonly type: string;
  readonly raw: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** JSON-only configuration of the core (every field filled in by the caller). */
export interface FakeShellConfig {
  readonly platform: 'ios' | 'android';
  readonly latencyMs: number;
  /** Appended to navigator.userAgent so the bridge detects a web view; null leaves it alone. */
  readonly userAgentMarker: string | null;
  readonly iosHandlerName: string;
  readonly androidBinderName: string;
  /** Methods this shell answers with 'unknown-method' and leaves out of getCapabilities. */
  readonly unsupported: readonly string[];
  readonly appInfo: Partial<AppInfo>;
  readonly securityInfo: Partial<SecurityInfo>;
  readonly loginInfo: LoginInfo;
  readonly settings: Readonly<Record<string, string>>;
  readonly autoLogin: YN;
  readonly answers: Readonly<Record<string, FakeAnswer>>;
  /** Global name under which the handle is exposed on the window (null: not exposed). */
  readonly exposeAs: string | null;
  /** Every built-in method, in the call table's order (calls.ts). */
  readonly methods: readonly string[];
  /** String params each call needs, by method (the call table's `required`): the answers refuse a request without them. */
  readonly required: Readonly<Record<string, readonly string[]>>;
  /** The call table's static answers (`fake`), for calls the shell keeps no state for. */
  readonly staticAnswers: Readonly<Record<string, unknown>>;
}

export interface FakeShellContext {
  readonly platform: 'ios' | 'android';
  readonly state: FakeShellState;
  readonly message: RecordedMessage;
}

/**
 * A handler answers one method: return the result (or a promise of it), throw to answer with a
 * native error (its `code` when it is a string, else 'failed'), or return a value whose
 * `fakeShellNoAnswer` is true to leave the call unanswered.
 */
export type FakeHandler = (params: Record<string, unknown>, context: FakeShellContext) => unknown;

/** The installed fake shell. */
export interface FakeShellHandle {
  readonly platform: 'ios' | 'android';
  /** Every message posted, in order. */
  readonly messages: RecordedMessage[];
  readonly state: FakeShellState;
  /** Control messages posted by the page, in order. */
  readonly signals: RecordedSignal[];
  /**
   * Sends a native event to the page, as the shell would; false when nothing took it. Before the
   * page is ready the event is queued (and false returned); `back` is then done natively.
   */
  emit(event: string, data?: unknown): boolean;
  /**
   * The back button: sends `back` with a reply token and returns whether the page handled it;
   * when it did not (or is not ready), the shell goes back natively (`state.nativeBacks`).
   */
  pressBack(): boolean;
  /** Sends any envelope with the page's secret added (e.g. a malformed answer). */
  send(envelope: Record<string, unknown>): boolean;
  /** Answers call `id` with a result now (for calls left unanswered). */
  respond(id: string, result?: unknown): boolean;
  /** Answers call `id` with a native error now. */
  respondError(id: string, code: string, message?: string): boolean;
  /** Passes any text straight to the page's receiver, e.g. malformed JSON. */
  sendRaw(json: unknown): boolean;
  /** Forgets the recorded messages. */
  clear(): void;
  /** Removes every object the fake installed and restores what it replaced. */
  uninstall(): void;
}
