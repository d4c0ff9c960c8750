/**
 * Where the account screens send the member for the chain's single sign-on pages (spec §7
 * "Browser redirects to single sign-on pages"). The callTypes are not shown by the spec: the
 * table below is our assumption, kept in this one module. In demo mode the SSO site does not
 * exist ('/sso' is served by nobody), so the same callTypes open the in-app demo SSO page
 * (paths.demoSso), which explains or simulates each page. This module is the only place that
 * reads the mode (architecture.md: screens never check demo mode).
 */
import { buildSsoLogoutUrl, buildSsoScreenInitUrl, isSafeRedirectPath } from '@bottle/api';
import { LOGIN_TARGETS, type LoginTarget } from '@bottle/domain';
import type { AppConfig } from '../../../config/env';
import { paths } from '../../../config/paths';

/** callType values of callScreenInit.sso (assumption: the spec does not show them). */
export const SSO_CALL_TYPES = {
  login: 'LOGIN',
  easyLogin: 'EASY_LOGIN',
  appleLogin: 'APPLE_LOGIN',
  kakao: 'SOCIAL_KAKAO',
  naver: 'SOCIAL_NAVER',
  releaseLogin: 'RELEASE_LOGIN',
  findPassword: 'FIND_PW',
  dormancyLogin: 'DORMANCY_LOGIN',
  newPassword: 'NEW_PW',
  regularMemberConversion: 'REGULAR_MEMBER',
  termsAcceptance: 'TERMS_AGREE',
  childTermsAcceptance: 'CHILD_TERMS_AGREE',
  join: 'JOIN',
  setEasyLogin: 'EASY_LOGIN_SET',
} as const;
export type SsoCallType = (typeof SSO_CALL_TYPES)[keyof typeof SSO_CALL_TYPES];

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

const KNOWN_CALL_TYPES = new Set<string>(Object.values(SSO_CALL_TYPES));

export function isSsoCallType(value: unknown): value is SsoCallType {
  return typeof value === 'string' && KNOWN_CALL_TYPES.has(value);
}

/**
 * The `?redirect=` value to honour, or undefined. Only same-origin relative paths pass
 * (libs/api's redirect-path validation: no open redirect), and never the login screens
 * themselves, which would loop.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !isSafeRedirectPath(value)) return undefined;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === paths.login || pathname === paths.demoSso || pathname === paths.kakaoCallback || pathname === paths.naverCallback) {
    return undefined;
  }
  return value;
}

/** Whether SSO pages are the in-app demo page (demo mode) rather than the chain's site. */
export function usesDemoSso(config: Pick<AppConfig, 'mode'>): boolean {
  return config.mode === 'demo';
}

/** An absolute SSO base: a same-origin base such as '/sso' resolves against the page. */
function absoluteSsoBase(config: Pick<AppConfig, 'ssoBase'>, origin: string): string {
  return new URL(config.ssoBase, `${origin}/`).href;
}

export interface SsoDestination {
  /** 'route': navigate inside the app; 'external': assign location.href. */
  kind: 'route' | 'external';
  href: string;
}

/**
 * callScreenInit.sso for `callType` with the path to come back to (spec §7). In demo mode, the
 * demo SSO page with the same two parameters.
 */
export function ssoScreen(
  config: Pick<AppConfig, 'mode' | 'ssoBase'>,
  callType: SsoCallType,
  redirectPath: string = paths.home,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): SsoDestination {
  const redirect_path = safeRedirect(redirectPath) ?? paths.home;
  if (usesDemoSso(config)) {
    const query = new URLSearchParams({ callType, redirect_path });
    return { kind: 'route', href: `${paths.demoSso}?${query.toString()}` };
  }
  return { kind: 'external', href: buildSsoScreenInitUrl({ ssoBase: absoluteSsoBase(config, origin), callType, redirect_path }) };
}

/**
 * Where logout ends (spec §4 "Logout"): callLogout.sso with the access token ('=' replaced by
 * the builder). In demo mode, or without a member token to send, the app's own /login.
 */
export function ssoLogoutDestination(
  config: Pick<AppConfig, 'mode' | 'ssoBase'>,
  acesTkn: string | null,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): SsoDestination {
  if (usesDemoSso(config) || !acesTkn) return { kind: 'route', href: paths.login };
  return { kind: 'external', href: buildSsoLogoutUrl({ ssoBase: absoluteSsoBase(config, origin), acesTkn }) };
}

/**
 * The providers' authorisation pages (public OAuth endpoints; not configurable in AppConfig,
 * see the report). Only used outside demo mode.
 */
export const SOCIAL_AUTHORIZE_URLS = {
  kakao: 'https://kauth.kakao.com/oauth/authorize',
  naver: 'https://nid.naver.com/oauth2.0/authorize',
} as const;

export type SocialProviderName = keyof typeof SOCIAL_AUTHORIZE_URLS;

/** Session storage key of the OAuth `state` (CSRF guard of the callback). */
export const OAUTH_STATE_KEY = 'bottle.account.oauthState';
/** Session storage key of the path to return to after a social login. */
export const OAUTH_REDIRECT_KEY = 'bottle.account.oauthRedirect';

export function callbackPath(provider: SocialProviderName): string {
  return provider === 'kakao' ? paths.kakaoCallback : paths.naverCallback;
}

/**
 * Starts a social login: remembers `state` and the return path in session storage, then the
 * provider's authorisation page (live) or the demo SSO page standing in for it (demo).
 */
export function socialStart(
  config: Pick<AppConfig, 'mode' | 'ssoBase' | 'social'>,
  provider: SocialProviderName,
  redirectPath: string | undefined,
  storage: Pick<Storage, 'setItem'>,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
  random: () => string = () => globalThis.crypto.randomUUID(),
): SsoDestination {
  const state = random();
  storage.setItem(OAUTH_STATE_KEY, state);
  storage.setItem(OAUTH_REDIRECT_KEY, safeRedirect(redirectPath) ?? paths.home);
  if (usesDemoSso(config)) {
    const query = new URLSearchParams({ callType: provider === 'kakao' ? SSO_CALL_TYPES.kakao : SSO_CALL_TYPES.naver, state });
    return { kind: 'route', href: `${paths.demoSso}?${query.toString()}` };
  }
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.social[provider].clientId,
    redirect_uri: `${origin}${callbackPath(provider)}`,
    state,
  });
  return { kind: 'external', href: `${SOCIAL_AUTHORIZE_URLS[provider]}?${query.toString()}` };
}
