/**
 * Strings of the catalogue screens (search, product detail, find place and 'my bunker', spec
 * §1–§3), ko and en, prefixed 'catalogue.'. They arrive with the feature's code and are
 * registered on first use by `useT(catalogueMessages)`.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const catalogueMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key a catalogue screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type CatalogueMessageKey = AreaMessageKey<typeof catalogueMessages>;
