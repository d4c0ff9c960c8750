/**
 * @bottle/bridge: a typed, promise-based bridge between the web app and the chain's native iOS
 * and Android shell (spec §1, §4, §7 "Native bridge calls"). See README.md for the protocol.
 */
export { createBridge, getBridge, EVENT_MAX_AGE_MS, EVENT_QUEUE_LIMIT } from './bridge.js';
export { openChannel } from './channel.js';
export { defineCall } from './custom-calls.js';
export type { CallDefinition, CheckedCallDefinition } from './custom-calls.js';
export type { Bridge, BridgeOptions } from './bridge.js';
export { MAX_TIMEOUT_MS, NO_TIMEOUT } from './params.js';
export type { CallOptions } from './params.js';
export {
  BridgeArgumentError,
  BridgeError,
  BridgeNativeError,
  BridgeProtocolError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from './errors.js';
export type { BridgeErrorCode } from './errors.js';
export { BROWSER_APP_INFO } from './fallbacks.js';
export { detectPlatform, deviceOsOf } from './platform.js';
export type { BridgeWindow, DetectionOptions } from './platform.js';
export type { IgnoredReason, ReceiverHub } from './receiver.js';
export {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  DEFAULT_ANDROID_BINDER_NAME,
  DEFAULT_IOS_HANDLER_NAME,
  DEFAULT_TIMEOUTS,
  DEFAULT_USER_AGENT_MARKER,
  FIRE_AND_FORGET_METHODS,
  NATIVE_ERROR_CODES,
  PROTOCOL_VERSION,
  RECEIVER_GLOBAL,
  SECRET_GLOBAL,
} from './protocol.js';
export type {
  AnsweredMethod,
  AppInfo,
  AutoLoginState,
  CancelMessage,
  HandledMessage,
  ReadyMessage,
  WebMessage,
  BridgeEventName,
  BridgeEvents,
  BridgeMethod,
  BridgeMethods,
  CallPhoneParams,
  Capabilities,
  CopyParams,
  DeviceOs,
  Empty,
  EventMessage,
  FailureMessage,
  FireAndForgetMethod,
  KeyValueParams,
  LoginInfo,
  MapWebViewParams,
  NativeMessage,
  NativeSettings,
  OpenMapParams,
  Platform,
  PushTapEvent,
  RequestMessage,
  SecurityInfo,
  SharePopupParams,
  ShareImageParams,
  ShareUrlParams,
  SuccessMessage,
  UrlParams,
  YN,
} from './protocol.js';
