/**
 * Routes of the explore feature: the screens home opens (promotions, wine navigation,
 * recommendation items, a monthly pick), apart from home (features/main, the first route) so
 * that none of their code counts on a first visit. All render inside the tab layout and load
 * lazily.
 */
import type { RouteObject } from 'react-router';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [];

export const screenRoutes: RouteObject[] = [
  { path: childPath(routePatterns.promotion), lazy: () => import('./routes/promotion-page').then((m) => ({ Component: m.PromotionPage })) },
  {
    path: childPath(routePatterns.wineNavigation),
    lazy: () => import('./routes/wine-navigation-page').then((m) => ({ Component: m.WineNavigationPage })),
  },
  {
    path: childPath(routePatterns.recommendations),
    lazy: () => import('./routes/recommendations-page').then((m) => ({ Component: m.RecommendationsPage })),
  },
  {
    path: childPath(routePatterns.monthlyPick),
    lazy: () => import('./routes/monthly-pick-page').then((m) => ({ Component: m.MonthlyPickPage })),
  },
];
