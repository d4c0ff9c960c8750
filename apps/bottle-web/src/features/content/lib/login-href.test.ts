import { describe, expect, it } from 'vitest';
import { formatApiDate, inputDateToApi, apiDateToInput } from './format';
import { isSameOriginPath, loginHref } from './login-href';

describe('the login link of a members-only screen', () => {
  it('given a same-origin path, then it is passed on as redirect', () => {
    expect(loginHref('/login', '/diary/new?x=1')).toBe('/login?redirect=%2Fdiary%2Fnew%3Fx%3D1');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'diary', '/login?redirect=%2F'])(
    'given %j, then no redirect is added',
    (path) => {
      expect(loginHref('/login', path)).toBe('/login');
    },
  );

  it('given odd paths, then only clean absolute paths count as same-origin', () => {
    expect(isSameOriginPath('/event/700')).toBe(true);
    expect(isSameOriginPath('/a\u007f')).toBe(false);
  });
});

describe('date display', () => {
  it('given API dates, then they show as YYYY.MM.DD and convert to and from the date input', () => {
    expect(formatApiDate('20260105')).toBe('2026.01.05');
    expect(formatApiDate('202601051230')).toBe('2026.01.05');
    expect(formatApiDate('2026-01-05')).toBe('');
    expect(formatApiDate(undefined)).toBe('');
    expect(apiDateToInput('20260105')).toBe('2026-01-05');
    expect(inputDateToApi('2026-01-05')).toBe('20260105');
    expect(inputDateToApi('2026-02-30')).toBe('');
    expect(inputDateToApi('')).toBe('');
  });
});
