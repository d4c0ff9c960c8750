/**
 * What one client may hold (server.ts `ConnectionLimits`): a client that sends its request head
 * one byte at a time is cut off once the head's time-out passes, and one address cannot hold more
 * than its share of connections. Source maps are never served. Short limits here; the defaults
 * are `DEFAULT_LIMITS`.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveFixture, writeInApp } from './test-support';

const HEADERS_TIMEOUT_MS = 600;
const demo = serveFixture(
  { limits: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 1_200, maxConnectionsPerAddress: 4 } },
  'each',
);

function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent once it closes the connection. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.once('close', () => resolve(text));
    socket.once('error', () => undefined);
  });
}

describe('slow clients', () => {
  it('given a client sending its request head one byte at a time, when the head time-out passes, then the server answers 408 and closes the connection though bytes keep coming', async () => {
    const socket = await open(demo.url);
    const ended = closed(socket);
    const head = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200);
    let i = 0;
    // A byte every 50 ms: the head would take 10 s to arrive.
    const drip = setInterval(() => {
      if (socket.destroyed || i >= head.length) return;
      socket.write(head[i] ?? '');
      i += 1;
    }, 50);
    const started = Date.now();
    const answer = await ended;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Cut off well before the head could have arrived (it needed 200 × 50 ms).
    expect(i).toBeLessThan(head.length);
    expect(Date.now() - started).toBeLessThan(9_000);
  });

  it('given one address opening more connections than its share, then the extra ones are closed at once while the first keep working', async () => {
    const kept = await Promise.all(Array.from({ length: 4 }, () => open(demo.url)));
    const extra = await open(demo.url);
    const extraText = await closed(extra);
    expect(extraText).toBe('');
    expect(extra.destroyed).toBe(true);
    // One of the kept connections still gets an answer.
    const first = kept[0] as Socket;
    const answer = closed(first);
    first.write('GET /favicon.svg HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of kept) socket.destroy();
  });
});

describe('source maps', () => {
  it('given a .map file left in the built app, when it is asked for, then it is 404', async () => {
    await writeInApp(
      demo.appDist,
      'assets/app-abc123.js.map',
      '{"version":3,"sources":["src/main.tsx"],"sourcesContent":["secret source"]}',
    );
    const response = await fetch(`${demo.url}/assets/app-abc123.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret source');
  });
});
