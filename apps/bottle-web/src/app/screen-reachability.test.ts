// @vitest-environment node
/**
 * Every screen can be reached by tapping from the footer tabs, home or my page,
 * without typing a URL. The walk reads the code, not a rendered app: each route of the route
 * table (config/paths.ts) is served by a component file (the features' routes.tsx, home in
 * ./router.tsx); a screen links to another where its file, or a file it imports (statically or
 * lazily) inside the app, names `paths.<route>`. Starting from the shell (the footer tabs and the
 * layout around every screen), home and my page, the walk follows those links; a route it cannot
 * reach must be in UNREACHABLE with why, and an entry there that became reachable fails, so the
 * list only shrinks. Every screen name of spec §2 must belong to a reachable route, or be an
 * overlay listed in OVERLAYS with where it shows. (The social login callbacks count as linked:
 * the login screen names them as the providers' way back.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@bottle/domain';
import { fillPath, routePatterns, type RouteName } from '../config/paths';
import { screenNameOf } from './route-screens';

const src = resolve(__dirname, '..');

/** Routes no tap leads to, each with why. */
const UNREACHABLE: Partial<Record<RouteName, string>> = {
  gallery: 'the component gallery of the dev server only, never in a live build',
  ssoReturn: "the sign-on host's way back with its result (a redirect, not a tap)",
  pickupPaySuccess: "the payment window's way back after paying (Toss's successUrl: a redirect, not a tap)",
  pickupPayFail: "the payment window's way back after a failure (Toss's failUrl: a redirect, not a tap)",
};

/** Spec §2 screens that are overlays, not routes, and where each shows. */
const OVERLAYS: Partial<Record<(typeof SCREENS)[keyof typeof SCREENS]['name'], string>> = {
  age_verification_popup: 'over every liquor page for a visitor (app/layout.tsx AgeGate)',
  terms_popup: 'from the agreements of sign-up and the pickup privacy step (global popups)',
};

/** Roots: the layout (footer tabs, header bell) around every screen, home and my page. */
const ROOT_FILES = ['app/layout.tsx', 'components/layout/footer-tabs.tsx'];
const ROOT_ROUTES: RouteName[] = ['home', 'myPage'];

function sourceFile(base: string): string | undefined {
  for (const ext of ['', '.tsx', '.ts', '/index.ts', '/index.tsx'])
    if (existsSync(base + ext) && !base.endsWith('/') && (ext || /\.tsx?$/.test(base))) return base + ext;
  return undefined;
}

/**
 * The route each component file serves: a table row `lazyRoute(routePatterns.X, () => import('…'), …)`
 * (lib/lazy-route.ts), or a plain route object's `path: childPath(routePatterns.X)` then its `import('…')`.
 */
function routeFiles(): Map<RouteName, string[]> {
  const out = new Map<RouteName, string[]>();
  const tables = readdirSync(join(src, 'features'))
    .map((f) => join(src, 'features', f, 'routes.tsx'))
    .filter(existsSync);
  for (const table of tables) {
    const text = readFileSync(table, 'utf8');
    const parts = text.split(/(?:lazyRoute\(|path:\s*childPath\()routePatterns\.(\w+)\b/);
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i] as RouteName;
      const imports = [...(parts[i + 1] ?? '').matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
        sourceFile(resolve(dirname(table), m[1] ?? '')),
      );
      out.set(
        name,
        imports.filter((f): f is string => f !== undefined),
      );
    }
  }
  const router = readFileSync(join(src, 'app/router.tsx'), 'utf8');
  const home = [...router.matchAll(/import\('(\.\.\/features\/main\/[^']+)'\)/g)].map((m) => sourceFile(resolve(src, 'app', m[1] ?? '')));
  out.set(
    'home',
    home.filter((f): f is string => f !== undefined),
  );
  return out;
}

/** A file and every file of the app it imports (static or lazy), config and src/app left out. */
function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\()'(\.[^']+)'/g)) {
      const target = sourceFile(resolve(dirname(file), m[1] ?? ''));
      if (target && !target.includes('/config/') && !/\.(test|spec)\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return seen;
}

/** The routes a set of files links to. */
function linksOf(files: Set<string>): Set<RouteName> {
  const names = new Set<RouteName>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bpaths\.(\w+)/g)) if ((m[1] ?? '') in routePatterns) names.add(m[1] as RouteName);
  }
  return names;
}

function reachable(): Set<RouteName> {
  const served = routeFiles();
  const shellLinks = linksOf(closure(ROOT_FILES.map((f) => join(src, f))));
  const seen = new Set<RouteName>();
  const queue: RouteName[] = [...ROOT_ROUTES, ...shellLinks];
  while (queue.length > 0) {
    const route = queue.pop() as RouteName;
    if (seen.has(route)) continue;
    seen.add(route);
    for (const next of linksOf(closure(served.get(route) ?? []))) queue.push(next);
  }
  return seen;
}

const routes = Object.keys(routePatterns) as RouteName[];
const reached = reachable();
/** A path of the route with every parameter filled, for its screen name. */
const samplePath = (route: RouteName) => fillPath(routePatterns[route], ...Array.from(routePatterns[route].matchAll(/:/g), () => '1'));

describe('every screen is reachable by tapping', () => {
  it('finds the route files (the walk reads what it expects)', () => {
    const served = routeFiles();
    expect(served.get('home')?.some((f) => f.endsWith('main-page.tsx'))).toBe(true);
    expect(served.get('product')?.some((f) => f.endsWith('product-page.tsx'))).toBe(true);
    expect(served.size).toBeGreaterThan(30);
  });

  it.each(routes)('%s is reached from the footer tabs, home or my page, or listed with why', (route) => {
    if (UNREACHABLE[route]) expect(reached.has(route), `${route} is reachable now: take it off UNREACHABLE`).toBe(false);
    else expect(reached.has(route), `${route} (${routePatterns[route]}): no screen reachable by tapping links to it`).toBe(true);
  });

  it.each(Object.values(SCREENS).map((s) => s.name))('the spec §2 screen %s is a reachable route or a listed overlay', (name) => {
    const homes = routes.filter((r) => screenNameOf(samplePath(r)) === name);
    if (OVERLAYS[name]) expect(homes).toEqual([]);
    else
      expect(
        homes.filter((r) => reached.has(r)),
        `${name}: no reachable route reports it`,
      ).not.toEqual([]);
  });
});
