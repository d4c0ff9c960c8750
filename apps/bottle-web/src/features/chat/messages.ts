/**
 * Strings of the chat screens: the AI sommelier (spec §1, §2 "AI sommelier", §3 "Chat"), ko and
 * en, prefixed 'chat.', registered on first use by `useT(chatMessages)`. The screen title reuses
 * the domain's 'screen.aiSommelier'; the voice and camera buttons reuse libs/ui's
 * 'ui.chatVoice.title' and 'ui.chatCamera.title'.
 *
 * The suggestion chips are phrased so libs/mock-api's local sommelier understands them (type,
 * budget, food, occasion and taste words); the live service reads free text anyway.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const chatMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key a chat screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type ChatMessageKey = AreaMessageKey<typeof chatMessages>;
