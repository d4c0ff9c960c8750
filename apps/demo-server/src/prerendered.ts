/**
 * Prerendered pages ("HTML first"): the app's build writes each public route's
 * first screen as HTML (apps/bottle-web src/prerender.tsx, tools/prerender.mjs) into
 * `prerendered/` with `pages.json`, which says the route pattern each page answers, the
 * placeholders of its path parameters and of `q`, and the style attributes it carries. A request
 * for an app path gets the page whose pattern and search parameters match, with the request's
 * values (HTML-escaped) in place of the placeholders; any other path gets index.html, the empty
 * shell the browser renders itself. Read again when the build changes; without a list (an app
 * built without the prerender) every path gets index.html.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256Source } from './security';

export const PRERENDERED_LIST = 'prerendered/pages.json';

/** One entry of pages.json. */
export interface PrerenderedEntry {
  /** Path of the page's file in the app's build. */
  file: string;
  /** React Router pattern: literal segments and `:name` parameters. */
  pattern: string;
  /** Placeholder of each path parameter in the page. */
  params: Record<string, string>;
  /** Placeholder of each search parameter the page needs (all present, non-empty, no other); null: no search parameters. */
  query: Record<string, string> | null;
  /** Style attribute values in the page (allowed by hash in its policy). */
  styleAttributes: string[];
}

/** What answers a request: the entry and the values to put in for its placeholders. */
export interface PrerenderedMatch {
  entry: PrerenderedEntry;
  replacements: [placeholder: string, value: string][];
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The parameters of `path` under `pattern`, or undefined when it does not match. */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = decodeSegment(have[i] as string);
    if (value === undefined || value === '') return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}

/** The entry answering `path` with the search string `query` (without '?'), if any. */
export function matchPrerendered(entries: readonly PrerenderedEntry[], path: string, query: string): PrerenderedMatch | undefined {
  const search = new URLSearchParams(query);
  const keys = [...new Set(search.keys())];
  for (const entry of entries) {
    const params = matchPattern(entry.pattern, path);
    if (!params) continue;
    const wanted = Object.keys(entry.query ?? {});
    if (keys.length !== wanted.length || !wanted.every((key) => keys.includes(key))) continue;
    if (wanted.some((key) => search.getAll(key).length !== 1 || (search.get(key) ?? '') === '')) continue;
    const replacements: [string, string][] = [
      ...Object.entries(entry.params).map(([name, placeholder]): [string, string] => [placeholder, params[name] ?? '']),
      ...Object.entries(entry.query ?? {}).map(([name, placeholder]): [string, string] => [placeholder, search.get(name) ?? '']),
    ];
    return { entry, replacements };
  }
  return undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** `text` safe in HTML text and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The page with each placeholder replaced by its escaped value. */
export function fillPlaceholders(html: string, replacements: readonly [string, string][]): string {
  return replacements.reduce((page, [placeholder, value]) => page.split(placeholder).join(escapeHtml(value)), html);
}

/** The sha256 sources of an entry's style attributes. */
export function styleAttributeHashes(entry: PrerenderedEntry): string[] {
  return entry.styleAttributes.map(sha256Source);
}

/**
 * Reads the list of the build in `appDist`, again only when it changed. Never throws: a missing
 * or unreadable list means no prerendered pages.
 */
export function createPrerenderedPages(appDist: string): () => Promise<PrerenderedEntry[]> {
  const path = join(appDist, PRERENDERED_LIST);
  let cached: { mtimeMs: number; size: number; entries: PrerenderedEntry[] } | undefined;
  return async () => {
    try {
      const info = await stat(path);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.entries;
      const entries = JSON.parse(await readFile(path, 'utf8')) as PrerenderedEntry[];
      cached = { mtimeMs: info.mtimeMs, size: info.size, entries };
      return entries;
    } catch {
      cached = undefined;
      return [];
    }
  };
}
