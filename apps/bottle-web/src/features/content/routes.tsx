/**
 * Routes of the content feature: food pairing, winepedia, my diary (tasting themes and notes),
 * events, exhibitions and classes. `tabRoutes` are the footer tabs (food pairing, my diary);
 * `screenRoutes` are the screens below them. All render inside the tab layout; every component
 * loads lazily (budgets: tools/budgets.mjs). Child paths are relative (config/paths.ts gives the
 * absolute ones).
 */
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const tabRoutes: RouteObject[] = [
  lazyRoute(routePatterns.foodPairing, () => import('./routes/food-pairing-page'), 'FoodPairingPage'),
  lazyRoute(routePatterns.diary, () => import('./routes/diary-page'), 'DiaryPage'),
];

export const screenRoutes: RouteObject[] = [
  lazyRoute(routePatterns.foodDetail, () => import('./routes/food-detail-page'), 'FoodDetailPage'),
  lazyRoute(routePatterns.winepedia, () => import('./routes/winepedia-page'), 'WinepediaPage'),
  lazyRoute(routePatterns.winepediaDetail, () => import('./routes/winepedia-detail-page'), 'WinepediaDetailPage'),
  lazyRoute(routePatterns.diaryNew, () => import('./routes/diary-edit-page'), 'DiaryNewPage'),
  lazyRoute(routePatterns.diaryDetail, () => import('./routes/diary-note-page'), 'DiaryNotePage'),
  lazyRoute(routePatterns.diaryEdit, () => import('./routes/diary-edit-page'), 'DiaryEditPage'),
  lazyRoute(routePatterns.tastingTheme, () => import('./routes/tasting-theme-page'), 'TastingThemePage'),
  lazyRoute(routePatterns.events, () => import('./routes/events-page'), 'EventsPage'),
  lazyRoute(routePatterns.eventDetail, () => import('./routes/event-detail-page'), 'EventDetailPage'),
  lazyRoute(routePatterns.exhibition, () => import('./routes/exhibition-page'), 'ExhibitionPage'),
  lazyRoute(routePatterns.classes, () => import('./routes/classes-page'), 'ClassesPage'),
];
