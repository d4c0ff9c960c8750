/**
 * Strings of ratings and reviews shared by the diary (publishing) and the catalogue (the product
 * page, cards, search rows), ko and en, prefixed 'reviews.', registered on first use by
 * `useT(reviewMessages)`. Shared by two features, so they live here in src/lib.
 */
import type { MessageTable } from '@bottle/domain';
import ko from './messages.ko.json';
import en from './messages.en.json';

export const reviewMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };
