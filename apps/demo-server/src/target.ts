/**
 * The request target, checked once for every request before anything routes on it: a path that
 * could climb out of the app's folder (`..` as it is or percent-encoded, a backslash, a NUL) is
 * refused with 400, whether it names a file or an API.
 */
export interface Target {
  /** The path as it came (still percent-encoded), for the API's Request URL. */
  rawPath: string;
  /** The decoded path, for files and routing. */
  path: string;
  /** The query string without its `?` ('' when none). */
  query: string;
}

export type TargetResult = { ok: true; target: Target } | { ok: false; reason: string };

export function parseTarget(url: string | undefined): TargetResult {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return { ok: false, reason: 'the request target must be a path' };
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'the path is not valid percent-encoding' };
  }
  if (path.includes('\0')) return { ok: false, reason: 'the path holds a NUL' };
  if (path.includes('\\') || rawPath.includes('\\')) return { ok: false, reason: 'the path holds a backslash' };
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, reason: 'the path holds a dot segment' };
  return { ok: true, target: { rawPath, path, query } };
}
