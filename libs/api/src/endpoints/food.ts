/** Food pairing and the wine encyclopedia (spec §7 "Food and wine knowledge"). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import type {
  FoodCategoryListResponse,
  FoodListRequest,
  FoodListResponse,
  FoodPairingInfoRequest,
  FoodPairingInfoResponse,
  WinepediaDetailRequest,
  WinepediaDetailResponse,
  WinepediaListRequest,
  WinepediaListResponse,
} from '../types/food';

export const foodApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's path spells it foodFairing. */
    foodCategoryList: build.query<FoodCategoryListResponse, void>({ query: post('/app/foodFairing/foodcate/list') }),
    foodList: build.query<FoodListResponse, FoodListRequest | void>({ query: post('/app/foodFairing/food/list') }),
    foodPairingInfo: build.query<FoodPairingInfoResponse, FoodPairingInfoRequest>({ query: post('/app/foodFairing/info') }),
    winepediaList: build.query<WinepediaListResponse, WinepediaListRequest | void>({ query: post('/app/winepedia/list') }),
    winepediaDetail: build.query<WinepediaDetailResponse, WinepediaDetailRequest>({ query: post('/v2/hybridapp/winepedia/detail') }),
  }),
});

export const { useFoodCategoryListQuery, useFoodListQuery, useFoodPairingInfoQuery, useWinepediaListQuery, useWinepediaDetailQuery } =
  foodApi;
