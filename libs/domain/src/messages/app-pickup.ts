/**
 * Strings of the app's pickup screens (apps/bottle-web/src/features/pickup). Merged into the one
 * catalogue by ./index.ts; keys identical in ko and en, prefixed 'pickup.'.
 */
export const pickupMessages = {
  ko: {},
  en: {},
} as const;
