/**
 * The user-service calls of spec §7: all POST with the user service header. Login and sign-up
 * answers carry rspC / rspDtc that the app's login-error catalogue (libs/domain, spec §8) reads.
 * Tags do not cross services: after login or logout the app resets the bottle caches
 * (`resetApiCaches`).
 */
import { userApi } from '../services/user-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
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
      ssoLogin: build.mutation<LoginResponse, SsoLoginRequest>({
        query: post('/fo/user/ssobottle/login/auto-sso'),
        invalidatesTags: invalidatesFor('user', 'ssoLogin'),
      }),
      autoLogin: build.mutation<LoginResponse, AutoLoginRequest>({
        query: post('/fo/user/ssobottle/login/auto-bt'),
        invalidatesTags: invalidatesFor('user', 'autoLogin'),
      }),
      lpointLogin: build.mutation<LoginResponse, LpointLoginRequest>({
        query: post('/fo/user/ssobottle/login/lpoint'),
        invalidatesTags: invalidatesFor('user', 'lpointLogin'),
      }),
      easyLogin: build.mutation<LoginResponse, EasyLoginRequest>({
        query: post('/fo/user/ssobottle/login/easy'),
        invalidatesTags: invalidatesFor('user', 'easyLogin'),
      }),
      socialLogin: build.mutation<LoginResponse, SocialLoginRequest>({
        query: post('/fo/user/ssobottle/login/social'),
        invalidatesTags: invalidatesFor('user', 'socialLogin'),
      }),
      appleInfoLogin: build.mutation<LoginResponse, AppleInfoLoginRequest>({
        query: post('/fo/user/ssobottle/login/apple-info'),
        invalidatesTags: invalidatesFor('user', 'appleInfoLogin'),
      }),
      ssoAgreementSignup: build.mutation<LoginResponse, SsoAgreementRequest>({
        query: post('/fo/user/sso/signup/sso-agmt'),
        invalidatesTags: invalidatesFor('user', 'ssoAgreementSignup'),
      }),
      ssoSignupAgreementList: agreementList('/fo/user/sso/signup/agmt/list'),
      ssoSignup: build.mutation<LoginResponse, SignupRequest>({
        query: post('/fo/user/sso/signup'),
        invalidatesTags: invalidatesFor('user', 'ssoSignup'),
      }),
      bottleAgreementList: agreementList('/fo/user/ssobottle/agmt/list'),
      bottleSignup: build.mutation<LoginResponse, SignupRequest>({
        query: post('/fo/user/ssobottle/signup'),
        invalidatesTags: invalidatesFor('user', 'bottleSignup'),
      }),
      /** Member check (spec §6). */
      isMember: build.query<IsMemberResponse, void>({ query: post('/fo/user/ssobottle/ismember'), providesTags: ['Member'] }),
      withdraw: build.mutation<Ack, void>({
        query: post('/fo/user/ssobottle/withdraw'),
        invalidatesTags: invalidatesFor('user', 'withdraw'),
      }),
      logout: build.mutation<Ack, void>({ query: post('/fo/user/ssobottle/logout'), invalidatesTags: invalidatesFor('user', 'logout') }),
      socialInfo: build.query<SocialInfoResponse, SocialInfoRequest>({
        query: post('/fo/user/ssobottle/membs/social-info'),
        providesTags: ['SocialInfo'],
      }),
      socialSave: build.mutation<Ack, PassThroughPayload>({
        query: post('/fo/user/ssobottle/membs/social-save'),
        invalidatesTags: invalidatesFor('user', 'socialSave'),
      }),
      socialClear: build.mutation<Ack, PassThroughPayload>({
        query: post('/fo/user/ssobottle/membs/social-clear'),
        invalidatesTags: invalidatesFor('user', 'socialClear'),
      }),
      appleClear: build.mutation<Ack, AppleClearRequest>({
        query: post('/fo/user/ssobottle/apple-clear'),
        invalidatesTags: invalidatesFor('user', 'appleClear'),
      }),
      appleSave: build.mutation<Ack, PassThroughPayload>({
        query: post('/fo/user/ssobottle/apple-save'),
        invalidatesTags: invalidatesFor('user', 'appleSave'),
      }),
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
