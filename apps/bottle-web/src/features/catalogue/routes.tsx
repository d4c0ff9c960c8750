/**
 * Routes of the catalogue feature (spec §2): the search tab, product detail, the special path
 * /product/findplace (declared before product/:prdCd so 'findplace' is never read as a product
 * code) and 'my bunker'. Components load lazily (budgets: tools/budgets.mjs); each lazy module
 * registers the feature's strings.
 */
import type { RouteObject } from 'react-router';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [
  { path: childPath(routePatterns.search), lazy: () => import('./routes/search-page').then((m) => ({ Component: m.SearchPage })) },
];

export const screenRoutes: RouteObject[] = [
  { path: childPath(routePatterns.productFindPlace), lazy: () => import('./routes/find-place-page').then((m) => ({ Component: m.FindPlacePage })) },
  { path: childPath(routePatterns.product), lazy: () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })) },
  { path: childPath(routePatterns.bunker), lazy: () => import('./routes/bunker-page').then((m) => ({ Component: m.BunkerPage })) },
];
