/**
 * The login link of a members-only screen: `/login?redirect=<same-origin path>` (app
 * convention). Only a same-origin relative path is passed on; anything else (an absolute URL,
 * `//host`, a backslash or control-character trick, or the login page itself) falls back to no
 * redirect, so a crafted link can never send the member off-site after logging in.
 */
import { paths } from '../config/paths';

export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  // Control characters (tab, newline…) let a browser read `/\t/host` as `//host`.
  for (const ch of path) if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return false;
  return true;
}

/** `/login?redirect=<returnTo>` when `returnTo` is a safe same-origin path, else `/login`. */
export function loginHref(returnTo: string): string {
  if (!isSameOriginPath(returnTo) || returnTo.startsWith(paths.login)) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(returnTo)}`;
}
