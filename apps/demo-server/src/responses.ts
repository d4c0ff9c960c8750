/** Small answers the demo server writes itself: plain text and its 404 page. */
import type { ServerResponse } from 'node:http';

export function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`${text}\n`);
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

export function htmlNotFound(response: ServerResponse, path: string): void {
  const escaped = path.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = Buffer.from(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title></head>` +
      `<body><h1>404</h1><p>${escaped}: 페이지를 찾을 수 없습니다. / This page does not exist.</p><p><a href="/">Bottle</a></p></body></html>\n`,
  );
  response.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}
