/**
 * Strings of the draw screens (응모), ko and en, prefixed 'draws.', registered on first use by
 * `useT(drawsMessages)`.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// Typed by the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const drawsMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key a draw screen can show (registered for the toast in src/app/message-keys.ts). */
export type DrawsMessageKey = AreaMessageKey<typeof drawsMessages>;
