/**
 * One line per request: ISO time, method, path, status and
 * duration. Headers and bodies are never logged; query values that can carry a credential (the
 * sign-on tokens of spec §7, OAuth codes and state, a password) are written as `***`, so a log
 * pasted into a ticket gives nobody a session.
 */

/** Query parameters whose values are secrets (compared without case). */
export const REDACTED_PARAMS: ReadonlySet<string> = new Set(
  ['acesTkn', 'ssoTkn', 'access_token', 'refresh_token', 'code', 'token', 'rnwTkn', 'password', 'state'].map((name) => name.toLowerCase()),
);

const MAX_PATH_CHARS = 500;

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The request target as logged: the path as it came, the query with every secret value replaced
 * by `***`, control characters escaped (one request stays one line) and very long targets cut.
 */
export function redactTarget(target: string): string {
  const hash = target.indexOf('#');
  const withoutHash = hash === -1 ? target : target.slice(0, hash);
  const q = withoutHash.indexOf('?');
  let out = withoutHash;
  if (q !== -1) {
    const pairs = withoutHash
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const rawName = eq === -1 ? pair : pair.slice(0, eq);
        return REDACTED_PARAMS.has(decodeName(rawName).toLowerCase()) && eq !== -1 ? `${rawName}=***` : pair;
      });
    out = `${withoutHash.slice(0, q)}?${pairs.join('&')}`;
  }
  // eslint-disable-next-line no-control-regex
  out = out.replace(/[\u0000-\u001f\u007f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
  return out.length > MAX_PATH_CHARS ? `${out.slice(0, MAX_PATH_CHARS)}…` : out;
}

export interface RequestLogEntry {
  at: Date;
  method: string;
  target: string;
  /** '-' when no answer went out (the connection dropped). */
  status: number | '-';
  durationMs: number;
}

export function formatRequestLine(entry: RequestLogEntry): string {
  return `${entry.at.toISOString()} ${entry.method} ${redactTarget(entry.target)} ${entry.status} ${Math.round(entry.durationMs)}ms`;
}
