import { describe, expect, it } from 'vitest';
import { MESSAGES, lookupMessage } from '@bottle/domain';
import { UI_MESSAGES } from './index';
import { uiCoreKo } from './ui-core';
import { uiExtraKo } from './ui-ko';
import { uiMessagesEn } from './ui-en';

const ko: Record<string, string> = { ...uiCoreKo, ...uiExtraKo };
const en: Record<string, string> = uiMessagesEn;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe("libs/ui's own strings", () => {
  it('has exactly the same keys in Korean and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
  });

  it('has no empty text and the same {placeholders} in both languages', () => {
    for (const key of Object.keys(ko)) {
      expect(ko[key]?.trim(), `ko ${key}`).not.toBe('');
      expect(en[key]?.trim(), `en ${key}`).not.toBe('');
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(ko[key] ?? ''));
    }
  });

  it("keeps its core and its other Korean strings apart, every key 'ui.'-prefixed and none a domain key", () => {
    for (const key of Object.keys(uiCoreKo)) expect(key in uiExtraKo, key).toBe(false);
    for (const key of Object.keys(ko)) {
      expect(key, key).toMatch(/^ui\./);
      expect(key in MESSAGES.ko, key).toBe(false);
    }
  });

  it('given the pack registered (the test setup, as UiProvider does), then message() answers every key in both languages', async () => {
    expect(UI_MESSAGES.core).toBe(uiCoreKo);
    expect(await UI_MESSAGES.en()).toBe(uiMessagesEn);
    for (const key of Object.keys(ko)) {
      expect(lookupMessage(key, 'ko')).toBe(ko[key]);
      expect(lookupMessage(key, 'en')).toBe(en[key]);
    }
  });
});
