/**
 * The user-service calls of spec §7: all POST with the user service header. Login and sign-up
 * answers carry rspC / rspDtc that the app's login-error catalogue (libs/domain, spec §8) reads.
 * Tags do not cross services: after login or logout the app resets the bottle caches
 * (`resetApiCaches`).
 */
import { userApi } from '../services/user-api';
import { post, postQuery, postMutation } from '../lib/request';
import type { Ack } from '../types/common';
import type {
  AgreementListResponse,
  AppleClearRequest,
  AppleInfoLoginRequest,
  AutoLoginRequest,
  EasyLoginRequest,
  IsMemberResponse,
  LoginResponse,
  LpointLoginRequest,
  PassThroughPayload,
  SignupRequest,
  SocialInfoRequest,
  SocialInfoResponse,
  SocialLoginRequest,
  SsoAgreementRequest,
  SsoLoginRequest,
} from '../types/auth';

export const userServiceApi = userApi.injectEndpoints({
  endpoints: (build) => {
    /** The agreements a sign-up shows (the SSO one and the Bottle one ask the same, at their own path). */
    const agreementList = (path: string) => build.query<AgreementListResponse, void>({ query: post(path), providesTags: ['Agreement'] });
    return {
      /** "login data" (spec §7); the demo SSO screen posts here too (A12). */
      ssoLogin: build.mutation<LoginResponse, SsoLoginRequest>(postMutation('user', 'ssoLogin', '/fo/user/ssobottle/login/auto-sso')),
      autoLogin: build.mutation<LoginResponse, AutoLoginRequest>(postMutation('user', 'autoLogin', '/fo/user/ssobottle/login/auto-bt')),
      lpointLogin: build.mutation<LoginResponse, LpointLoginRequest>(
        postMutation('user', 'lpointLogin', '/fo/user/ssobottle/login/lpoint'),
      ),
      easyLogin: build.mutation<LoginResponse, EasyLoginRequest>(postMutation('user', 'easyLogin', '/fo/user/ssobottle/login/easy')),
      socialLogin: build.mutation<LoginResponse, SocialLoginRequest>(
        postMutation('user', 'socialLogin', '/fo/user/ssobottle/login/social'),
      ),
      appleInfoLogin: build.mutation<LoginResponse, AppleInfoLoginRequest>(
        postMutation('user', 'appleInfoLogin', '/fo/user/ssobottle/login/apple-info'),
      ),
      ssoAgreementSignup: build.mutation<LoginResponse, SsoAgreementRequest>(
        postMutation('user', 'ssoAgreementSignup', '/fo/user/sso/signup/sso-agmt'),
      ),
      ssoSignupAgreementList: agreementList('/fo/user/sso/signup/agmt/list'),
      ssoSignup: build.mutation<LoginResponse, SignupRequest>(postMutation('user', 'ssoSignup', '/fo/user/sso/signup')),
      bottleAgreementList: agreementList('/fo/user/ssobottle/agmt/list'),
      bottleSignup: build.mutation<LoginResponse, SignupRequest>(postMutation('user', 'bottleSignup', '/fo/user/ssobottle/signup')),
      /** Member check (spec §6). */
      isMember: build.query<IsMemberResponse, void>(postQuery('/fo/user/ssobottle/ismember', 'Member')),
      withdraw: build.mutation<Ack, void>(postMutation('user', 'withdraw', '/fo/user/ssobottle/withdraw')),
      logout: build.mutation<Ack, void>(postMutation('user', 'logout', '/fo/user/ssobottle/logout')),
      socialInfo: build.query<SocialInfoResponse, SocialInfoRequest>(postQuery('/fo/user/ssobottle/membs/social-info', 'SocialInfo')),
      socialSave: build.mutation<Ack, PassThroughPayload>(postMutation('user', 'socialSave', '/fo/user/ssobottle/membs/social-save')),
      socialClear: build.mutation<Ack, PassThroughPayload>(postMutation('user', 'socialClear', '/fo/user/ssobottle/membs/social-clear')),
      appleClear: build.mutation<Ack, AppleClearRequest>(postMutation('user', 'appleClear', '/fo/user/ssobottle/apple-clear')),
      appleSave: build.mutation<Ack, PassThroughPayload>(postMutation('user', 'appleSave', '/fo/user/ssobottle/apple-save')),
    };
  },
});

export const {
  useSsoLoginMutation,
  useAutoLoginMutation,
  useLpointLoginMutation,
  useEasyLoginMutation,
  useSocialLoginMutation,
  useAppleInfoLoginMutation,
  useSsoAgreementSignupMutation,
  useSsoSignupAgreementListQuery,
  useSsoSignupMutation,
  useBottleAgreementListQuery,
  useBottleSignupMutation,
  useIsMemberQuery,
  useLazyIsMemberQuery,
  useWithdrawMutation,
  useLogoutMutation,
  useSocialInfoQuery,
  useSocialSaveMutation,
  useSocialClearMutation,
  useAppleClearMutation,
  useAppleSaveMutation,
} = userServiceApi;
