/** Ratings and reviews (ASSUMPTIONS.md A40, docs/reviews.md). */
import { bottleApi } from '../services/bottle-api';
import { post, postQuery, postMutation } from '../lib/request';
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
    reviewSummary: build.query<ReviewSummaryResponse, ReviewSummaryRequest>(postQuery('/app/review/summary', 'Review')),
    reviewMyList: build.query<ReviewMyListResponse, void>(postQuery('/app/review/my/list', 'Review')),
    reviewSave: build.mutation<Review, ReviewSaveRequest>(postMutation('bottle', 'reviewSave', '/app/review/save')),
    reviewDelete: build.mutation<Ack, ReviewRequest>(postMutation('bottle', 'reviewDelete', '/app/review/delete')),
    reviewHelpful: build.mutation<ReviewHelpfulResponse, ReviewRequest>(postMutation('bottle', 'reviewHelpful', '/app/review/helpful')),
    reviewReport: build.mutation<ReviewReportResponse, ReviewReportRequest>(postMutation('bottle', 'reviewReport', '/app/review/report')),
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
