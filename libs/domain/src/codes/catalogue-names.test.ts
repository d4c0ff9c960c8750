import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES, FOODS, GRAPE_VARIETIES, NATIONS, nameOf } from './catalogue-names';
import { CODE_TABLES } from './catalogue';
import { labelText, type CodeTable } from './code-table';

const HANGUL = /[가-힣]/;

describe.each([
  ['countries', NATIONS],
  ['grape varieties', GRAPE_VARIETIES],
  ['food categories', FOOD_CATEGORIES],
  ['foods', FOODS],
] as const)('the app’s table of %s', (_what, codes) => {
  // One generic shape for the four tables (their own types differ only in their codes).
  const table = codes as unknown as CodeTable;
  it('gives every code a Korean name and an English name without Hangul', () => {
    expect(table.entries.length).toBeGreaterThan(0);
    for (const entry of table.entries) {
      expect(entry.ko.trim(), entry.code).not.toBe('');
      expect(entry.en.trim(), entry.code).not.toBe('');
      expect(entry.en, entry.code).not.toMatch(HANGUL);
      expect(labelText(table, entry.code, 'en')).toBe(entry.en);
      expect(labelText(table, entry.code, 'ko')).toBe(entry.ko);
    }
  });

  it('has no name twice in one language (a name finds one entry)', () => {
    expect(new Set(table.entries.map((e) => e.ko)).size).toBe(table.entries.length);
    expect(new Set(table.entries.map((e) => e.en)).size).toBe(table.entries.length);
  });

  it('is one of the tables the generic checks walk', () => {
    expect(CODE_TABLES).toContain(table);
  });
});

describe('nameOf: a catalogue value’s name in the member’s language', () => {
  it('names a country by its code, whatever name the server sent', () => {
    expect(nameOf(NATIONS, 'IT', 'en', '이탈리아')).toBe('Italy');
    expect(nameOf(NATIONS, 'IT', 'ko', 'Italy')).toBe('이탈리아');
    expect(nameOf(NATIONS, ' FR ', 'en')).toBe('France');
  });

  it('finds a grape or a food by its name in either language when no code says it', () => {
    expect(nameOf(GRAPE_VARIETIES, '카베르네 소비뇽', 'en')).toBe('Cabernet Sauvignon');
    expect(nameOf(GRAPE_VARIETIES, 'Cabernet Sauvignon', 'ko')).toBe('카베르네 소비뇽');
    expect(nameOf(NATIONS, undefined, 'en', '프랑스')).toBe('France');
    expect(nameOf(FOODS, 'steak', 'en', '스테이크')).toBe('Steak');
    expect(nameOf(FOOD_CATEGORIES, 'meat', 'en')).toBe('Meat');
  });

  it('keeps a value the table does not know as the server sent it, and gives "" for none', () => {
    expect(nameOf(GRAPE_VARIETIES, '무스카델', 'en')).toBe('무스카델');
    expect(nameOf(NATIONS, 'XX', 'en', '어딘가')).toBe('어딘가');
    expect(nameOf(NATIONS, 'XX', 'en')).toBe('XX');
    expect(nameOf(NATIONS, null, 'en')).toBe('');
    expect(nameOf(NATIONS, 42, 'en', '')).toBe('');
  });
});
