/**
 * Routes of the content feature: food pairing, winepedia, my diary (tasting themes and notes),
 * events, exhibitions and classes. `tabRoutes` are the footer tabs (food pairing, my diary);
 * `screenRoutes` are the screens below them. All render inside the tab layout; every component
 * loads lazily (budgets: tools/budgets.mjs). Child paths are relative (config/paths.ts gives the
 * absolute ones).
 */
import type { RouteObject } from 'react-router';

export const tabRoutes: RouteObject[] = [
  { path: 'food-pairing', lazy: () => import('./routes/food-pairing-page').then((m) => ({ Component: m.FoodPairingPage })) },
  { path: 'diary', lazy: () => import('./routes/diary-page').then((m) => ({ Component: m.DiaryPage })) },
];

export const screenRoutes: RouteObject[] = [
  { path: 'food-pairing/:foodNo', lazy: () => import('./routes/food-detail-page').then((m) => ({ Component: m.FoodDetailPage })) },
  { path: 'winepedia', lazy: () => import('./routes/winepedia-page').then((m) => ({ Component: m.WinepediaPage })) },
  { path: 'winepedia/:id', lazy: () => import('./routes/winepedia-detail-page').then((m) => ({ Component: m.WinepediaDetailPage })) },
  { path: 'diary/new', lazy: () => import('./routes/diary-edit-page').then((m) => ({ Component: m.DiaryNewPage })) },
  { path: 'diary/:noteNo', lazy: () => import('./routes/diary-note-page').then((m) => ({ Component: m.DiaryNotePage })) },
  { path: 'diary/:noteNo/edit', lazy: () => import('./routes/diary-edit-page').then((m) => ({ Component: m.DiaryEditPage })) },
  { path: 'tasting/:themeNo', lazy: () => import('./routes/tasting-theme-page').then((m) => ({ Component: m.TastingThemePage })) },
  { path: 'event', lazy: () => import('./routes/events-page').then((m) => ({ Component: m.EventsPage })) },
  { path: 'event/:eventNo', lazy: () => import('./routes/event-detail-page').then((m) => ({ Component: m.EventDetailPage })) },
  { path: 'exhibition', lazy: () => import('./routes/exhibition-page').then((m) => ({ Component: m.ExhibitionPage })) },
  { path: 'class', lazy: () => import('./routes/classes-page').then((m) => ({ Component: m.ClassesPage })) },
];
