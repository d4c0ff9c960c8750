/**
 * Strings of the screens home opens (promotions, wine navigation, recommendation items, a monthly
 * pick), ko and en, prefixed 'explore.', registered on first use by `useT(exploreMessages)`.
 */
import type { MessageTable } from '@bottle/domain';
import ko from './messages.ko.json';
import en from './messages.en.json';

// Typed by the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const exploreMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };
