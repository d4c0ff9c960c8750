// @vitest-environment node
/**
 * Every string table of the app (the shell's and each screen area's): ko and en have the same
 * keys, no text is empty, placeholders match, and no table redefines another's key or a shared
 * one (domain, libs/ui). The app is the one place allowed to import every feature.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, lookupMessage, type MessageTable } from '@bottle/domain';
import { UI_MESSAGES } from '@bottle/ui';
import { SHELL_MESSAGES, shellMessagesKo } from '../lib/messages';
import { accountMessages } from '../features/account/messages';
import { catalogueMessages } from '../features/catalogue/messages';
import { chatMessages } from '../features/chat/messages';
import { contentMessages } from '../features/content/messages';
import { exploreMessages } from '../features/explore/messages';
import { mainMessages } from '../features/main/messages';
import { mainScreenMessages } from '../features/main/screen-messages';
import { pickupMessages } from '../features/pickup/messages';
import { nearbyMessages } from '../lib/stores-nearby/messages';
import { drawsMessages } from '../features/draws/messages';
import { productDrawsMessages } from '../lib/draws/messages';
import { reviewMessages } from '../lib/reviews/messages';

const shellMessages: MessageTable<string> = { ko: shellMessagesKo, en: await SHELL_MESSAGES.en() };
const mainTable: MessageTable<string> = { ko: mainMessages.core as Record<string, string>, en: await mainMessages.en() };
const mainScreenTable: MessageTable<string> = { ko: mainScreenMessages.core as Record<string, string>, en: await mainScreenMessages.en() };
const TABLES: Record<string, MessageTable<string>> = {
  shell: shellMessages,
  account: accountMessages,
  catalogue: catalogueMessages,
  chat: chatMessages,
  content: contentMessages,
  explore: exploreMessages,
  main: mainTable,
  mainScreens: mainScreenTable,
  pickup: pickupMessages,
  nearby: nearbyMessages,
  draws: drawsMessages,
  productDraws: productDrawsMessages,
  reviews: reviewMessages,
};
// Home's overlays keep home's prefix (their table loads apart from the first route's).
const PREFIX: Record<string, string> = { shell: 'app.', mainScreens: 'main.' };
// The names a text fills; Korean may name a value twice, once more for its particle ({name:을/를}).
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1] ?? ''))].sort();

describe.each(Object.entries(TABLES))('the %s strings', (area, table) => {
  it('has exactly the same keys in Korean and English', () => {
    expect(Object.keys(table.en).sort()).toEqual(Object.keys(table.ko).sort());
  });

  it('has no empty text and the same {placeholders} in both languages', () => {
    for (const [key, ko] of Object.entries(table.ko)) {
      const en = (table.en as Record<string, string>)[key] ?? '';
      expect(ko.trim(), `ko ${key}`).not.toBe('');
      expect(en.trim(), `en ${key}`).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(ko));
    }
  });

  it("names every key after its area and redefines no other table's key, nor a domain or libs/ui one", async () => {
    const ui = await UI_MESSAGES.en();
    for (const key of Object.keys(table.ko)) {
      expect(key.startsWith(PREFIX[area] ?? `${area}.`), key).toBe(true);
      expect(key in MESSAGES.ko || key in ui, key).toBe(false);
      for (const [other, otherTable] of Object.entries(TABLES))
        if (other !== area) expect(key in otherTable.ko, `${key} in ${other}`).toBe(false);
    }
  });
});

describe('the shell strings', () => {
  it('given a fresh start, then every Korean one answers before any language is loaded (the offline screen needs them)', () => {
    for (const [key, text] of Object.entries(shellMessagesKo)) expect(lookupMessage(key, 'ko')).toBe(text);
  });
});
