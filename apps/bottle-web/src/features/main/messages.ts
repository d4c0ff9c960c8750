/**
 * Strings of the home screen (banners, the member's store, the store list, the sections below), ko and en, prefixed
 * 'main.', registered on first use by `useT(mainMessages)`. The home screen is the first route,
 * so both languages travel in its chunk: a few hundred bytes, no extra request.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const mainMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key the home screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type MainMessageKey = AreaMessageKey<typeof mainMessages>;
