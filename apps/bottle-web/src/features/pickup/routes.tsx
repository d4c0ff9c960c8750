/**
 * Routes of the pickup feature (spec §2 "The pickup flow", "pickup list", "reservation
 * details", "alarm"). `tabRoutes` render inside the tab layout (footer visible); `screenRoutes`
 * are full-screen. Components load lazily (budgets: tools/budgets.mjs). Paths: config/paths.ts
 * (pickupReserve, pickupList, pickupDetail, alarm), relative here.
 */
import type { RouteObject } from 'react-router';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [
  {
    path: childPath(routePatterns.pickupList),
    lazy: () => import('./routes/pickup-list-page').then((m) => ({ Component: m.PickupListPage })),
  },
  {
    path: childPath(routePatterns.pickupDetail),
    lazy: () => import('./routes/pickup-detail-page').then((m) => ({ Component: m.PickupDetailPage })),
  },
  { path: childPath(routePatterns.alarm), lazy: () => import('./routes/alarm-page').then((m) => ({ Component: m.AlarmPage })) },
];

export const screenRoutes: RouteObject[] = [
  { path: childPath(routePatterns.pickupReserve), lazy: () => import('./routes/reserve-page').then((m) => ({ Component: m.ReservePage })) },
  {
    path: childPath(routePatterns.pickupPaySuccess),
    lazy: () => import('./routes/pay-return-page').then((m) => ({ Component: m.PaySuccessPage })),
  },
  {
    path: childPath(routePatterns.pickupPayFail),
    lazy: () => import('./routes/pay-return-page').then((m) => ({ Component: m.PayFailPage })),
  },
];
