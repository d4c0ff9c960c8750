/**
 * Routes of the catalogue feature (spec §2): the search tab, product detail, the special path
 * /product/findplace (declared before product/:prdCd so 'findplace' is never read as a product
 * code) and 'my bunker'. Components load lazily (budgets: tools/budgets.mjs); each lazy module
 * registers the feature's strings.
 */
import type { RouteObject } from 'react-router';
import { productApi, searchApi } from '@bottle/api';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';
import { startQuery, startsQueries, type QueryStart } from '../../lib/route-data';
import { parseSearchState, resultQuery, showsResults } from './lib/search-state';

/**
 * What the search screen asks for first for the URL's state: the search tabs (/app/search/type/list)
 * and, when it shows results (components/search-results), the first result page of both
 * categories under "all", of the chosen one otherwise, for the URL's tab; none on a search home.
 * The prerendered page makes the same calls before the app has loaded (app/early-calls.ts, for a
 * word, a category and a sort), and these adopt them.
 */
function firstSearchCalls(url: URL): QueryStart[] {
  const state = parseSearchState(url.searchParams);
  const tabs = startQuery(searchApi.endpoints.searchTypeList, undefined);
  if (!showsResults(state)) return [tabs];
  const arg = resultQuery(state);
  return [
    tabs,
    ...(state.category !== 'liquor' ? [startQuery(searchApi.endpoints.wineResultPages, arg)] : []),
    ...(state.category !== 'wine' ? [startQuery(searchApi.endpoints.liquorResultPages, arg)] : []),
  ];
}

export const tabRoutes: RouteObject[] = [
  lazyRoute(routePatterns.search, () => import('./routes/search-page'), 'SearchPage', {
    loader: startsQueries(({ url }) => firstSearchCalls(url)),
  }),
];

export const screenRoutes: RouteObject[] = [
  lazyRoute(routePatterns.productFindPlace, () => import('./routes/find-place-page'), 'FindPlacePage'),
  lazyRoute(routePatterns.product, () => import('./routes/product-page'), 'ProductPage', {
    // The product's info and stock calls start with the screen's code, and its
    // pictures (the gallery shows once the info is there: no second round trip for them).
    loader: startsQueries(({ params }) =>
      params.prdCd
        ? [
            startQuery(productApi.endpoints.productInfo, { prd_cd: params.prdCd }),
            startQuery(productApi.endpoints.productInit, { prd_cd: params.prdCd }),
            startQuery(productApi.endpoints.productImage, { prd_cd: params.prdCd }),
          ]
        : [],
    ),
  }),
  lazyRoute(routePatterns.bunker, () => import('./routes/bunker-page'), 'BunkerPage'),
];
