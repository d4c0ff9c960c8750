/**
 * Routes of the pickup feature (spec §2 "The pickup flow", "pickup list", "reservation
 * details", "alarm"). `tabRoutes` render inside the tab layout (footer visible); `screenRoutes`
 * are full-screen. Components load lazily (budgets: tools/budgets.mjs). Paths: config/paths.ts
 * (pickupReserve, pickupList, pickupDetail, alarm), relative here.
 */
import type { RouteObject } from 'react-router';

export const tabRoutes: RouteObject[] = [
  { path: 'pickup', lazy: () => import('./routes/pickup-list-page').then((m) => ({ Component: m.PickupListPage })) },
  { path: 'pickup/:rsvNo', lazy: () => import('./routes/pickup-detail-page').then((m) => ({ Component: m.PickupDetailPage })) },
  { path: 'alarm', lazy: () => import('./routes/alarm-page').then((m) => ({ Component: m.AlarmPage })) },
];

export const screenRoutes: RouteObject[] = [
  { path: 'pickup/reserve/:prdCd', lazy: () => import('./routes/reserve-page').then((m) => ({ Component: m.ReservePage })) },
];
