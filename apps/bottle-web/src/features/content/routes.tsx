/**
 * Routes of the content feature: food pairing, winepedia, my diary (tasting themes and notes),
 * events, exhibitions and classes. `tabRoutes` are the footer tabs (food pairing, my diary);
 * `screenRoutes` are the screens below them. All render inside the tab layout; every component
 * loads lazily (budgets: tools/budgets.mjs). Child paths are relative (config/paths.ts gives the
 * absolute ones).
 */
import type { RouteObject } from 'react-router';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [
  {
    path: childPath(routePatterns.foodPairing),
    lazy: () => import('./routes/food-pairing-page').then((m) => ({ Component: m.FoodPairingPage })),
  },
  { path: childPath(routePatterns.diary), lazy: () => import('./routes/diary-page').then((m) => ({ Component: m.DiaryPage })) },
];

export const screenRoutes: RouteObject[] = [
  {
    path: childPath(routePatterns.foodDetail),
    lazy: () => import('./routes/food-detail-page').then((m) => ({ Component: m.FoodDetailPage })),
  },
  { path: childPath(routePatterns.winepedia), lazy: () => import('./routes/winepedia-page').then((m) => ({ Component: m.WinepediaPage })) },
  {
    path: childPath(routePatterns.winepediaDetail),
    lazy: () => import('./routes/winepedia-detail-page').then((m) => ({ Component: m.WinepediaDetailPage })),
  },
  { path: childPath(routePatterns.diaryNew), lazy: () => import('./routes/diary-edit-page').then((m) => ({ Component: m.DiaryNewPage })) },
  {
    path: childPath(routePatterns.diaryDetail),
    lazy: () => import('./routes/diary-note-page').then((m) => ({ Component: m.DiaryNotePage })),
  },
  {
    path: childPath(routePatterns.diaryEdit),
    lazy: () => import('./routes/diary-edit-page').then((m) => ({ Component: m.DiaryEditPage })),
  },
  {
    path: childPath(routePatterns.tastingTheme),
    lazy: () => import('./routes/tasting-theme-page').then((m) => ({ Component: m.TastingThemePage })),
  },
  { path: childPath(routePatterns.events), lazy: () => import('./routes/events-page').then((m) => ({ Component: m.EventsPage })) },
  {
    path: childPath(routePatterns.eventDetail),
    lazy: () => import('./routes/event-detail-page').then((m) => ({ Component: m.EventDetailPage })),
  },
  {
    path: childPath(routePatterns.exhibition),
    lazy: () => import('./routes/exhibition-page').then((m) => ({ Component: m.ExhibitionPage })),
  },
  { path: childPath(routePatterns.classes), lazy: () => import('./routes/classes-page').then((m) => ({ Component: m.ClassesPage })) },
];
