/**
 * Dotted version comparison (spec §4, §9): used to decide the mandatory update screen.
 */

/**
 * The numeric parts of a dotted version: '1.10.0' → [1, 10, 0]. A leading 'v' is ignored; a part
 * is read by its leading digits ('3-beta' → 3) and a part without digits counts as 0.
 * Fallback: null, undefined, NaN or '' gives [] (which compares equal to '0').
 */
export function parseVersion(value: string | number | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number' && !Number.isFinite(value)) return [];
  const text = String(value).trim().replace(/^v/i, '');
  if (text === '') return [];
  return text.split('.').map((part) => {
    const digits = /^\s*(\d+)/.exec(part);
    return digits ? Number(digits[1]) : 0;
  });
}

/**
 * Compares two dotted versions part by part as numbers (spec §9): 1.10.0 > 1.9.9, and missing
 * parts count as 0 (1.2 equals 1.2.0). Returns -1 when a < b, 0 when equal, 1 when a > b.
 * Bad input compares as version 0.
 *
 * @example
 * compareVersions('1.10.0', '1.9.9'); // 1
 * compareVersions('1.2', '1.2.0');    // 0
 */
export function compareVersions(a: string | number | null | undefined, b: string | number | null | undefined): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether `installed` is strictly lower than `required` (spec §4: shows the update screen). */
export function isVersionLower(installed: string | number | null | undefined, required: string | number | null | undefined): boolean {
  return compareVersions(installed, required) < 0;
}
