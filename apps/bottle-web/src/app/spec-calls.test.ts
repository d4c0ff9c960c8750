// @vitest-environment node
/**
 * Every call of spec §7 is made by a screen or a flow. The walk reads the spec's
 * call list, finds the libs/api endpoint that makes each call, and looks for a caller of that
 * endpoint (its hooks, `endpoints.<name>`) in the app's or libs/api's non-test source; a path the
 * source names outside libs/api's endpoint and type files (the refresh base query, start-up)
 * counts as called too. A call with no caller must be in NOT_CALLED_YET with its reason, and an
 * entry there that has a caller now fails, so the list only shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../../..');
const spec = readFileSync(resolve(root, 'docs/product-spec.md'), 'utf8');

/** Calls no screen makes yet, each with why (the issue that builds its screen, or why never). */
const NOT_CALLED_YET: Readonly<Record<string, string>> = {};

const SOURCE_EXT = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$|\/(testing|test-support|tests)\//;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(path);
    return SOURCE_EXT.test(e.name) && !TEST_FILE.test(path) ? [path] : [];
  });
}

/** The paths of spec §7 (the HTTP calls; the sign-on page redirects and bridge calls are other walks). */
function specPaths(): string[] {
  const section = spec.slice(spec.indexOf('## 7. The calls it makes'), spec.indexOf('## 8. The error catalogue'));
  return [...new Set(section.match(/\/(?:app|v2|fo|tokens)\/[A-Za-z0-9/_.-]*[A-Za-z0-9]/g) ?? [])];
}

const apiDir = resolve(root, 'libs/api/src');
const endpointFiles = files(join(apiDir, 'endpoints'));
const sources = [...files(resolve(root, 'apps/bottle-web/src')), ...files(apiDir)].map((path) => ({
  path,
  text: readFileSync(path, 'utf8'),
}));
const domainConstants = files(resolve(root, 'libs/domain/src'))
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n');

/** The libs/domain constant that holds the path, if any (TOKEN_REFRESH_PATH). */
const constantOf = (path: string) => domainConstants.match(new RegExp(`export const (\\w+) = '${path}'`))?.[1];

/** The endpoint whose definition names the path (directly, or through a libs/domain constant). */
function endpointOf(path: string): string | undefined {
  const constant = constantOf(path);
  for (const file of endpointFiles) {
    const text = readFileSync(file, 'utf8');
    // Every place the file names it: the first may be the constant's import, above any endpoint.
    for (const { index: at } of text.matchAll(new RegExp(`'${path}'${constant ? `|\\b${constant}\\b(?!')` : ''}`, 'g'))) {
      const defs = [...text.slice(0, at).matchAll(/(\w+): build\.(?:query|mutation|infiniteQuery)</g)];
      const name = defs.at(-1)?.[1];
      if (name) return name;
    }
  }
  return undefined;
}

const cap = (s: string) => s[0]?.toUpperCase() + s.slice(1);

function isCalled(path: string): boolean {
  const name = endpointOf(path);
  const uses = name ? new RegExp(`\\buse(?:Lazy)?${cap(name)}(?:Query|Mutation|InfiniteQuery)\\b|\\bendpoints\\.${name}\\b`) : undefined;
  const constant = constantOf(path);
  const named = new RegExp(`['\`]${path}['\`?]${constant ? `|\\b${constant}\\b` : ''}`);
  return sources.some(({ path: file, text }) => {
    // The endpoint files define and export the hooks, the barrels re-export them, the types describe them.
    if (file.startsWith(join(apiDir, 'endpoints')) || file.startsWith(join(apiDir, 'types')) || file.endsWith('/index.ts')) return false;
    // A hook or endpoint of the call used, or the path written in code: a caller.
    return uses?.test(text) === true || named.test(text);
  });
}

describe('every call of spec §7 has a caller', () => {
  const paths = specPaths();

  it('reads the spec (the call list is where the walk expects it)', () => {
    expect(paths.length).toBeGreaterThan(90);
    expect(paths).toContain('/fo/user/ssobottle/login/auto-sso');
  });

  it.each(paths)('%s is called by a screen or flow, or listed with its reason', (path) => {
    if (NOT_CALLED_YET[path]) expect(isCalled(path), `${path} has a caller now: take it off NOT_CALLED_YET`).toBe(false);
    else expect(isCalled(path), `${path}: no caller outside tests (libs/api endpoint: ${endpointOf(path) ?? 'none'})`).toBe(true);
  });

  it('lists no path that is not in the spec', () => {
    expect(Object.keys(NOT_CALLED_YET).filter((p) => !paths.includes(p))).toEqual([]);
  });
});
