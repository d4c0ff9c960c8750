/**
 * The built app's files: content types, cache headers (hashed
 * assets for a year, everything else revalidated), ETags, and gzip/brotli bodies computed once
 * per file and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { COMPRESS_MIN_BYTES, compress, isCompressible, negotiateEncoding, type Encoding } from './compress';

/** Vite's hashed output: safe to keep for a year, a new build gets new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files: always revalidated (with the ETag), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
export const ASSETS_PREFIX = '/assets/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticFile {
  /** Absolute path on disk. */
  path: string;
  /** The URL path it answers (`/assets/app-abc123.js`). */
  urlPath: string;
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  compressible: boolean;
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  file: StaticFile;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface StaticFiles {
  readonly root: string;
  /** The file a decoded, already checked URL path names, or undefined when there is none. */
  lookup(urlPath: string): Promise<StaticFile | undefined>;
  /** Writes the file (or 304) with its headers; HEAD gets the headers only. */
  send(request: IncomingMessage, response: ServerResponse, file: StaticFile): Promise<void>;
  /**
   * Compresses every text file in advance (in the background), so a first visit waits for none;
   * stops between files once `signal` is aborted (the server closes).
   */
  warm(signal?: AbortSignal): Promise<void>;
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against our (weak) ETag: weak comparison, a list, or `*` (RFC 9110 §13.1.2). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export function createStaticFiles(rootDir: string): StaticFiles {
  const root = resolve(rootDir);
  const cache = new Map<string, CacheEntry>();

  async function entryFor(path: string, urlPath: string): Promise<CacheEntry | undefined> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(path);
    // A rebuilt app replaces files under the running server: the size and time tell.
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(path);
    const type = contentTypeOf(path);
    const entry: CacheEntry = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      encoded: new Map(),
      file: {
        path,
        urlPath,
        type,
        cacheControl: urlPath.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE,
        etag: etagOf(body),
        body,
        compressible: isCompressible(type) && body.length >= COMPRESS_MIN_BYTES,
      },
    };
    cache.set(path, entry);
    return entry;
  }

  function encodedBody(entry: CacheEntry, encoding: Encoding): Promise<Buffer> {
    let pending = entry.encoded.get(encoding);
    if (!pending) {
      pending = compress(entry.file.body, encoding, 'static');
      // A failure is not cached: the next request tries again.
      pending.catch(() => entry.encoded.delete(encoding));
      entry.encoded.set(encoding, pending);
    }
    return pending;
  }

  /** The absolute path of a URL path inside the root, or undefined if it would leave it. */
  function diskPath(urlPath: string): string | undefined {
    // Hidden files (.env, .git …) are never part of the app.
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    const path = resolve(join(root, urlPath));
    if (path !== root && !path.startsWith(root + sep)) return undefined;
    return path;
  }

  return {
    root,

    async lookup(urlPath) {
      const path = diskPath(urlPath === '/' ? '/index.html' : urlPath);
      if (!path) return undefined;
      return (await entryFor(path, urlPath))?.file;
    },

    async send(request, response, file) {
      const entry = cache.get(file.path);
      response.setHeader('content-type', file.type);
      response.setHeader('cache-control', file.cacheControl);
      response.setHeader('etag', file.etag);
      response.setHeader('x-content-type-options', 'nosniff');
      if (file.compressible) response.setHeader('vary', 'accept-encoding');
      if (notModified(request.headers['if-none-match'], file.etag)) {
        response.writeHead(304).end();
        return;
      }
      const encoding = file.compressible && entry ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
      const body = encoding && entry ? await encodedBody(entry, encoding) : file.body;
      if (encoding) response.setHeader('content-encoding', encoding);
      response.setHeader('content-length', body.length);
      response.writeHead(200);
      response.end(request.method === 'HEAD' ? undefined : body);
    },

    async warm(signal) {
      const files: string[] = [];
      async function walk(dir: string): Promise<void> {
        for (const item of await readdir(dir, { withFileTypes: true })) {
          if (item.name.startsWith('.')) continue;
          const path = join(dir, item.name);
          if (item.isDirectory()) await walk(path);
          // Source maps are for developers' tools, compressed when one asks.
          else if (item.isFile() && isCompressible(contentTypeOf(path)) && extname(path) !== '.map') files.push(path);
        }
      }
      await walk(root);
      // One at a time: the machine serves requests meanwhile.
      for (const path of files) {
        if (signal?.aborted) return;
        const urlPath = `/${relative(root, path).split(sep).join('/')}`;
        const entry = await entryFor(path, urlPath);
        if (!entry?.file.compressible) continue;
        await encodedBody(entry, 'br');
        await encodedBody(entry, 'gzip');
      }
    },
  };
}
