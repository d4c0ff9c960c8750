/**
 * Where the account screens send the member for the chain's single sign-on pages (spec §7
 * "Browser redirects to single sign-on pages") and the social providers. One path for every build:
 * the pages are the configured host's (`config.ssoBase`), which the demo server plays
 * on the same origin; the callType values and the way back are libs/api's sign-on contract (A25).
 */
import {
  buildSsoLogoutUrl,
  buildSsoPwCampBridgeUrl,
  buildSsoScreenAfterUrl,
  buildSsoScreenInitUrl,
  type LoginResponse,
  type YesNo,
  isSafeRedirectPath,
  SSO_CALL_TYPES,
  SSO_RETURN_PATH,
  type SsoCallType,
} from '@bottle/api';
import { LOGIN_TARGETS, type LoginTarget } from '@bottle/domain';
import type { AppConfig } from '../../../config/env';
import { paths } from '../../../config/paths';

export { SSO_CALL_TYPES, isSsoCallType, type SsoCallType } from '@bottle/api';

/** The spec §8 login targets, each to its SSO page's callType. */
export const LOGIN_TARGET_CALL_TYPES: Readonly<Record<LoginTarget, SsoCallType>> = {
  [LOGIN_TARGETS.releaseLogin]: SSO_CALL_TYPES.releaseLogin,
  [LOGIN_TARGETS.findPassword]: SSO_CALL_TYPES.findPassword,
  [LOGIN_TARGETS.dormancyLogin]: SSO_CALL_TYPES.dormancyLogin,
  [LOGIN_TARGETS.newPassword]: SSO_CALL_TYPES.newPassword,
  [LOGIN_TARGETS.regularMemberConversion]: SSO_CALL_TYPES.regularMemberConversion,
  [LOGIN_TARGETS.termsAcceptance]: SSO_CALL_TYPES.termsAcceptance,
  [LOGIN_TARGETS.childTermsAcceptance]: SSO_CALL_TYPES.childTermsAcceptance,
  [LOGIN_TARGETS.join]: SSO_CALL_TYPES.join,
  [LOGIN_TARGETS.setEasyLogin]: SSO_CALL_TYPES.setEasyLogin,
};

/**
 * The `?redirect=` value to honour, or undefined. Only same-origin relative paths pass
 * (libs/api's redirect-path validation: no open redirect), and never the login screens
 * themselves, which would loop.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !isSafeRedirectPath(value)) return undefined;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === paths.login || pathname === SSO_RETURN_PATH || pathname === paths.kakaoCallback || pathname === paths.naverCallback) {
    return undefined;
  }
  return value;
}

/** The page's origin (the default `origin` below; 'http://localhost' outside a browser). */
function pageOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/**
 * A page of the sign-on host: `build` makes its URL from the absolute SSO base (a same-origin
 * base such as '/sso' resolves against the page).
 */
function onSsoHost(config: Pick<AppConfig, 'ssoBase'>, origin: string, build: (ssoBase: string) => string): SsoDestination {
  return { kind: 'external', href: build(new URL(config.ssoBase, `${origin}/`).href) };
}

export interface SsoDestination {
  /** 'route': navigate inside the app; 'external': leave the app for that page. */
  kind: 'route' | 'external';
  href: string;
}

/** callScreenInit.sso for `callType` with the path to come back to (spec §7). */
export function ssoScreen(
  config: Pick<AppConfig, 'ssoBase'>,
  callType: SsoCallType,
  redirectPath: string = paths.home,
  origin: string = pageOrigin(),
): SsoDestination {
  const redirect_path = safeRedirect(redirectPath) ?? paths.home;
  return onSsoHost(config, origin, (ssoBase) => buildSsoScreenInitUrl({ ssoBase, callType, redirect_path }));
}

/**
 * callScreenAfter.sso (spec §7; ASSUMPTIONS "Account"): a login that succeeded with a detail code
 * (`rspDtc` without `rspC`) still has a step on the sign-on host, which shows it and then sends the
 * member to `redirect_path`. Only the login answer's own fields are sent.
 */
export function ssoScreenAfter(
  config: Pick<AppConfig, 'ssoBase'>,
  callType: string,
  answer: LoginResponse & { acesTkn: string },
  redirectPath: string | undefined,
  origin: string = pageOrigin(),
): SsoDestination {
  return onSsoHost(config, origin, (ssoBase) =>
    buildSsoScreenAfterUrl({
      ssoBase,
      callType,
      acesTkn: answer.acesTkn,
      redirect_path: safeRedirect(redirectPath) ?? paths.home,
      ...(answer.ssoTkn ? { ssoTkn: answer.ssoTkn } : {}),
      ...(answer.onlCstTpC ? { onlCstTpC: answer.onlCstTpC } : {}),
      ...(answer.frnYn ? { frnYn: answer.frnYn } : {}),
      ...(answer.rspDtc ? { rspDtc: answer.rspDtc } : {}),
    }),
  );
}

/** pwCampBridge.sso with the member's two memberships (spec §7: the mart member password campaign). */
export function ssoPasswordCampaign(
  config: Pick<AppConfig, 'ssoBase'>,
  memberships: { mart_member_yn: YesNo; bottle_member_yn: YesNo },
  origin: string = pageOrigin(),
): SsoDestination {
  return onSsoHost(config, origin, (ssoBase) =>
    buildSsoPwCampBridgeUrl({ ssoBase, martgoMemberYn: memberships.mart_member_yn, bottleMemberYn: memberships.bottle_member_yn }),
  );
}

/**
 * Where logout ends (spec §4 "Logout"): callLogout.sso with the access token ('=' replaced by
 * the builder), which ends the sign-on session and comes back to /login. Without a member token
 * to send, the app's own /login.
 */
export function ssoLogoutDestination(
  config: Pick<AppConfig, 'ssoBase'>,
  acesTkn: string | null,
  origin: string = pageOrigin(),
): SsoDestination {
  if (!acesTkn) return { kind: 'route', href: paths.login };
  return onSsoHost(config, origin, (ssoBase) => buildSsoLogoutUrl({ ssoBase, acesTkn }));
}

export type SocialProviderName = 'kakao' | 'naver';

/** Session storage key of the OAuth `state` (CSRF guard of the callback). */
export const OAUTH_STATE_KEY = 'bottle.account.oauthState';
/**
 * Session storage key of an account link in progress: the provider ('kakao',
 * 'naver', 'apple') whose round trip, when it comes back, links the account to the member instead
 * of logging in.
 */
export const LINK_INTENT_KEY = 'bottle.account.linkIntent';
/** Session storage key of the path to return to after a social login. */
export const OAUTH_REDIRECT_KEY = 'bottle.account.oauthRedirect';

export function callbackPath(provider: SocialProviderName): string {
  return provider === 'kakao' ? paths.kakaoCallback : paths.naverCallback;
}

/**
 * Starts a social login: remembers `state` and the return path in session storage, then the
 * provider's authorisation page (`config.social[provider].authorizeUrl`).
 */
export function socialStart(
  config: Pick<AppConfig, 'social'>,
  provider: SocialProviderName,
  redirectPath: string | undefined,
  storage: Pick<Storage, 'setItem'>,
  origin: string = pageOrigin(),
  random: () => string = () => globalThis.crypto.randomUUID(),
): SsoDestination {
  const state = random();
  storage.setItem(OAUTH_STATE_KEY, state);
  storage.setItem(OAUTH_REDIRECT_KEY, safeRedirect(redirectPath) ?? paths.home);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.social[provider].clientId,
    redirect_uri: `${origin}${callbackPath(provider)}`,
    state,
  });
  const authorize = new URL(config.social[provider].authorizeUrl, `${origin}/`);
  for (const [key, value] of query) authorize.searchParams.set(key, value);
  return { kind: 'external', href: authorize.href };
}
