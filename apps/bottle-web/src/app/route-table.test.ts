// @vitest-environment node
/**
 * One route table: config/paths.ts writes every path once; the router serves
 * exactly those patterns, links are built from them, and the demo-only gallery is served by
 * the dev server alone (a live build is checked by tools/budgets.mjs as well).
 */
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath, paths, routePatterns } from '../config/paths';
import { featureRoutes, PREFETCHED_PATHS } from './feature-routes';
import { buildRoutes } from './router';

/** Every path a screen is served at, absolute (the feature routes are children of the layout at '/'). */
function served(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here =
      route.index || route.path === undefined
        ? parent || '/'
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    // A layout route is not a screen: its children are.
    return route.children ? served(route.children, here) : [here];
  });
}

afterEach(() => vi.unstubAllEnvs());

describe('the route table', () => {
  it('given the router of a dev server, then it serves every pattern of config/paths.ts and nothing else, each once', () => {
    const all = [...served(buildRoutes()), ...served(featureRoutes, '/')].filter((path) => path !== '/*');
    expect([...all].sort()).toEqual([...new Set(Object.values(routePatterns))].sort());
  });

  it('given a live build (not the dev server), then the demo-only gallery is not a route', () => {
    vi.stubEnv('DEV', false);
    expect(served(buildRoutes())).not.toContain(routePatterns.gallery);
    expect(served(buildRoutes())).toContain(routePatterns.home);
  });

  it('given a product code, then its link fills the pattern, encoded; a path without parameters is the pattern itself', () => {
    expect(paths.product('W 1/2')).toBe('/product/W%201%2F2');
    expect(paths.diaryEdit(7)).toBe('/diary/7/edit');
    expect(paths.login).toBe(routePatterns.login);
  });

  it('given a missing, empty or extra value, then building the link fails with the pattern named', () => {
    expect(() => fillPath(routePatterns.product)).toThrow('/product/:prdCd: no value for :prdCd');
    expect(() => fillPath(routePatterns.product, '')).toThrow('/product/:prdCd: no value for :prdCd');
    expect(() => fillPath(routePatterns.login, 'x')).toThrow('/login: 1 values for 0 parameters');
  });

  it('given the screens fetched when idle, then each is a route of the table', () => {
    const children = featureRoutes.map((route) => route.path);
    for (const path of PREFETCHED_PATHS) expect(children).toContain(path);
  });
});
