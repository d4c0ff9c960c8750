/**
 * Strings of the content screens (food pairing, winepedia, my diary with tasting themes and
 * notes, events, exhibitions and classes), ko and en, prefixed 'content.'. They arrive with the
 * feature's code and are registered on first use by `useT(contentMessages)`.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const contentMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key a content screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type ContentMessageKey = AreaMessageKey<typeof contentMessages>;
