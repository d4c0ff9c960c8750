/** The authenticated app calls of spec §7 (POST, bottle header) and the token refresh. */
import { bottleApi } from '../services/bottle-api';
import { post, postQuery, postMutation } from '../lib/request';
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
import { refreshSnapshot, storeRefreshedTokens } from '../lib/refresh';

export const memberApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    userInfo: build.query<UserInfoResponse, void>(postQuery('/app/member/user/info', 'UserInfo')),
    /** Spec §4: after the main store is saved, the user info is refreshed. */
    setDefaultStore: build.mutation<Ack, SetDefaultStoreRequest>(
      postMutation('bottle', 'setDefaultStore', '/app/member/user/setDefaultStore'),
    ),
    receiptList: build.query<ReceiptListResponse, ReceiptListRequest | void>(postQuery('/v2/hybridapp/receipt/list', 'Purchases')),
    receiptInfo: build.query<ReceiptInfoResponse, ReceiptInfoRequest>(postQuery('/v2/hybridapp/receipt/info', 'Purchases')),
    pushSettingInfo: build.query<PushSettingInfoResponse, void>(postQuery('/v2/hybridapp/mypage/setup/push/info', 'PushSetting')),
    pushSettingUpdate: build.mutation<Ack, PushSettingUpdateRequest>(
      postMutation('bottle', 'pushSettingUpdate', '/v2/hybridapp/mypage/setup/push/update'),
    ),
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
    mypageInit: build.query<MypageInitResponse, void>(postQuery('/app/mypage/init', 'MyPage')),
    /** The member's coupons, used and expired ones included (A22). */
    couponList: build.query<CouponListResponse, void>(postQuery('/app/mypage/coupon/list', 'MyPage')),
    userGrade: build.query<UserGradeResponse, void>(postQuery('/app/mypage/usergrade', 'Purchases')),
    gradeInfo: build.query<GradeInfoResponse, void>({ query: post('/v2/hybridapp/mypage/grade/info') }),
    pushList: build.query<PushListResponse, void>(postQuery('/app/notice/push/list', 'PushList')),
    pushDelete: build.mutation<Ack, PushNoticeRequest>(postMutation('bottle', 'pushDelete', '/app/notice/push/delete')),
    pushRead: build.mutation<Ack, PushNoticeRequest>(postMutation('bottle', 'pushRead', '/app/notice/push/read')),
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
