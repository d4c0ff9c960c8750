/**
 * Validation of the `redirect_path` sent to the single sign-on pages (spec §7 "Browser redirects
 * to single sign-on pages"). The SSO server sends the browser back to this value after login, so
 * anything that could leave the app's origin is an open redirect: it is refused, never sent.
 */

/** Why a redirect path was refused. */
export type RedirectPathProblem =
  | 'empty'
  | 'too-long'
  | 'not-relative'
  | 'protocol-relative'
  | 'backslash'
  | 'control-character'
  | 'malformed-encoding'
  | 'encoded-trick'
  | 'leaves-origin';

export class RedirectPathError extends Error {
  override readonly name = 'RedirectPathError';
  constructor(
    readonly problem: RedirectPathProblem,
    readonly path: string,
  ) {
    super(`Refused redirect_path (${problem}): ${JSON.stringify(path.slice(0, 200))}`);
  }
}

/** Longest accepted path; URLs past 2 KB are refused by several proxies anyway. */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

/** How many layers of percent-encoding are peeled off to look for a hidden attack. */
const MAX_DECODE_DEPTH = 5;

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const PROBE_ORIGIN = 'https://redirect-probe.invalid';

function checkLayer(value: string, original: string, encoded: boolean): void {
  const fail = (problem: RedirectPathProblem): never => {
    throw new RedirectPathError(encoded ? 'encoded-trick' : problem, original);
  };
  if (CONTROL_CHARACTERS.test(value)) fail('control-character');
  if (value.includes('\\')) fail('backslash');
  if (!value.startsWith('/')) fail('not-relative');
  if (value.startsWith('//')) fail('protocol-relative');
}

/**
 * Returns `path` unchanged when it is a same-origin relative path (`/`, `/mypage?tab=1#top`),
 * otherwise throws a RedirectPathError naming the problem.
 *
 * Refused: absolute URLs (`https://evil.example`), scheme URLs (`javascript:alert(1)`),
 * protocol-relative `//host`, any backslash (`/\host` is `//host` for browsers), control
 * characters (tab and newline are stripped by URL parsers, turning `/\t/host` into `//host`),
 * the same tricks behind percent-encoding (`/%2F/host`, `%2F%2Fhost`, double encoding), malformed
 * encoding, and paths that `..` segments would resolve to `//host`.
 *
 * @example
 * assertRedirectPath('/product/findplace?seq_no=3'); // '/product/findplace?seq_no=3'
 * assertRedirectPath('//evil.example'); // throws RedirectPathError('protocol-relative')
 */
export function assertRedirectPath(path: string): string {
  if (typeof path !== 'string' || path.length === 0) throw new RedirectPathError('empty', String(path));
  if (path.length > MAX_REDIRECT_PATH_LENGTH) throw new RedirectPathError('too-long', path);
  checkLayer(path, path, false);

  let layer = path;
  for (let depth = 0; depth < MAX_DECODE_DEPTH && layer.includes('%'); depth++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      throw new RedirectPathError('malformed-encoding', path);
    }
    if (decoded === layer) break;
    checkLayer(decoded, path, true);
    layer = decoded;
  }
  if (layer.includes('%')) {
    // Still encoded after MAX_DECODE_DEPTH layers: nobody writes paths like that by accident.
    try {
      if (decodeURIComponent(layer) !== layer) throw new RedirectPathError('encoded-trick', path);
    } catch (error) {
      if (error instanceof RedirectPathError) throw error;
      throw new RedirectPathError('malformed-encoding', path);
    }
  }

  // Last line: let the URL parser resolve dot segments and check the result stays on the origin.
  const resolved = new URL(path, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) {
    throw new RedirectPathError('leaves-origin', path);
  }
  return path;
}

/** Boolean form of assertRedirectPath. */
export function isSafeRedirectPath(path: string): boolean {
  try {
    assertRedirectPath(path);
    return true;
  } catch {
    return false;
  }
}
