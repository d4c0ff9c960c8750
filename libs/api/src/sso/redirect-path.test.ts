import { describe, expect, it } from 'vitest';
import { assertRedirectPath, isSafeRedirectPath, RedirectPathError, type RedirectPathProblem } from './redirect-path';

describe('assertRedirectPath (spec §7 SSO redirects)', () => {
  // Every same-origin path a member could really have been on. ('/a/b/../c',
  // accepted before, is now refused: a browser never shows a dot segment in the location.)
  const valid = [
    '/',
    '/login',
    '/product/findplace?seq_no=3',
    '/exhibition?exhibit_no=12#top',
    '/search?q=%EC%99%80%EC%9D%B8',
    '/search?q=100%25',
    '/search?q=%EB%A0%88%EB%93%9C',
    '/search?q=50%25%20off&sort=price',
    '/search?q=%2525',
    '/search?q=%25EB',
    '/search?q=%ED%95%9C%EC%A0%95%ED%8C%90+%EC%99%80%EC%9D%B8',
    '/search?q=C%2B%2B',
    '/search?q=%3F%23',
    '/search?q=a%2Fb',
    '/search?q=..%2F..%2Fetc',
    '/search?q=%2e%2e',
    '/search?q=%5C',
    '/login?redirect=%2Fproduct%2FW00013',
    '/product/W00013',
    '/product/W00013?tab=review#reviews',
    '/event/%EC%9D%B4%EB%B2%A4%ED%8A%B8',
    '/mypage/coupons?page=2',
    '/pickup/reservations/123',
    '/store/361?from=%2Fproduct%2FW00013#map',
    '/?ref=push',
    '/#top',
    '/cart?x=1&y=2',
    '/wine/a.b/c..d/.well-known-ish/...',
    '/exhibition#100%25',
    '/a%2Fb',
    '/@evil.example',
    // Korean text as a member's address bar or the app's router may hold it, not yet encoded.
    '/search?q=레드',
    '/search?q=샤토 마고&sort=price',
    '/event/이벤트?tab=진행중#본문',
    '/search?q=100%25 할인',
  ];
  it.each(valid)('given the same-origin path %s, when checked, then it is returned unchanged', (path) => {
    expect(assertRedirectPath(path)).toBe(path);
    expect(isSafeRedirectPath(path)).toBe(true);
  });

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
    // Dot segments and backslashes at any layer of encoding.
    ['/%2e%2e/%2fevil.com', 'encoded-trick'],
    ['/..%2F/evil.com', 'encoded-trick'],
    ['/%2E%2E/%2Fevil.com', 'encoded-trick'],
    ['/%2e./%2fevil.com', 'encoded-trick'],
    ['/.%2e/%2fevil.com', 'encoded-trick'],
    ['/%2e%2E//evil.com', 'leaves-origin'],
    ['/.%2E/.%2E/evil.com', 'encoded-trick'],
    ['/%2e%2e', 'encoded-trick'],
    ['/x/%2E', 'encoded-trick'],
    ['/..%2f..%2f..%2fevil.com', 'encoded-trick'],
    ['/%2e%2e%2f%2e%2e%2fevil.com', 'encoded-trick'],
    ['/a/%2e%2e/%2e%2e//evil.com', 'leaves-origin'],
    ['/a/b/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2fevil.com', 'encoded-trick'],
    ['/%252e%252e/%252fevil.com', 'encoded-trick'],
    ['/%25252e%25252e/evil.com', 'encoded-trick'],
    ['/%2e%2e%3F/evil', 'encoded-trick'],
    ['/%2e%2e%23x', 'encoded-trick'],
    ['/%2e%2e;/evil.com', 'encoded-trick'],
    ['/%EF%BC%8E%EF%BC%8E/evil.com', 'encoded-trick'],
    ['/%EF%BC%8F/evil.com', 'encoded-trick'],
    ['/%EF%BC%BCevil.com', 'encoded-trick'],
    ['/%2e%2e%5cevil.com', 'encoded-trick'],
    ['/%5c%5cevil.com', 'encoded-trick'],
    ['/%5C/evil.com', 'encoded-trick'],
    ['/%255cevil.com', 'encoded-trick'],
    ['/..%5c..%5cevil.com', 'encoded-trick'],
    ['/%2e%2e%5c%2e%2e%5cevil.com', 'encoded-trick'],
    ['/%2F%2Fevil.com', 'encoded-trick'],
    ['/%2f/evil.com', 'encoded-trick'],
    ['/%252f%252fevil.com', 'encoded-trick'],
    ['/%0a/evil', 'encoded-trick'],
    ['/%00', 'encoded-trick'],
    ['/%7F', 'encoded-trick'],
    ['/%C2%85/evil', 'encoded-trick'],
    ['/%E2%80%A8/evil', 'encoded-trick'],
    ['/.%00./', 'encoded-trick'],
    ['/search?q=%0d%0aSet-Cookie:x=1', 'encoded-trick'],
    ['/search?q=%250d%250aSet-Cookie:x=1', 'encoded-trick'],
    ['/mypage#%00', 'encoded-trick'],
    // Eleven layers of encoding around a '.': more than anyone writes by accident.
    [`/%${'25'.repeat(10)}2e`, 'encoded-trick'],
    [`/x/%${'25'.repeat(8)}2e`, 'encoded-trick'],
    ['/..', 'dot-segment'],
    ['/.', 'dot-segment'],
    ['/a/..', 'dot-segment'],
    ['/a/./b', 'dot-segment'],
    ['/a/b/../c', 'dot-segment'],
    ['/..;/evil.com', 'dot-segment'],
    ['/..?x=1', 'dot-segment'],
    ['/.#top', 'dot-segment'],
    ['/\uFF0E\uFF0E/evil.com', 'dot-segment'],
    ['/\u2025/evil.com', 'dot-segment'],
    ['/\u2024/x', 'dot-segment'],
    ['/\uFF0F/evil.com', 'protocol-relative'],
    ['/\uFF3Cevil.com', 'backslash'],
    ['/%c0%ae%c0%ae/evil.com', 'malformed-encoding'],
    ['/%u002e%u002e/evil.com', 'malformed-encoding'],
    ['/%zz', 'malformed-encoding'],
    ['/%2', 'malformed-encoding'],
    ['/%FF', 'malformed-encoding'],
    ['/search?q=100%', 'malformed-encoding'],
    ['/%25c0%25ae%25c0%25ae/evil.com', 'malformed-encoding'],
    ['\\/evil.com', 'backslash'],
    ['/search?q=a\\b', 'backslash'],
    ['https://evil.com', 'not-relative'],
    ['evil.com', 'not-relative'],
    ['/\t/evil.com', 'control-character'],
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

  it('covers at least 60 hostile and 20 valid inputs', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(60);
    expect(valid.length).toBeGreaterThanOrEqual(20);
  });

  it('given a non-string value, when checked, then it is refused as empty', () => {
    expect(() => assertRedirectPath(undefined as unknown as string)).toThrow(RedirectPathError);
  });
});
