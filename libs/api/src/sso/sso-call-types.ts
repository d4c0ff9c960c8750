/**
 * The callType values of the sign-on host's pages (spec §7; assumption A25 of libs/api
 * ASSUMPTIONS.md: the spec does not show them), shared by the app and by the demo server that
 * plays the host. Apart from the way back (./sso-contract.ts), which start-up reads without them.
 */

/** callType values of callScreenInit.sso (assumption A25: the spec does not show them). */
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

const KNOWN_CALL_TYPES = new Set<string>(Object.values(SSO_CALL_TYPES));

export function isSsoCallType(value: unknown): value is SsoCallType {
  return typeof value === 'string' && KNOWN_CALL_TYPES.has(value);
}
