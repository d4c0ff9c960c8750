/**
 * Route-table preload ("at most two round trips before a route's first API
 * request"). The app's first route knows only the home screen; every other screen's route, and
 * the loader that starts its first API calls, is in the route-table chunk the app fetches on the
 * first visit to any other path (apps/bottle-web src/app/feature-routes.ts). Discovered by the
 * entry script, that chunk would be a third round trip (page, entry, route table) before the
 * screen's calls. A page other than "/" therefore names it, and the chunks it imports, as
 * `<link rel="modulepreload">` in its head: the browser fetches them with the entry.
 *
 * The chunk names come from Vite's manifest of the build (build.manifest, .vite/manifest.json),
 * read again when the build changes. Without a manifest, or without the route table in it (an
 * app built otherwise), pages go out as they are.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The route table's source module, as Vite's manifest names it. */
export const ROUTE_TABLE_SOURCE = 'src/app/feature-routes.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The URL paths of the route table's chunk and of what it imports that the entry does not
 * already (the page names the entry's own imports), from a parsed manifest. Empty when the
 * manifest has no route table.
 */
export function routeTableChunks(manifest: Manifest): string[] {
  if (!manifest[ROUTE_TABLE_SOURCE]) return [];
  const entries = Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
  const loaded = staticClosure(manifest, entries);
  const own = [...staticClosure(manifest, [ROUTE_TABLE_SOURCE])].filter((key) => !loaded.has(key));
  // The route table itself first: it is what the entry waits for.
  const files = own
    .sort((a, b) => (a === ROUTE_TABLE_SOURCE ? -1 : b === ROUTE_TABLE_SOURCE ? 1 : a.localeCompare(b)))
    .map((key) => manifest[key]?.file ?? '');
  return files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
}

/**
 * `html` with a modulepreload link for each of `files` at the end of its head, but for those the
 * page already names (a prerendered page lists its own route's chunks, the route table among them).
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const missing = files.filter((file) => !html.includes(`href="${file}"`));
  if (missing.length === 0) return html;
  const links = missing.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace(/<\/head>/i, `${links}</head>`);
}

/**
 * The `rel` of a module a page names for later: the browser fetches nothing for it, and the
 * app's early module turns each into a modulepreload once the screen's first API calls are
 * answered, or after a second (apps/bottle-web src/lib/later-preloads.ts). Over HTTP/1.1 a browser opens six connections to
 * an origin, and a page naming 20 to 50 modules kept them all busy: the early calls waited
 * behind the modules for up to 1.2 s on a slow link (docs/decisions/0173-calls-before-modules.md).
 */
export const LATER_MODULE_REL = 'bottle-later-modulepreload';

/**
 * The files a page keeps as modulepreload links: what the early module needs to run (its static
 * imports) and the framework (the largest file, on every first visit). The other modules wait
 * for the early calls.
 */
export function firstModules(manifest: Manifest): Set<string> {
  const keys = Object.entries(manifest).flatMap(([key, chunk]) =>
    key.endsWith('src/early.ts') || chunk.name === 'framework' ? [key] : [],
  );
  return new Set([...staticClosure(manifest, keys)].map((key) => `/${manifest[key]?.file ?? ''}`));
}

/**
 * `html` with each modulepreload link whose file is not in `first` named for later
 * (LATER_MODULE_REL), in the same place and order. Nothing changes when `first` is empty (no
 * manifest): a page without the early module's own modules kept would make it wait.
 */
export function withLaterModules(html: string, first: ReadonlySet<string>): string {
  if (first.size === 0) return html;
  return html.replace(
    /<link rel="modulepreload"((?:\s+crossorigin)?)\s+href="([^"]+)"\s*\/?>/g,
    (tag, crossorigin: string, href: string) => (first.has(href) ? tag : `<link rel="${LATER_MODULE_REL}"${crossorigin} href="${href}">`),
  );
}

/** Whether index.html answering the app route `path` names the route table: all but home. */
export function wantsRouteTable(path: string): boolean {
  return path !== '/';
}

/** What a build's pages preload: the route table's chunks, and the files kept as modulepreloads (firstModules). */
export interface PreloadPlan {
  routeTable: string[];
  first: Set<string>;
}

/**
 * Reads the preload plan of the build in `appDist`, again only when its manifest changed. Never
 * throws: a missing or unreadable manifest means no route table and pages as built.
 */
export function createPreloadPlan(appDist: string): () => Promise<PreloadPlan> {
  const path = join(appDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; size: number; plan: PreloadPlan } | undefined;
  return async () => {
    try {
      const info = await stat(path);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.plan;
      const manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
      const plan = { routeTable: routeTableChunks(manifest), first: firstModules(manifest) };
      cached = { mtimeMs: info.mtimeMs, size: info.size, plan };
      return plan;
    } catch {
      cached = undefined;
      return { routeTable: [], first: new Set() };
    }
  };
}
