/** Product detail calls of the public list (spec §7 "Product"). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import type {
  DistilleryTabResponse,
  LiquorInfoTabResponse,
  LiquorStyleTabResponse,
  ProductImageResponse,
  ProductInfoResponse,
  ProductInitResponse,
  ProductRequest,
  ProductStoreStockRequest,
  ProductStoreStockResponse,
  ReservationButtonInfoResponse,
  WineInfoTabResponse,
  WineStyleTabResponse,
  WineToMatchResponse,
  WineryTabResponse,
} from '../types/product';

/**
 * The product's own tag and its Stock tag (lib/tags.ts): these answers depend on the shelves and
 * on the member's main store, so reservation, alarm and main-store writes refresh them.
 */
const productAndStockTags = (_result: unknown, _error: unknown, arg: ProductRequest) => [
  { type: 'Product' as const, id: arg.prd_cd },
  { type: 'Stock' as const, id: arg.prd_cd },
];

export const productApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    productInfo: build.query<ProductInfoResponse, ProductRequest>({ query: post('/app/product/info'), providesTags: productAndStockTags }),
    productInit: build.query<ProductInitResponse, ProductRequest>({ query: post('/app/product/init'), providesTags: productAndStockTags }),
    /** Reservation / alarm button state: refreshed by alarm, pickup and main-store writes. */
    reservationButtonInfo: build.query<ReservationButtonInfoResponse, ProductRequest>({
      query: post('/app/product/rsrvbtn/info'),
      providesTags: productAndStockTags,
    }),
    /**
     * Stock at every store with its last-counted time (A21, public). Tagged with the product's
     * Stock tag, so that creating, moving or cancelling a reservation (which moves stock) refreshes it.
     */
    productStoreStock: build.query<ProductStoreStockResponse, ProductStoreStockRequest>({
      query: post('/app/product/store/stock'),
      providesTags: (_result, _error, arg) => [{ type: 'Stock' as const, id: arg.prd_cd }],
    }),
    wineToMatch: build.query<WineToMatchResponse, ProductRequest>({ query: post('/app/product/wineToMatch') }),
    productImage: build.query<ProductImageResponse, ProductRequest>({ query: post('/app/product/item/image') }),
    wineStyleTab: build.query<WineStyleTabResponse, ProductRequest>({ query: post('/app/product/wine/styleTab/info') }),
    wineInfoTab: build.query<WineInfoTabResponse, ProductRequest>({ query: post('/app/product/wine/infoTab/info') }),
    wineWineryTab: build.query<WineryTabResponse, ProductRequest>({ query: post('/app/product/wine/wineryTab/info') }),
    liquorInfoTab: build.query<LiquorInfoTabResponse, ProductRequest>({ query: post('/app/product/liquor/infoTab/info') }),
    liquorStyleTab: build.query<LiquorStyleTabResponse, ProductRequest>({ query: post('/app/product/liquor/styleTab/info') }),
    liquorDistilleryTab: build.query<DistilleryTabResponse, ProductRequest>({ query: post('/app/product/liquor/distilleryTab/info') }),
  }),
});

export const {
  useProductInfoQuery,
  useProductInitQuery,
  useReservationButtonInfoQuery,
  useProductStoreStockQuery,
  useWineToMatchQuery,
  useProductImageQuery,
  useWineStyleTabQuery,
  useWineInfoTabQuery,
  useWineWineryTabQuery,
  useLiquorInfoTabQuery,
  useLiquorStyleTabQuery,
  useLiquorDistilleryTabQuery,
} = productApi;
