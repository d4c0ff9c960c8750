import type { ServerResult, YesNo } from './common';

/** Login response, spec §3; the token pair and rnwTkn are assumption A11. */
export interface LoginResponse extends ServerResult {
  acesTkn?: string;
  ssoTkn?: string;
  /** Renewal token of the member token set (spec §3 lists it among stored tokens). */
  rnwTkn?: string;
  /** Online customer type code. */
  onlCstTpC?: string;
  /** Y for a foreign member (architecture: English). */
  frnYn?: YesNo;
  /** API token pair used as x-ssp-token / x-ssp-refresh-token (A11). */
  access_token?: string;
  refresh_token?: string;
  mart_member_yn?: YesNo;
  bottle_member_yn?: YesNo;
}

/**
 * POST /fo/user/ssobottle/login/auto-sso: "login data" (spec §7, A12). Either the SSO token the
 * sign-on host handed back to the app (the live path: callScreenInit.sso → host → the app's
 * return route), or an ID and password.
 */
export type SsoLoginRequest = (SsoTokenLogin | SsoPasswordLogin) & {
  /** Auto-login choice, saved as AUTO_LOGIN_STATE. */
  auto_login_yn?: YesNo;
  device_id?: string;
  device_os?: string;
};

export interface SsoTokenLogin {
  ssoTkn: string;
}

export interface SsoPasswordLogin {
  login_id: string;
  password: string;
}

/** POST …/login/auto-bt: auto-login with the saved member token set (A12). */
export interface AutoLoginRequest {
  acesTkn: string;
  rnwTkn?: string;
  ssoTkn?: string;
  /** YYYYMMDDHHmmss save date of the auto-login (spec §3). */
  auto_login_save_dt?: string;
}

/** POST …/login/lpoint: login with the loyalty-point account (A12). */
export interface LpointLoginRequest {
  login_id: string;
  password: string;
  auto_login_yn?: YesNo;
}

/** POST …/login/easy: easy login (PIN or biometrics done by the shell) (A12). */
export interface EasyLoginRequest {
  easy_login_key: string;
  device_id: string;
}

/** Social providers (spec §1: two providers; callback paths name kakao and naver). */
export type SocialProvider = 'kakao' | 'naver';

/** POST …/login/social: the provider's access token after the OAuth exchange (A12). */
export interface SocialLoginRequest {
  provider: SocialProvider;
  access_token: string;
}

/** POST …/login/apple-info: apple_key (spec §3). */
export interface AppleInfoLoginRequest {
  apple_key: string;
}

/** Agreement record, exactly the spec's fields (§3). */
export interface Agreement {
  agmt_type: string;
  must_yn: YesNo;
  agmt_nm: string;
  agmt_desc: string;
  agmt_id: string;
  agmt_dvs: string;
  agmt_dvs_nm: string;
  agmt_type_nm: string;
  agmt_ver: string;
  agmt_s3_uri: string;
  agmt_text: string;
  recv_dvs: string;
  recv_dvs_nm: string;
}
export interface AgreementListResponse extends ServerResult {
  agmt_list: Agreement[];
}

/** One accepted (or refused) agreement of a sign-up (A12). */
export interface AgreementConsent {
  agmt_id: string;
  agmt_ver: string;
  agree_yn: YesNo;
}

/** POST /fo/user/sso/signup/sso-agmt: terms acceptance of an SSO member (A12). */
export interface SsoAgreementRequest {
  acesTkn: string;
  agmt_list: AgreementConsent[];
}

/**
 * POST /fo/user/sso/signup and /fo/user/ssobottle/signup (A12). A visitor (no member token) sends
 * the identity of the new member (libs/domain `SignupProfile`: login_id, password, user_name,
 * mbl_no digits only, brth_dt YYYYMMDD); a signed-on member sends their acesTkn instead. The
 * answer is a login's: 44-441 for a login ID in use, 44-430 for member information already a
 * member's, 44-415 under the age, else the new member's tokens.
 */
export interface SignupRequest {
  acesTkn?: string;
  ssoTkn?: string;
  agmt_list: AgreementConsent[];
  /** Default store chosen at sign-up; 361 when skipped (spec §2). */
  def_str_cd?: string;
  login_id?: string;
  password?: string;
  user_name?: string;
  mbl_no?: string;
  brth_dt?: string;
}

/** POST /fo/user/ssobottle/ismember (spec §6 member check). */
export interface IsMemberResponse extends ServerResult {
  mart_member_yn: YesNo;
  bottle_member_yn: YesNo;
}

/** POST /fo/user/ssobottle/membs/social-info: sends acesTkn (spec §3). */
export interface SocialInfoRequest {
  acesTkn: string;
}
export interface SocialInfoResponse extends ServerResult {
  social_list: { provider: SocialProvider | 'apple'; link_yn: YesNo; link_dt?: string }[];
}

/** social-save / social-clear / apple-save payloads are passed through (spec §7). */
export type PassThroughPayload = Record<string, unknown>;

/** POST /fo/user/ssobottle/apple-clear: membs_on_cno (spec §3). */
export interface AppleClearRequest {
  membs_on_cno: string;
}
