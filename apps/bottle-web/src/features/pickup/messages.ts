/**
 * Strings of the pickup screens, ko and en, prefixed 'pickup.', registered on first use by
 * `useT(pickupMessages)`. The spec's own names of the flow steps and modals (spec §2) stay in
 * libs/domain's catalogue ('pickup.reservationView' …).
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';
import ko from './messages.ko.json';
import en from './messages.en.json';

// The texts live in JSON beside this file (one per language, what a translator edits); typed by
// the Korean keys, so an English text missing (or misspelt) fails the typecheck.
export const pickupMessages: MessageTable<keyof typeof ko> = { ko, en: en satisfies Record<keyof typeof ko, string> };

/** A key a pickup screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type PickupMessageKey = AreaMessageKey<typeof pickupMessages>;
