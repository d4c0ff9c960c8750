export { assertRedirectPath, isSafeRedirectPath, RedirectPathError, MAX_REDIRECT_PATH_LENGTH } from './redirect-path';
export type { RedirectPathProblem } from './redirect-path';
export { buildSsoLogoutUrl, buildSsoScreenInitUrl, buildSsoPwCampBridgeUrl, buildSsoScreenAfterUrl, SsoConfigError } from './sso-urls';
export type { SsoBase, SsoScreenAfterOptions } from './sso-urls';
export { exchangeOAuthCode } from './oauth';
export type { OAuthCodeExchangeOptions, OAuthTokenResponse } from './oauth';
export { SSO_RETURN_PARAMS, SSO_RETURN_PATH, SSO_RETURN_SECRET_PARAMS } from './sso-contract';
export { SSO_CALL_TYPES, isSsoCallType } from './sso-call-types';
export type { SsoCallType } from './sso-call-types';
