/**
 * Strings of home's overlays (the main popup, the age check). Apart from ./messages.ts so home's
 * chunk does not carry them: they load with the code that shows them, Korean in its chunk and
 * English fetched only for a member who chose it (each overlay's lazy import awaits it).
 */
import type { MessagePack } from '@bottle/domain';
import ko from './screen-messages.ko.json';

export const mainScreenMessages: MessagePack<keyof typeof ko> = {
  core: ko,
  en: () => import('./screen-messages.en.json').then((m): Record<keyof typeof ko, string> => m.default),
};
