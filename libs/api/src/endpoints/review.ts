/** Ratings and reviews (ASSUMPTIONS.md A40, docs/reviews.md). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import { pageByPage, type PagesArg } from '../lib/pages';
import type { Ack } from '../types/common';
import type {
  Review,
  ReviewHelpfulResponse,
  ReviewListRequest,
  ReviewListResponse,
  ReviewMyListResponse,
  ReviewReportRequest,
  ReviewReportResponse,
  ReviewRequest,
  ReviewSaveRequest,
  ReviewSummaryRequest,
  ReviewSummaryResponse,
} from '../types/review';

export const reviewApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    reviewList: build.query<ReviewListResponse, ReviewListRequest>({
      query: post('/app/review/list'),
      providesTags: (_result, _error, arg) => [{ type: 'Review', id: arg.prd_cd }],
    }),
    /** The product's reviews page by page (the product page's long list; lib/pages.ts). */
    reviewListPages: build.infiniteQuery<ReviewListResponse, PagesArg<ReviewListRequest>, number>({
      infiniteQueryOptions: pageByPage<Review, ReviewListRequest>(),
      query: ({ queryArg, pageParam }) => post<ReviewListRequest>('/app/review/list')({ ...queryArg, page_no: pageParam }),
      providesTags: (_result, _error, arg) => [{ type: 'Review', id: arg.prd_cd }],
    }),
    reviewSummary: build.query<ReviewSummaryResponse, ReviewSummaryRequest>({
      query: post('/app/review/summary'),
      providesTags: ['Review'],
    }),
    reviewMyList: build.query<ReviewMyListResponse, void>({
      query: post('/app/review/my/list'),
      providesTags: ['Review'],
    }),
    reviewSave: build.mutation<Review, ReviewSaveRequest>({
      query: post('/app/review/save'),
      invalidatesTags: invalidatesFor('bottle', 'reviewSave'),
    }),
    reviewDelete: build.mutation<Ack, ReviewRequest>({
      query: post('/app/review/delete'),
      invalidatesTags: invalidatesFor('bottle', 'reviewDelete'),
    }),
    reviewHelpful: build.mutation<ReviewHelpfulResponse, ReviewRequest>({
      query: post('/app/review/helpful'),
      invalidatesTags: invalidatesFor('bottle', 'reviewHelpful'),
    }),
    reviewReport: build.mutation<ReviewReportResponse, ReviewReportRequest>({
      query: post('/app/review/report'),
      invalidatesTags: invalidatesFor('bottle', 'reviewReport'),
    }),
  }),
});

export const {
  useReviewListQuery,
  useReviewListPagesInfiniteQuery,
  useReviewSummaryQuery,
  useReviewMyListQuery,
  useReviewSaveMutation,
  useReviewDeleteMutation,
  useReviewHelpfulMutation,
  useReviewReportMutation,
} = reviewApi;

export { REVIEW_REFUSALS } from '../types/review';
