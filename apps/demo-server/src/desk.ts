/**
 * The store desk (apps/store-desk, issue 18 item 2) at /desk/: its built files
 * (`npx nx run store-desk:build` → dist/apps/store-desk), with every other path under /desk/
 * answering its index.html (the desk's routes). The page gets the same strict policy and
 * hardening headers as an app page (the server's sendPage: a fresh nonce per answer); its calls
 * go to /desk-api on this server (libs/mock-api's desk handlers).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStaticFiles, type StaticFile } from './static';

export const DESK_PATH = '/desk';

export function isDeskPath(path: string): boolean {
  return path === DESK_PATH || path.startsWith(`${DESK_PATH}/`);
}

export interface DeskPages {
  handle(request: IncomingMessage, response: ServerResponse, path: string, sendPage: (file: StaticFile) => Promise<void>): Promise<void>;
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(`${text}\n`);
}

export function createDeskPages(deskDist: string): DeskPages {
  const statics = createStaticFiles(deskDist);
  return {
    async handle(request, response, path, sendPage) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      // The desk's links are relative to /desk/: the bare path is read as the folder.
      if (path === DESK_PATH) return plain(response, 308, `${DESK_PATH}/`, { location: `${DESK_PATH}/` });
      const rest = path.slice(DESK_PATH.length);
      const file = await statics.lookup(rest);
      if (file && !file.type.startsWith('text/html')) return statics.send(request, response, file);
      // A missing chunk is 404, never the page (a stale tab must fail visibly).
      if (rest.startsWith('/assets/')) return plain(response, 404, `Not found: ${path}`);
      const index = file ?? (await statics.lookup('/index.html'));
      if (!index) return plain(response, 503, `The store desk is not built (no index.html in ${statics.root}): npx nx run store-desk:build`);
      await sendPage(index);
    },
  };
}
