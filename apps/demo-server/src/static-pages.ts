/**
 * A second page served beside the app under its own path prefix, from its own build folder: the
 * store desk at /desk/ (apps/store-desk) and the libs/ui gallery at /gallery/
 *. Its files are answered as they are; its page (index.html, and every other
 * path under the prefix, which are the page's own routes) goes through the server's sendPage, so
 * it gets the same strict policy and hardening headers as an app page, with a fresh nonce.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStaticFiles, type StaticFile } from './static';

export interface StaticPages {
  /** Whether the request path is this page's (the prefix itself or below it). */
  owns(path: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, path: string, sendPage: (file: StaticFile) => Promise<void>): Promise<void>;
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(`${text}\n`);
}

/**
 * The page built into `dist` served at `prefix` (e.g. '/desk'). `what` names it and `build` is
 * the command that builds it, for the 503 a server started before the build answers.
 */
export function createStaticPages(prefix: string, dist: string, what: string, build: string): StaticPages {
  const statics = createStaticFiles(dist);
  return {
    owns: (path) => path === prefix || path.startsWith(`${prefix}/`),
    async handle(request, response, path, sendPage) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      // The page's links are relative to its folder: the bare prefix is read as the folder.
      if (path === prefix) return plain(response, 308, `${prefix}/`, { location: `${prefix}/` });
      const rest = path.slice(prefix.length);
      const file = await statics.lookup(rest);
      if (file && !file.type.startsWith('text/html')) return statics.send(request, response, file);
      // A missing chunk is 404, never the page (a stale tab must fail visibly).
      if (rest.startsWith('/assets/')) return plain(response, 404, `Not found: ${path}`);
      const index = file ?? (await statics.lookup('/index.html'));
      if (!index) return plain(response, 503, `${what} is not built (no index.html in ${statics.root}): ${build}`);
      await sendPage(index);
    },
  };
}
