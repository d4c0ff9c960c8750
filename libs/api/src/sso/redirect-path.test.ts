import { describe, expect, it } from 'vitest';
import { assertRedirectPath, isSafeRedirectPath, RedirectPathError, type RedirectPathProblem } from './redirect-path';

describe('assertRedirectPath (spec §7 SSO redirects)', () => {
  it.each(['/', '/login', '/product/findplace?seq_no=3', '/exhibition?exhibit_no=12#top', '/search?q=%EC%99%80%EC%9D%B8', '/a/b/../c'])(
    'given the same-origin path %s, when checked, then it is returned unchanged',
    (path) => {
      expect(assertRedirectPath(path)).toBe(path);
      expect(isSafeRedirectPath(path)).toBe(true);
    },
  );

  const attacks: [string, RedirectPathProblem][] = [
    ['', 'empty'],
    ['https://evil.example/login', 'not-relative'],
    ['http://evil.example', 'not-relative'],
    ['javascript:alert(1)', 'not-relative'],
    ['JaVaScRiPt:alert(1)', 'not-relative'],
    ['data:text/html,<script>alert(1)</script>', 'not-relative'],
    ['evil.example/path', 'not-relative'],
    [' /login', 'not-relative'],
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['/login\\..\\..\\evil', 'backslash'],
    ['/\t/evil.example', 'control-character'],
    ['/\n/evil.example', 'control-character'],
    ['/\r\nSet-Cookie:x=1', 'control-character'],
    ['/\u0000', 'control-character'],
    ['/\u2028/evil', 'control-character'],
    ['/%2F/evil.example', 'encoded-trick'],
    ['/%2f%2fevil.example', 'encoded-trick'],
    ['%2F%2Fevil.example', 'not-relative'],
    ['/%5Cevil.example', 'encoded-trick'],
    ['/%09/evil.example', 'encoded-trick'],
    ['/%0d%0aLocation:%20https://evil', 'encoded-trick'],
    ['/%252F%252Fevil.example', 'encoded-trick'],
    ['/%25252F/evil.example', 'encoded-trick'],
    ['/%E0%A4%A', 'malformed-encoding'],
    ['/%', 'malformed-encoding'],
    ['/..//evil.example', 'leaves-origin'],
    ['/./..//evil.example', 'leaves-origin'],
    [`/${'a'.repeat(2048)}`, 'too-long'],
  ];

  it.each(attacks)('given the attack %j, when checked, then it is refused as %s', (path, problem) => {
    let caught: unknown;
    try {
      assertRedirectPath(path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RedirectPathError);
    expect((caught as RedirectPathError).problem).toBe(problem);
    expect((caught as RedirectPathError).name).toBe('RedirectPathError');
    expect(isSafeRedirectPath(path)).toBe(false);
  });

  it('given a non-string value, when checked, then it is refused as empty', () => {
    expect(() => assertRedirectPath(undefined as unknown as string)).toThrow(RedirectPathError);
  });
});
