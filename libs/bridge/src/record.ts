/** Plain-object check shared by the receiver (kept light for the first route) and the guards. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
