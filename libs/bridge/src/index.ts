/**
 * @bottle/bridge: a typed, promise-based bridge between the web app and the chain's native iOS
 * and Android shell (spec §1, §4, §7 "Native bridge calls"). See README.md for the protocol.
 */
export { createBridge, getBridge } from './bridge';
export type { Bridge, BridgeOptions } from './bridge';
export type { CallOptions } from './params';
export {
  BridgeArgumentError,
  BridgeError,
  BridgeNativeError,
  BridgeProtocolError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from './errors';
export type { BridgeErrorCode } from './errors';
export { BROWSER_APP_INFO } from './fallbacks';
export { detectPlatform, deviceOsOf } from './platform';
export type { BridgeWindow, DetectionOptions } from './platform';
export type { IgnoredReason, ReceiverHub } from './receiver';
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
} from './protocol';
export type {
  AnsweredMethod,
  AppInfo,
  AutoLoginState,
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
} from './protocol';
