/**
 * libs/ui's own strings (ko and en), registered by the library itself: `UiProvider`'s module
 * calls `registerUiMessages()`, so any screen built on libs/ui can show them. Only the Korean
 * core (./ui-core.ts: screen states of the first route) is in the first download; the other
 * Korean strings (./ui-ko.ts) and the English ones (./ui-en.ts) come with the domain's
 * `loadLanguage()`. Keys start with 'ui.'; a test checks ko and en have the same keys.
 */
import { registerMessagePack, type MessagePack } from '@bottle/domain';
import { uiCoreKo } from './ui-core';
import type { UiMessageKey } from './ui-ko';

export type { UiMessageKey };

export const UI_MESSAGES: MessagePack<UiMessageKey> = {
  core: uiCoreKo,
  extraKo: () => import('./ui-ko').then((m) => m.uiExtraKo),
  en: () => import('./ui-en').then((m) => m.uiMessagesEn),
};

/** Makes libs/ui's strings known to `message()` (idempotent). */
export function registerUiMessages(): void {
  registerMessagePack(UI_MESSAGES);
}
