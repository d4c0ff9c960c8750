/**
 * Strings of the home screen (banners, the member's store, the store list, the sections below),
 * prefixed 'main.'. The home screen is the first route, so its Korean strings travel in its
 * chunk; the English ones are fetched only for a member who chose English (the route awaits them,
 * app/router.tsx), so a Korean first visit does not download them.
 */
import type { MessagePack } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const mainMessages: MessagePack<keyof typeof ko> = {
  core: ko,
  en: () => import('./messages.en.json').then((m): Record<keyof typeof ko, string> => m.default),
};

/** A key the home screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type MainMessageKey = AreaMessageKey<typeof mainMessages>;
