import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATED_APP_PATHS,
  CHAT_PATHS,
  ENDPOINTS,
  PUBLIC_ENDPOINTS,
  USER_SERVICE_PATHS,
  findEndpoint,
  isPublicEndpoint,
} from './endpoints';
import examples from './endpoints.examples.json';

describe('ENDPOINTS (spec §7)', () => {
  it('lists every call once: 56 public, the refresh, 13 authenticated, 19 user-service, 4 chat', () => {
    expect(PUBLIC_ENDPOINTS).toHaveLength(56);
    expect(AUTHENTICATED_APP_PATHS).toHaveLength(13);
    expect(USER_SERVICE_PATHS).toHaveLength(19);
    expect(ENDPOINTS).toHaveLength(56 + 1 + 13 + 19 + 3 + 1);
    const keys = ENDPOINTS.map((e) => `${e.service} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every path a leading slash and no query, host or trailing slash', () => {
    for (const e of ENDPOINTS) expect(e.path).toMatch(/^\/[A-Za-z0-9/_-]+[A-Za-z0-9]$/);
  });

  it('marks every public-list path public on the bottle service', () => {
    for (const path of PUBLIC_ENDPOINTS)
      expect(findEndpoint('bottle', path)).toEqual({ service: 'bottle', method: 'POST', path, auth: 'public' });
  });

  it('makes the token refresh a GET on the bottle service', () => {
    expect(findEndpoint('bottle', '/tokens/token-refresh')).toEqual({
      service: 'bottle',
      method: 'GET',
      path: '/tokens/token-refresh',
      auth: 'token',
    });
  });

  it('makes every authenticated app call a token POST on the bottle service', () => {
    for (const path of AUTHENTICATED_APP_PATHS) expect(findEndpoint('bottle', path)).toMatchObject({ method: 'POST', auth: 'token' });
  });

  it.each([
    ['/fo/user/ssobottle/login/auto-sso', 'public'],
    ['/fo/user/ssobottle/login/apple-info', 'public'],
    ['/fo/user/sso/signup/agmt/list', 'public'],
    ['/fo/user/ssobottle/signup', 'public'],
    ['/fo/user/ssobottle/ismember', 'token'],
    ['/fo/user/ssobottle/withdraw', 'token'],
    ['/fo/user/ssobottle/logout', 'token'],
    ['/fo/user/ssobottle/membs/social-info', 'token'],
    ['/fo/user/ssobottle/apple-clear', 'token'],
  ] as const)('makes user-service %s a POST with auth %s', (path, auth) => {
    expect(findEndpoint('user', path)).toEqual({ service: 'user', method: 'POST', path, auth });
  });

  it('puts the chat calls and the recent-search count on the chat client', () => {
    for (const path of CHAT_PATHS) expect(findEndpoint('chat', path)).toMatchObject({ method: 'POST' });
    expect(findEndpoint('chat', '/app/logs/recent-search-history/total-count')).toMatchObject({ method: 'GET' });
  });

  it('given a path of another service then finds nothing', () => {
    expect(findEndpoint('user', '/app/store/list')).toBeUndefined();
  });
});

describe('isPublicEndpoint (spec §6, §7)', () => {
  // Rows of endpoints.examples.json (decision 0770): [path, whether it is called without a token].
  it.each(examples.isPublic)('given %j then %s', (path, expected) => {
    expect(isPublicEndpoint(path)).toBe(expected);
  });

  it.each([null, undefined, 42, {}])('given non-string %j then false', (value) => {
    expect(isPublicEndpoint(value)).toBe(false);
  });
});
