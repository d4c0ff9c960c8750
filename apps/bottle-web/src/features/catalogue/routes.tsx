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
import { parseSearchState, resultRequest, showsResults } from './lib/search-state';

/**
 * The first result pages the search screen shows for the URL's state (components/search-results:
 * both categories' first pages under "all", the chosen one's otherwise); none on the search home.
 */
function firstResultPages(url: URL): QueryStart[] {
  const state = parseSearchState(url.searchParams);
  if (!showsResults(state)) return [];
  const arg = resultRequest(state, 1);
  return [
    ...(state.category !== 'liquor' ? [startQuery(searchApi.endpoints.wineResultList, arg)] : []),
    ...(state.category !== 'wine' ? [startQuery(searchApi.endpoints.liquorResultList, arg)] : []),
  ];
}

export const tabRoutes: RouteObject[] = [
  {
    path: childPath(routePatterns.search),
    loader: startsQueries(({ url }) => firstResultPages(url)),
    lazy: () => import('./routes/search-page').then((m) => ({ Component: m.SearchPage })),
  },
];

export const screenRoutes: RouteObject[] = [
  { path: childPath(routePatterns.productFindPlace), lazy: () => import('./routes/find-place-page').then((m) => ({ Component: m.FindPlacePage })) },
  {
    path: childPath(routePatterns.product),
    // The product's info and stock calls start with the screen's code (issue 15 part 2).
    loader: startsQueries(({ params }) =>
      params.prdCd ? [startQuery(productApi.endpoints.productInfo, { prd_cd: params.prdCd }), startQuery(productApi.endpoints.productInit, { prd_cd: params.prdCd })] : [],
    ),
    lazy: () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  { path: childPath(routePatterns.bunker), lazy: () => import('./routes/bunker-page').then((m) => ({ Component: m.BunkerPage })) },
];
