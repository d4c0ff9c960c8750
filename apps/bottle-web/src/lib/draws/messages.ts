/** Strings of the product page's draw rows (lib/draws), ko and en, prefixed 'productDraws.'. */
import type { MessageTable } from '@bottle/domain';
import ko from './messages.ko.json';
import en from './messages.en.json';

export const productDrawsMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };
