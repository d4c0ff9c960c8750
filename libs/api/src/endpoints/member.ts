/** The authenticated app calls of spec §7 (POST, bottle header) and the token refresh. */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import type { Ack } from '../types/common';
import type {
  AppCardInfoResponse,
  AppCardInfoWire,
  CouponListResponse,
  GradeInfoResponse,
  MypageInitResponse,
  PushListResponse,
  PushNoticeRequest,
  PushSettingInfoResponse,
  PushSettingUpdateRequest,
  ReceiptInfoRequest,
  ReceiptInfoResponse,
  ReceiptListRequest,
  ReceiptListResponse,
  SetDefaultStoreRequest,
  UserGradeResponse,
  UserInfoResponse,
} from '../types/member';
import type { TokenRefreshResponse } from '../types/token';
import { TOKEN_REFRESH_PATH } from '@bottle/domain';
import { refreshSnapshot, storeRefreshedTokens } from '../lib/base-query';

export const memberApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    userInfo: build.query<UserInfoResponse, void>({ query: post('/app/member/user/info'), providesTags: ['UserInfo'] }),
    /** Spec §4: after the main store is saved, the user info is refreshed. */
    setDefaultStore: build.mutation<Ack, SetDefaultStoreRequest>({
      query: post('/app/member/user/setDefaultStore'),
      invalidatesTags: invalidatesFor('bottle', 'setDefaultStore'),
    }),
    receiptList: build.query<ReceiptListResponse, ReceiptListRequest | void>({
      query: post('/v2/hybridapp/receipt/list'),
      providesTags: ['Purchases'],
    }),
    receiptInfo: build.query<ReceiptInfoResponse, ReceiptInfoRequest>({
      query: post('/v2/hybridapp/receipt/info'),
      providesTags: ['Purchases'],
    }),
    pushSettingInfo: build.query<PushSettingInfoResponse, void>({
      query: post('/v2/hybridapp/mypage/setup/push/info'),
      providesTags: ['PushSetting'],
    }),
    pushSettingUpdate: build.mutation<Ack, PushSettingUpdateRequest>({
      query: post('/v2/hybridapp/mypage/setup/push/update'),
      invalidatesTags: invalidatesFor('bottle', 'pushSettingUpdate'),
    }),
    /** Returns membs_card_no (barcode popup). */
    /** The membership card of the shell's barcode popup: a shell query, no retry (spec §9). */
    appCardInfo: build.query<AppCardInfoResponse, void>({
      query: post('/v2/hybridapp/member/user/appcard/info'),
      extraOptions: { retry: false },
      // Spec §3: membs_card_no, "also called member_app_card_no": either name is the card number.
      transformResponse: ({ membs_card_no, member_app_card_no, ...rest }: AppCardInfoWire): AppCardInfoResponse => ({
        ...rest,
        membs_card_no: membs_card_no || member_app_card_no || '',
      }),
    }),
    mypageInit: build.query<MypageInitResponse, void>({ query: post('/app/mypage/init'), providesTags: ['MyPage'] }),
    /** The member's coupons, used and expired ones included (A22). */
    couponList: build.query<CouponListResponse, void>({ query: post('/app/mypage/coupon/list'), providesTags: ['MyPage'] }),
    userGrade: build.query<UserGradeResponse, void>({ query: post('/app/mypage/usergrade'), providesTags: ['Purchases'] }),
    gradeInfo: build.query<GradeInfoResponse, void>({ query: post('/v2/hybridapp/mypage/grade/info') }),
    pushList: build.query<PushListResponse, void>({ query: post('/app/notice/push/list'), providesTags: ['PushList'] }),
    pushDelete: build.mutation<Ack, PushNoticeRequest>({
      query: post('/app/notice/push/delete'),
      invalidatesTags: invalidatesFor('bottle', 'pushDelete'),
    }),
    pushRead: build.mutation<Ack, PushNoticeRequest>({
      query: post('/app/notice/push/read'),
      invalidatesTags: invalidatesFor('bottle', 'pushRead'),
    }),
    /**
     * GET /tokens/token-refresh (spec §7). The base query refreshes by itself on 401; this
     * endpoint exists for an explicit refresh (e.g. on resume) and is never re-authorised.
     */
    tokenRefresh: build.mutation<TokenRefreshResponse, void>({
      query: () => ({ path: TOKEN_REFRESH_PATH, method: 'GET' }),
      invalidatesTags: invalidatesFor('bottle', 'tokenRefresh'),
      // Same effect as the automatic refresh: store the pair and tell the app (spec §4).
      // Not after a logout or login while it was on the wire (session race 1, libs/api/tests/session-races.test.ts).
      async onQueryStarted(_arg, { queryFulfilled }) {
        const current = refreshSnapshot();
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.token && current()) storeRefreshedTokens({ accessToken: data.token, refreshToken: data.refreshToken });
      },
    }),
  }),
});

export const {
  useUserInfoQuery,
  useLazyUserInfoQuery,
  useSetDefaultStoreMutation,
  useReceiptListQuery,
  useReceiptInfoQuery,
  usePushSettingInfoQuery,
  usePushSettingUpdateMutation,
  useAppCardInfoQuery,
  useMypageInitQuery,
  useCouponListQuery,
  useUserGradeQuery,
  useGradeInfoQuery,
  usePushListQuery,
  usePushDeleteMutation,
  usePushReadMutation,
  useTokenRefreshMutation,
} = memberApi;
