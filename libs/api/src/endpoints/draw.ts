/** Draws for allocated bottles (a proposal beside spec §7: ASSUMPTIONS.md A39). */
import { bottleApi } from '../services/bottle-api';
import { postQuery, postMutation } from '../lib/request';
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
    drawList: build.query<DrawListResponse, DrawListRequest>(postQuery('/app/draw/list', 'Draw')),
    drawInfo: build.query<DrawDetail, DrawInfoRequest>(postQuery('/app/draw/info', 'Draw')),
    drawEnter: build.mutation<DrawDetail, DrawEnterRequest>(postMutation('bottle', 'drawEnter', '/app/draw/enter')),
    drawWithdraw: build.mutation<DrawDetail, DrawWithdrawRequest>(postMutation('bottle', 'drawWithdraw', '/app/draw/withdraw')),
    drawResult: build.query<DrawResultResponse, DrawResultRequest>(postQuery('/app/draw/result', 'Draw')),
  }),
});

export const { useDrawListQuery, useDrawInfoQuery, useDrawEnterMutation, useDrawWithdrawMutation, useDrawResultQuery } = drawApi;
