/**
 * Routes of the chat feature. `tabRoutes` render inside the tab layout (footer visible);
 * `screenRoutes` are full-screen. Components load lazily (budgets: tools/budgets.mjs).
 *
 * The AI sommelier (spec §2 /chat) is a screen route: it covers the footer tabs with its own
 * full-height layout, the composer taking their place at the bottom.
 */
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [];
export const screenRoutes: RouteObject[] = [
  {
    // Child paths are relative to the layout's '/'.
    path: childPath(routePatterns.chat),
    handle: { hideFooter: true } satisfies RouteHandle,
    lazy: () => import('./routes/chat-page').then((m) => ({ Component: m.ChatPage })),
  },
];
