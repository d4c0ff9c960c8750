/**
 * Routes of the chat feature. `tabRoutes` render inside the tab layout (footer visible);
 * `screenRoutes` are full-screen. Components load lazily (budgets: tools/budgets.mjs).
 *
 * The AI sommelier (spec §2 /chat) is a screen route: it covers the footer tabs with its own
 * full-height layout, the composer taking their place at the bottom.
 */
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const tabRoutes: RouteObject[] = [];
export const screenRoutes: RouteObject[] = [
  lazyRoute(routePatterns.chat, () => import('./routes/chat-page'), 'ChatPage', { handle: { hideFooter: true } }),
];
