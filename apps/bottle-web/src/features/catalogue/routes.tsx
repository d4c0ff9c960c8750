/**
 * Routes of the catalogue feature (spec §2): the search tab, product detail, the special path
 * /product/findplace (declared before product/:prdCd so 'findplace' is never read as a product
 * code) and 'my bunker'. Components load lazily (budgets: tools/budgets.mjs); each lazy module
 * registers the feature's strings.
 */
import type { RouteObject } from 'react-router';
import { productApi, searchApi } from '@bottle/api';
import { childPath, routePatterns } from '../../config/paths';
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
  {
    path: childPath(routePatterns.search),
    loader: startsQueries(({ url }) => firstSearchCalls(url)),
    lazy: () => import('./routes/search-page').then((m) => ({ Component: m.SearchPage })),
  },
];

export const screenRoutes: RouteObject[] = [
  {
    path: childPath(routePatterns.productFindPlace),
    lazy: () => import('./routes/find-place-page').then((m) => ({ Component: m.FindPlacePage })),
  },
  {
    path: childPath(routePatterns.product),
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
    lazy: () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  { path: childPath(routePatterns.bunker), lazy: () => import('./routes/bunker-page').then((m) => ({ Component: m.BunkerPage })) },
];
