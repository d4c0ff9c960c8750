/**
 * What every page loads of this library (the store's reducers and middleware, the base query of
 * the three services) must not import statically the parts that only some calls need: the
 * bundler puts whatever a start-up module imports statically into the first route's bytes.
 * These parts are loaded on demand instead (see each module's comment for when).
 *
 * The graph is read from the sources: relative imports only (`import type` and `import()` do
 * not count), the way the bundler sees them.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The modules a module imports at run time (static `import … from` and `export … from`, relative, not type-only). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm)) {
    if (match[1]) continue;
    const base = resolve(dirname(file), match[2] ?? '');
    found.push(base.endsWith('.ts') ? base : `${base}.ts`);
  }
  return found;
}

/** Every module reachable by static imports from `entries`, as paths relative to src/. */
function staticGraph(...entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(src, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen].map((file) => file.slice(src.length + 1)).sort();
}

/** What the app's entry takes of this library: the store set-up (reducers, middleware), hence the base query and the services. */
const START = ['lib/store-setup.ts', 'lib/base-query.ts'];

describe("the library's start-up modules", () => {
  it('given the store set-up and the base query, then their static graph is read (the walk finds the base query and the one HTTP exchange)', () => {
    expect(staticGraph(...START)).toEqual(expect.arrayContaining(['lib/base-query.ts', 'lib/exchange.ts', 'services/bottle-api.ts']));
  });

  it("given the store set-up and the base query, then the session's renewal (the single-flight refresh) is not in their static graph: it is fetched alongside a call with a token", () => {
    const graph = staticGraph(...START);
    const renewal = graph.filter((file) => readFileSync(resolve(src, file), 'utf8').includes('function refreshAfter401('));
    expect(renewal).toEqual([]);
    expect(readFileSync(resolve(src, 'lib/refresh.ts'), 'utf8')).toContain('function refreshAfter401(');
  });

  it('given the store set-up and the base query, then the table of what each mutation invalidates (MUTATION_TAGS) is not in their static graph: it is loaded before a mutation leaves', () => {
    const graph = staticGraph(...START);
    const table = graph.filter((file) => readFileSync(resolve(src, file), 'utf8').includes('export const MUTATION_TAGS'));
    expect(table).toEqual([]);
    expect(readFileSync(resolve(src, 'lib/mutation-tags.ts'), 'utf8')).toContain('export const MUTATION_TAGS');
  });

  it('given the store set-up and the base query, then the list of calls allowed without a token is not in their static graph: the warning for a call off it reads it after the call has left', () => {
    const graph = staticGraph(...START);
    const list = graph.filter((file) => /isPublicEndpoint\(|EXTRA_PUBLIC_PATHS = /.test(readFileSync(resolve(src, file), 'utf8')));
    expect(list).toEqual([]);
    expect(readFileSync(resolve(src, 'lib/public-paths.ts'), 'utf8')).toMatch(/isPublicEndpoint\(/);
  });
});
