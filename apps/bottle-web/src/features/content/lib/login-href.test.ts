import { describe, expect, it } from 'vitest';
import { formatApiDate, inputDateToApi, apiDateToInput } from './format';

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
