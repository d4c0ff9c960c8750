/**
 * Routes of the chat feature. `tabRoutes` render inside the tab layout (footer visible);
 * `screenRoutes` are full-screen. Components load lazily (budgets: tools/budgets.mjs).
 */
import type { RouteObject } from 'react-router';

export const tabRoutes: RouteObject[] = [];
export const screenRoutes: RouteObject[] = [];
