/**
 * The sign-on host's way back carries one-time keys in the address (`ssoTkn`, `easy_login_key`,
 * `apple_key`; libs/api ASSUMPTIONS A25). They must not stay there: the history, a page-view
 * event or a shared screenshot would keep them. `takeSsoReturnAddress()` is the app's first step
 * (main.tsx, before the router, the store or analytics read the address): on the way back it
 * keeps the query in memory and replaces the address with the bare path (`history.replaceState`,
 * keeping the history entry's state). The way-back screen reads the kept query once
 * (`keptSsoReturn`) and forgets it when the exchange starts (`forgetSsoReturn`).
 */
import { SSO_RETURN_PATH, SSO_RETURN_SECRET_PARAMS } from '@bottle/api';

let kept: URLSearchParams | undefined;

/** On the way back with a key: keep the query here and take it out of the address. */
export function takeSsoReturnAddress(win: Pick<Window, 'location' | 'history'> = window): void {
  if (win.location.pathname !== SSO_RETURN_PATH) return;
  const params = new URLSearchParams(win.location.search);
  if (!SSO_RETURN_SECRET_PARAMS.some((name) => params.has(name))) return;
  kept = params;
  win.history.replaceState(win.history.state, '', `${SSO_RETURN_PATH}${win.location.hash}`);
}

/** The way back's query as the address had it, when `takeSsoReturnAddress` took it. */
export function keptSsoReturn(): URLSearchParams | undefined {
  return kept;
}

/** Drops the kept query (its key is being spent). */
export function forgetSsoReturn(): void {
  kept = undefined;
}
