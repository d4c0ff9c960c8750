/**
 * Answers the API bases : libs/mock-api's handlers over real HTTP through MSW's
 * `getResponse`, with the gateway headers, tokens, errors and headers of spec §7.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { THREAD_ID_HEADER } from '@bottle/domain';
import type { StoreListResponse, WishToggleResponse } from '@bottle/api';
import { writeFetchResponse } from './api';
import { controlHeaders, gatewayHeaders, login, postJson, raw, serveFixture } from './test-support';

const demo = serveFixture({ bodyLimit: 64 * 1024 });

describe('an API call over HTTP', () => {
  it('given the gateway headers, when the store list is asked at /api, then the mock answers it as JSON, never cached', async () => {
    const { status, headers, body } = await postJson<StoreListResponse>(demo.url, '/api/app/store/list', {}, gatewayHeaders('bottle'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.str_list.length).toBeGreaterThan(0);
    expect(body.str_list[0]).toHaveProperty('str_cd');
  });

  it('given no gateway headers, when the store list is asked, then the gateway refuses it with 403 as on the live servers', async () => {
    const { status, body } = await postJson(demo.url, '/api/app/store/list', {});
    expect(status).toBe(403);
    expect(body).toMatchObject({ rspC: 'GW', rspDtc: '403' });
  });

  it('given a member signs in over HTTP, when the wish toggle is called with the token, then it answers for that member', async () => {
    const token = await login(demo.url);
    const { status, body } = await postJson<WishToggleResponse>(
      demo.url,
      '/api/app/mybunker/toggle',
      { prd_cd: 'W00001' },
      gatewayHeaders('bottle', token),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ prd_cd: 'W00001', isMyBucker: 'Y' });
    // And without the token the same call is 401, so libs/api would refresh.
    expect((await postJson(demo.url, '/api/app/mybunker/toggle', { prd_cd: 'W00001' }, gatewayHeaders('bottle'))).status).toBe(401);
  });

  it('given a wrong password, when signing in, then the sign-on error of spec §8 comes back over HTTP', async () => {
    const { status, body } = await postJson(
      demo.url,
      '/user-api/fo/user/ssobottle/login/auto-sso',
      { login_id: 'demo', password: 'wrong' },
      gatewayHeaders('user'),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ rspC: '44', rspDtc: '401' });
    expect(body).not.toHaveProperty('access_token');
  });

  it('given a chat message, when it is sent to /chat-api, then the thread id header comes back', async () => {
    const response = await fetch(`${demo.url}/chat-api/app/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: '3만원대 레드 와인 추천해 주세요' }),
    });
    expect(response.status).toBe(200);
    const thread = response.headers.get(THREAD_ID_HEADER);
    expect(thread).toMatch(/^thread-/);
    const next = await fetch(`${demo.url}/chat-api/app/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [THREAD_ID_HEADER]: thread ?? '' },
      body: JSON.stringify({ message: '더 저렴한 건요?' }),
    });
    expect(next.headers.get(THREAD_ID_HEADER)).toBe(thread);
  });

  it('given a social code, when it is exchanged at /oauth/kakao/token as a form, then the provider token comes back', async () => {
    const response = await fetch(`${demo.url}/oauth/kakao/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'demo-kakao-client',
        redirect_uri: `${demo.url}/`,
        code: demo.api.backend.issueLoginKey('code:kakao', 'demo'),
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ access_token: expect.stringMatching(/^demo-kakao\./), token_type: 'bearer' });
  });

  it('given a large answer and br accepted, when the product list is asked, then it comes brotli-compressed and decodes to the same JSON', async () => {
    const plainAnswer = await raw(demo.url, '/api/app/store/list', { method: 'POST', headers: gatewayHeaders('bottle'), body: '{}' });
    const compressed = await raw(demo.url, '/api/app/store/list', {
      method: 'POST',
      headers: { ...gatewayHeaders('bottle'), 'accept-encoding': 'br' },
      body: '{}',
    });
    expect(plainAnswer.body.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(JSON.parse(plainAnswer.body.toString()));
  });
});

describe('API errors', () => {
  it('given a path no handler answers, when it is called, then 404 JSON names it', async () => {
    for (const path of ['/api/app/no-such-thing', '/user-api', '/mock-api/nothing']) {
      const { status, headers, body } = await postJson(
        demo.url,
        path,
        {},
        { ...gatewayHeaders('bottle'), ...(path.startsWith('/mock-api') ? controlHeaders() : {}) },
      );
      expect(status, path).toBe(404);
      expect(headers.get('content-type')).toBe('application/json');
      expect(body).toEqual({ rspC: '99', rspDtc: '404', rspMsgCn: `unknown API path POST ${path}` });
    }
  });

  it('given a GET to a POST endpoint, when it is called, then it is 404 JSON too, not the app page', async () => {
    const response = await fetch(`${demo.url}/api/app/store/list`, { headers: gatewayHeaders('bottle') });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ rspDtc: '404' });
  });

  it('given a malformed JSON body, when it is posted, then 400 JSON says so', async () => {
    const response = await raw(demo.url, '/api/app/store/list', { method: 'POST', headers: gatewayHeaders('bottle'), body: '{"str_cd": ' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ rspC: '90', rspDtc: '400', rspMsgCn: 'the body is not JSON' });
  });

  it('given a body over the limit, when it is posted, then 413 JSON answers and the connection closes', async () => {
    const response = await raw(demo.url, '/api/app/store/list', {
      method: 'POST',
      headers: gatewayHeaders('bottle'),
      body: Buffer.alloc(65 * 1024, 0x20),
    });
    expect(response.status).toBe(413);
    expect(response.headers['connection']).toBe('close');
    expect(JSON.parse(response.body.toString())).toMatchObject({ rspC: '99', rspDtc: '413' });
  });

  it('given a preflight, when OPTIONS comes to an API path, then 204 without any CORS allowance (same origin only)', async () => {
    const response = await raw(demo.url, '/api/app/store/list', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('given a network-error scenario, when the call is made, then the connection drops as a broken network would', async () => {
    demo.api.scenarios.networkError('/app/store/list');
    await expect(postJson(demo.url, '/api/app/store/list', {}, gatewayHeaders('bottle'))).rejects.toThrow();
    expect((await postJson(demo.url, '/api/app/store/list', {}, gatewayHeaders('bottle'))).status).toBe(200);
  });

  it('given a 500 scenario, when the call is made, then the status and body come through', async () => {
    demo.api.scenarios.fail('/app/store/list', 500);
    const { status, body } = await postJson(demo.url, '/api/app/store/list', {}, gatewayHeaders('bottle'));
    expect(status).toBe(500);
    expect(body).toMatchObject({ rspDtc: '500' });
  });
});

describe('writing a Fetch Response to Node', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = new Response('{"ok":true}', {
        status: 201,
        statusText: 'Made',
        headers: { 'content-type': 'application/json', 'x-thread-id': 'thread-9' },
      });
      answer.headers.append('set-cookie', 'a=1; Path=/');
      answer.headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
      void writeFetchResponse(req, res, answer, { cacheControl: 'no-store' });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('given a Response with two cookies and custom headers, when written, then every header, each cookie, the status and body arrive', async () => {
    const response = await raw(url, '/');
    expect(response.status).toBe(201);
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(response.headers['x-thread-id']).toBe('thread-9');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.toString()).toBe('{"ok":true}');
  });
});
