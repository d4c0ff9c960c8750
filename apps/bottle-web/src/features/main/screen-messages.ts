/**
 * Strings of home's overlays (the main popup, the age check), ko and en. Apart from
 * ./messages.ts so the first route does not carry them: they load with the code that shows them.
 */
import type { MessageTable } from '@bottle/domain';
import ko from './screen-messages.ko.json';
import en from './screen-messages.en.json';

export const mainScreenMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };
