// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSameOriginPath, loginHref } from './login-href';

describe('the login link of a members-only screen', () => {
  it('given a same-origin path, then it is passed on as redirect', () => {
    expect(loginHref('/diary/new?x=1')).toBe('/login?redirect=%2Fdiary%2Fnew%3Fx%3D1');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'diary', '/login?redirect=%2F'])(
    'given %j, then no redirect is added',
    (path) => {
      expect(loginHref(path)).toBe('/login');
    },
  );

  it('given odd paths, then only clean absolute paths count as same-origin', () => {
    expect(isSameOriginPath('/event/700')).toBe(true);
    expect(isSameOriginPath('/a\u007f')).toBe(false);
  });
});
