import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError } from '../lib/errors';
import { exchangeOAuthCode } from './oauth';

const tokenEndpoint = 'https://kauth.example.com/oauth/token';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = { tokenEndpoint, client_id: 'cid', redirect_uri: 'https://app.example.com/login_callback_kakao', code: 'c0de' };

describe('exchangeOAuthCode (spec §7 social provider token exchange)', () => {
  it('given a code, when exchanged, then a form-encoded POST carries the four fields and the tokens come back', async () => {
    let seen: { type: string | null; body: string } | undefined;
    server.use(
      http.post(tokenEndpoint, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ access_token: 'at', token_type: 'bearer', refresh_token: 'rt', expires_in: 3600 });
      }),
    );
    await expect(exchangeOAuthCode(options)).resolves.toMatchObject({ access_token: 'at', refresh_token: 'rt' });
    expect(seen?.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen?.body))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'cid',
      redirect_uri: 'https://app.example.com/login_callback_kakao',
      code: 'c0de',
    });
  });

  it('given the provider refuses the code, when exchanged, then it rejects with a bad-request ApiCallError', async () => {
    server.use(
      http.post(tokenEndpoint, () => HttpResponse.json({ error: 'invalid_grant', error_description: 'expired code' }, { status: 401 })),
    );
    const error = await exchangeOAuthCode(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).error).toMatchObject({ kind: 'bad-request', status: 401, message: 'expired code' });
  });

  it('given the network fails, when exchanged, then it rejects with a network error', async () => {
    server.use(http.post(tokenEndpoint, () => HttpResponse.error()));
    const error = await exchangeOAuthCode(options).catch((e: unknown) => e);
    expect((error as ApiCallError).error.kind).toBe('network');
  });

  it('given a missing code, when exchanged, then it rejects before any request', async () => {
    const error = await exchangeOAuthCode({ ...options, code: '' }).catch((e: unknown) => e);
    expect((error as ApiCallError).error).toMatchObject({ kind: 'bad-request', message: 'code is required for the OAuth code exchange' });
  });

  it('given an answer without access_token, when exchanged, then it rejects with bad-response', async () => {
    server.use(http.post(tokenEndpoint, () => HttpResponse.json({ token_type: 'bearer' })));
    const error = await exchangeOAuthCode(options).catch((e: unknown) => e);
    expect((error as ApiCallError).error.kind).toBe('bad-response');
  });
});
