/**
 * Main screen calls of the public list (spec §7 "Main"). The product lists carry each product's
 * tag, so a wish toggle refreshes the wish icon they show (lib/tags.ts).
 */
import { bottleApi } from '../services/bottle-api';
import { post, postProductList } from '../lib/request';
import type {
  MainBannerRequest,
  MainBannerResponse,
  MainPopupListResponse,
  MonthlyItemListResponse,
  MonthlyItemShowRequest,
  MonthlyItemShowResponse,
  ProductListResponse,
  SplashListResponse,
  ThemeInfoResponse,
  ThemeItemListResponse,
  ThemeListResponse,
  ThemeRequest,
  WeeklyWineCodeListResponse,
  WeeklyWineListRequest,
} from '../types/main';

export const mainApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    mainBanner: build.query<MainBannerResponse, MainBannerRequest | void>({ query: post('/app/main/banner/area/info') }),
    monthlyItemList: build.query<MonthlyItemListResponse, void>({ query: post('/app/main/monthlyitem/list') }),
    monthlyItemShow: build.query<MonthlyItemShowResponse, MonthlyItemShowRequest>({ query: post('/app/main/monthlyitem/show') }),
    themeList: build.query<ThemeListResponse, void>({ query: post('/app/main/theme/list') }),
    themeInfo: build.query<ThemeInfoResponse, ThemeRequest>({ query: post('/app/main/theme/info') }),
    themeItemList: build.query<ThemeItemListResponse, ThemeRequest>(postProductList('/app/main/theme/item/list', 'prd_list')),
    /** The v2 theme list of the hybrid app. */
    hybridThemeList: build.query<ThemeListResponse, void>({ query: post('/v2/hybridapp/main/theme/list') }),
    weeklyWineCodeList: build.query<WeeklyWineCodeListResponse, void>({ query: post('/app/main/weeklyWine/cdlist') }),
    weeklyWineList: build.query<ProductListResponse, WeeklyWineListRequest>(postProductList('/app/main/weeklyWine/list', 'prd_list')),
    bestsellerLiquorList: build.query<ProductListResponse, void>(postProductList('/app/main/bestseller/liquor/list', 'prd_list')),
    recommendItemList: build.query<ProductListResponse, void>(postProductList('/app/main/recommItem/list', 'prd_list')),
    mainPopupList: build.query<MainPopupListResponse, void>({ query: post('/app/main/popup/list') }),
    splashList: build.query<SplashListResponse, void>({ query: post('/app/main/splash/list') }),
  }),
});

export const {
  useMainBannerQuery,
  useMonthlyItemListQuery,
  useMonthlyItemShowQuery,
  useThemeListQuery,
  useThemeInfoQuery,
  useThemeItemListQuery,
  useHybridThemeListQuery,
  useWeeklyWineCodeListQuery,
  useWeeklyWineListQuery,
  useBestsellerLiquorListQuery,
  useRecommendItemListQuery,
  useMainPopupListQuery,
  useSplashListQuery,
} = mainApi;
