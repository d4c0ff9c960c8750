/**
 * Path and query rules of spec §2.
 */

/**
 * The path part of a request URL: an absolute URL is reduced to its pathname, and the query
 * string, fragment and a trailing slash are dropped. Non-strings give ''.
 */
export function normalizePath(value: unknown): string {
  if (typeof value !== 'string') return '';
  let path = value.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  path = path.replace(/[?#].*$/, '');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path !== '' && !path.startsWith('/')) path = `/${path}`;
  return path;
}

const TOKEN_FREE_MARKERS = ['login', 'signup', 'system'] as const;

/**
 * Whether a path needs no token (spec §2): it contains login, signup or system. Matched
 * case-insensitively on the path part only (a query such as ?next=/login does not count).
 * Non-strings give false.
 */
export function isTokenFreePath(pathname: unknown): boolean {
  const path = normalizePath(pathname).toLowerCase();
  return TOKEN_FREE_MARKERS.some((marker) => path.includes(marker));
}

/**
 * The seq_no query value (spec §2): ignored when it is the text 'null'. Also absent for a
 * missing, non-string or blank value. Returns the trimmed value otherwise.
 *
 * @example
 * parseSeqNo('null'); // undefined
 * parseSeqNo(' 42 '); // '42'
 */
export function parseSeqNo(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null' ? undefined : trimmed;
}
