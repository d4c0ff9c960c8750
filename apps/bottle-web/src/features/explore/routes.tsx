/**
 * Routes of the explore feature: the screens home opens (promotions, wine navigation,
 * recommendation items, a monthly pick), apart from home (features/main, the first route) so
 * that none of their code counts on a first visit. All render inside the tab layout and load
 * lazily.
 */
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const tabRoutes: RouteObject[] = [];

export const screenRoutes: RouteObject[] = [
  lazyRoute(routePatterns.promotion, () => import('./routes/promotion-page'), 'PromotionPage'),
  lazyRoute(routePatterns.wineNavigation, () => import('./routes/wine-navigation-page'), 'WineNavigationPage'),
  lazyRoute(routePatterns.recommendations, () => import('./routes/recommendations-page'), 'RecommendationsPage'),
  lazyRoute(routePatterns.monthlyPick, () => import('./routes/monthly-pick-page'), 'MonthlyPickPage'),
];
