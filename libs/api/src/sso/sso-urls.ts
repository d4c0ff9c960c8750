/**
 * Builders of the four single sign-on redirect URLs (spec §7 "Browser redirects to single sign-on
 * pages"; §4 "Logout"). They only build strings: the app assigns `location.href`.
 */
import type { YesNo } from '../types/common';
import { assertRedirectPath } from './redirect-path';

/** Options shared by every builder: the SSO site's base URL (configuration, see README). */
export interface SsoBase {
  /** Absolute base of the SSO pages, e.g. `https://sso.example.com/sso`. */
  ssoBase: string;
}

export class SsoConfigError extends Error {
  override readonly name = 'SsoConfigError';
}

function ssoUrl(base: string, page: string, params: [string, string | undefined][]): string {
  let url: URL;
  try {
    url = new URL(base.endsWith('/') ? base : `${base}/`);
  } catch {
    throw new SsoConfigError(`ssoBase must be an absolute URL, got ${JSON.stringify(base)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SsoConfigError(`ssoBase must be http(s), got ${JSON.stringify(base)}`);
  }
  // encodeURIComponent replaces '=' (base64 padding of tokens) with %3D, as the spec requires
  // for the logout token, and '+' / '/' likewise.
  const query = params
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${url.href}${page}${query ? `?${query}` : ''}`;
}

function requireValue(name: string, value: string | undefined): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name} is required`);
  return value;
}

/**
 * callLogout.sso with the access token, equals signs replaced (spec §4 "Logout").
 * @example buildSsoLogoutUrl({ ssoBase: 'https://sso.example.com', acesTkn: 'abc==' })
 * // 'https://sso.example.com/callLogout.sso?acesTkn=abc%3D%3D'
 */
export function buildSsoLogoutUrl(options: SsoBase & { acesTkn: string }): string {
  return ssoUrl(options.ssoBase, 'callLogout.sso', [['acesTkn', requireValue('acesTkn', options.acesTkn)]]);
}

/** callScreenInit.sso with callType and a validated redirect_path. */
export function buildSsoScreenInitUrl(options: SsoBase & { callType: string; redirect_path: string }): string {
  return ssoUrl(options.ssoBase, 'callScreenInit.sso', [
    ['callType', requireValue('callType', options.callType)],
    ['redirect_path', assertRedirectPath(options.redirect_path)],
  ]);
}

/** pwCampBridge.sso with the two membership flags. */
export function buildSsoPwCampBridgeUrl(options: SsoBase & { martgoMemberYn: YesNo; bottleMemberYn: YesNo }): string {
  for (const key of ['martgoMemberYn', 'bottleMemberYn'] as const) {
    if (options[key] !== 'Y' && options[key] !== 'N') throw new TypeError(`${key} must be 'Y' or 'N'`);
  }
  return ssoUrl(options.ssoBase, 'pwCampBridge.sso', [
    ['martgoMemberYn', options.martgoMemberYn],
    ['bottleMemberYn', options.bottleMemberYn],
  ]);
}

/** callScreenAfter.sso: callType, acesTkn, redirect_path and the optional login fields. */
export interface SsoScreenAfterOptions extends SsoBase {
  callType: string;
  acesTkn: string;
  redirect_path: string;
  ssoTkn?: string;
  onlCstTpC?: string;
  frnYn?: YesNo;
  rspDtc?: string;
}

export function buildSsoScreenAfterUrl(options: SsoScreenAfterOptions): string {
  return ssoUrl(options.ssoBase, 'callScreenAfter.sso', [
    ['callType', requireValue('callType', options.callType)],
    ['acesTkn', requireValue('acesTkn', options.acesTkn)],
    ['redirect_path', assertRedirectPath(options.redirect_path)],
    ['ssoTkn', options.ssoTkn],
    ['onlCstTpC', options.onlCstTpC],
    ['frnYn', options.frnYn],
    ['rspDtc', options.rspDtc],
  ]);
}
