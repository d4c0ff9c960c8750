/**
 * One log line per request (method, path, status, time) with tokens redacted .
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRequestLine, redactTarget } from './log';
import examples from './log.examples.json';
import { gatewayHeaders, login, makeFixture, postJson, start, type Fixture } from './test-support';
import type { DemoServer } from './server';

describe('redactTarget', () => {
  // Rows of log.examples.json (decision 0770): [request target, the target as the log writes it].
  it.each(examples.redacted)('given %s, then it is logged as %s', (target, logged) => {
    expect(redactTarget(target)).toBe(logged);
  });

  it('given control characters, then they are escaped so one request stays one line', () => {
    expect(redactTarget('/a\r\nFAKE 200')).toBe('/a%0D%0AFAKE 200');
  });
});

describe('formatRequestLine', () => {
  it('given a request, then the line is ISO time, method, path, status and whole milliseconds', () => {
    expect(
      formatRequestLine({
        at: new Date('2026-11-24T01:02:03.456Z'),
        method: 'POST',
        target: '/api/app/store/list',
        status: 200,
        durationMs: 41.6,
      }),
    ).toBe('2026-11-24T01:02:03.456Z POST /api/app/store/list 200 42ms');
  });
});

describe('the request log of a running server', () => {
  let fixture: Fixture;
  let demo: DemoServer;
  const lines: string[] = [];

  beforeAll(async () => {
    fixture = await makeFixture();
    demo = await start(fixture, { log: (line) => lines.push(line) });
  });
  afterAll(async () => {
    await demo.close();
    await fixture.cleanup();
  });

  it('given calls with tokens in the query, headers and body, when they are logged, then one line each, and no secret appears', async () => {
    const token = await login(demo.url);
    await postJson(demo.url, '/api/app/mybunker/list', {}, gatewayHeaders('bottle', token));
    await fetch(`${demo.url}/sso/login?ssoTkn=SSO-SECRET&acesTkn=ACES-SECRET&returnUrl=%2Fmy`);
    await fetch(`${demo.url}/product/W00001`);
    // A line is written when its response closes, which may be just after the client has it.
    await vi.waitFor(() => expect(lines).toHaveLength(4));

    expect(lines[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z POST \/user-api\/fo\/user\/ssobottle\/login\/auto-sso 200 \d+ms$/,
    );
    expect(lines[1]).toMatch(/ POST \/api\/app\/mybunker\/list 200 \d+ms$/);
    expect(lines[2]).toMatch(/ GET \/sso\/login\?ssoTkn=\*\*\*&acesTkn=\*\*\*&returnUrl=%2Fmy 404 \d+ms$/);
    expect(lines[3]).toMatch(/ GET \/product\/W00001 200 \d+ms$/);
    const all = lines.join('\n');
    for (const secret of ['SSO-SECRET', 'ACES-SECRET', token, 'bottle1234']) expect(all).not.toContain(secret);
  });
});
