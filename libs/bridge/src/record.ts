import { isArray } from './intrinsics.js';

/**
 * Plain-object check shared by the receiver (kept light for the first route) and the guards,
 * with the Array.isArray kept at load time (a later hook must not see the messages checked).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !isArray(value);
}
