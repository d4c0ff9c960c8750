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
// The error classes and their code type: the module is public as a whole.
export * from './errors.js';
export { BROWSER_APP_INFO } from './fallbacks.js';
export { detectPlatform, deviceOsOf } from './platform.js';
export type { BridgeWindow, DetectionOptions } from './platform.js';
export type { IgnoredReason, ReceiverHub } from './receiver.js';
// The wire protocol (names, envelopes, methods with their params and results, default
// timeouts): everything a native engineer must match is public, so the module is exported whole.
export * from './protocol.js';
