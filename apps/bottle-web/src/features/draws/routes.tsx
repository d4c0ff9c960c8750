/**
 * Routes of the draws feature (응모 for allocated bottles): the list, a draw's screen and its
 * 검증하기 page. They render inside the tab layout and load lazily. Paths: config/paths.ts
 * (draws, drawDetail, drawVerify).
 */
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const tabRoutes: RouteObject[] = [
  lazyRoute(routePatterns.draws, () => import('./routes/draw-list-page'), 'DrawListPage'),
  lazyRoute(routePatterns.drawDetail, () => import('./routes/draw-page'), 'DrawPage'),
  lazyRoute(routePatterns.drawVerify, () => import('./routes/verify-page'), 'VerifyPage'),
];

export const screenRoutes: RouteObject[] = [];
