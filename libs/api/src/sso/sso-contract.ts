/**
 * The contract between the app and the chain's sign-on host (spec §7 "Browser redirects to single
 * sign-on pages"), shared by the app and by the demo server that plays the host, so
 * both read one table. The spec names the pages and their parameters but not the callType values
 * nor how the host sends the member back: both are our assumptions (libs/api ASSUMPTIONS.md A25).
 * This module is the way back, which every start-up reads (the one-time key leaves the address
 * first); the callType values are ./sso-call-types.ts's, read by the sign-on screens.
 */

/**
 * The app's route the sign-on host sends the member back to (assumption A25), on the app's own
 * origin. "login" in the path: it needs no token (spec §2). The host appends either
 * `callType, ssoTkn, redirect_path` (signed on: the app exchanges ssoTkn at
 * /fo/user/ssobottle/login/auto-sso), `callType, easy_login_key, redirect_path` (easy login done
 * on the host: the app logs in at /fo/user/ssobottle/login/easy with its device id),
 * `callType, apple_key, redirect_path` (Apple sign-in done: the app logs in at
 * /fo/user/ssobottle/login/apple-info), or `callType, rspC, rspDtc, rspMsgCn, redirect_path` (a
 * spec §8 login error the app handles).
 *
 * A key in an address can outlive its use (the history, a proxy's log, a Referer), so the host
 * must make each one random, bound to its member, single-use (a second exchange is refused even
 * when the first failed), good for minutes only, and dead after a logout; the app removes it
 * from the address with `history.replaceState` before anything else reads the address
 * (ASSUMPTIONS A25).
 */
export const SSO_RETURN_PATH = '/login/sso';

/** The query parameters of the way back, by name. */
export const SSO_RETURN_PARAMS = {
  callType: 'callType',
  ssoTkn: 'ssoTkn',
  easyLoginKey: 'easy_login_key',
  appleKey: 'apple_key',
  redirectPath: 'redirect_path',
  rspC: 'rspC',
  rspDtc: 'rspDtc',
  rspMsgCn: 'rspMsgCn',
} as const;

/** The parameters of the way back that open a session: one-time, never left in the address. */
export const SSO_RETURN_SECRET_PARAMS: readonly string[] = [
  SSO_RETURN_PARAMS.ssoTkn,
  SSO_RETURN_PARAMS.easyLoginKey,
  SSO_RETURN_PARAMS.appleKey,
];
