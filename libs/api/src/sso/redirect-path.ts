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
  | 'dot-segment'
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

/**
 * How many layers of percent-encoding are peeled off (decode until stable); a
 * value still changing after that many is refused, nobody writes paths like that by accident.
 */
const MAX_DECODE_DEPTH = 10;

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const PROBE_ORIGIN = 'https://redirect-probe.invalid';
/** A run of %XX escapes, decoded together so that multi-byte UTF-8 stays whole. */
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2})+/g;
/** A '%' that does not start a %XX escape: malformed in the value as sent. */
const LONE_PERCENT = /%(?![0-9a-fA-F]{2})/;

/**
 * One layer of percent-decoding. A '%' that is not an escape is kept: at a decoded layer it is
 * the text of a %25 (`/search?q=100%25` is "100%"). In the path (`strict`), a run that is not
 * UTF-8 (`%c0%ae`, an over-long '.') is refused; in the query it is text and kept.
 */
function decodeLayer(value: string, strict: boolean, original: string): string {
  return value.replace(PERCENT_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      if (strict) throw new RedirectPathError('malformed-encoding', original);
      return run;
    }
  });
}

/** The value and each decoded layer of it, until decoding changes nothing. */
function layers(value: string, strict: boolean, original: string): string[] {
  const all = [value];
  for (let depth = 0; depth < MAX_DECODE_DEPTH; depth++) {
    const next = decodeLayer(all[all.length - 1] as string, strict, original);
    if (next === all[all.length - 1]) return all;
    all.push(next);
  }
  throw new RedirectPathError('encoded-trick', original);
}

/**
 * '.' and '..' in every spelling a server or browser may resolve: after decoding (done by the
 * caller), after NFKC (fullwidth '．', the dot leaders '․' '‥'), with path parameters ('..;x' is
 * '..' for Java servers), and up to a decoded '?' or '#'.
 */
function hasDotSegment(path: string): boolean {
  return path
    .normalize('NFKC')
    .split(/[/?#]/)
    .some((segment) => {
      const name = segment.split(';')[0] as string;
      return name === '.' || name === '..';
    });
}

/** The checks of the path part, on the value as sent (layer 0) and on each decoded layer. */
function checkPathLayer(value: string, original: string, encoded: boolean): void {
  const fail = (problem: RedirectPathProblem): never => {
    throw new RedirectPathError(encoded ? 'encoded-trick' : problem, original);
  };
  const folded = value.normalize('NFKC');
  if (CONTROL_CHARACTERS.test(value)) fail('control-character');
  if (value.includes('\\') || folded.includes('\\')) fail('backslash');
  if (!value.startsWith('/')) fail('not-relative');
  if (value.startsWith('//') || folded.startsWith('//')) fail('protocol-relative');
  if (hasDotSegment(value)) fail('dot-segment');
}

/**
 * Returns `path` unchanged when it is a same-origin relative path a member could have been on
 * (`/`, `/mypage?tab=1#top`, `/search?q=100%25`), otherwise throws a RedirectPathError naming
 * the problem.
 *
 * The decision is on the path (up to the first '?' or '#'), at every layer of percent-decoding:
 * no control character, no backslash, no leading `//`, no dot segment ('.',
 * '..', `%2e` in any case or mix, `..;`, fullwidth dots), no malformed escape. The query and
 * fragment are data: they may hold encoded text (`%25`, `%2F`, Korean), only control characters
 * are refused there at any layer (header injection on a server that decodes them).
 *
 * Refused as a whole: absolute URLs (`https://evil.example`), scheme URLs (`javascript:alert(1)`),
 * protocol-relative `//host`, any raw backslash (`/\host` is `//host` for browsers), raw control
 * characters (tab and newline are stripped by URL parsers, turning `/\t/host` into `//host`), a
 * '%' that starts no escape, more than MAX_DECODE_DEPTH layers, and any path the URL parser
 * would resolve off the origin.
 *
 * @example
 * assertRedirectPath('/product/findplace?seq_no=3'); // '/product/findplace?seq_no=3'
 * assertRedirectPath('//evil.example'); // throws RedirectPathError('protocol-relative')
 * assertRedirectPath('/%2e%2e/%2fevil.com'); // throws RedirectPathError('encoded-trick')
 */
export function assertRedirectPath(path: string): string {
  if (typeof path !== 'string' || path.length === 0) throw new RedirectPathError('empty', String(path));
  if (path.length > MAX_REDIRECT_PATH_LENGTH) throw new RedirectPathError('too-long', path);
  if (CONTROL_CHARACTERS.test(path)) throw new RedirectPathError('control-character', path);
  if (path.includes('\\')) throw new RedirectPathError('backslash', path);
  if (!path.startsWith('/')) throw new RedirectPathError('not-relative', path);
  if (path.startsWith('//')) throw new RedirectPathError('protocol-relative', path);
  if (LONE_PERCENT.test(path)) throw new RedirectPathError('malformed-encoding', path);

  // Let the URL parser resolve dot segments and check the result stays on the origin.
  const resolved = new URL(path, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) {
    throw new RedirectPathError('leaves-origin', path);
  }

  const split = path.search(/[?#]/);
  const pathPart = split < 0 ? path : path.slice(0, split);
  const rest = split < 0 ? '' : path.slice(split);
  layers(pathPart, true, path).forEach((layer, depth) => checkPathLayer(layer, path, depth > 0));
  for (const layer of layers(rest, false, path)) {
    if (CONTROL_CHARACTERS.test(layer)) throw new RedirectPathError('encoded-trick', path);
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
