/**
 * Routes of the draws feature (응모 for allocated bottles): the list, a draw's screen and its
 * 검증하기 page. They render inside the tab layout and load lazily. Paths: config/paths.ts
 * (draws, drawDetail, drawVerify).
 */
import type { RouteObject } from 'react-router';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [
  { path: childPath(routePatterns.draws), lazy: () => import('./routes/draw-list-page').then((m) => ({ Component: m.DrawListPage })) },
  { path: childPath(routePatterns.drawDetail), lazy: () => import('./routes/draw-page').then((m) => ({ Component: m.DrawPage })) },
  { path: childPath(routePatterns.drawVerify), lazy: () => import('./routes/verify-page').then((m) => ({ Component: m.VerifyPage })) },
];

export const screenRoutes: RouteObject[] = [];
