/**
 * The login link of a members-only screen: `/login?redirect=<same-origin path>` (feature
 * conventions). Only a same-origin relative path is passed on; anything else (an absolute URL,
 * `//host`, a backslash trick) falls back to no redirect, so a crafted link cannot send the member
 * off-site after logging in.
 */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  // Control characters (tab, newline…) let a browser read `/\t/host` as `//host`.
  for (const ch of path) if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return false;
  return true;
}

export function loginHref(loginPath: string, returnTo: string): string {
  if (!isSameOriginPath(returnTo) || returnTo.startsWith(loginPath)) return loginPath;
  return `${loginPath}?redirect=${encodeURIComponent(returnTo)}`;
}
