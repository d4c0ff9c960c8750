/** Draws for allocated bottles (a proposal beside spec §7: ASSUMPTIONS.md A39). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
import type {
  DrawDetail,
  DrawEnterRequest,
  DrawInfoRequest,
  DrawListRequest,
  DrawListResponse,
  DrawResultRequest,
  DrawResultResponse,
  DrawWithdrawRequest,
} from '../types/draw';

export const drawApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    drawList: build.query<DrawListResponse, DrawListRequest>({ query: post('/app/draw/list'), providesTags: ['Draw'] }),
    drawInfo: build.query<DrawDetail, DrawInfoRequest>({ query: post('/app/draw/info'), providesTags: ['Draw'] }),
    drawEnter: build.mutation<DrawDetail, DrawEnterRequest>({
      query: post('/app/draw/enter'),
      invalidatesTags: invalidatesFor('bottle', 'drawEnter'),
    }),
    drawWithdraw: build.mutation<DrawDetail, DrawWithdrawRequest>({
      query: post('/app/draw/withdraw'),
      invalidatesTags: invalidatesFor('bottle', 'drawWithdraw'),
    }),
    drawResult: build.query<DrawResultResponse, DrawResultRequest>({ query: post('/app/draw/result'), providesTags: ['Draw'] }),
  }),
});

export const { useDrawListQuery, useDrawInfoQuery, useDrawEnterMutation, useDrawWithdrawMutation, useDrawResultQuery } = drawApi;
