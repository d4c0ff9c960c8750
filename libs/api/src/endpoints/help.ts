/** Customer center: FAQ and notices (spec §7 "Help"). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import type { FaqListRequest, FaqListResponse, NoticeInfoRequest, NoticeInfoResponse, NoticeListResponse } from '../types/help';
import type { PageRequest } from '../types/common';

export const helpApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    faqList: build.query<FaqListResponse, FaqListRequest | void>({ query: post('/v2/hybridapp/mypage/faq/list') }),
    noticeList: build.query<NoticeListResponse, PageRequest | void>({ query: post('/v2/hybridapp/mypage/notice/list') }),
    noticeInfo: build.query<NoticeInfoResponse, NoticeInfoRequest>({ query: post('/v2/hybridapp/mypage/notice/info') }),
  }),
});

export const { useFaqListQuery, useNoticeListQuery, useNoticeInfoQuery } = helpApi;
