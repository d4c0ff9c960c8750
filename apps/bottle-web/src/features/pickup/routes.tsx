/**
 * Routes of the pickup feature (spec §2 "The pickup flow", "pickup list", "reservation
 * details", "alarm"). `tabRoutes` render inside the tab layout (footer visible); `screenRoutes`
 * are full-screen. Components load lazily (budgets: tools/budgets.mjs). Paths: config/paths.ts
 * (pickupReserve, pickupList, pickupDetail, alarm), relative here.
 */
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const tabRoutes: RouteObject[] = [
  lazyRoute(routePatterns.pickupList, () => import('./routes/pickup-list-page'), 'PickupListPage'),
  lazyRoute(routePatterns.pickupDetail, () => import('./routes/pickup-detail-page'), 'PickupDetailPage'),
  lazyRoute(routePatterns.alarm, () => import('./routes/alarm-page'), 'AlarmPage'),
];

export const screenRoutes: RouteObject[] = [
  lazyRoute(routePatterns.pickupReserve, () => import('./routes/reserve-page'), 'ReservePage'),
  lazyRoute(routePatterns.pickupPaySuccess, () => import('./routes/pay-return-page'), 'PaySuccessPage'),
  lazyRoute(routePatterns.pickupPayFail, () => import('./routes/pay-return-page'), 'PayFailPage'),
];
