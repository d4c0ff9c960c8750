/**
 * Strings of "stores near me" (the control, distances, the map and its store card), ko and en,
 * prefixed 'nearby.', registered on first use by `useT(nearbyMessages)`. Shared by every screen
 * that lists stores, so they live here in src/lib rather than in one feature.
 */
import type { MessageTable } from '@bottle/domain';
import ko from './messages.ko.json';
import en from './messages.en.json';

export const nearbyMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };
