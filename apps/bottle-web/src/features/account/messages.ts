/**
 * Strings of the account screens (login, the demo single sign-on page, social callbacks, sign-up
 * and my page), ko and en, prefixed 'account.'. They arrive with the feature's code and are
 * registered on first use by `useT(accountMessages)`.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const accountMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key a account screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type AccountMessageKey = AreaMessageKey<typeof accountMessages>;
